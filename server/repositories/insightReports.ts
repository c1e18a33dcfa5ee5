import type { Queryable } from '../db/index.ts';

/** Visitors and views of a page, source, language or device over the days asked. */
export interface TrafficCell {
  key: string;
  visitors: number;
  views: number;
}

export interface TrafficBreakdown {
  /** key: the path, or the post's id for a post's page. */
  pages: (TrafficCell & { postId: string })[];
  sources: TrafficCell[];
  languages: TrafficCell[];
  devices: TrafficCell[];
}

export interface PostTraffic {
  postId: string;
  visitors: number;
  views: number;
  languages: TrafficCell[];
}

// A closed day's counts by page, source, language and device: from the summary made when it closed
// (migration 233), and for the days after the last closed one from the roll-up itself, the same way.
// The days after it are asked as a range with both ends: PGlite's tables have no statistics (it
// runs no autovacuum), and the planner reads an open range as a third of the table, a closed one
// as a sliver, which sends it to the index.
const DIMENSIONS = `CASE grouping(path, post_id, source, language, device) WHEN 7 THEN 'page' WHEN 27 THEN 'source' WHEN 29 THEN 'language' ELSE 'device' END`;
const OPEN_DAYS_BREAKDOWN = `SELECT ${DIMENSIONS} AS dimension, coalesce(path, source, language, device) AS key, coalesce(post_id, '') AS post_id,
    sum(views) AS views, sum(visitors) AS visitors
  FROM insight_daily WHERE day BETWEEN $1 AND $2 AND day > coalesce($3::date, '-infinity')
  GROUP BY GROUPING SETS ((path, post_id), (source), (language), (device))`;

/**
 * What the Insights read of the views (migrations 230 and 233): the daily roll-ups (insight_daily,
 * insight_visitors_daily) and what was summed of them when their day closed, for any period; the
 * single views only for who is reading now. Days are Kigali days, YYYY-MM-DD; `from` and `to` are
 * both included.
 */
export function insightReportsRepository(db: Queryable) {
  /** The last day closed (rolled up for the last time), or null. */
  async function lastClosed(): Promise<string | null> {
    const rows = await db.query<{ day: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM insight_rollups`);
    return rows[0]?.day ?? null;
  }

  return {
    /** Distinct visitors and views per day (distinct visitors cannot be added up across pages). */
    async days(from: string, to: string): Promise<{ day: string; visitors: number; views: number }[]> {
      return db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, views FROM insight_visitors_daily WHERE day BETWEEN $1 AND $2 ORDER BY day`,
        [from, to],
      );
    },

    /** Every page, source, language and device seen on those days. */
    async breakdown(from: string, to: string): Promise<TrafficBreakdown> {
      const closed = await lastClosed();
      const rows = await db.query<{ dimension: string; key: string; post_id: string; visitors: number; views: number }>(
        `SELECT dimension, key, post_id, sum(visitors)::int AS visitors, sum(views)::int AS views FROM (
           SELECT dimension, key, post_id, views, visitors FROM insight_summary_daily WHERE day BETWEEN $1 AND $2 AND day <= $3::date
           UNION ALL ${OPEN_DAYS_BREAKDOWN}
         ) counted GROUP BY dimension, key, post_id`,
        [from, to, closed],
      );
      const cells = (dimension: string) => rows.filter((row) => row.dimension === dimension).map((row) => ({ key: row.key, visitors: row.visitors, views: row.views }));
      return {
        pages: rows
          .filter((row) => row.dimension === 'page')
          .map((row) => ({ key: row.post_id || row.key, postId: row.post_id, visitors: row.visitors, views: row.views })),
        sources: cells('source'),
        languages: cells('language'),
        devices: cells('device'),
      };
    },

    /** Distinct visitors since `sinceMs`, read from the single views. */
    async visitorsSince(sinceMs: number): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(DISTINCT visitor)::int AS n FROM insight_views WHERE at >= $1', [new Date(sinceMs)]);
      return rows[0]?.n ?? 0;
    },

    /** Each post's visitors and views over all its days, by language; posts never viewed are left out. */
    async posts(ids: readonly string[]): Promise<PostTraffic[]> {
      if (ids.length === 0) return [];
      const closed = await lastClosed();
      const rows = await db.query<{ post_id: string; language: string; visitors: number; views: number }>(
        `SELECT post_id, language, sum(visitors)::int AS visitors, sum(views)::int AS views FROM (
           SELECT post_id, language, visitors, views FROM insight_post_totals WHERE post_id = ANY($1::text[])
           UNION ALL
           SELECT post_id, language, visitors, views FROM insight_daily
           WHERE post_id = ANY($1::text[]) AND post_id <> '' AND day > coalesce($2::date, '-infinity')
         ) counted GROUP BY post_id, language ORDER BY post_id, language`,
        [ids, closed],
      );
      const posts = new Map<string, PostTraffic>();
      for (const row of rows) {
        const post = posts.get(row.post_id) ?? { postId: row.post_id, visitors: 0, views: 0, languages: [] };
        post.visitors += row.visitors;
        post.views += row.views;
        post.languages.push({ key: row.language, visitors: row.visitors, views: row.views });
        posts.set(row.post_id, post);
      }
      return [...posts.values()];
    },

    /** Views from `source` in each window of days (first and last day included), in the windows' order. */
    async viewsFromSource(source: string, windows: readonly { from: string; to: string }[]): Promise<number[]> {
      if (windows.length === 0) return [];
      const closed = await lastClosed();
      const rows = await db.query<{ i: number; views: number }>(
        `WITH daily AS (
           SELECT day, views FROM insight_summary_daily WHERE dimension = 'source' AND key = $1 AND day <= $4::date
           UNION ALL
           SELECT day, sum(views) FROM insight_daily WHERE source = $1 AND day BETWEEN coalesce($4::date + 1, '-infinity') AND 'infinity' GROUP BY day
         )
         SELECT w.i::int AS i, coalesce(sum(d.views), 0)::int AS views
         FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS w (first, last, i)
         LEFT JOIN daily d ON d.day BETWEEN w.first AND w.last
         GROUP BY w.i ORDER BY w.i`,
        [source, windows.map((window) => window.from), windows.map((window) => window.to), closed],
      );
      return rows.map((row) => row.views);
    },
  };
}

export type InsightReportsRepository = ReturnType<typeof insightReportsRepository>;
