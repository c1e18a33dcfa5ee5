import type { Queryable } from '../db/index.ts';
import type { Currency, GiftStatus, GiftWay } from '../../shared/giving.ts';

export type PaymentProvider = 'MTN_MOMO' | 'FLUTTERWAVE';
export type PaymentStatus = 'STARTING' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'UNDERPAID' | 'EXPIRED' | 'CANCELLED';
/** An attempt still waiting for the provider's word. */
export const OPEN_PAYMENT: readonly PaymentStatus[] = ['STARTING', 'PENDING'];

/** One attempt to pay a gift through a provider (migration 300). */
export interface PaymentRecord {
  id: string;
  giftId: string;
  provider: PaymentProvider;
  providerRef: string;
  payer: string;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  reason: string;
  providerTransactionId: string;
  paidAmount: string;
  paidCurrency: string;
  origin: string;
  createdAt: number;
  checks: number;
  deadlineAt: number;
}

/** What a payment step needs of its gift. */
export interface PayableGift {
  id: string;
  reference: string;
  status: GiftStatus;
  amount: number;
  currency: Currency;
  way: GiftWay;
  payTokenHash: string;
  receiptNumber: string | null;
  donorEmail: string;
  donorName: string;
  language: string;
}

const PAYMENT_COLUMNS = `id, gift_id AS "giftId", provider, provider_ref AS "providerRef", payer, amount::float8 AS amount, currency, status, reason,
  provider_transaction_id AS "providerTransactionId", paid_amount AS "paidAmount", paid_currency AS "paidCurrency", origin,
  floor(extract(epoch FROM created_at) * 1000)::float8 AS "createdAt", checks, floor(extract(epoch FROM deadline_at) * 1000)::float8 AS "deadlineAt"`;

const PAYABLE_COLUMNS = `id, reference, status, amount::float8 AS amount, currency, way, pay_token_hash AS "payTokenHash", receipt_number AS "receiptNumber",
  donor_email AS "donorEmail", donor_name AS "donorName", language`;

