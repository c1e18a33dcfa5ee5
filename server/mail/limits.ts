import { createHash } from 'node:crypto';
import { slidingWindow } from '../core/rateLimit.ts';
import { tooManyAttempts } from '../core/formLimit.ts';
import type { OutboxKind } from './outbox.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { DAY_MS } from '../core/time.ts';
import { mailboxOf } from './mailbox.ts';


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
  const window = slidingWindow(events, 'unconfirmed', { max: MAILS_TO_UNCONFIRMED_PER_DAY, windowMs: DAY_MS });
  const key = `to:${createHash('sha256').update(mailboxOf(address)).digest('base64url')}`;
  await events.serialize(`unconfirmed:${key}`);
  const admission = await window.admit([key]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
}
