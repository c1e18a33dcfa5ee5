import type { Queryable } from '../db/index.ts';
import type { CampaignFields, Currency, GiftStatus, GiftWay } from '../../shared/giving.ts';
import { likePattern } from '../db/tablePage.ts';

/** A gift as it is written first. */
export interface NewGift {
  reference: string;
  amount: number;
  currency: Currency;
  way: GiftWay;
  campaignId: string | null;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  language: string;
}

/** Where a pledge's visit came from and the page it began on, as checked (server/insights/arrival.ts). */
export interface GiftArrival {
  source: string;
  path: string;
}

/** A gift as staff see it (migration 210). Dates: pledged as epoch ms, received as YYYY-MM-DD. */
export interface GiftRecord extends NewGift {
  id: string;
  status: GiftStatus;
  pledgedAt: number;
  receivedRwf: number | null;
  receivedOn: string | null;
  transactionId: string;
  receiptNumber: string | null;
  erased: boolean;
}

export interface Receipt {
  receivedRwf: number;
  receivedOn: string;
  transactionId: string;
  receiptNumber: string;
}

/**
 * Which gifts a table or an export shows: each part optional; `search` finds a reference or a name,
 * and an e-mail or phone too with `searchContacts` (asked only of someone shown those details).
 */
export interface GiftFilter {
  status?: GiftStatus | null;
  way?: GiftWay | null;
  campaignId?: string | null;
  search?: string | null;
  searchContacts?: boolean;
}

/** A campaign as stored: its fields (shared/giving.ts) and its id. */
export interface CampaignRecord extends CampaignFields {
  id: string;
}

const GIFT_COLUMNS = `id, reference, status, amount::float8 AS amount, currency, way, campaign_id AS "campaignId",
  donor_name AS "donorName", donor_email AS "donorEmail", donor_phone AS "donorPhone", language,
  floor(extract(epoch FROM pledged_at) * 1000)::float8 AS "pledgedAt", received_rwf::float8 AS "receivedRwf",
  to_char(received_on, 'YYYY-MM-DD') AS "receivedOn", transaction_id AS "transactionId",
  receipt_number AS "receiptNumber", erased`;

const CAMPAIGN_COLUMNS = `id, title, description, goal_rwf::float8 AS "goalRwf",
  to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"`;

