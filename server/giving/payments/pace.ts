// Paying online's fixed pace and limits: how often attempts are checked, the attempts allowed,
// and the addresses the providers call back on.
import { PROVIDER_TIMEOUT_MS } from './http.ts';
/** The checks' pace: tests shorten them. */
export interface PaymentTimings {
  /** How often due attempts are looked for. */
  tickMs: number;
  /** The first check of a new attempt, then doubling up to maxBackoffMs. */
  firstCheckMs: number;
  maxBackoffMs: number;
  /** How long an attempt is checked before it is given up as EXPIRED (MTN's own prompt lasts minutes). */
  deadlineMs: number;
  /** How long a process holds an attempt it is checking. */
  leaseMs: number;
  /** A hint checks an attempt at once unless it was checked this recently. */
  hintSpacingMs: number;
  /** How long one call to a provider may take. */
  providerTimeoutMs: number;
}

export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = {
  tickMs: 5_000,
  firstCheckMs: 15_000,
  maxBackoffMs: 120_000,
  deadlineMs: 30 * 60_000,
  leaseMs: 30_000,
  hintSpacingMs: 2_000,
  providerTimeoutMs: PROVIDER_TIMEOUT_MS,
};

/** Attempts to pay one gift in an hour, whatever the number. */
export const ATTEMPTS_PER_GIFT_PER_HOUR = 3;
/** Requests to pay one phone number may receive in an hour, from any gift or client. */
export const PROMPTS_PER_NUMBER_PER_HOUR = 3;

export const MOMO_HOOK_PATH = '/hooks/momo';
export const FLUTTERWAVE_HOOK_PATH = '/hooks/flutterwave';
/** Where Flutterwave's hosted page sends the donor back (with status, tx_ref and transaction_id). */
export const CARD_RETURN_PATH = '/pay/card/return';
/** Attempts to pay one gift by card in an hour (each a fresh hosted page). */
export const CARD_ATTEMPTS_PER_GIFT_PER_HOUR = 5;

/** The next check's delay after `checks` checks: doubling from the first, to the cap. */
export const backoffMs = (timings: PaymentTimings, checks: number) => Math.min(timings.maxBackoffMs, timings.firstCheckMs * 2 ** Math.max(0, checks - 1));
