// The query of the ways a pledge may be paid at once now (their providers' settings on): the card
// page's first query, which the server answers inside that page (shared/publicReads.ts), as the
// giving form asks it too (store/api/giving.ts). A module of its own: the card page's first visit
// carries it.
export const ONLINE_PAY_WAYS = 'query onlinePayWays { onlinePayWays }';
