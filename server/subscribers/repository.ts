import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { tablePage, type TablePageRequest } from '../db/tablePage.ts';

export type SubscriberStatus = 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED' | 'BOUNCED';

/** Why mail to a subscriber stopped: bounced (status BOUNCED) or complained (UNSUBSCRIBED), the e-mail's kind, the reason and when (ms). */
export interface SubscriberMailProblem {
  kind: 'BOUNCED' | 'COMPLAINED';
  email: string;
  reason: string;
  at: number;
}

export interface SubscriberRecord {
  id: string;
  subscriptionWithEmail: string;
  date_subscribed: number;
  status: SubscriberStatus;
  /** The category of the last post e-mailed to this address. */
  isEmailSent: string | null;
  /** The language of every e-mail this address receives. */
  language: Language;
  /** How many times the language was changed from an e-mail: a language link carries it (server/subscribers/links.ts). */
  languageVersion: number;
  /** Null unless a bounce or a complaint stopped their mail. */
  mailProblem: SubscriberMailProblem | null;
}

const COLUMNS = `id, email AS "subscriptionWithEmail",
  floor(extract(epoch FROM date_subscribed) * 1000)::float8 AS date_subscribed,
  status, last_category_sent AS "isEmailSent", language, language_version AS "languageVersion",
  CASE WHEN mail_problem IS NULL THEN NULL ELSE json_build_object('kind', upper(mail_problem), 'email', coalesce(mail_problem_email, ''),
    'reason', coalesce(mail_problem_reason, ''), 'at', floor(extract(epoch FROM coalesce(mail_problem_at, now())) * 1000)::float8) END AS "mailProblem"`;

/** The admin's table: newest first as list(), searched by e-mail. */
const LISTING = { table: 'subscribers', columns: COLUMNS, searchColumn: 'email', orderBy: 'subscribers.date_subscribed DESC, subscribers.id' };

/** What came back: the kind of e-mail and the receiver's reason. */
export interface BounceFacts {
  email: string;
  reason: string;
}

/** What a subscription attempt found and did, with e-mail on. */
export type PendingOutcome =
  | { kind: 'created'; subscriber: SubscriberRecord }
  | { kind: 'resubscribed'; subscriber: SubscriberRecord }
  | { kind: 'active' }
  | { kind: 'pending'; resend: boolean; subscriber: SubscriberRecord };

