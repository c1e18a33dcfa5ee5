import type { Queryable } from '../db/index.ts';
import type { StaffRecord } from './repository.ts';
import type { Role } from '../../shared/roles.ts';
import { PASSWORD_CHECK_SECONDS, isTwoFactorRequirement, twoFactorRequiredFor } from '../../shared/twoFactor.ts';
import { TWO_FACTOR_REQUIREMENT_KEY } from '../db/meta.ts';

/** A session unused this long is over: its next request is refused. */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
/** A session this old is over however much it is used: signing in again starts a new one. */
export const SESSION_ABSOLUTE_SECONDS = 14 * 24 * 60 * 60;
/** `last seen` moves at most this often per session, so that requests do not each write a row. */
export const SESSION_TOUCH_SECONDS = 60;
/** Ended or run-out sessions are kept this long (a person may still want to see them), then deleted. */
export const SESSION_KEEP_DAYS = 30;
/** A browser's User-Agent header is kept to this many characters: enough to tell browsers apart. */
export const USER_AGENT_MAX = 256;
/** The longest client address kept (an IPv6 address with a zone is under 64). */
const IP_MAX = 64;

export interface SessionRow {
  id: string;
  userId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
}

/** An open session and its account, as a request that presents its token finds them. */
export interface OpenSession {
  user: StaffRecord;
  sessionVersion: number;
  sessionId: string;
  /** When the session ends however much it is used (seconds since the epoch). */
  absoluteEnd: number;
  /** Whether this request moved `last seen` (at most once a minute): the time to renew the token. */
  touched: boolean;
  /** Whether the password was proved (sign-in or confirmPassword) within PASSWORD_CHECK_SECONDS. */
  passwordCheckedRecently: boolean;
  /** Whether the Owner's policy says this person must use two-factor and they have not set it up. */
  mustSetUpTwoFactor: boolean;
}

const SESSION_COLUMNS = `id, user_id AS "userId", (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt",
  (extract(epoch FROM last_seen_at) * 1000)::float8 AS "lastSeenAt", ip, user_agent AS "userAgent"`;

// A session is open while nobody ended it, it was used within the idle time and started within the
// absolute time. The database's clock decides, the same for every process.
const openWhere = (table = '') => `${table}ended_at IS NULL
  AND ${table}last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})
  AND ${table}created_at > now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`;
const OPEN = openWhere();


/** Trims what a client says about itself to what is worth keeping. */
export function clientFacts(ip: string | undefined, userAgent: string | string[] | undefined) {
  const agent = Array.isArray(userAgent) ? (userAgent[0] ?? '') : (userAgent ?? '');
  // Control characters have no place in a browser's name and would only garble a listing.
  // eslint-disable-next-line no-control-regex
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return { ip: clean(ip ?? '').slice(0, IP_MAX), userAgent: clean(agent).slice(0, USER_AGENT_MAX) };
}

