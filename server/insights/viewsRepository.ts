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
/** How far before the last view counted the next search begins (ids). */
const UNCOUNTED_MARGIN = 10_000;

/** How a day is closed: how many of its sources stay rows of their own, the key the others are merged under, the rows deleted at a time. */
export interface ClosingSettings {
  sourcesKept: number;
  otherSource: string;
  batch: number;
}

/** Lets the event loop answer what waits (with PGlite, the database runs on it) between two steps of a long job. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The insights' own tables: the daily salts, the single views (insight_views), and the roll-ups the
 * reports read (insight_summary_daily, insight_visitors_daily, insight_post_totals; migration 270),
 * made view by view as they are counted, never again from a whole day.
 */
export function insightViewsRepository(db: Queryable, transaction: Db['transaction']) {
  // Where the search for views not yet counted starts: UNCOUNTED_MARGIN ids before the last view
  // counted here, since a view written by a slower transaction may have a lower id than one counted
  // before it. Views counted are updated rows, whose old versions stay in the indexes until a vacuum
  // (PGlite never runs one): searching from the start every time would walk all of them.
  let searchFrom = 0;

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
     * Counts up to `limit` views not counted yet into their days' roll-ups, unless another process
     * is counting now (answers null then); answers how many it took. Each row of a day gains the
     * views and the visitors it has not counted before that day (insight_day_visitors); a visitor's
     * source for the day is their first view's (insight_day_arrivals), so a source's views are its
     * visitors' views. A view of a day already closed is taken and left out.
     */
    async countNew(limit: number): Promise<number | null> {
      return transaction(async (tx) => {
        const [lease] = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS held', [ROLLUP_LOCK]);
        if (!lease?.held) return null;
        const [counted] = await tx.query<{ n: number; last: number | null }>(
          `WITH taken AS (
             UPDATE insight_views SET counted = true
             WHERE id = ANY(ARRAY(SELECT id FROM insight_views WHERE id > $2 AND NOT counted ORDER BY id LIMIT $1))
             RETURNING id, day, path, coalesce(post_id, '') AS post_id, language, source, device, visitor
           ),
           fresh AS (SELECT * FROM taken t WHERE NOT EXISTS (SELECT 1 FROM insight_rollups r WHERE r.day = t.day)),
           arrived AS (
             INSERT INTO insight_day_arrivals (day, visitor, source)
             SELECT DISTINCT ON (day, visitor) day, visitor, source FROM fresh ORDER BY day, visitor, id
             ON CONFLICT (day, visitor) DO NOTHING
             RETURNING day, visitor, source
           ),
           arrival AS MATERIALIZED (
             SELECT day, visitor, source FROM arrived
             UNION ALL
             SELECT a.day, a.visitor, a.source FROM (SELECT DISTINCT day, visitor FROM fresh) f
             JOIN insight_day_arrivals a ON a.day = f.day AND a.visitor = f.visitor
           ),
           cells AS (
             SELECT day, 'page' AS dimension, path AS key, post_id, visitor FROM fresh
             UNION ALL SELECT day, 'language', language, '', visitor FROM fresh
             UNION ALL SELECT day, 'device', device, '', visitor FROM fresh
             UNION ALL SELECT day, 'post_language', language, post_id, visitor FROM fresh WHERE post_id <> ''
           ),
           met AS (
             INSERT INTO insight_day_visitors (day, visitor, dimension, key, post_id)
             SELECT DISTINCT day, visitor, dimension, key, post_id FROM cells
             ON CONFLICT DO NOTHING
             RETURNING day, dimension, key, post_id
           ),
           added AS (
             SELECT day, dimension, key, post_id, sum(views)::int AS views, sum(visitors)::int AS visitors FROM (
               SELECT day, dimension, key, post_id, count(*) AS views, 0 AS visitors FROM cells GROUP BY day, dimension, key, post_id
               UNION ALL SELECT day, dimension, key, post_id, 0, count(*) FROM met GROUP BY day, dimension, key, post_id
               UNION ALL SELECT f.day, 'source', a.source, '', count(*), 0 FROM fresh f JOIN arrival a ON a.day = f.day AND a.visitor = f.visitor GROUP BY f.day, a.source
               UNION ALL SELECT day, 'source', source, '', 0, count(*) FROM arrived GROUP BY day, source
             ) parts GROUP BY day, dimension, key, post_id
           ),
           summed AS (
             INSERT INTO insight_summary_daily AS s (day, dimension, key, post_id, views, visitors)
             SELECT day, dimension, key, post_id, views, visitors FROM added
             ON CONFLICT (day, dimension, key, post_id) DO UPDATE SET views = s.views + EXCLUDED.views, visitors = s.visitors + EXCLUDED.visitors
           ),
           site AS (
             INSERT INTO insight_visitors_daily AS t (day, visitors, views)
             SELECT day, sum(visitors), sum(views) FROM added WHERE dimension = 'source' GROUP BY day
             ON CONFLICT (day) DO UPDATE SET visitors = t.visitors + EXCLUDED.visitors, views = t.views + EXCLUDED.views
           )
           SELECT count(*)::int AS n, max(id)::float8 AS last FROM taken`,
          [limit, searchFrom],
        );
        if (counted?.last) searchFrom = Math.max(searchFrom, counted.last - UNCOUNTED_MARGIN);
        return counted?.n ?? 0;
      });
    },

    /** Days before `before` to close: open ones with counts, and closed ones whose closing was cut short. */
    async daysToClose(before: string): Promise<string[]> {
      const rows = await db.query<{ day: string }>(
        `SELECT to_char(v.day, 'YYYY-MM-DD') AS day FROM insight_visitors_daily v
         WHERE v.day < $1 AND NOT EXISTS (SELECT 1 FROM insight_rollups r WHERE r.day = v.day)
         UNION
         SELECT to_char(r.day, 'YYYY-MM-DD') FROM insight_rollups r WHERE EXISTS (SELECT 1 FROM insight_day_arrivals a WHERE a.day = r.day)
         ORDER BY 1`,
        [before],
      );
      return rows.map((row) => row.day);
    },

    /**
     * Closes a day whose views are all counted, `batch` rows at a time, unless another process is
     * doing so now (answers false then): its sources past the `sourcesKept` most visited are merged
     * into OTHER_SOURCE, which visitors and views that the kept rows leave of the day's; then the day
     * is marked closed (its posts join their totals), and what it kept of who was counted goes.
     * Each step can be run again: a closing cut short goes on at the next tick.
     */
    async closeDay(day: string, { sourcesKept, otherSource, batch }: ClosingSettings): Promise<boolean> {
      const leased = (work: (tx: Queryable) => Promise<number>) =>
        transaction(async (tx) => {
          const [lease] = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS held', [ROLLUP_LOCK]);
          return lease?.held ? work(tx) : null;
        });
      const gone = (rows: { n: number }[]) => rows[0]?.n ?? 0;
      /** Deletes up to `batch` of the day's rows of what it kept of who was counted. */
      const forgetDay =
        (table: 'insight_day_visitors' | 'insight_day_arrivals') =>
        async (tx: Queryable): Promise<number> =>
          gone(
            await tx.query<{ n: number }>(
              `WITH gone AS (
                 DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE day = $1 LIMIT $2)) RETURNING 1
               ) SELECT count(*)::int AS n FROM gone`,
              [day, batch],
            ),
          );
      const steps: ((tx: Queryable) => Promise<number>)[] = [
        async (tx) =>
          gone(
            await tx.query<{ n: number }>(
              `WITH merged AS (
                 DELETE FROM insight_summary_daily WHERE day = $1 AND dimension = 'source' AND post_id = '' AND key = ANY(ARRAY(
                   SELECT key FROM insight_summary_daily
                   WHERE day = $1 AND dimension = 'source' AND key <> $2
                   ORDER BY visitors DESC, views DESC, key OFFSET $3 LIMIT $4
                 )) RETURNING 1
               ) SELECT count(*)::int AS n FROM merged`,
              [day, otherSource, sourcesKept, batch],
            ),
          ),
        async (tx) => {
          await tx.query(
            `WITH kept AS (
               SELECT coalesce(sum(visitors), 0) AS visitors, coalesce(sum(views), 0) AS views FROM insight_summary_daily
               WHERE day = $1 AND dimension = 'source' AND key <> $2
             ),
             other AS (
               SELECT t.visitors - kept.visitors AS visitors, t.views - kept.views AS views FROM insight_visitors_daily t, kept WHERE t.day = $1
             )
             INSERT INTO insight_summary_daily AS s (day, dimension, key, post_id, views, visitors)
             SELECT $1, 'source', $2, '', views, visitors FROM other WHERE views > 0
             ON CONFLICT (day, dimension, key, post_id) DO UPDATE SET views = EXCLUDED.views, visitors = EXCLUDED.visitors`,
            [day, otherSource],
          );
          await tx.query('INSERT INTO insight_rollups (day) VALUES ($1) ON CONFLICT (day) DO NOTHING', [day]);
          return 0;
        },
        forgetDay('insight_day_visitors'),
        forgetDay('insight_day_arrivals'),
      ];
      for (const step of steps) {
        for (;;) {
          const done = await leased(step);
          if (done === null) return false;
          if (done < batch) break;
          await yieldToOthers();
        }
      }
      return true;
    },

    /** Deletes up to `batch` counted single views of closed days before `day`; answers how many. */
    async deleteViewsBefore(day: string, batch: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM insight_views WHERE id = ANY(ARRAY(
             SELECT v.id FROM insight_views v
             WHERE v.day BETWEEN '-infinity' AND $1::date - 1 AND v.counted AND EXISTS (SELECT 1 FROM insight_rollups r WHERE r.day = v.day) LIMIT $2
           )) RETURNING 1
         ) SELECT count(*)::int AS n FROM gone`,
        [day, batch],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type InsightViewsRepository = ReturnType<typeof insightViewsRepository>;
