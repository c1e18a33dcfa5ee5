import { createHash } from 'node:crypto';
import { AppError } from '../core/errors.ts';
import { slidingWindow } from '../core/rateLimit.ts';
import type { Lease, RateLimitCountersRepository } from '../core/rateLimitCounters.ts';
import type { OutboxKind } from './outbox.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { mailboxOf } from './mailbox.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** makeSubscribe calls accepted per client address and hour (SUBSCRIBE_LIMIT_PER_HOUR). */
export const DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR = 10;

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
 * A public form's limit per client address (the subscribe form's; the giving form's, `name`
 * 'pledge', under the same setting), kept in the database so that every process
 * shares it (server/core/rateLimitCounters.ts). Each process takes part of a client's
 * allowance at a time and counts it down in memory, so a subscription costs no query of its own
 * unless its client's lease is used up: the limit adds nothing measurable to a busy form, and the
 * processes together never admit more than the limit.
 */
export function subscribeLimit(counters: RateLimitCountersRepository, perHour = DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR, name = 'subscribe') {
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
    /** Counts one attempt from `ip`, or refuses it with RATE_LIMITED. */
    async admit(ip: string): Promise<void> {
      const key = `${name}:ip:${ip}`;
      for (;;) {
        if (take(key)) return;
        const granted = await lease(key);
        if (granted.granted === 0) throw tooManyAttempts(granted.retryAfterSeconds);
        if (Math.random() < 0.01) await counters.prune(`${name}:`, HOUR);
        // What was granted is in `leases` now, shared with whoever waited for the same lease.
      }
    },
  };
}

export type SubscribeLimit = ReturnType<typeof subscribeLimit>;

/**
 * E-mails one mailbox that has not confirmed anything may receive in a day, all the kinds of
 * TO_UNCONFIRMED_MAILBOX together, whoever asks for them: nobody can make the site flood a third
 * person's mailbox by subscribing it, inviting it, or both.
 */
export const MAILS_TO_UNCONFIRMED_PER_DAY = 3;

/**
 * Every kind of e-mail the product sends to a mailbox that has not confirmed anything: they share
 * the cap above: confirmations, invitations and a donor's pledge instructions, each queued with
 * the mail service's queueToUnconfirmed. Password resets keep their own cap (they go only to staff
 * accounts, and stay available to their owner whatever others trigger); e-mails to confirmed
 * subscribers and to staff, and receipts (one per gift staff mark received), are not counted.
 */
export const TO_UNCONFIRMED_MAILBOX = ['confirm', 'invitation', 'pledge'] as const satisfies readonly OutboxKind[];
export type ToUnconfirmedKind = (typeof TO_UNCONFIRMED_MAILBOX)[number];

/**
 * Counts one e-mail to `address`'s mailbox (server/mail/mailbox.ts) against its daily cap, or
 * refuses it with RATE_LIMITED. Run in the transaction that queues the e-mail, so a refusal queues
 * nothing; the mailbox is held until that transaction ends, so requests at once count against each
 * other. The key holds a hash of the mailbox, not the address: the events table is no second list
 * of subscribers.
 */
export async function admitToUnconfirmedMailbox(events: RateLimitEventsRepository, address: string): Promise<void> {
  const window = slidingWindow(events, 'unconfirmed', { max: MAILS_TO_UNCONFIRMED_PER_DAY, windowMs: DAY });
  const key = `to:${createHash('sha256').update(mailboxOf(address)).digest('base64url')}`;
  await events.serialize(`unconfirmed:${key}`);
  const admission = await window.admit([key]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
}