/** The WHERE of a filter, its parameters numbered from `first`. */
function filtered(filter: GiftFilter, first = 1): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${first + params.length - 1}`));
  };
  if (filter.status) add((n) => `status = ${n}`, filter.status);
  if (filter.way) add((n) => `way = ${n}`, filter.way);
  if (filter.campaignId) add((n) => `campaign_id = ${n}`, filter.campaignId);
  const search = filter.search?.trim();
  if (search && filter.searchContacts) add((n) => `(reference ILIKE ${n} OR donor_name ILIKE ${n} OR donor_email ILIKE ${n} OR donor_phone ILIKE ${n})`, likePattern(search));
  else if (search) add((n) => `(reference ILIKE ${n} OR donor_name ILIKE ${n})`, likePattern(search));
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function giftsRepository(db: Queryable) {
  return {
    /** The new pledge; null when its reference is taken already (the caller draws another). */
    async insertPledge(gift: NewGift, arrival: GiftArrival = { source: '', path: '' }): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(
        `INSERT INTO gifts (reference, amount, currency, way, campaign_id, donor_name, donor_email, donor_phone, language, arrival_source, arrival_path)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (reference) DO NOTHING RETURNING ${GIFT_COLUMNS}`,
        [gift.reference, gift.amount, gift.currency, gift.way, gift.campaignId, gift.donorName, gift.donorEmail, gift.donorPhone, gift.language, arrival.source, arrival.path],
      );
      return rows[0] ?? null;
    },

    /** The gift, its row locked until the transaction ends (call it in one). */
    async findForUpdate(id: string): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(`SELECT ${GIFT_COLUMNS} FROM gifts WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0] ?? null;
    },

    async find(id: string): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(`SELECT ${GIFT_COLUMNS} FROM gifts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /**
     * The next receipt number of `year`: the year's row stays locked until the caller's
     * transaction ends, so no two gifts take one number, and a rolled-back gift gives it back.
     */
    async nextReceiptSeq(year: number): Promise<number> {
      const rows = await db.query<{ last: number }>(
        `INSERT INTO receipt_numbers (year, last) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last = receipt_numbers.last + 1 RETURNING last`,
        [year],
      );
      return rows[0]!.last;
    },

    /** Marks a gift in one of the statuses `from` received with its receipt; null when it is in none (any more). */
    async markReceived(id: string, receipt: Receipt, from: readonly GiftStatus[]): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(
        `UPDATE gifts SET status = 'RECEIVED', received_rwf = $2, received_on = $3, transaction_id = $4, receipt_number = $5
         WHERE id = $1 AND status = ANY($6::text[]) RETURNING ${GIFT_COLUMNS}`,
        [id, receipt.receivedRwf, receipt.receivedOn, receipt.transactionId, receipt.receiptNumber, from],
      );
      return rows[0] ?? null;
    },

    /** A gift that came without a pledge, received at once; null when its reference is taken. */
    async insertReceived(gift: NewGift, receipt: Receipt): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(
        `INSERT INTO gifts (reference, amount, currency, way, campaign_id, donor_name, donor_email, donor_phone, language,
           status, received_rwf, received_on, transaction_id, receipt_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'RECEIVED', $10, $11, $12, $13)
         ON CONFLICT (reference) DO NOTHING RETURNING ${GIFT_COLUMNS}`,
        [
          gift.reference, gift.amount, gift.currency, gift.way, gift.campaignId, gift.donorName, gift.donorEmail, gift.donorPhone, gift.language,
          receipt.receivedRwf, receipt.receivedOn, receipt.transactionId, receipt.receiptNumber,
        ],
      );
      return rows[0] ?? null;
    },

    /** Cancels a gift in one of the statuses `from`; null when it is in none (any more). */
    async cancel(id: string, from: readonly GiftStatus[]): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(`UPDATE gifts SET status = 'CANCELLED' WHERE id = $1 AND status = ANY($2::text[]) RETURNING ${GIFT_COLUMNS}`, [id, from]);
      return rows[0] ?? null;
    },

    /**
     * Replaces the donor's name, e-mail, phone and the payment's transaction id (when there is one)
     * by `erased`, and forgets where their visit came from; amounts, dates and receipt stay.
     */
    async eraseDonor(id: string, erased: string): Promise<GiftRecord | null> {
      const rows = await db.query<GiftRecord>(
        `UPDATE gifts SET donor_name = $2, donor_email = $2, donor_phone = $2,
           transaction_id = CASE WHEN transaction_id = '' THEN '' ELSE $2 END, arrival_source = '', arrival_path = '', erased = true
         WHERE id = $1 RETURNING ${GIFT_COLUMNS}`,
        [id, erased],
      );
      return rows[0] ?? null;
    },

    /** A page of the gifts the filter finds, newest first, and how many it finds in all. */
    async page(filter: GiftFilter, offset: number, limit: number): Promise<{ items: GiftRecord[]; total: number }> {
      const { where, params } = filtered(filter);
      const [items, totals] = await Promise.all([
        db.query<GiftRecord>(
          `SELECT ${GIFT_COLUMNS} FROM gifts ${where} ORDER BY pledged_at DESC, seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM gifts ${where}`, params),
      ]);
      return { items, total: totals[0]?.n ?? 0 };
    },

    /** Every gift the filter finds, newest first (the export). */
    async all(filter: GiftFilter): Promise<GiftRecord[]> {
      const { where, params } = filtered(filter);
      return db.query<GiftRecord>(`SELECT ${GIFT_COLUMNS} FROM gifts ${where} ORDER BY pledged_at DESC, seq DESC`, params);
    },

    /** RWF received from `from` to `to` (YYYY-MM-DD, both included). */
    async receivedBetween(from: string, to: string): Promise<number> {
      const rows = await db.query<{ total: number }>(
        `SELECT COALESCE(sum(received_rwf), 0)::float8 AS total FROM gifts WHERE status = 'RECEIVED' AND received_on BETWEEN $1 AND $2`,
        [from, to],
      );
      return rows[0]?.total ?? 0;
    },

    /** RWF received and gifts counted per campaign. */
    async campaignTotals(): Promise<{ campaignId: string; receivedRwf: number; gifts: number }[]> {
      return db.query(
        `SELECT campaign_id AS "campaignId", sum(received_rwf)::float8 AS "receivedRwf", count(*)::int AS gifts
         FROM gifts WHERE status = 'RECEIVED' AND campaign_id IS NOT NULL GROUP BY campaign_id`,
      );
    },

    async insertCampaign(fields: CampaignFields): Promise<CampaignRecord> {
      const rows = await db.query<CampaignRecord>(
        `INSERT INTO campaigns (title, description, goal_rwf, starts_on, ends_on) VALUES ($1, $2, $3, $4, $5) RETURNING ${CAMPAIGN_COLUMNS}`,
        [JSON.stringify(fields.title), JSON.stringify(fields.description), fields.goalRwf, fields.startsOn, fields.endsOn],
      );
      return rows[0]!;
    },

    async updateCampaign(id: string, fields: CampaignFields): Promise<CampaignRecord | null> {
      const rows = await db.query<CampaignRecord>(
        `UPDATE campaigns SET title = $2, description = $3, goal_rwf = $4, starts_on = $5, ends_on = $6 WHERE id = $1 RETURNING ${CAMPAIGN_COLUMNS}`,
        [id, JSON.stringify(fields.title), JSON.stringify(fields.description), fields.goalRwf, fields.startsOn, fields.endsOn],
      );
      return rows[0] ?? null;
    },

    async campaign(id: string): Promise<CampaignRecord | null> {
      const rows = await db.query<CampaignRecord>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Every campaign, the latest to start first. */
    async campaigns(): Promise<CampaignRecord[]> {
      return db.query<CampaignRecord>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns ORDER BY starts_on DESC, seq DESC`);
    },

    /** The campaigns open on `day` (YYYY-MM-DD). */
    async openCampaigns(day: string): Promise<CampaignRecord[]> {
      return db.query<CampaignRecord>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE starts_on <= $1 AND ends_on >= $1 ORDER BY ends_on, seq`, [day]);
    },
  };
}

export type GiftsRepository = ReturnType<typeof giftsRepository>;
