import type { Queryable } from '../db/index.ts';

export interface SubscriberWeekCounts {
  /** The week's Monday, YYYY-MM-DD, in the clock the caller names. */
  week: string;
  confirmed: number;
  unsubscribed: number;
  bounced: number;
}

/**
 * How many subscriptions became active, unsubscribed or bounced, per UTC hour (migration 232: a
 * trigger on subscribers keeps it). Nothing in it names anyone, so erasing a subscriber leaves it.
 */
export function subscriberCountsRepository(db: Queryable) {
  return {
    /**
     * The weeks (Monday first) with any change from `startMs` (included) to `endMs` (excluded), on a
     * wall clock `offsetMs` ahead of UTC (whole hours: each hour falls in one day). `bounced` is
     * read here alone: once the product records bounces, this is the one place that reads them.
     */
    async weeks(startMs: number, endMs: number, offsetMs: number): Promise<SubscriberWeekCounts[]> {
      return db.query<SubscriberWeekCounts>(
        `SELECT to_char(date_trunc('week', (hour AT TIME ZONE 'UTC') + make_interval(secs => $3::float8 / 1000)), 'YYYY-MM-DD') AS week,
           sum(confirmed)::int AS confirmed, sum(unsubscribed)::int AS unsubscribed, sum(bounced)::int AS bounced
         FROM subscriber_counts WHERE hour >= $1 AND hour < $2 GROUP BY 1 ORDER BY 1`,
        [new Date(startMs), new Date(endMs), offsetMs],
      );
    },
  };
}

export type SubscriberCountsRepository = ReturnType<typeof subscriberCountsRepository>;
