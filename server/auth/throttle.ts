import { AppError } from '../graphql/errors.ts';
import type { RateLimitEventsRepository } from '../repositories/rateLimitEvents.ts';
import { slidingWindow } from '../rateLimit.ts';

export interface ThrottleSettings {
  /** Attempts allowed per key within the window. */
  maxAttempts: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { maxAttempts: 5, windowMs: 15 * 60 * 1000 };

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    `Too many login attempts. Please wait ${retryAfterSeconds} seconds before trying again.`,
    'RATE_LIMITED',
    { retryAfter: retryAfterSeconds },
  );
}

/**
 * Login throttling per client address and per account: no more than maxAttempts passwords are
 * ever checked per key and window (see slidingWindow). A success takes its own attempts back and
 * clears the account's failures.
 */
export function loginThrottle(events: RateLimitEventsRepository, settings: ThrottleSettings = DEFAULT_THROTTLE) {
  const window = slidingWindow(events, 'login', { max: settings.maxAttempts, windowMs: settings.windowMs });
  return {
    async attempt<T>(ip: string, email: string, check: () => Promise<T | null>): Promise<T | null> {
      const account = `account:${email}`;
      const admission = await window.admit([`ip:${ip}`, account]);
      if (!admission.admitted) throw rateLimited(admission.retryAfterSeconds);
      const result = await check();
      if (result !== null) {
        await window.withdraw(admission.ids);
        await window.clear(account);
      }
      return result;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
