import { createHash } from 'node:crypto';
import { MESSAGES } from '../../shared/rules.ts';
import { AppError } from '../graphql/errors.ts';
import { slidingWindow } from '../rateLimit.ts';
import type { RateLimitEventsRepository } from '../repositories/rateLimitEvents.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** makeSubscribe calls accepted per client address and hour (SUBSCRIBE_LIMIT_PER_HOUR). */
export const DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR = 10;
/** Confirmation e-mails one address may receive in a day, whoever asks for them. */
export const CONFIRMATIONS_PER_DAY = 3;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(MESSAGES.tooManyAttempts, 'RATE_LIMITED', { retryAfter: retryAfterSeconds });
}

/** The subscribe form's limit per client address, kept in the database so every process shares it. */
export function subscribeLimit(events: RateLimitEventsRepository, perHour = DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR) {
  const window = slidingWindow(events, 'subscribe', { max: perHour, windowMs: HOUR });
  return {
    /** Counts one subscription attempt from `ip`, or refuses it with RATE_LIMITED. */
    async admit(ip: string): Promise<void> {
      const admission = await window.admit([`ip:${ip}`]);
      if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
    },
  };
}

export type SubscribeLimit = ReturnType<typeof subscribeLimit>;

/**
 * At most CONFIRMATIONS_PER_DAY confirmation e-mails to one (canonical) address a day. Run in the
 * transaction that queues the e-mail, so a refusal queues nothing. The key holds a hash of the
 * address, not the address: the events table is no second list of subscribers.
 */
export async function admitConfirmation(events: RateLimitEventsRepository, address: string): Promise<void> {
  const window = slidingWindow(events, 'confirm', { max: CONFIRMATIONS_PER_DAY, windowMs: DAY });
  const key = createHash('sha256').update(address).digest('base64url');
  const admission = await window.admit([`to:${key}`]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
}
