import type { Queryable } from '../db/index.ts';
import { tablePage, type TablePageRequest } from './tablePage.ts';

export type SubscriberStatus = 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED';

export interface SubscriberRecord {
  id: string;
  subscriptionWithEmail: string;
  date_subscribed: number;
  status: SubscriberStatus;
  /** The category of the last post e-mailed to this address. */
  isEmailSent: string | null;
}

const COLUMNS = `id, email AS "subscriptionWithEmail",
  floor(extract(epoch FROM date_subscribed) * 1000)::float8 AS date_subscribed,
  status, last_category_sent AS "isEmailSent"`;

/** The admin's table: newest first as list(), searched by e-mail. */
const LISTING = { table: 'subscribers', columns: COLUMNS, searchColumn: 'email', orderBy: 'subscribers.date_subscribed DESC, subscribers.id' };

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
    async insert(email: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [email],
      );
      return rows[0] ?? null;
    },

    /**
     * Double opt-in (run in a transaction): a new address, or an unsubscribed one, becomes
     * PENDING with a new confirmation due; a pending one gets its confirmation again only when
     * the last went out at least `resendAfterMs` ago, whoever asks.
     */
    async subscribePending(email: string, resendAfterMs: number): Promise<PendingOutcome> {
      const created = await db.query<SubscriberRecord>(
        `INSERT INTO subscribers (email, status, confirmation_sent_at) VALUES ($1, 'PENDING', now())
         ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [email],
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
      if (found.status === 'UNSUBSCRIBED') {
        const updated = await db.query<SubscriberRecord>(
          `UPDATE subscribers SET status = 'PENDING', confirmation_sent_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [found.id],
        );
        return { kind: 'resubscribed', subscriber: updated[0]! };
      }
      const { due, ...subscriber } = found;
      if (due) await db.query('UPDATE subscribers SET confirmation_sent_at = now() WHERE id = $1', [found.id]);
      return { kind: 'pending', resend: due, subscriber };
    },

    /** PENDING -> ACTIVE; null when the address was not pending (or is unknown). */
    async confirm(id: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `UPDATE subscribers SET status = 'ACTIVE' WHERE id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Any known address -> UNSUBSCRIBED; false when the id is unknown. */
    async unsubscribe(id: string): Promise<boolean> {
      const rows = await db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED' WHERE id = $1 RETURNING id`, [id]);
      return rows.length > 0;
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
     * went out (the link has expired too); answers how many.
     */
    async deleteExpiredPending(days: number, batch: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM subscribers WHERE id IN (
             SELECT id FROM subscribers
             WHERE status = 'PENDING'
               AND coalesce(confirmation_sent_at, date_subscribed) < now() - make_interval(days => $1::int)
             LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [days, batch],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;
