import { AppError } from '../graphql/errors.ts';
import type { LoginAttemptsRepository } from '../repositories/loginAttempts.ts';

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
 * Login throttling per client address and per account. Each attempt is written down before the
 * password is checked, so that concurrent guesses count against each other and no more than
 * maxAttempts passwords are ever checked per key and window; a success takes its own record back
 * and clears the account's failures. State lives in the database, shared by every process.
 */
export function loginThrottle(attempts: LoginAttemptsRepository, settings: ThrottleSettings = DEFAULT_THROTTLE) {
  return {
    async attempt<T>(ip: string, email: string, check: () => Promise<T | null>): Promise<T | null> {
      const keys = [`ip:${ip}`, `account:${email}`];
      const ids = await attempts.record(keys);
      const windows = await Promise.all(keys.map((key) => attempts.window(key, settings.windowMs)));
      const over = windows.filter((window) => window.count > settings.maxAttempts);
      if (over.length > 0) {
        // A refused attempt checks nothing, so it does not count: hammering cannot extend a lockout.
        await attempts.withdraw(ids);
        const now = Date.now();
        const waits = over.map((window) => Math.ceil(((window.oldest ?? now) + settings.windowMs - now) / 1000));
        throw rateLimited(Math.max(1, ...waits));
      }
      const result = await check();
      if (result !== null) {
        await attempts.withdraw(ids);
        await attempts.clear(keys[1]!);
      } else if (Math.random() < 0.05) {
        await attempts.prune(settings.windowMs);
      }
      return result;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
