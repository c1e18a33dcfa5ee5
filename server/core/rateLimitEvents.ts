import type { Db, Queryable } from '../db/index.ts';

export interface EventWindow {
  count: number;
  /** Milliseconds since the epoch of the oldest event still in the window. */
  oldest: number | null;
}

// The first half of the two-key advisory locks `claim` takes (the second is the key's hash): any
// number, the same in every process; the two-key locks never meet the migrations' one-key lock.
const CLAIM_LOCKS = 727_002;

/**
 * Events counted by the rate limits (login attempts, contact messages, uploads), shared by every server
 * process on the database. Keys start with the limit's name: "login:ip:...", "contact:ip:...".
 */
export function rateLimitEventsRepository(db: Queryable, transaction: Db['transaction']) {
  return {
    /** Records one event per key and answers its id for each, to withdraw them later. */
    async record(keys: string[]): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        'INSERT INTO rate_limit_events (key) SELECT unnest($1::text[]) RETURNING id::text',
        [keys],
      );
      return rows.map((row) => row.id);
    },

    async window(key: string, windowMs: number): Promise<EventWindow> {
      const rows = await db.query<{ count: number; oldest: number | null }>(
        `SELECT count(*)::int AS count, floor(extract(epoch FROM min(happened_at)) * 1000)::float8 AS oldest
         FROM rate_limit_events WHERE key = $1 AND happened_at > now() - make_interval(secs => $2::float8 / 1000)`,
        [key, windowMs],
      );
      return rows[0] ?? { count: 0, oldest: null };
    },

    /**
     * Holds `key` until the surrounding transaction ends: judgements of one key made under it run
     * one at a time, in every process, so what one counts the next one sees.
     */
    async serialize(key: string): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    },

    /** Files recorded events under another key (an attempt judged: from "pending" to "wrong"). */
    async rekey(ids: string[], key: string): Promise<void> {
      await db.query('UPDATE rate_limit_events SET key = $2 WHERE id = ANY($1::bigint[])', [ids, key]);
    },

    async withdraw(ids: string[]): Promise<void> {
      await db.query('DELETE FROM rate_limit_events WHERE id = ANY($1::bigint[])', [ids]);
    },

    /**
     * Forgets the sign-in attempts kept under an address (a removed staff member's): the keys
     * "<limit>:account:<address>" and "<limit>:pair:<address> <client>" of every limit.
     */
    async forgetAddress(address: string): Promise<void> {
      await db.query(
        `DELETE FROM rate_limit_events
         WHERE lower(substr(key, strpos(key, ':') + 1)) = 'account:' || $1
            OR starts_with(lower(substr(key, strpos(key, ':') + 1)), 'pair:' || $1 || ' ')`,
        [address.toLowerCase()],
      );
    },

    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM rate_limit_events WHERE key = $1', [key]);
    },

    /**
     * Records one event of `key` unless `max` are already within the window, and answers its id, or
     * null when there is no room. Claims of one key are judged one after the other, under a lock
     * every process on the database takes, so no more than `max` are ever admitted.
     */
    async claim(key: string, windowMs: number, max: number): Promise<string | null> {
      return transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [CLAIM_LOCKS, key]);
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO rate_limit_events (key)
           SELECT $1 WHERE (SELECT count(*) FROM rate_limit_events
                            WHERE key = $1 AND happened_at > now() - make_interval(secs => $2::float8 / 1000)) < $3
           RETURNING id::text`,
          [key, windowMs, max],
        );
        return rows[0]?.id ?? null;
      });
    },

    /** When the `n`th oldest event of `key` still in the window happened (ms since the epoch), or null. */
    async nthOldest(key: string, windowMs: number, n: number): Promise<number | null> {
      const rows = await db.query<{ at: number }>(
        `SELECT floor(extract(epoch FROM happened_at) * 1000)::float8 AS at FROM rate_limit_events
         WHERE key = $1 AND happened_at > now() - make_interval(secs => $2::float8 / 1000)
         ORDER BY happened_at, id OFFSET $3 LIMIT 1`,
        [key, windowMs, n - 1],
      );
      return rows[0]?.at ?? null;
    },

    /** Forgets the events of one limit (keys starting with `prefix`) that left its window. */
    async prune(prefix: string, windowMs: number): Promise<void> {
      await db.query(
        `DELETE FROM rate_limit_events
         WHERE starts_with(key, $1) AND happened_at < now() - make_interval(secs => $2::float8 / 1000)`,
        [prefix, windowMs],
      );
    },
  };
}

export type RateLimitEventsRepository = ReturnType<typeof rateLimitEventsRepository>;
