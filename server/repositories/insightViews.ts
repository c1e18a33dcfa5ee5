import type { Db, Queryable } from '../db/index.ts';

/** A counted page view as it is stored: no address and no user agent, a salted hash of them. */
export interface ViewRow {
  at: Date;
  /** The Kigali day, 'YYYY-MM-DD'. */
  day: string;
  path: string;
  postId: string | null;
  language: string;
  source: string;
  device: string;
  /** SHA-256 of (the day's salt, the client's address, its user agent, the site's host). */
  visitor: Uint8Array;
}

// Any number; the same in every process rolling up one database: one at a time does it.
const ROLLUP_LOCK = 727_230;
const COLUMNS = 8;

/**
 * The insights' own tables: the daily salts, the single views (insight_views), and the roll-ups the
 * reports read (insight_daily, insight_visitors_daily) with the closed days already rolled up.
 */
export function insightViewsRepository(db: Queryable, transaction: Db['transaction']) {
  return {
    /** The day's salt: `fresh` if the day had none (the first process to ask sets it for all). */
    async salt(day: string, fresh: Uint8Array): Promise<Uint8Array> {
      await db.query('INSERT INTO insight_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [day, fresh]);
      const rows = await db.query<{ salt: Uint8Array }>('SELECT salt FROM insight_salts WHERE day = $1', [day]);
      return new Uint8Array(rows[0]!.salt);
    },

    /** Deletes the salts of days before `day`: their visitors' hashes can no longer be made again. */
    async deleteSaltsBefore(day: string): Promise<number> {
      const rows = await db.query('DELETE FROM insight_salts WHERE day < $1 RETURNING day', [day]);
      return rows.length;
    },

    async insert(views: ViewRow[]): Promise<void> {
      if (views.length === 0) return;
      const values = views.map((_, row) => `(${Array.from({ length: COLUMNS }, (_, column) => `$${row * COLUMNS + column + 1}`).join(', ')})`);
      const params = views.flatMap((view) => [view.at, view.day, view.path, view.postId, view.language, view.source, view.device, view.visitor]);
      await db.query(
        `INSERT INTO insight_views (at, day, path, post_id, language, source, device, visitor) VALUES ${values.join(', ')}`,
        params,
      );
    },

    /**
     * Days whose views are still to be rolled up: `today`, and every earlier day with single views
     * and no roll-up made after it closed.
     */
    async daysToRollUp(today: string): Promise<string[]> {
      const rows = await db.query<{ day: string }>(
        `SELECT DISTINCT v.day::text AS day FROM insight_views v
         WHERE v.day < $1 AND NOT EXISTS (SELECT 1 FROM insight_rollups r WHERE r.day = v.day)
         ORDER BY 1`,
        [today],
      );
      return [...rows.map((row) => row.day), today];
    },

    /**
     * Recomputes a day's roll-ups from its single views, unless another process is doing so now
     * (answers false then). A day without single views keeps the roll-ups it has. `closed`: the
     * day has ended, and this roll-up is its last.
     */
    async rollUp(day: string, closed: boolean): Promise<boolean> {
      return transaction(async (tx) => {
        const [lease] = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS held', [ROLLUP_LOCK]);
        if (!lease?.held) return false;
        const [any] = await tx.query('SELECT 1 FROM insight_views WHERE day = $1 LIMIT 1', [day]);
        if (any) {
          await tx.query('DELETE FROM insight_daily WHERE day = $1', [day]);
          await tx.query(
            `INSERT INTO insight_daily (day, path, post_id, language, source, device, views, visitors)
             SELECT day, path, coalesce(post_id, ''), language, source, device, count(*), count(DISTINCT visitor)
             FROM insight_views WHERE day = $1
             GROUP BY day, path, coalesce(post_id, ''), language, source, device`,
            [day],
          );
          await tx.query(
            `INSERT INTO insight_visitors_daily (day, visitors, views)
             SELECT $1::date, count(DISTINCT visitor), count(*) FROM insight_views WHERE day = $1
             ON CONFLICT (day) DO UPDATE SET visitors = EXCLUDED.visitors, views = EXCLUDED.views`,
            [day],
          );
        }
        if (closed) await tx.query('INSERT INTO insight_rollups (day) VALUES ($1) ON CONFLICT (day) DO NOTHING', [day]);
        return true;
      });
    },

    /** Deletes the single views of days before `day` that were rolled up after they closed; answers how many. */
    async deleteViewsBefore(day: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM insight_views v WHERE v.day < $1 AND EXISTS (SELECT 1 FROM insight_rollups r WHERE r.day = v.day) RETURNING 1
         ) SELECT count(*)::int AS n FROM gone`,
        [day],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type InsightViewsRepository = ReturnType<typeof insightViewsRepository>;