/** Attempts to pay gifts online, and what of a gift they read and write. */
export function giftPaymentsRepository(db: Queryable) {
  return {
    async setPayToken(giftId: string, hash: string): Promise<void> {
      await db.query(`UPDATE gifts SET pay_token_hash = $2 WHERE id = $1`, [giftId, hash]);
    },

    async payableByReference(reference: string): Promise<PayableGift | null> {
      const rows = await db.query<PayableGift>(`SELECT ${PAYABLE_COLUMNS} FROM gifts WHERE reference = $1`, [reference]);
      return rows[0] ?? null;
    },

    async payable(id: string): Promise<PayableGift | null> {
      const rows = await db.query<PayableGift>(`SELECT ${PAYABLE_COLUMNS} FROM gifts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Which provider paid a gift received online. */
    async setPaidOnline(giftId: string, provider: PaymentProvider): Promise<void> {
      await db.query(`UPDATE gifts SET paid_online = $2 WHERE id = $1`, [giftId, provider]);
    },

    /**
     * A new attempt, claimed for `leaseMs` by the process about to make its request to the provider:
     * no check asks about it before that request has ended (`later` or `settle` give the claim up),
     * or before the lease runs out if that process dies meanwhile.
     */
    async insert(payment: { giftId: string; provider: PaymentProvider; providerRef: string; payer: string; amount: number; currency: Currency; origin: string; firstCheckMs: number; deadlineMs: number; leaseMs: number }): Promise<PaymentRecord> {
      const rows = await db.query<PaymentRecord>(
        `INSERT INTO gift_payments (gift_id, provider, provider_ref, payer, amount, currency, origin, next_check_at, deadline_at, claimed_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::float8 / 1000), now() + make_interval(secs => $9::float8 / 1000),
           now() + make_interval(secs => $10::float8 / 1000))
         RETURNING ${PAYMENT_COLUMNS}`,
        [payment.giftId, payment.provider, payment.providerRef, payment.payer, payment.amount, payment.currency, payment.origin, payment.firstCheckMs, payment.deadlineMs, payment.leaseMs],
      );
      return rows[0]!;
    },

    async byRef(providerRef: string): Promise<PaymentRecord | null> {
      const rows = await db.query<PaymentRecord>(`SELECT ${PAYMENT_COLUMNS} FROM gift_payments WHERE provider_ref = $1`, [providerRef]);
      return rows[0] ?? null;
    },

    /** The gift's attempts, newest first. */
    async ofGift(giftId: string, limit = 20): Promise<PaymentRecord[]> {
      return db.query<PaymentRecord>(`SELECT ${PAYMENT_COLUMNS} FROM gift_payments WHERE gift_id = $1 ORDER BY seq DESC LIMIT $2`, [giftId, limit]);
    },

    /** The gift's attempts made since `sinceMs` ago (any status). */
    async countRecent(giftId: string, sinceMs: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM gift_payments WHERE gift_id = $1 AND created_at > now() - make_interval(secs => $2::float8 / 1000)`,
        [giftId, sinceMs],
      );
      return rows[0]!.n;
    },

    /**
     * Claims one open attempt for `leaseMs`: the one named, or the one due longest that is not in
     * `skip` (checked already in this round). A row another process holds is skipped, so each is
     * checked by one process at a time; a process that dies mid-check loses its claim when the lease
     * runs out. Null: none.
     */
    async claim(leaseMs: number, which: { providerRef: string } | { skip: readonly string[] }): Promise<PaymentRecord | null> {
      const named = 'providerRef' in which;
      const rows = await db.query<PaymentRecord>(
        `UPDATE gift_payments SET claimed_until = now() + make_interval(secs => $1::float8 / 1000), checks = checks + 1
         WHERE id = (
           SELECT id FROM gift_payments
           WHERE status IN ('STARTING', 'PENDING') AND (claimed_until IS NULL OR claimed_until < now())
             AND ${named ? 'provider_ref = $2' : 'next_check_at <= now() AND NOT (id = ANY($2::text[]))'}
           ORDER BY next_check_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${PAYMENT_COLUMNS}`,
        [leaseMs, named ? which.providerRef : which.skip],
      );
      return rows[0] ?? null;
    },

    /** A hint: the attempt is checked at once, unless it was checked in the last `spacingMs`. */
    async hurry(providerRef: string, spacingMs: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE gift_payments SET next_check_at = now()
         WHERE provider_ref = $1 AND status IN ('STARTING', 'PENDING') AND updated_at < now() - make_interval(secs => $2::float8 / 1000)
         RETURNING id`,
        [providerRef, spacingMs],
      );
      return rows.length > 0;
    },

    /** Still open: checked again in `afterMs` (the claim given up). */
    async later(id: string, afterMs: number, status: 'STARTING' | 'PENDING' = 'PENDING'): Promise<void> {
      await db.query(
        `UPDATE gift_payments SET status = $3, claimed_until = NULL, updated_at = now(), next_check_at = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id = $1 AND status IN ('STARTING', 'PENDING')`,
        [id, afterMs, status],
      );
    },

    /** The attempt's end; only an open one ends (the first word wins), answered when it did. */
    async settle(id: string, outcome: { status: Exclude<PaymentStatus, 'STARTING' | 'PENDING'>; reason?: string; providerTransactionId?: string; paidAmount?: string; paidCurrency?: string }): Promise<PaymentRecord | null> {
      const rows = await db.query<PaymentRecord>(
        `UPDATE gift_payments SET status = $2, reason = $3, provider_transaction_id = $4, paid_amount = $5, paid_currency = $6, claimed_until = NULL, updated_at = now()
         WHERE id = $1 AND status IN ('STARTING', 'PENDING') RETURNING ${PAYMENT_COLUMNS}`,
        [id, outcome.status, outcome.reason ?? '', outcome.providerTransactionId ?? '', outcome.paidAmount ?? '', outcome.paidCurrency ?? ''],
      );
      return rows[0] ?? null;
    },

    /** A donor erased: the payer's number goes too. */
    async erasePayer(giftId: string, erased: string): Promise<void> {
      await db.query(`UPDATE gift_payments SET payer = $2, provider_transaction_id = CASE WHEN provider_transaction_id = '' THEN '' ELSE $2 END WHERE gift_id = $1`, [giftId, erased]);
    },
  };
}

export type GiftPaymentsRepository = ReturnType<typeof giftPaymentsRepository>;
