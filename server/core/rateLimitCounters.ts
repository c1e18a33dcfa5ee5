import type { Db, Queryable } from '../db/index.ts';

export interface Lease {
  /** The start of the fixed window the allowance was taken in (ms since the epoch). */
  windowStart: number;
  /** When that window ends (ms since the epoch): the allowance is good until then. */
  windowEnd: number;
  /** Events this caller may admit without asking again; 0 when the limit is reached. */
  granted: number;
  /** When `granted` is 0: seconds until the limit leaves room again. */
  retryAfterSeconds: number;
}

/**
 * Allowances per key, shared by every server process on the database. A limit of `max` events per
 * `windowMs` is judged over a sliding window, estimated from two fixed ones: the current window's
 * count plus the share of the previous one that the sliding window still covers. A caller takes a
 * part of what is left (a quarter, at least one) and admits that many events before it asks again,
 * so a busy key costs one statement per lease rather than per event, and the processes together
 * never admit more than the limit. A lease reads and moves the count in one transaction: its own, or
 * the one the repositories already run in (`transaction`).
 */
export function rateLimitCountersRepository(db: Queryable, transaction: Db['transaction']) {
  return {
    async lease(key: string, windowMs: number, max: number): Promise<Lease> {
      return transaction(async (tx) => {
        const [now] = await tx.query<{ start: number; at: number }>(
          `SELECT floor(extract(epoch FROM now()) * 1000 / $1::float8) * $1::float8 AS start, extract(epoch FROM now()) * 1000 AS at`,
          [windowMs],
        );
        const { start, at } = now!;
        const rows = await tx.query<{ current: number; previous: number }>(
          `WITH cur AS (
             INSERT INTO rate_limit_counters AS c (key, window_start, count) VALUES ($1, to_timestamp($2::float8 / 1000), 0)
             ON CONFLICT (key, window_start) DO UPDATE SET count = c.count
             RETURNING count
           )
           SELECT (SELECT count FROM cur) AS current,
             coalesce((SELECT count FROM rate_limit_counters WHERE key = $1 AND window_start = to_timestamp(($2::float8 - $3::float8) / 1000)), 0) AS previous`,
          [key, start, windowMs],
        );
        const { current, previous } = rows[0]!;
        const elapsed = (at - start) / windowMs;
        const used = Math.ceil(previous * (1 - elapsed)) + current;
        const left = max - used;
        const windowEnd = start + windowMs;
        if (left <= 0) {
          // The previous window's share fades as the sliding window moves on, until one more event
          // fits (ceil(previous * (1 - elapsed)) + current <= max - 1); past it, only the current one counts.
          const fadeTo = previous > 0 ? Math.min(1, 1 - (max - 1 - current) / previous) : 1;
          const waitFraction = current >= max ? 1 - elapsed : Math.max(0, fadeTo - elapsed);
          return { windowStart: start, windowEnd, granted: 0, retryAfterSeconds: Math.max(1, Math.ceil((waitFraction * windowMs) / 1000)) };
        }
        const granted = Math.max(1, Math.ceil(left / 4));
        await tx.query(`UPDATE rate_limit_counters SET count = count + $3 WHERE key = $1 AND window_start = to_timestamp($2::float8 / 1000)`, [
          key,
          start,
          granted,
        ]);
        return { windowStart: start, windowEnd, granted, retryAfterSeconds: 0 };
      });
    },

    /** Forgets the windows of keys starting with `prefix` that can no longer count. */
    async prune(prefix: string, windowMs: number): Promise<void> {
      await db.query(
        `DELETE FROM rate_limit_counters
         WHERE starts_with(key, $1) AND window_start < now() - make_interval(secs => 2 * $2::float8 / 1000)`,
        [prefix, windowMs],
      );
    },
  };
}

export type RateLimitCountersRepository = ReturnType<typeof rateLimitCountersRepository>;
