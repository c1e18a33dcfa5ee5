import type { Queryable } from '../db/index.ts';
import { ERASED_RECIPIENT } from '../mail/outbox.ts';

export type BounceType = 'permanent' | 'temporary' | 'complaint';

/** A sent outbox message a bounce or complaint names: whom it went to and what it was. */
export interface SentMessage {
  id: string;
  kind: string;
  /** Lower case. */
  recipient: string;
  subscriberId: string | null;
  sendId: string | null;
  giftId: string | null;
}

export interface NewBounce {
  key: string;
  source: 'mailbox' | 'webhook';
  type: BounceType;
  message: SentMessage;
  reason: string;
}

/** What the admin is shown of the latest mail that came back: its type, the e-mail's kind, the reason and when (ms). */
export interface BounceSummary {
  type: BounceType;
  email: string;
  reason: string;
  at: number;
}

/** Temporary failures within this many days (since staff last mailed them again) count towards BOUNCED. */
export const TEMPORARY_WINDOW_DAYS = 30;

const SUMMARY = `type, email_kind AS email, reason, floor(extract(epoch FROM at) * 1000)::float8 AS at`;

const summary = (rows: BounceSummary[]): BounceSummary | null => (rows[0] ? { ...rows[0], at: Number(rows[0].at) } : null);

/** mail_events (bounces and complaints tied to a sent message) and mail_event_requests (the webhook's signatures seen). */
export function bouncesRepository(db: Queryable) {
  return {
    /** Whether an event with this key was recorded already. */
    async seen(key: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM mail_events WHERE event_key = $1', [key])).length > 0;
    },

    /**
     * The outbox message `id` when it was sent and still has its recipient (not erased, not yet
     * forgotten), locked for the transaction: events about one message are taken one at a time.
     */
    async sentMessage(id: string): Promise<SentMessage | null> {
      const rows = await db.query<SentMessage>(
        `SELECT id::text AS id, kind, lower(recipient) AS recipient, subscriber_id AS "subscriberId", send_id AS "sendId", gift_id AS "giftId"
         FROM mail_outbox WHERE id = $1::bigint AND status = 'sent' AND recipient <> '${ERASED_RECIPIENT}' FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Records an event; false when one with its key is there already (nothing written). */
    async insert(event: NewBounce): Promise<boolean> {
      const { message } = event;
      const rows = await db.query(
        `INSERT INTO mail_events (event_key, source, type, outbox_id, email_kind, recipient, subscriber_id, send_id, gift_id, reason)
         VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (event_key) DO NOTHING RETURNING id`,
        [event.key, event.source, event.type, message.id, message.kind, message.recipient, message.subscriberId, message.sendId, message.giftId, event.reason],
      );
      return rows.length > 0;
    },

    /** How many events of `type` the outbox message has (the one just recorded included). */
    async countFor(outboxId: string, type: BounceType): Promise<number> {
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_events WHERE outbox_id = $1::bigint AND type = $2`, [outboxId, type]);
      return rows[0]!.n;
    },

    /** The subscriber's temporary failures within TEMPORARY_WINDOW_DAYS and since staff last mailed them again. */
    async recentTemporary(subscriberId: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_events e
         WHERE e.subscriber_id = $1 AND e.type = 'temporary' AND e.at > now() - make_interval(days => $2::int)
           AND e.at > coalesce((SELECT mail_again_at FROM subscribers WHERE id = $1), '-infinity'::timestamptz)`,
        [subscriberId, TEMPORARY_WINDOW_DAYS],
      );
      return rows[0]!.n;
    },

    /**
     * The latest pledge or receipt e-mail of the gift that came back for good or was reported as
     * spam (a temporary failure is the receiver's to retry: it did not bounce yet).
     */
    async latestForGift(giftId: string): Promise<BounceSummary | null> {
      return summary(
        await db.query<BounceSummary>(`SELECT ${SUMMARY} FROM mail_events WHERE gift_id = $1 AND type <> 'temporary' ORDER BY at DESC, id DESC LIMIT 1`, [giftId]),
      );
    },

    /** The latest e-mail of `kinds` to `address` that came back for good or was reported as spam, at `since` (ms) or later. */
    async latestTo(address: string, kinds: readonly string[], since = 0): Promise<BounceSummary | null> {
      return summary(
        await db.query<BounceSummary>(
          `SELECT ${SUMMARY} FROM mail_events WHERE recipient = $1 AND email_kind = ANY($2::text[]) AND type <> 'temporary' AND at >= to_timestamp($3::float8 / 1000)
           ORDER BY at DESC, id DESC LIMIT 1`,
          [address.toLowerCase(), kinds, since],
        ),
      );
    },

    /** Erasure: the events of a subscription (its id, or its e-mails to its address of `kinds`). */
    async eraseSubscriber(id: string, address: string, kinds: readonly string[]): Promise<number> {
      const rows = await db.query(
        `DELETE FROM mail_events WHERE subscriber_id = $1 OR (recipient = $2 AND email_kind = ANY($3::text[])) RETURNING id`,
        [id, address.toLowerCase(), kinds],
      );
      return rows.length;
    },

    /** The sweep of unconfirmed subscriptions: the events of each (its id, or its e-mails of `kinds` to its address). */
    async eraseSubscribers(subscriptions: { id: string; address: string }[], kinds: readonly string[]): Promise<number> {
      if (subscriptions.length === 0) return 0;
      const rows = await db.query(
        `DELETE FROM mail_events WHERE subscriber_id = ANY($1::text[]) OR (recipient = ANY($2::text[]) AND email_kind = ANY($3::text[])) RETURNING id`,
        [subscriptions.map((one) => one.id), subscriptions.map((one) => one.address.toLowerCase()), kinds],
      );
      return rows.length;
    },

    /** Erasure: the events of a gift's e-mails. */
    async eraseGift(giftId: string): Promise<number> {
      return (await db.query('DELETE FROM mail_events WHERE gift_id = $1 RETURNING id', [giftId])).length;
    },

    /** Erasure: the events of e-mails of `kinds` to a staff member's address. */
    async eraseTo(address: string, kinds: readonly string[]): Promise<number> {
      const rows = await db.query('DELETE FROM mail_events WHERE recipient = $1 AND email_kind = ANY($2::text[]) RETURNING id', [address.toLowerCase(), kinds]);
      return rows.length;
    },

    /** Deletes up to `batch` events older than `days`; answers how many. */
    async deleteOlderThan(days: number, batch: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM mail_events WHERE id IN (
           SELECT id FROM mail_events WHERE at < now() - make_interval(days => $1::int) ORDER BY id LIMIT $2)
         RETURNING id`,
        [days, batch],
      );
      return rows.length;
    },

    /** Keeps a webhook request's signature; false when it was seen already (a replay). */
    async rememberRequest(signature: string): Promise<boolean> {
      const rows = await db.query('INSERT INTO mail_event_requests (signature) VALUES ($1) ON CONFLICT (signature) DO NOTHING RETURNING signature', [signature]);
      return rows.length > 0;
    },

    /** Forgets the signatures seen more than `minutes` ago (past the tolerance, a replay fails on its time). */
    async forgetRequests(minutes: number): Promise<number> {
      const rows = await db.query('DELETE FROM mail_event_requests WHERE at < now() - make_interval(mins => $1::int) RETURNING signature', [minutes]);
      return rows.length;
    },
  };
}

export type BouncesRepository = ReturnType<typeof bouncesRepository>;