export function subscribersRepository(db: Queryable) {
  return {
    async list(): Promise<SubscriberRecord[]> {
      return db.query<SubscriberRecord>(`SELECT ${COLUMNS} FROM subscribers ORDER BY date_subscribed DESC, id`);
    },

    async find(id: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(`SELECT ${COLUMNS} FROM subscribers WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async countActive(): Promise<number> {
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers WHERE status = 'ACTIVE'`);
      return rows[0]!.n;
    },

    /** Null when the address is already subscribed. */
    async insert(email: string, language: Language = 'en'): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `INSERT INTO subscribers (email, language) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [email, language],
      );
      return rows[0] ?? null;
    },

    /**
     * Double opt-in (run in a transaction): a new address, or an unsubscribed one, becomes
     * PENDING with a new confirmation due; a pending one gets its confirmation again only when
     * the last went out at least `resendAfterMs` ago, whoever asks.
     *
     * `language` is the page's: it becomes the address's language whenever a confirmation goes
     * out now (new, unsubscribed, or pending and due again), so the link arrives in the language
     * of the last request that sent one. A pending address asked again within `resendAfterMs`
     * keeps its language (nothing is sent), and an ACTIVE one keeps it too: only its own e-mails'
     * links change it, never a stranger typing the address into a form.
     */
    async subscribePending(email: string, resendAfterMs: number, language: Language = 'en'): Promise<PendingOutcome> {
      const created = await db.query<SubscriberRecord>(
        `INSERT INTO subscribers (email, status, confirmation_sent_at, language) VALUES ($1, 'PENDING', now(), $2)
         ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [email, language],
      );
      if (created[0]) return { kind: 'created', subscriber: created[0] };
      const rows = await db.query<SubscriberRecord & { due: boolean }>(
        `SELECT ${COLUMNS}, (confirmation_sent_at IS NULL
            OR confirmation_sent_at <= now() - make_interval(secs => $2::float8 / 1000)) AS due
         FROM subscribers WHERE email = $1 FOR UPDATE`,
        [email, resendAfterMs],
      );
      const found = rows[0];
      // Deleted between the two statements: answer as for a new address next time.
      if (!found) return { kind: 'active' };
      if (found.status === 'ACTIVE') return { kind: 'active' };
      // Unsubscribed (a complaint too) or bounced: a new subscription, confirmed anew before any mail but the confirmation.
      if (found.status === 'UNSUBSCRIBED' || found.status === 'BOUNCED') {
        const updated = await db.query<SubscriberRecord>(
          `UPDATE subscribers SET status = 'PENDING', confirmation_sent_at = now(), language = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
          [found.id, language],
        );
        return { kind: 'resubscribed', subscriber: updated[0]! };
      }
      const { due, ...subscriber } = found;
      if (!due) return { kind: 'pending', resend: false, subscriber };
      const updated = await db.query<SubscriberRecord>(
        `UPDATE subscribers SET confirmation_sent_at = now(), language = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [found.id, language],
      );
      return { kind: 'pending', resend: true, subscriber: updated[0]! };
    },

    /** PENDING -> ACTIVE, a bounce or complaint before forgotten; null when the address was not pending (or is unknown). */
    async confirm(id: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `UPDATE subscribers SET status = 'ACTIVE', mail_problem = NULL, mail_problem_email = NULL, mail_problem_reason = NULL, mail_problem_at = NULL
         WHERE id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * A language link used: the address's language becomes `language` when the link's `version`
     * is still the address's (each change counts one up, so the link works once); null for an
     * unknown address or a link already used or replaced by a newer e-mail's.
     */
    async changeLanguage(id: string, language: Language, version: number): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `UPDATE subscribers SET language = $2, language_version = language_version + 1
         WHERE id = $1 AND language_version = $3 RETURNING ${COLUMNS}`,
        [id, language, version],
      );
      return rows[0] ?? null;
    },

    /** Any known address -> UNSUBSCRIBED; false when the id is unknown. */
    async unsubscribe(id: string): Promise<boolean> {
      const rows = await db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED' WHERE id = $1 RETURNING id`, [id]);
      return rows.length > 0;
    },

    /**
     * ACTIVE -> BOUNCED, with what bounced; false otherwise (nothing changes). Someone who never
     * confirmed stays PENDING (their confirmation did not arrive; the pending row expires), so
     * mailing a bounced subscriber again can never make active an address that was not confirmed,
     * and a complaint is never overwritten by a later bounce.
     */
    async markBounced(id: string, problem: BounceFacts): Promise<boolean> {
      const rows = await db.query(
        `UPDATE subscribers SET status = 'BOUNCED', mail_problem = 'bounced', mail_problem_email = $2, mail_problem_reason = $3, mail_problem_at = now()
         WHERE id = $1 AND status = 'ACTIVE' RETURNING id`,
        [id, problem.email, problem.reason],
      );
      return rows.length > 0;
    },

    /**
     * A complaint: UNSUBSCRIBED for good (only a new, confirmed subscription clears it), whatever
     * the status was. Answers the status before, or null for an unknown id.
     */
    async markComplained(id: string, problem: BounceFacts): Promise<SubscriberStatus | null> {
      const rows = await db.query<{ before: SubscriberStatus }>(
        `WITH before AS (SELECT id, status FROM subscribers WHERE id = $1 FOR UPDATE)
         UPDATE subscribers s SET status = 'UNSUBSCRIBED', mail_problem = 'complained', mail_problem_email = $2, mail_problem_reason = $3,
           mail_problem_at = now()
         FROM before WHERE s.id = before.id RETURNING before.status AS before`,
        [id, problem.email, problem.reason],
      );
      return rows[0]?.before ?? null;
    },

    /** BOUNCED -> ACTIVE, its bounce and earlier temporary failures forgotten; null when it was not BOUNCED. */
    async mailAgain(id: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `UPDATE subscribers SET status = 'ACTIVE', mail_problem = NULL, mail_problem_email = NULL, mail_problem_reason = NULL,
           mail_problem_at = NULL, mail_again_at = now()
         WHERE id = $1 AND status = 'BOUNCED' RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM subscribers WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    /** A page of the admin's table, newest first as list(), optionally by e-mail. */
    async listPage(request: TablePageRequest): Promise<{ items: SubscriberRecord[]; total: number }> {
      return tablePage<SubscriberRecord>(db, LISTING, request);
    },

    /**
     * Deletes up to `batch` subscriptions still pending `days` after their last confirmation link
     * went out (the link has expired too); answers those deleted (their e-mails are erased next).
     */
    async deleteExpiredPending(days: number, batch: number): Promise<{ id: string; address: string }[]> {
      return db.query<{ id: string; address: string }>(
        `DELETE FROM subscribers WHERE id IN (
           SELECT id FROM subscribers
           WHERE status = 'PENDING'
             AND coalesce(confirmation_sent_at, date_subscribed) < now() - make_interval(days => $1::int)
           LIMIT $2)
         RETURNING id, email AS address`,
        [days, batch],
      );
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;
