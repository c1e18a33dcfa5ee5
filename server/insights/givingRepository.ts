import type { Queryable } from '../db/index.ts';
import type { Currency, GiftWay } from '../../shared/giving.ts';

// Insights' reading of the gifts table (Insights' giving): what was pledged and received, per month
// and per group of a period's pledges. The gifts themselves are written by server/giving/.

/** What a received gift brought, in the insights' terms: the RWF received for an RWF gift, else its own amount. */
const RECEIVED_AMOUNT = `CASE WHEN currency = 'RWF' THEN received_rwf ELSE amount END`;
/** A received gift is online when a provider's confirmed payment received it (server/giving/payments/), else staff marked it by hand. */
const ONLINE = `paid_online <> ''`;

export interface GivingMonthRow {
  month: string;
  currency: Currency;
  pledged: number;
  received: number;
  /** How many gifts the pledged and the received amounts add up. */
  pledgedGifts: number;
  receivedGifts: number;
  /** What of the received came through a provider's confirmed payment, and how many gifts. */
  receivedOnline: number;
  receivedOnlineGifts: number;
}

/** One group of a period's pledges: `by` says which of way, campaign, arrival source or page it groups. */
export interface GivingCohortRow {
  by: 'way' | 'campaign' | 'source' | 'page';
  currency: Currency;
  way: GiftWay | null;
  /** '' for gifts to no campaign (where it is needed most). */
  campaignId: string;
  arrivalSource: string | null;
  arrivalPath: string | null;
  gifts: number;
  /** How many of them were received, and of those online (a provider's confirmed payment). */
  receivedGifts: number;
  receivedOnlineGifts: number;
  pledged: number;
  received: number;
  receivedOnline: number;
}

export interface GivingStatuses {
  received: number;
  /** Of the received, how many online (a provider's confirmed payment). */
  receivedOnline: number;
  cancelled: number;
  waiting: number;
  medianDays: number | null;
}

export function insightGivingRepository(db: Queryable) {
  return {
    /**
     * Per month and currency, what was pledged (by when, on a wall clock `offsetMs` ahead of UTC) from `startMs` to `endMs` and what was received (by its date) from
     * `from` to `to` (YYYY-MM-DD, both included), with how many gifts each adds up. A gift in RWF
     * counts the RWF received; one in another currency counts its own amount, never mixed with RWF.
     * `pledgedOnly`: the received are only those of the gifts pledged in the period (its months
     * then add up to the period's breakdowns), a date received outside the period in its first or
     * last day.
     */
    async months(startMs: number, endMs: number, from: string, to: string, offsetMs: number, pledgedOnly = false): Promise<GivingMonthRow[]> {
      const ONLINED = `CASE WHEN ${ONLINE} THEN ${RECEIVED_AMOUNT} ELSE 0 END, CASE WHEN ${ONLINE} THEN 1 ELSE 0 END`;
      const received = pledgedOnly
        ? `SELECT to_char(least(greatest(received_on, $3::date), $4::date), 'YYYY-MM'), currency, 0, ${RECEIVED_AMOUNT}, 0, 1, ${ONLINED}
           FROM gifts WHERE status = 'RECEIVED' AND pledged_at >= $1 AND pledged_at < $2`
        : `SELECT to_char(received_on, 'YYYY-MM'), currency, 0, ${RECEIVED_AMOUNT}, 0, 1, ${ONLINED}
           FROM gifts WHERE status = 'RECEIVED' AND received_on BETWEEN $3 AND $4`;
      return db.query<GivingMonthRow>(
        `SELECT month, currency, sum(pledged)::float8 AS pledged, sum(received)::float8 AS received,
           sum(pledged_gifts)::int AS "pledgedGifts", sum(received_gifts)::int AS "receivedGifts",
           sum(received_online)::float8 AS "receivedOnline", sum(received_online_gifts)::int AS "receivedOnlineGifts" FROM (
           SELECT to_char((pledged_at AT TIME ZONE 'UTC') + make_interval(secs => $5::float8 / 1000), 'YYYY-MM') AS month, currency,
             amount AS pledged, 0 AS received, 1 AS pledged_gifts, 0 AS received_gifts, 0 AS received_online, 0 AS received_online_gifts
           FROM gifts WHERE pledged_at >= $1 AND pledged_at < $2
           UNION ALL
           ${received}
         ) counted GROUP BY month, currency ORDER BY month, currency`,
        [new Date(startMs), new Date(endMs), from, to, offsetMs],
      );
    },

    /**
     * The gifts pledged from `startMs` to `endMs`, per currency and way, campaign, arrival source
     * and arrival page: how many, their amount, and what of it was received; and how many were
     * received, cancelled or still wait, with the median of whole days from pledge (on the wall
     * clock `offsetMs` ahead of UTC) to received.
     */
    async cohort(startMs: number, endMs: number, offsetMs: number): Promise<{ rows: GivingCohortRow[]; statuses: GivingStatuses }> {
      const range = [new Date(startMs), new Date(endMs)];
      const [rows, statuses] = await Promise.all([
        db.query<GivingCohortRow & { g: number }>(
          `SELECT grouping(way, campaign_id, arrival_source, arrival_path) AS g, currency, way, coalesce(campaign_id, '') AS "campaignId",
             arrival_source AS "arrivalSource", arrival_path AS "arrivalPath", count(*)::int AS gifts, sum(amount)::float8 AS pledged,
             count(*) FILTER (WHERE status = 'RECEIVED')::int AS "receivedGifts",
             coalesce(sum(${RECEIVED_AMOUNT}) FILTER (WHERE status = 'RECEIVED'), 0)::float8 AS received,
             count(*) FILTER (WHERE status = 'RECEIVED' AND ${ONLINE})::int AS "receivedOnlineGifts",
             coalesce(sum(${RECEIVED_AMOUNT}) FILTER (WHERE status = 'RECEIVED' AND ${ONLINE}), 0)::float8 AS "receivedOnline"
           FROM gifts WHERE pledged_at >= $1 AND pledged_at < $2
           GROUP BY currency, GROUPING SETS ((way), (campaign_id), (arrival_source), (arrival_path))`,
          range,
        ),
        db.query<GivingStatuses>(
          `SELECT count(*) FILTER (WHERE status = 'RECEIVED')::int AS received,
             count(*) FILTER (WHERE status = 'RECEIVED' AND ${ONLINE})::int AS "receivedOnline", count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled,
             count(*) FILTER (WHERE status = 'PLEDGED')::int AS waiting,
             percentile_cont(0.5) WITHIN GROUP (
               ORDER BY greatest(0, received_on - ((pledged_at AT TIME ZONE 'UTC') + make_interval(secs => $3::float8 / 1000))::date)
             ) FILTER (WHERE status = 'RECEIVED') AS "medianDays"
           FROM gifts WHERE pledged_at >= $1 AND pledged_at < $2`,
          [...range, offsetMs],
        ),
      ]);
      const by = { way: 0b0111, campaign: 0b1011, source: 0b1101, page: 0b1110 };
      return {
        rows: rows.map(({ g, ...row }) => ({ ...row, by: g === by.way ? 'way' : g === by.campaign ? 'campaign' : g === by.source ? 'source' : 'page' })),
        statuses: statuses[0]!,
      };
    },
  };
}
