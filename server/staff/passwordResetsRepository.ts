import type { Queryable } from '../db/index.ts';

/** The password_resets table: one live reset per account, its token kept only as a hash. */
export function passwordResetsRepository(db: Queryable) {
  return {
    /** Stores a reset for `userId`, replacing any earlier one (whose link stops working). */
    async replace(userId: string, tokenHash: string, lifetimeSeconds: number): Promise<void> {
      await db.query(
        `INSERT INTO password_resets (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))
         ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
                                             created_at = now()`,
        [userId, tokenHash, lifetimeSeconds],
      );
    },

    /** The account of a live (unexpired) reset, without using it up. */
    async peek(tokenHash: string): Promise<string | null> {
      const rows = await db.query<{ userId: string }>(
        `SELECT user_id AS "userId" FROM password_resets WHERE token_hash = $1 AND expires_at > now()`,
        [tokenHash],
      );
      return rows[0]?.userId ?? null;
    },

    /** Forgets the account's reset, if any (its password was just changed another way). */
    async forget(userId: string): Promise<void> {
      await db.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
    },

    /** Uses a live reset up: its account, or null when there is none (unknown, expired or used). */
    async take(tokenHash: string): Promise<string | null> {
      const rows = await db.query<{ userId: string; live: boolean }>(
        `DELETE FROM password_resets WHERE token_hash = $1 RETURNING user_id AS "userId", expires_at > now() AS live`,
        [tokenHash],
      );
      const row = rows[0];
      return row?.live ? row.userId : null;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
