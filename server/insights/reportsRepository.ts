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

/** How the open days' sources are read: the most visited of each day, the rest under `otherSource`. */
export interface SourcesRead {
  kept: number;
  otherSource: string;
}

/**
 * What the Insights read of the views (migration 270): the daily roll-ups (insight_summary_daily,
 * insight_visitors_daily, insight_post_totals) for any period; the single views only for who is
 * reading now. Days are Kigali days, YYYY-MM-DD; `from` and `to` are both included. Every read is
 * bounded: a closed day has a bounded number of rows (its rarer sources merged), and an open day's
 * sources are read as its most visited, by an index, and the rest as one row. The days are asked
 * as a range with both ends: PGlite's tables have no statistics (it runs no autovacuum), and the
 * planner reads an open range as a third of the table, a closed one as a sliver, which sends it to
 * the index.
 */
export function insightReportsRepository(db: Queryable) {
  /** The last day closed (rolled up for the last time), or null. */
  async function lastClosed(): Promise<string | null> {
    const rows = await db.query<{ day: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM insight_rollups`);
    return rows[0]?.day ?? null;
  }

  return {
    /** Distinct visitors and views per day (a day's visitors are not the sum of its rows'). */
    async days(from: string, to: string): Promise<{ day: string; visitors: number; views: number }[]> {
      return db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, views FROM insight_visitors_daily WHERE day BETWEEN $1 AND $2 ORDER BY day`,
        [from, to],
      );
    },

    /**
     * Every page, language and device seen on those days, each row's visitors added up day by day;
     * and the sources, an open day's past its `kept` most visited counted as `otherSource`.
     */
    async breakdown(from: string, to: string, sources: SourcesRead): Promise<TrafficBreakdown> {
      const closed = await lastClosed();
      const [rows, openSources, openDays] = await Promise.all([
        db.query<{ dimension: string; key: string; post_id: string; visitors: number; views: number }>(
          `SELECT dimension, key, post_id, sum(visitors)::int AS visitors, sum(views)::int AS views FROM insight_summary_daily
           WHERE (dimension IN ('page', 'language', 'device') AND day BETWEEN $1 AND $2)
             OR (dimension = 'source' AND day BETWEEN $1 AND least($2::date, coalesce($3::date, '-infinity')))
           GROUP BY dimension, key, post_id`,
          [from, to, closed],
        ),
        db.query<{ key: string; visitors: number; views: number }>(
          `SELECT s.key, s.visitors, s.views FROM insight_visitors_daily d
           CROSS JOIN LATERAL (
             SELECT key, visitors, views FROM insight_summary_daily
             WHERE day = d.day AND dimension = 'source' ORDER BY visitors DESC, views DESC, key LIMIT $4
           ) s
           WHERE d.day BETWEEN $1 AND $2 AND d.day BETWEEN coalesce($3::date + 1, '-infinity') AND 'infinity'`,
          [from, to, closed, sources.kept],
        ),
        db.query<{ visitors: number; views: number }>(
          `SELECT coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(views), 0)::int AS views FROM insight_visitors_daily
           WHERE day BETWEEN $1 AND $2 AND day BETWEEN coalesce($3::date + 1, '-infinity') AND 'infinity'`,
          [from, to, closed],
        ),
      ]);
      const cells = (dimension: string) => rows.filter((row) => row.dimension === dimension).map((row) => ({ key: row.key, visitors: row.visitors, views: row.views }));
      // A visitor has one source a day, so what the open days' read rows leave is their other sources'.
      const bySource = new Map(cells('source').map((cell) => [cell.key, cell]));
      const other = { key: sources.otherSource, visitors: openDays[0]?.visitors ?? 0, views: openDays[0]?.views ?? 0 };
      for (const row of openSources) {
        const cell = bySource.get(row.key) ?? { key: row.key, visitors: 0, views: 0 };
        cell.visitors += row.visitors;
        cell.views += row.views;
        bySource.set(row.key, cell);
        other.visitors -= row.visitors;
        other.views -= row.views;
      }
      if (other.views > 0) {
        const cell = bySource.get(other.key) ?? { key: other.key, visitors: 0, views: 0 };
        bySource.set(other.key, { key: other.key, visitors: cell.visitors + other.visitors, views: cell.views + other.views });
      }
      return {
        pages: rows
          .filter((row) => row.dimension === 'page')
          .map((row) => ({ key: row.post_id || row.key, postId: row.post_id, visitors: row.visitors, views: row.views })),
        sources: [...bySource.values()],
        languages: cells('language'),
        devices: cells('device'),
      };
    },

    /**
     * Distinct visitors since `sinceMs`, read from the single views: of the latest `atMost` of them,
     * so that a flood of views costs this read no more than that.
     */
    async visitorsSince(sinceMs: number, atMost: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(DISTINCT visitor)::int AS n FROM (
           SELECT visitor FROM insight_views WHERE at BETWEEN $1 AND 'infinity' ORDER BY at DESC LIMIT $2
         ) latest`,
        [new Date(sinceMs), atMost],
      );
      return rows[0]?.n ?? 0;
    },

    /** Each post's visitors and views over all its days, and by language; posts never viewed are left out. */
    async posts(ids: readonly string[]): Promise<PostTraffic[]> {
      if (ids.length === 0) return [];
      const closed = await lastClosed();
      // Language '' is the post's own row (its page's), the others its rows by language.
      const rows = await db.query<{ post_id: string; language: string; visitors: number; views: number }>(
        `SELECT post_id, language, sum(visitors)::int AS visitors, sum(views)::int AS views FROM (
           SELECT post_id, language, visitors, views FROM insight_post_totals WHERE post_id = ANY($1::text[])
           UNION ALL
           SELECT post_id, CASE dimension WHEN 'page' THEN '' ELSE key END, visitors, views FROM insight_summary_daily
           WHERE post_id = ANY($1::text[]) AND dimension IN ('page', 'post_language')
             AND day BETWEEN coalesce($2::date + 1, '-infinity') AND 'infinity'
         ) counted GROUP BY post_id, language ORDER BY post_id, language`,
        [ids, closed],
      );
      const posts = new Map<string, PostTraffic>();
      for (const row of rows) {
        const post = posts.get(row.post_id) ?? { postId: row.post_id, visitors: 0, views: 0, languages: [] };
        if (row.language === '') Object.assign(post, { visitors: row.visitors, views: row.views });
        else post.languages.push({ key: row.language, visitors: row.visitors, views: row.views });
        posts.set(row.post_id, post);
      }
      return [...posts.values()];
    },

    /** Views from `source` in each window of days (first and last day included), in the windows' order. */
    async viewsFromSource(source: string, windows: readonly { from: string; to: string }[]): Promise<number[]> {
      if (windows.length === 0) return [];
      const rows = await db.query<{ i: number; views: number }>(
        `WITH daily AS (
           SELECT day, views FROM insight_summary_daily WHERE dimension = 'source' AND key = $1
         )
         SELECT w.i::int AS i, coalesce(sum(d.views), 0)::int AS views
         FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS w (first, last, i)
         LEFT JOIN daily d ON d.day BETWEEN w.first AND w.last
         GROUP BY w.i ORDER BY w.i`,
        [source, windows.map((window) => window.from), windows.map((window) => window.to)],
      );
      return rows.map((row) => row.views);
    },
  };
}

export type InsightReportsRepository = ReturnType<typeof insightReportsRepository>;
