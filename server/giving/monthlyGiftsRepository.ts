import type { Queryable } from '../db/index.ts';
import type { Currency, GiftWay } from '../../shared/giving.ts';

export type MonthlyStopper = 'DONOR' | 'STAFF' | 'ERASED';

/** A monthly giving as it is written first (from its first pledge). */
export interface NewMonthlyGift {
  amount: number;
  currency: Currency;
  way: GiftWay;
  campaignId: string | null;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  language: string;
  /** The day of the month its reminders come (1 to 31). */
  day: number;
  /** The month (YYYY-MM) whose pledge is made already: the first pledge's. */
  lastMonth: string;
}

/** A monthly giving (migration 302). Times as epoch ms. */
export interface MonthlyGiftRecord extends NewMonthlyGift {
  id: string;
  startedAt: number;
  lastRemindedAt: number | null;
  stoppedAt: number | null;
  stoppedBy: MonthlyStopper | '';
  erased: boolean;
}

const COLUMNS = `id, amount::float8 AS amount, currency, way, campaign_id AS "campaignId", donor_name AS "donorName",
  donor_email AS "donorEmail", donor_phone AS "donorPhone", language, day::int AS day, last_month AS "lastMonth",
  floor(extract(epoch FROM started_at) * 1000)::float8 AS "startedAt",
  floor(extract(epoch FROM last_reminded_at) * 1000)::float8 AS "lastRemindedAt",
  floor(extract(epoch FROM stopped_at) * 1000)::float8 AS "stoppedAt", stopped_by AS "stoppedBy", erased`;

/** Monthly givings, and which pledges each made. */
export function monthlyGiftsRepository(db: Queryable) {
  return {
    async insert(gift: NewMonthlyGift): Promise<MonthlyGiftRecord> {
      const rows = await db.query<MonthlyGiftRecord>(
        `INSERT INTO monthly_gifts (amount, currency, way, campaign_id, donor_name, donor_email, donor_phone, language, day, last_month)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [gift.amount, gift.currency, gift.way, gift.campaignId, gift.donorName, gift.donorEmail, gift.donorPhone, gift.language, gift.day, gift.lastMonth],
      );
      return rows[0]!;
    },

    async find(id: string): Promise<MonthlyGiftRecord | null> {
      const rows = await db.query<MonthlyGiftRecord>(`SELECT ${COLUMNS} FROM monthly_gifts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Ties a pledge to the monthly giving that made it. */
    async tiePledge(giftId: string, monthlyId: string): Promise<void> {
      await db.query(`UPDATE gifts SET monthly_gift_id = $2 WHERE id = $1`, [giftId, monthlyId]);
    },

    /** The monthly giving a pledge belongs to, or null. */
    async ofPledge(giftId: string): Promise<string | null> {
      const rows = await db.query<{ id: string | null }>(`SELECT monthly_gift_id AS id FROM gifts WHERE id = $1`, [giftId]);
      return rows[0]?.id ?? null;
    },

    /** The pledges a monthly giving made. */
    async pledgesOf(monthlyId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(`SELECT id FROM gifts WHERE monthly_gift_id = $1 ORDER BY seq`, [monthlyId]);
      return rows.map((row) => row.id);
    },

    /** How many monthly givings still run for a mailbox. */
    async activeFor(email: string): Promise<number> {
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM monthly_gifts WHERE donor_email = $1 AND stopped_at IS NULL`, [email]);
      return rows[0]?.n ?? 0;
    },

    /**
     * One running monthly giving whose reminder for `month` is due (its day, or the month's last
     * day for a later one, has come by `today`, the day of the month), its row locked until the
     * transaction ends and skipped by any other transaction holding it: call it in one. Those in
     * `skip` are left out (their run failed in this round). Null: none.
     */
    async claimDue(month: string, today: number, daysInMonth: number, skip: readonly string[] = []): Promise<MonthlyGiftRecord | null> {
      const rows = await db.query<MonthlyGiftRecord>(
        `SELECT ${COLUMNS} FROM monthly_gifts
         WHERE stopped_at IS NULL AND last_month < $1 AND least(day, $3) <= $2 AND NOT (id = ANY($4::text[]))
         ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [month, today, daysInMonth, skip],
      );
      return rows[0] ?? null;
    },

    /** Whether any running monthly giving's reminder for `month` is due (as claimDue, without claiming). */
    async anyDue(month: string, today: number, daysInMonth: number): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM monthly_gifts WHERE stopped_at IS NULL AND last_month < $1 AND least(day, $3) <= $2 LIMIT 1`, [month, today, daysInMonth]);
      return rows.length > 0;
    },

    /** Records `month`'s reminder as made, if no other made it first (answers whether this one did). */
    async markReminded(id: string, month: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE monthly_gifts SET last_month = $2, last_reminded_at = now() WHERE id = $1 AND last_month < $2 AND stopped_at IS NULL RETURNING id`,
        [id, month],
      );
      return rows.length > 0;
    },

    /** Stops a running monthly giving; null when it had stopped already (or is not there). */
    async stop(id: string, by: MonthlyStopper): Promise<MonthlyGiftRecord | null> {
      const rows = await db.query<MonthlyGiftRecord>(
        `UPDATE monthly_gifts SET stopped_at = now(), stopped_by = $2 WHERE id = $1 AND stopped_at IS NULL RETURNING ${COLUMNS}`,
        [id, by],
      );
      return rows[0] ?? null;
    },

    /** Stops it (when it runs) and replaces the donor's name, e-mail and phone by `erased`. */
    async eraseDonor(id: string, erased: string): Promise<void> {
      await db.query(
        `UPDATE monthly_gifts SET donor_name = $2, donor_email = $2, donor_phone = $2, erased = true,
           stopped_by = CASE WHEN stopped_at IS NULL THEN 'ERASED' ELSE stopped_by END, stopped_at = coalesce(stopped_at, now())
         WHERE id = $1`,
        [id, erased],
      );
    },

    /** A page of the monthly givings, the running ones first, the newest first. */
    async page(offset: number, limit: number): Promise<{ items: MonthlyGiftRecord[]; total: number }> {
      const [items, totals] = await Promise.all([
        db.query<MonthlyGiftRecord>(
          `SELECT ${COLUMNS} FROM monthly_gifts ORDER BY (stopped_at IS NULL) DESC, started_at DESC, seq DESC LIMIT $1 OFFSET $2`,
          [limit, offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM monthly_gifts`),
      ]);
      return { items, total: totals[0]?.n ?? 0 };
    },
  };
}

export type MonthlyGiftsRepository = ReturnType<typeof monthlyGiftsRepository>;
