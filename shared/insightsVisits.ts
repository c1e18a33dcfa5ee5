// What Insights keeps of a visit besides its page and language, as the server counts it
// (server/insights/) and the admin's Insights name it.

/** The classes of device a view is counted under (never the user agent itself). */
export const DEVICES = ['PHONE', 'TABLET', 'DESKTOP'] as const;
export type Device = (typeof DEVICES)[number];
