import { AppError } from '../core/errors.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { HOUR_MS } from '../core/time.ts';

export interface ThrottleSettings {
  /** Attempts allowed per account and client address within the window. */
  maxAttempts: number;
  windowMs: number;
  /** Failed attempts on one account, from any address, within `ceilingWindowMs`, after which logins on it slow down. */
  accountCeiling?: number;
  ceilingWindowMs?: number;
  /** How long each attempt on an account over its ceiling waits before its password is checked. */
  slowMs?: number;
  /**
   * Failed attempts from one client address on any accounts (known or not) within `windowMs`,
   * after which that address is refused: each attempt costs an Argon2 check, wherever it aims.
   */
  clientCeiling?: number;
}

export const DEFAULT_THROTTLE: Required<ThrottleSettings> = {
  maxAttempts: 5,
  windowMs: 15 * 60 * 1000,
  accountCeiling: 50,
  ceilingWindowMs: HOUR_MS,
  slowMs: 2_000,
  clientCeiling: 50,
};

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    `Too many login attempts. Please wait ${retryAfterSeconds} seconds before trying again.`,
    'RATE_LIMITED',
    { retryAfter: retryAfterSeconds },
  );
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function secondsLeft(oldest: number | null, windowMs: number): number {
  const now = Date.now();
  return Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000));
}

/**
 * Login throttling, shared by every server process through the database:
 * - per account *and* client address: at most `maxAttempts` passwords are checked in the window,
 *   so nobody can lock the account for everyone else by failing from a few addresses;
 * - per account, from every address: past `accountCeiling` failures in `ceilingWindowMs`, an
 *   address that has already failed on the account is refused, and one that has not waits
 *   `slowMs` before its password is checked. The right password from a new address still signs
 *   in: an attacker spreading guesses over many addresses is slowed, the owner never locked out.
 * - per client address, on any accounts: past `clientCeiling` failures in the window, refused (an
 *   address guessing at addresses that may not exist still costs an Argon2 check each time).
 * Every attempt is written down before it is judged, so concurrent attempts count against each
 * other. A success takes its own attempt back and clears its address's failures on the account;
 * the account's count stays, so signing in does not reopen the ceiling for an attacker.
 */
export function loginThrottle(
  events: RateLimitEventsRepository,
  overrides: ThrottleSettings = DEFAULT_THROTTLE,
  /** The keys' prefix: the second factor's codes are throttled the same way, counted apart from passwords. */
  scope = 'login',
) {
  const settings = { ...DEFAULT_THROTTLE, ...overrides };
  return {
    async attempt<T>(ip: string, email: string, check: () => Promise<T | null>): Promise<T | null> {
      const pairKey = `${scope}:pair:${email} ${ip}`;
      const accountKey = `${scope}:account:${email}`;
      const clientKey = `${scope}:client:${ip}`;
      const ids = await events.record([pairKey, accountKey, clientKey]);
      const [pair, account, client] = await Promise.all([
        events.window(pairKey, settings.windowMs),
        events.window(accountKey, settings.ceilingWindowMs),
        events.window(clientKey, settings.windowMs),
      ]);
      if (client.count > settings.clientCeiling) {
        await events.withdraw(ids);
        throw rateLimited(secondsLeft(client.oldest, settings.windowMs));
      }
      const overCeiling = account.count > settings.accountCeiling;
      // The count includes this attempt: more than one means this address has tried before.
      const triedBefore = pair.count > 1;
      if (pair.count > settings.maxAttempts || (overCeiling && triedBefore)) {
        await events.withdraw(ids);
        const wait =
          pair.count > settings.maxAttempts
            ? secondsLeft(pair.oldest, settings.windowMs)
            : secondsLeft(account.oldest, settings.ceilingWindowMs);
        throw rateLimited(wait);
      }
      if (overCeiling) await sleep(settings.slowMs);
      const result = await check();
      if (result !== null) {
        await events.withdraw(ids);
        await events.clear(pairKey);
      } else if (Math.random() < 0.05) {
        await events.prune(`${scope}:`, Math.max(settings.windowMs, settings.ceilingWindowMs));
      }
      return result;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
