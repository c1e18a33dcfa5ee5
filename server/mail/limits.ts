import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';
import { slidingWindow } from '../rateLimit.ts';
import type { Lease, RateLimitCountersRepository } from '../repositories/rateLimitCounters.ts';
import type { RateLimitEventsRepository } from '../repositories/rateLimitEvents.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** makeSubscribe calls accepted per client address and hour (SUBSCRIBE_LIMIT_PER_HOUR). */
export const DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR = 10;
/** Confirmation e-mails one address may receive in a day, whoever asks for them. */
export const CONFIRMATIONS_PER_DAY = 3;
/**
 * Invitation e-mails (first sends and resends) one mailbox may receive in a day, whoever sends
 * them: inviting, cancelling and inviting again must not flood a third person's mailbox.
 */
export const INVITATIONS_PER_DAY = 5;

/**
 * The refusal the subscribe form shows as a toast. Only the server says it (the form shows the
 * server's message), so it stays out of the shared texts every page script carries.
 */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(TOO_MANY_ATTEMPTS, 'RATE_LIMITED', { retryAfter: retryAfterSeconds });
}

/** Leases kept in memory at most: past it the oldest is dropped (its allowance is lost, never exceeded). */
const MAX_LEASES = 10_000;

/**
 * The subscribe form's limit per client address, kept in the database so that every process
 * shares it (server/repositories/rateLimitCounters.ts). Each process takes part of a client's
 * allowance at a time and counts it down in memory, so a subscription costs no query of its own
 * unless its client's lease is used up: the limit adds nothing measurable to a busy form, and the
 * processes together never admit more than the limit.
 */
export function subscribeLimit(counters: RateLimitCountersRepository, perHour = DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR) {
  const leases = new Map<string, { windowEnd: number; left: number }>();
  // One lease asked for at a time per key: requests arriving together wait for it, then share it.
  const asking = new Map<string, Promise<Lease>>();

  function take(key: string): boolean {
    const held = leases.get(key);
    if (!held) return false;
    if (Date.now() >= held.windowEnd) {
      leases.delete(key);
      return false;
    }
    if (held.left <= 0) return false;
    held.left--;
    return true;
  }

  async function lease(key: string): Promise<Lease> {
    const pending = asking.get(key);
    if (pending) return pending;
    const asked = counters.lease(key, HOUR, perHour).then((granted) => {
      if (granted.granted > 0) {
        const held = leases.get(key);
        if (held && held.windowEnd === granted.windowEnd) held.left += granted.granted;
        else {
          if (!held && leases.size >= MAX_LEASES) leases.delete(leases.keys().next().value!);
          leases.set(key, { windowEnd: granted.windowEnd, left: granted.granted });
        }
      }
      return granted;
    });
    asking.set(key, asked);
    try {
      return await asked;
    } finally {
      asking.delete(key);
    }
  }

  return {
    /** Counts one subscription attempt from `ip`, or refuses it with RATE_LIMITED. */
    async admit(ip: string): Promise<void> {
      const key = `subscribe:ip:${ip}`;
      for (;;) {
        if (take(key)) return;
        const granted = await lease(key);
        if (granted.granted === 0) throw tooManyAttempts(granted.retryAfterSeconds);
        if (Math.random() < 0.01) await counters.prune('subscribe:', HOUR);
        // What was granted is in `leases` now, shared with whoever waited for the same lease.
      }
    },
  };
}

export type SubscribeLimit = ReturnType<typeof subscribeLimit>;

/** Providers that ignore dots in the part before the @ (and treat the two names as one). */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as far as can be told from the address: the part after a + is
 * a tag most providers deliver to the same mailbox (victim+1@, victim+2@, ...), and Gmail ignores
 * dots. The confirmation limit counts per mailbox, so tags and dots do not multiply it.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/**
 * At most CONFIRMATIONS_PER_DAY confirmation e-mails to one (canonical) address a day. Run in the
 * transaction that queues the e-mail, so a refusal queues nothing. The key holds a hash of the
 * address, not the address: the events table is no second list of subscribers.
 */
export async function admitConfirmation(events: RateLimitEventsRepository, address: string): Promise<void> {
  const window = slidingWindow(events, 'confirm', { max: CONFIRMATIONS_PER_DAY, windowMs: DAY });
  const key = createHash('sha256').update(mailboxOf(address)).digest('base64url');
  const admission = await window.admit([`to:${key}`]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
}

/**
 * At most INVITATIONS_PER_DAY invitation e-mails to one (canonical) mailbox a day, as for
 * confirmations: run in the transaction that queues the e-mail, so a refusal queues nothing.
 */
export async function admitInvitation(events: RateLimitEventsRepository, address: string): Promise<void> {
  const window = slidingWindow(events, 'invite', { max: INVITATIONS_PER_DAY, windowMs: DAY });
  const key = createHash('sha256').update(mailboxOf(address)).digest('base64url');
  const admission = await window.admit([`to:${key}`]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
}
