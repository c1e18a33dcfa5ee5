import type { Queryable } from '../db/index.ts';

export interface TwoFactorRow {
  /** The TOTP secret as sealed by server/staff/twoFactor.ts's secretBox. */
  secretSealed: string;
  /** False while the setup waits for its first code. */
  enabled: boolean;
  lastUsedStep: number | null;
}

/**
 * Two-factor sign-in's tables: each account's sealed secret, its recovery codes (hashes) and the
 * sign-ins waiting for a second factor. Every "use" is one conditional UPDATE, so two requests
 * racing with the same code or challenge cannot both pass.
 */
export function twoFactorRepository(db: Queryable) {
  return {
    async isEnabled(userId: string): Promise<boolean> {
      const rows = await db.query<{ on: boolean }>(
        'SELECT true AS on FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL',
        [userId],
      );
      return rows.length > 0;
    },

    async find(userId: string): Promise<TwoFactorRow | null> {
      const rows = await db.query<TwoFactorRow>(
        `SELECT secret_sealed AS "secretSealed", enabled_at IS NOT NULL AS enabled, last_used_step::float8 AS "lastUsedStep"
         FROM two_factor WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /** Keeps a new secret for a setup not yet confirmed; false (nothing written) when two-factor is on. */
    async startSetup(userId: string, secretSealed: string): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO two_factor (user_id, secret_sealed) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, created_at = now()
         WHERE two_factor.enabled_at IS NULL
         RETURNING user_id`,
        [userId, secretSealed],
      );
      return rows.length > 0;
    },

    /** Turns a pending setup on, its first code's step counting as used; false when it was not pending. */
    async enable(userId: string, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_factor SET enabled_at = now(), last_used_step = $2
         WHERE user_id = $1 AND enabled_at IS NULL RETURNING user_id`,
        [userId, step],
      );
      return rows.length > 0;
    },

    /** Records `step` as used; false when it (or a later one) already was, or two-factor is off. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_factor SET last_used_step = $2
         WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)
         RETURNING user_id`,
        [userId, step],
      );
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
      await db.query(
        'INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])',
        [userId, codeHashes],
      );
    },

    /** Spends a recovery code; false when it is unknown or spent already. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_factor_recovery_codes SET used_at = now()
         WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
        [userId, codeHash],
      );
      return rows.length > 0;
    },

    /** Forgets the account's secret, recovery codes and waiting sign-ins. */
    async disable(userId: string): Promise<void> {
      await db.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
    },

    async createChallenge(challengeHash: string, userId: string, lifetimeSeconds: number): Promise<void> {
      // Challenges a day past their end are of no use to anyone: forgotten as new ones come.
      await db.query(`DELETE FROM two_factor_challenges WHERE expires_at < now() - interval '1 day'`);
      await db.query(
        `INSERT INTO two_factor_challenges (challenge_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [challengeHash, userId, lifetimeSeconds],
      );
    },

    /**
     * Counts one try on a live challenge and answers its account, or null when the challenge is
     * unknown, expired, used or out of tries. The try is counted before the code is judged, so
     * concurrent guesses count against each other.
     */
    async takeTry(challengeHash: string, maxTries: number): Promise<string | null> {
      const rows = await db.query<{ userId: string }>(
        `UPDATE two_factor_challenges SET tries = tries + 1
         WHERE challenge_hash = $1 AND used_at IS NULL AND expires_at > now() AND tries < $2
         RETURNING user_id AS "userId"`,
        [challengeHash, maxTries],
      );
      return rows[0]?.userId ?? null;
    },

    /** Whose sign-in a challenge is (whatever its state), or null: the audit log's "who" for a wrong code. */
    async challengeUser(challengeHash: string): Promise<string | null> {
      const rows = await db.query<{ userId: string }>('SELECT user_id AS "userId" FROM two_factor_challenges WHERE challenge_hash = $1', [challengeHash]);
      return rows[0]?.userId ?? null;
    },

    /** Marks a challenge used; false when another request used it first. */
    async finishChallenge(challengeHash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_factor_challenges SET used_at = now() WHERE challenge_hash = $1 AND used_at IS NULL RETURNING user_id`,
        [challengeHash],
      );
      return rows.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
