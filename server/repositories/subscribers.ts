import type { Queryable } from '../db/index.ts';
import { likePattern } from './posts.ts';

export interface SubscriberRecord {
  id: string;
  subscriptionWithEmail: string;
  date_subscribed: number;
}

const COLUMNS = `id, email AS "subscriptionWithEmail",
  floor(extract(epoch FROM date_subscribed) * 1000)::float8 AS date_subscribed`;

export function subscribersRepository(db: Queryable) {
  return {
    async list(): Promise<SubscriberRecord[]> {
      return db.query<SubscriberRecord>(`SELECT ${COLUMNS} FROM subscribers ORDER BY date_subscribed DESC, id`);
    },

    /** Null when the address is already subscribed. */
    async insert(email: string): Promise<SubscriberRecord | null> {
      const rows = await db.query<SubscriberRecord>(
        `INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [email],
      );
      return rows[0] ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM subscribers WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    /** A page of the admin's table, newest first as list(), optionally by e-mail (issue 17). */
    async listPage(options: { search: string; offset: number; limit: number }): Promise<{ items: SubscriberRecord[]; total: number }> {
      const search = options.search.trim();
      const filter = search ? 'WHERE email ILIKE $1' : '';
      const searchParams = search ? [likePattern(search)] : [];
      const [items, totals] = await Promise.all([
        db.query<SubscriberRecord>(
          `SELECT ${COLUMNS} FROM subscribers ${filter} ORDER BY subscribers.date_subscribed DESC, subscribers.id
           LIMIT $${searchParams.length + 1} OFFSET $${searchParams.length + 2}`,
          [...searchParams, options.limit, options.offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers ${filter}`, searchParams),
      ]);
      return { items, total: totals[0]?.n ?? 0 };
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;