export function sessionsRepository(db: Queryable) {
  /**
   * Closes the account's sign-ins waiting for a second factor (marked used, so that the audit
   * log still knows whose they were): a challenge won with a password is no sign-in once the
   * sessions are ended or the password is changed.
   */
  const closeChallenges = (userId: string) =>
    db.query('UPDATE two_factor_challenges SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);

  return {
    /** Opens a session for a sign-in; also forgets the account's sessions over long enough ago. */
    async create(userId: string, client: { ip: string; userAgent: string }): Promise<{ id: string; absoluteEnd: number }> {
      await db.query(
        `DELETE FROM sessions WHERE user_id = $1
           AND coalesce(ended_at, least(last_seen_at + make_interval(secs => ${SESSION_IDLE_SECONDS}),
                                        created_at + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})))
               < now() - make_interval(days => ${SESSION_KEEP_DAYS})`,
        [userId],
      );
      const rows = await db.query<{ id: string; absoluteEnd: number }>(
        `INSERT INTO sessions (user_id, ip, user_agent, password_checked_at) VALUES ($1, $2, $3, now())
         RETURNING id, extract(epoch FROM created_at + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS}))::float8 AS "absoluteEnd"`,
        [userId, client.ip, client.userAgent],
      );
      const row = rows[0]!;
      return { id: row.id, absoluteEnd: Math.floor(Number(row.absoluteEnd)) };
    },

    /**
     * The open session `sessionId` of `userId` with its account, or null when there is none (ended,
     * run out, unknown, or another person's). Moves `last seen` when it is over a minute old.
     */
    async use(sessionId: string, userId: string): Promise<OpenSession | null> {
      const rows = await db.query<{
        _id: string;
        email: string;
        firstName: string | null;
        secondName: string | null;
        role: Role;
        sessionVersion: number;
        absoluteEnd: number;
        stale: boolean;
        passwordCheckedRecently: boolean;
        twoFactorRequirement: string | null;
        twoFactorOn: boolean;
      }>(
        `SELECT u.id AS "_id", u.email, u.first_name AS "firstName", u.second_name AS "secondName", u.role,
                u.session_version AS "sessionVersion",
                extract(epoch FROM s.created_at + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS}))::float8 AS "absoluteEnd",
                s.last_seen_at <= now() - make_interval(secs => ${SESSION_TOUCH_SECONDS}) AS stale,
                coalesce(s.password_checked_at > now() - make_interval(secs => ${PASSWORD_CHECK_SECONDS}), false) AS "passwordCheckedRecently",
                (SELECT value FROM app_meta WHERE key = $3) AS "twoFactorRequirement",
                EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS "twoFactorOn"
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND ${openWhere('s.')}`,
        [sessionId, userId, TWO_FACTOR_REQUIREMENT_KEY],
      );
      const row = rows[0];
      if (!row) return null;
      let touched = false;
      if (row.stale) {
        // Of several requests at once, the one whose update lands renews; the others find it fresh.
        const moved = await db.query(
          `UPDATE sessions SET last_seen_at = now()
            WHERE id = $1 AND last_seen_at <= now() - make_interval(secs => ${SESSION_TOUCH_SECONDS}) RETURNING id`,
          [sessionId],
        );
        touched = moved.length > 0;
      }
      const { sessionVersion, absoluteEnd, stale: _stale, passwordCheckedRecently, twoFactorRequirement, twoFactorOn, ...user } = row;
      const requirement = isTwoFactorRequirement(twoFactorRequirement) ? twoFactorRequirement : 'OFF';
      const mustSetUpTwoFactor = !twoFactorOn && twoFactorRequiredFor(requirement, user.role);
      return {
        user,
        sessionVersion,
        sessionId,
        absoluteEnd: Math.floor(Number(absoluteEnd)),
        touched,
        passwordCheckedRecently,
        mustSetUpTwoFactor,
      };
    },

    /** Records that the session's person proved their password just now (confirmPassword, disableTwoFactor). */
    async markPasswordChecked(sessionId: string): Promise<void> {
      await db.query('UPDATE sessions SET password_checked_at = now() WHERE id = $1', [sessionId]);
    },

    /** The person's open sessions, most recently used first. */
    async listOpen(userId: string): Promise<SessionRow[]> {
      const rows = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM sessions WHERE user_id = $1 AND ${OPEN} ORDER BY last_seen_at DESC, id`,
        [userId],
      );
      return rows.map((row) => ({ ...row, createdAt: Math.floor(Number(row.createdAt)), lastSeenAt: Math.floor(Number(row.lastSeenAt)) }));
    },

    /** Ends one session of `userId`; false when it is not theirs or already over. */
    async end(sessionId: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE sessions SET ended_at = now() WHERE id = $1 AND user_id = $2 AND ${OPEN} RETURNING id`,
        [sessionId, userId],
      );
      return rows.length > 0;
    },

    /**
     * Ends every open session of `userId` but `keepId`; answers how many were ended. A sign-in
     * waiting for its second factor is a session about to be, and is closed too.
     */
    async endOthers(userId: string, keepId: string): Promise<number> {
      const rows = await db.query(
        `UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND id <> $2 AND ${OPEN} RETURNING id`,
        [userId, keepId],
      );
      await closeChallenges(userId);
      return rows.length;
    },

    /**
     * Ends every open session of `userId` (a role change or removal), and closes their sign-ins
     * waiting for a second factor; answers how many sessions were ended.
     */
    async endAll(userId: string): Promise<number> {
      const rows = await db.query(`UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ${OPEN} RETURNING id`, [userId]);
      await closeChallenges(userId);
      return rows.length;
    },

    /** Deletes sessions over (ended or run out) more than SESSION_KEEP_DAYS ago, up to `batch` rows. */
    async deleteFinished(batch: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM sessions WHERE id IN (
           SELECT id FROM sessions
            WHERE (ended_at IS NOT NULL AND ended_at < now() - make_interval(days => ${SESSION_KEEP_DAYS}))
               OR last_seen_at < now() - make_interval(secs => ${SESSION_IDLE_SECONDS}, days => ${SESSION_KEEP_DAYS})
               OR created_at < now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS}, days => ${SESSION_KEEP_DAYS})
            LIMIT $1)
         RETURNING id`,
        [batch],
      );
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
