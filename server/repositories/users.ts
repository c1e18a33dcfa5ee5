import type { Queryable } from '../db/index.ts';

export interface UserRecord {
  _id: string;
  email: string;
  firstName: string | null;
  secondName: string | null;
}

interface UserWithHash extends UserRecord {
  passwordHash: string;
}

const COLUMNS = `id AS "_id", email, first_name AS "firstName", second_name AS "secondName"`;

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

    async findWithHashByEmail(email: string): Promise<UserWithHash | null> {
      const rows = await db.query<UserWithHash>(
        `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM users WHERE email = $1`,
        [email],
      );
      return rows[0] ?? null;
    },

    async insert(user: { email: string; passwordHash: string; firstName?: string; secondName?: string }) {
      const rows = await db.query<UserRecord>(
        `INSERT INTO users (email, password_hash, first_name, second_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [user.email, user.passwordHash, user.firstName ?? null, user.secondName ?? null],
      );
      return rows[0] ?? null;
    },

    async setPasswordHash(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db.query('UPDATE users SET password_hash = $2 WHERE email = $1 RETURNING id', [
        email,
        passwordHash,
      ]);
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
