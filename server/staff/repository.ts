import { ROLES, type Role } from '../../shared/roles.ts';
import type { StaffStatus } from '../../shared/staff.ts';
import type { Queryable } from '../db/index.ts';

export interface StaffRecord {
  _id: string;
  email: string;
  firstName: string | null;
  secondName: string | null;
  role: Role;
  /** Read where the list or the record asks for it (a session's user does not carry it). */
  status?: StaffStatus;
  /** The latest sign-in (its session's start, milliseconds), where a list asks for it; null: none kept. */
  lastSignInAt?: number | null;
  /** Whether two-factor sign-in is on, where a list reads it with the rest (one query for all). */
  twoFactorEnabled?: boolean;
}

interface UserWithHash extends StaffRecord {
  passwordHash: string;
}

const COLUMNS = `id AS "_id", email, first_name AS "firstName", second_name AS "secondName", role, status`;

export function staffRepository(db: Queryable) {
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

    /** The addresses of the active accounts of `roles` (an invitation not yet accepted is not one). */
    async activeEmailsOf(roles: readonly Role[]): Promise<string[]> {
      const rows = await db.query<{ email: string }>(`SELECT email FROM users WHERE role = ANY($1) AND status = 'ACTIVE' ORDER BY created_at, email`, [roles]);
      return rows.map((row) => row.email);
    },

    async find(id: string): Promise<StaffRecord | null> {
      const rows = await db.query<StaffRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** A user with the version its tokens must carry (a password change moves it). */
    async findWithSessionVersion(id: string): Promise<(StaffRecord & { sessionVersion: number }) | null> {
      const rows = await db.query<StaffRecord & { sessionVersion: number }>(
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
      const rows = await db.query<StaffRecord>(
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
         ), closed AS (
           -- A sign-in waiting for its second factor was won with the old password: it is over.
           UPDATE two_factor_challenges SET used_at = now()
            WHERE user_id IN (SELECT id FROM changed) AND used_at IS NULL
           RETURNING user_id
         )
         SELECT session_version AS "sessionVersion" FROM changed`,
        [email, passwordHash, keepSessionId ?? null],
      );
      return rows[0]?.sessionVersion ?? null;
    },

    /** Every account with its latest sign-in, in one query: the Owner first, then by role and address. */
    async listWithLastSignIn(): Promise<StaffRecord[]> {
      const rows = await db.query<StaffRecord>(
        `SELECT u.id AS "_id", u.email, u.first_name AS "firstName", u.second_name AS "secondName", u.role, u.status,
                (extract(epoch FROM s.last) * 1000)::float8 AS "lastSignInAt",
                EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS "twoFactorEnabled"
           FROM users u
           LEFT JOIN (SELECT user_id, max(created_at) AS last FROM sessions GROUP BY user_id) s ON s.user_id = u.id
          ORDER BY array_position($1::text[], u.role), u.email`,
        [ROLES],
      );
      return rows.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt === null ? null : Math.floor(Number(row.lastSignInAt)) }));
    },

    /** The latest sign-in of one account (milliseconds), or null. */
    async lastSignInAt(id: string): Promise<number | null> {
      const rows = await db.query<{ at: number | null }>(
        `SELECT (extract(epoch FROM max(created_at)) * 1000)::float8 AS at FROM sessions WHERE user_id = $1`,
        [id],
      );
      const at = rows[0]?.at;
      return at === null || at === undefined ? null : Math.floor(Number(at));
    },

    async findByEmail(email: string): Promise<StaffRecord | null> {
      const rows = await db.query<StaffRecord>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [email]);
      return rows[0] ?? null;
    },

    async updateNames(id: string, names: { firstName?: string; secondName?: string }): Promise<StaffRecord | null> {
      const rows = await db.query<StaffRecord>(
        `UPDATE users SET first_name = coalesce($2, first_name), second_name = coalesce($3, second_name)
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, names.firstName ?? null, names.secondName ?? null],
      );
      return rows[0] ?? null;
    },

    /** A new role for someone who is not the Owner and does not become it (a transfer does that). */
    async updateRole(id: string, role: Role): Promise<StaffRecord | null> {
      const rows = await db.query<StaffRecord>(
        `UPDATE users SET role = $2 WHERE id = $1 AND role <> 'OWNER' AND $2 <> 'OWNER' RETURNING ${COLUMNS}`,
        [id, role],
      );
      return rows[0] ?? null;
    },

    /** Removes an account that is not the Owner's; its posts stay, without an author. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.query(`DELETE FROM users WHERE id = $1 AND role <> 'OWNER' RETURNING id`, [id]);
      return rows.length > 0;
    },

    /**
     * Hands ownership from `ownerId` (the Owner) to `toId` (an Administrator): the old Owner becomes
     * an Administrator first, so that the one-Owner index holds at every step. False when either is not what it should be.
     */
    async transferOwnership(ownerId: string, toId: string): Promise<boolean> {
      const demoted = await db.query(`UPDATE users SET role = 'ADMINISTRATOR' WHERE id = $1 AND role = 'OWNER' RETURNING id`, [ownerId]);
      if (demoted.length === 0) return false;
      const promoted = await db.query(
        `UPDATE users SET role = 'OWNER' WHERE id = $1 AND role = 'ADMINISTRATOR' AND status = 'ACTIVE' RETURNING id`,
        [toId],
      );
      return promoted.length > 0;
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
