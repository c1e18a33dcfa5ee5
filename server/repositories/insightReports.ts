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

// grouping() of the breakdown's five columns: a 1 bit for each column a set leaves out.
const GROUPED = { page: 0b00111, source: 0b11011, language: 0b11101, device: 0b11110 } as const;

/**
 * What the Insights read of the views (migration 230): the daily roll-ups (insight_daily,
 * insight_visitors_daily) for any period, the single views only for who is reading now. Days are
 * Kigali days, YYYY-MM-DD; `from` and `to` are both included.
 */
export function insightReportsRepository(db: Queryable) {
  return {
    /** Distinct visitors and views per day (distinct visitors cannot be added up across pages). */
    async days(from: string, to: string): Promise<{ day: string; visitors: number; views: number }[]> {
      return db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, views FROM insight_visitors_daily WHERE day BETWEEN $1 AND $2 ORDER BY day`,
        [from, to],
      );
    },

    /** Every page, source, language and device seen on those days, read in one pass over the roll-up. */
    async breakdown(from: string, to: string): Promise<TrafficBreakdown> {
      const rows = await db.query<{ g: number; path: string; post_id: string; source: string; language: string; device: string; visitors: number; views: number }>(
        `SELECT grouping(path, post_id, source, language, device) AS g, path, post_id, source, language, device,
           sum(visitors)::int AS visitors, sum(views)::int AS views
         FROM insight_daily WHERE day BETWEEN $1 AND $2
         GROUP BY GROUPING SETS ((path, post_id), (source), (language), (device))`,
        [from, to],
      );
      const cells = (set: number, key: (row: (typeof rows)[number]) => string) =>
        rows.filter((row) => row.g === set).map((row) => ({ key: key(row), visitors: row.visitors, views: row.views }));
      return {
        pages: rows
          .filter((row) => row.g === GROUPED.page)
          .map((row) => ({ key: row.post_id || row.path, postId: row.post_id, visitors: row.visitors, views: row.views })),
        sources: cells(GROUPED.source, (row) => row.source),
        languages: cells(GROUPED.language, (row) => row.language),
        devices: cells(GROUPED.device, (row) => row.device),
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
      const rows = await db.query<{ post_id: string; language: string; visitors: number; views: number }>(
        `SELECT post_id, language, sum(visitors)::int AS visitors, sum(views)::int AS views
         FROM insight_daily WHERE post_id = ANY($1::text[]) AND post_id <> ''
         GROUP BY post_id, language ORDER BY post_id, language`,
        [ids],
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
      const rows = await db.query<{ i: number; views: number }>(
        `SELECT w.i::int AS i, coalesce(sum(d.views), 0)::int AS views
         FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS w (first, last, i)
         LEFT JOIN insight_daily d ON d.source = $1 AND d.day BETWEEN w.first AND w.last
         GROUP BY w.i ORDER BY w.i`,
        [source, windows.map((window) => window.from), windows.map((window) => window.to)],
      );
      return rows.map((row) => row.views);
    },
  };
}

export type InsightReportsRepository = ReturnType<typeof insightReportsRepository>;
