import type { Queryable } from '../db/index.ts';

export interface AttemptWindow {
  count: number;
  /** Milliseconds since the epoch of the oldest attempt still in the window. */
  oldest: number | null;
}

export function loginAttemptsRepository(db: Queryable) {
  return {
    /** Records one attempt per key and answers its id for each, to withdraw them on success. */
    async record(keys: string[]): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        'INSERT INTO login_attempts (key) SELECT unnest($1::text[]) RETURNING id::text',
        [keys],
      );
      return rows.map((row) => row.id);
    },

    async window(key: string, windowMs: number): Promise<AttemptWindow> {
      const rows = await db.query<{ count: number; oldest: number | null }>(
        `SELECT count(*)::int AS count, floor(extract(epoch FROM min(attempted_at)) * 1000)::float8 AS oldest
         FROM login_attempts WHERE key = $1 AND attempted_at > now() - make_interval(secs => $2::float8 / 1000)`,
        [key, windowMs],
      );
      return rows[0] ?? { count: 0, oldest: null };
    },

    async withdraw(ids: string[]): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE id = ANY($1::bigint[])', [ids]);
    },

    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE key = $1', [key]);
    },

    async prune(windowMs: number): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE attempted_at < now() - make_interval(secs => $1::float8 / 1000)', [
        windowMs,
      ]);
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
