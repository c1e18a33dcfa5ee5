import type { Repositories } from '../db/repositories.ts';
import { rateLimited } from './throttle.ts';

/**
 * Wrong second-factor codes (TOTP or recovery) one account may take, from every address together,
 * before the second step is locked, and how long both the count and the lock last.
 */
export const SECOND_FACTOR_LOCK = { wrongCodes: 10, windowMs: 15 * 60_000 } as const;

// Under the second-factor throttle's prefix ("2fa:"), whose pruning forgets them too.
const keys = (userId: string) => ({
  gate: `2fa:guess:${userId}`,
  pending: `2fa:guess:pending:${userId}`,
  wrong: `2fa:guess:wrong:${userId}`,
  lock: `2fa:guess:lock:${userId}`,
});

const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - Date.now()) / 1000));

/**
 * The account-wide limit on guessing second-factor codes. Whoever reaches the second step already
 * has the password, so the per-address throttle alone would let a crowd of addresses (an IPv6
 * range, a botnet) guess a six-digit code in hours. Here the account counts, wherever the codes
 * come from: each code takes a place before it is checked (under a lock on the account, so codes
 * sent at once cannot all fit in the last place), a right code gives its place back, a wrong one
 * keeps it. At `wrongCodes` wrong codes within `windowMs`, the second step is locked for
 * `windowMs`: every address is answered RATE_LIMITED, the right code too, and `onLock` runs once,
 * in the transaction that sets the lock (the owner's security e-mail). A lock ends by itself; the
 * count then starts again from the codes that were still being checked when it began.
 *
 * The owner is locked out along with the attacker, for fifteen minutes at a time: acceptable,
 * because nobody without the password can start it, and whoever has the password is the threat
 * the e-mail tells the owner about.
 */
export async function guardSecondFactor<T>(
  repos: Repositories,
  userId: string,
  check: () => Promise<T | null>,
  onLock: (tx: Repositories) => Promise<void>,
): Promise<T | null> {
  const key = keys(userId);
  const { wrongCodes, windowMs } = SECOND_FACTOR_LOCK;
  const reserved = await repos.transaction(async (tx) => {
    await tx.rateLimitEvents.serialize(key.gate);
    const lock = await tx.rateLimitEvents.window(key.lock, windowMs);
    if (lock.count > 0) throw rateLimited(secondsUntil((lock.oldest ?? Date.now()) + windowMs));
    const [pending, wrong] = await Promise.all([
      tx.rateLimitEvents.window(key.pending, windowMs),
      tx.rateLimitEvents.window(key.wrong, windowMs),
    ]);
    // The last places are held by codes still being checked: refused, and asked to come back soon.
    if (pending.count + wrong.count >= wrongCodes) throw rateLimited(1);
    return tx.rateLimitEvents.record([key.pending]);
  });
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    // Not judged (refused by another limit, the challenge gone): no code was found wrong.
    await repos.rateLimitEvents.withdraw(reserved);
    throw error;
  }
  if (result !== null) {
    await repos.rateLimitEvents.withdraw(reserved);
    return result;
  }
  await repos.transaction(async (tx) => {
    await tx.rateLimitEvents.serialize(key.gate);
    await tx.rateLimitEvents.rekey(reserved, key.wrong);
    const [wrong, lock] = await Promise.all([
      tx.rateLimitEvents.window(key.wrong, windowMs),
      tx.rateLimitEvents.window(key.lock, windowMs),
    ]);
    if (wrong.count < wrongCodes || lock.count > 0) return;
    await tx.rateLimitEvents.record([key.lock]);
    await tx.rateLimitEvents.clear(key.wrong);
    await onLock(tx);
  });
  return null;
}
