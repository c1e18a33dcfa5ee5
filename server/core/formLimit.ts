// A public form's limit per client address (the subscribe and giving forms'), and the refusal every
// limit answers with.
import { AppError } from './errors.ts';
import type { Lease, RateLimitCountersRepository } from './rateLimitCounters.ts';
import { HOUR_MS } from './time.ts';


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
    const asked = counters.lease(key, HOUR_MS, perHour).then((granted) => {
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
        if (Math.random() < 0.01) await counters.prune(`${name}:`, HOUR_MS);
        // What was granted is in `leases` now, shared with whoever waited for the same lease.
      }
    },
  };
}

export type SubscribeLimit = ReturnType<typeof subscribeLimit>;
