import type { Role } from '../../shared/roles.ts';
import type { Queryable } from '../db/index.ts';

export interface UserRecord {
  _id: string;
  email: string;
  firstName: string | null;
  secondName: string | null;
  role: Role;
}

interface UserWithHash extends UserRecord {
  passwordHash: string;
}

const COLUMNS = `id AS "_id", email, first_name AS "firstName", second_name AS "secondName", role`;

export function usersRepository(db: Queryable) {
  return {
    async count(): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      return rows[0]?.n ?? 0;
    },

    /** Every administrator's address (the staff notices' default recipients). */
    async listEmails(): Promise<string[]> {
      const rows = await db.query<{ email: string }>('SELECT email FROM users ORDER BY created_at, email');
      return rows.map((row) => row.email);
    },

    async find(id: string): Promise<UserRecord | null> {
      const rows = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** A user with the version its tokens must carry (a password change moves it). */
    async findWithSessionVersion(id: string): Promise<(UserRecord & { sessionVersion: number }) | null> {
      const rows = await db.query<UserRecord & { sessionVersion: number }>(
        `SELECT ${COLUMNS}, session_version AS "sessionVersion" FROM users WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async findWithHashByEmail(email: string): Promise<(UserWithHash & { sessionVersion: number }) | null> {
      const rows = await db.query<UserWithHash & { sessionVersion: number }>(
        `SELECT ${COLUMNS}, password_hash AS "passwordHash", session_version AS "sessionVersion" FROM users WHERE email = $1`,
        [email],
      );
      return rows[0] ?? null;
    },

    /** Null when the address is taken, or when `role` is OWNER and there is one already. */
    async insert(user: { email: string; passwordHash: string; role: Role; firstName?: string; secondName?: string }) {
      const rows = await db.query<UserRecord>(
        `INSERT INTO users (email, password_hash, first_name, second_name, role) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [user.email, user.passwordHash, user.firstName ?? null, user.secondName ?? null, user.role],
      );
      return rows[0] ?? null;
    },

    /**
     * Sets a new password and ends every session of the account: tokens signed before carry the
     * old session version and are refused from their next request on. Answers the new version
     * (a caller that stays signed in signs itself a new token with it), or null for no such user.
     */
    async setPasswordHash(email: string, passwordHash: string, keepSessionId?: string): Promise<number | null> {
      // The sessions rows are ended too, so that lists of open sessions agree with the tokens;
      // `keepSessionId` is the caller's own (it signs itself a new token with the new version).
      const rows = await db.query<{ sessionVersion: number }>(
        `WITH changed AS (
           UPDATE users SET password_hash = $2, session_version = session_version + 1 WHERE email = $1
           RETURNING id, session_version
         ), ended AS (
           UPDATE sessions SET ended_at = now()
            WHERE user_id IN (SELECT id FROM changed) AND ended_at IS NULL AND id IS DISTINCT FROM $3::text
           RETURNING id
         )
         SELECT session_version AS "sessionVersion" FROM changed`,
        [email, passwordHash, keepSessionId ?? null],
      );
      return rows[0]?.sessionVersion ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
