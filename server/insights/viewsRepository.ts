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

// Any number; with the schema's name, the same in every process rolling up one database's tables:
// one at a time does it (the sites of other schemas of the same PostgreSQL database are not kept waiting).
const ROLLUP_LOCK = 727_230;
const COLUMNS = 8;
/** How far before the last view counted the next search begins (ids). */
const UNCOUNTED_MARGIN = 10_000;

/** Lets other work between two statements of a long job (the embedded database answers one at a time). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How a day is closed: how many of its sources stay rows of their own, and the key the others are merged under. */
export interface ClosingSettings {
  sourcesKept: number;
  otherSource: string;
}

/** What a day kept of who was counted is deleted in 256 ranges, by the first byte of the visitor's hash. */
const VISITOR_HASH_FIRST_BYTES = Array.from({ length: 256 }, (_, first) => first);

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
  // The closed days before the raw days' limit this process found without single views.
  const daysWithoutViews = new Set<string>();

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
        const [lease] = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS held', [ROLLUP_LOCK]);
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
     * Closes a day whose views are all counted, unless another process is doing so now (answers
     * false then): its sources past the `sourcesKept` most visited are merged into OTHER_SOURCE,
     * which visitors and views that the kept rows leave of the day's; then the day is marked closed
     * (its posts join their totals), and what it kept of who was counted goes, one range of visitor
     * hashes at a time. Each step can be run again: a closing cut short goes on at the next tick.
     * No step searches again what an earlier one deleted (PGlite never vacuums, so a search from the
     * start would walk every row deleted before it, and a flooded day would take hours).
     */
    async closeDay(day: string, { sourcesKept, otherSource }: ClosingSettings): Promise<boolean> {
      const leased = (work: (tx: Queryable) => Promise<void>) =>
        transaction(async (tx) => {
          const [lease] = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS held', [ROLLUP_LOCK]);
          if (lease?.held) await work(tx);
          return Boolean(lease?.held);
        });
      /** Deletes the day's rows of `table` whose visitor hash starts with the byte `first`. */
      const forgetVisitors = (table: 'insight_day_visitors' | 'insight_day_arrivals', first: number) => async (tx: Queryable) => {
        const from = Uint8Array.of(first);
        await tx.query(
          first === 255
            ? `DELETE FROM ${table} WHERE day = $1 AND visitor >= $2`
            : `DELETE FROM ${table} WHERE day = $1 AND visitor >= $2 AND visitor < $3`,
          first === 255 ? [day, from] : [day, from, Uint8Array.of(first + 1)],
        );
      };
      const steps: ((tx: Queryable) => Promise<void>)[] = [
        async (tx) => {
          await tx.query(
            `DELETE FROM insight_summary_daily s
             WHERE s.day = $1 AND s.dimension = 'source' AND s.post_id = '' AND s.key <> $2
               AND s.key <> ALL(ARRAY(
                 SELECT key FROM insight_summary_daily
                 WHERE day = $1 AND dimension = 'source' AND key <> $2
                 ORDER BY visitors DESC, views DESC, key LIMIT $3
               ))`,
            [day, otherSource, sourcesKept],
          );
        },
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
        },
        ...VISITOR_HASH_FIRST_BYTES.flatMap((first) => [forgetVisitors('insight_day_visitors', first), forgetVisitors('insight_day_arrivals', first)]),
      ];
      for (const step of steps) {
        if (!(await leased(step))) return false;
      }
      return true;
    },

    /**
     * Deletes the counted single views of closed days before `day`, `batch` at a time; answers how
     * many. Each day's views are taken in the order of their ids from where the last statement
     * stopped, up to the day's last id, so no statement searches again what an earlier one deleted
     * (PGlite never vacuums: a search from the start would walk every view deleted before it). A
     * day found without views is not searched again by this process.
     */
    async deleteViewsBefore(day: string, batch: number): Promise<number> {
      const closed = await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insight_rollups WHERE day < $1 ORDER BY day`, [day]);
      let deleted = 0;
      for (const { day: expired } of closed) {
        if (daysWithoutViews.has(expired)) continue;
        const [range] = await db.query<{ last: number | null }>('SELECT max(id)::float8 AS last FROM insight_views WHERE day = $1', [expired]);
        let after = 0;
        for (;;) {
          if (range?.last == null) break;
          // `day + 0` keeps the search on the ids' index, from `after` on, rather than the days'.
          const [gone] = await db.query<{ n: number; last: number | null }>(
            `WITH gone AS (
               DELETE FROM insight_views WHERE id = ANY(ARRAY(
                 SELECT id FROM insight_views WHERE id > $2 AND id <= $3 AND day + 0 = $1::date AND counted ORDER BY id LIMIT $4
               )) RETURNING id
             ) SELECT count(*)::int AS n, max(id)::float8 AS last FROM gone`,
            [expired, after, range.last, batch],
          );
          deleted += gone?.n ?? 0;
          if (!gone?.last || gone.n < batch) break;
          after = gone.last;
          await yieldToOthers();
        }
        const [left] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM insight_views WHERE day = $1) AS any', [expired]);
        if (!left?.any) daysWithoutViews.add(expired);
      }
      return deleted;
    },
  };
}

export type InsightViewsRepository = ReturnType<typeof insightViewsRepository>;
