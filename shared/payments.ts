// Paying a pledge online: what the giving form and the server share (docs/giving.md, "Paying online").

/** The ways a pledge may be paid at once, as the pledge's answer lists them. */
export type PayNowWay = 'MTN_MOMO' | 'CARD';

/** What the donor's page is told of a payment (the server's GiftPaymentStatus). */
export type GiftPaymentState = 'NONE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'EXPIRED' | 'UNDERPAID';

/**
 * An MTN Rwanda mobile money number: 078 or 079 and seven digits. The only numbers a MoMo payment
 * can be asked of, so stricter than a donor's phone (shared/giving.ts), which may be any number.
 */
const MTN_RWANDA = /^2507[89]\d{7}$/;

/**
 * The MSISDN MTN takes (`2507…`, digits only) from a number as people type it: `078 812 3456`,
 * `+250 78 812 3456`, `00250788123456`, `(078) 812-3456`; null when it is no MTN Rwanda number.
 */
export function momoMsisdn(typed: string): string | null {
  if (typed.length > 40) return null;
  let digits = typed.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^0\d{9}$/.test(digits)) digits = `250${digits.slice(1)}`;
  else if (/^7\d{8}$/.test(digits)) digits = `250${digits}`;
  return MTN_RWANDA.test(digits) ? digits : null;
}

export const PAYMENT_MESSAGES = {
  cardEmail: 'Enter your e-mail address: a card payment needs it',
  momoNumber: 'Enter an MTN Mobile Money number: 078… or 079…',
  notPayable: 'This gift cannot be paid online any more',
  cardUnavailable: 'Card payments cannot be started just now. Please try again later.',
} as const;

/** How long the donor's page waits for MTN's word before it stops asking (ms): the page never spins without end. */
export const MOMO_PAGE_WAIT_MS = 5 * 60_000;

/**
 * A card pledge's own rule, beside the pledge's (shared/giving.ts; kept here so that it travels
 * only with the giving form): the card provider asks for the payer's e-mail address.
 */
export const needsCardEmail = (pledge: { way?: unknown; email?: string | null }) => pledge.way === 'CARD' && !pledge.email?.trim();
