import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/i18n/languages.ts';

export type OutboxKind = 'confirm' | 'welcome' | 'contact_notice' | 'subscriber_notice' | 'invitation' | 'password_reset' | 'security_notice' | 'pledge' | 'receipt';

/** A message rendered when it is queued. */
export interface OutgoingMessage {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  subscriberId?: string;
}

/** A claimed row, ready to send: newsletter rows carry their send's subject and bodies. */
export interface ClaimedMessage {
  id: string;
  kind: OutboxKind | 'newsletter';
  recipient: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  sendId: string | null;
  subscriberId: string | null;
  /** Milliseconds since the message was queued. */
  ageMs: number;
  /** False for a newsletter whose subscriber is no longer ACTIVE: it is not sent. */
  recipientActive: boolean;
  attempts: number;
  /** The subscriber's language and language version now (null without a subscriber): a newsletter is sent in that language. */
  language: Language | null;
  languageVersion: number | null;
}

/** The outbox table: every e-mail is a row here before it is sent. */
export function outboxRepository(db: Queryable) {
  return {
    /** Run in the transaction of what causes the messages. */
    async enqueue(messages: OutgoingMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await db.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, html, text_body, reply_to, subscriber_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
        [
          messages.map((m) => m.kind),
          messages.map((m) => m.recipient),
          messages.map((m) => m.subject),
          messages.map((m) => m.html),
          messages.map((m) => m.text),
          messages.map((m) => m.replyTo ?? null),
          messages.map((m) => m.subscriberId ?? null),
        ],
      );
    },

    /**
     * Claims up to `limit` due messages for `leaseMs`. Rows another process holds are skipped, so
     * each message is sent by one process; a claim that is never settled (a crash) lapses after the
     * lease and the message is due again.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      return db.query<ClaimedMessage>(
        `WITH due AS (
           SELECT id FROM mail_outbox
           WHERE status = 'queued' AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
           ORDER BY run_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE mail_outbox o SET locked_until = now() + make_interval(secs => $2::float8 / 1000),
             attempts = o.attempts + 1
           FROM due WHERE o.id = due.id
           RETURNING o.*
         )
         SELECT c.id::text AS id, c.kind, c.recipient,
           coalesce(c.subject, v.subject, s.subject) AS subject, coalesce(c.html, v.html, s.html) AS html,
           coalesce(c.text_body, v.text_body, s.text_body) AS text, c.reply_to AS "replyTo", c.send_id AS "sendId",
           c.subscriber_id AS "subscriberId", c.attempts,
           (extract(epoch FROM now() - c.created_at) * 1000)::float8 AS "ageMs",
           (c.send_id IS NULL OR coalesce(sub.status = 'ACTIVE', false)) AS "recipientActive",
           sub.language, sub.language_version AS "languageVersion"
         FROM claimed c LEFT JOIN newsletter_sends s ON s.id = c.send_id
           LEFT JOIN subscribers sub ON sub.id = c.subscriber_id
           -- A newsletter in the subscriber's language when the send has that version (English is the send's own).
           LEFT JOIN newsletter_send_versions v ON v.send_id = c.send_id AND v.language = sub.language
         ORDER BY c.run_at, c.id`,
        [limit, leaseMs],
      );
    },

    /** Holds the claims of messages still being sent (or sent and not yet recorded) for another `leaseMs`. */
    async extendClaims(ids: string[], leaseMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id = ANY($1::bigint[]) AND status = 'queued'`,
        [ids, leaseMs],
      );
    },

    /** Sent, several at once: a newsletter also records the post's category on its subscriber. */
    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `WITH done AS (
           UPDATE mail_outbox SET status = 'sent', finished_at = now(), locked_until = NULL, last_error = NULL
           WHERE id = ANY($1::bigint[]) RETURNING send_id, subscriber_id
         )
         UPDATE subscribers SET last_category_sent = s.category
         FROM done JOIN newsletter_sends s ON s.id = done.send_id WHERE subscribers.id = done.subscriber_id`,
        [ids],
      );
    },

    async markSkipped(id: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = 'skipped', finished_at = now(), locked_until = NULL WHERE id = $1`,
        [id],
      );
    },

    async markFailed(id: string, reason: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = 'failed', finished_at = now(), locked_until = NULL, last_error = $2 WHERE id = $1`,
        [id, reason],
      );
    },

    async retryLater(id: string, delayMs: number, reason: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET run_at = now() + make_interval(secs => $2::float8 / 1000), locked_until = NULL,
           last_error = $3 WHERE id = $1`,
        [id, delayMs, reason],
      );
    },

    /**
     * Deletes up to `batch` sent, failed and skipped e-mails settled more than `days` ago, first
     * adding them to their newsletter send's counts (which come from these rows); answers how many.
     */
    async deleteSettled(days: number, batch: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM mail_outbox WHERE id IN (
             SELECT id FROM mail_outbox
             WHERE status <> 'queued' AND finished_at < now() - make_interval(days => $1::int)
             ORDER BY id LIMIT $2)
           RETURNING send_id, status, finished_at
         ), counted AS (
           UPDATE newsletter_sends s SET
             pruned_sent = s.pruned_sent + c.sent,
             pruned_failed = s.pruned_failed + c.failed,
             pruned_settled = s.pruned_settled + c.settled,
             pruned_finished_at = greatest(s.pruned_finished_at, c.finished)
           FROM (
             SELECT send_id, count(*) FILTER (WHERE status = 'sent')::int AS sent,
               count(*) FILTER (WHERE status = 'failed')::int AS failed,
               count(*)::int AS settled, max(finished_at) AS finished
             FROM gone WHERE send_id IS NOT NULL GROUP BY send_id
           ) c
           WHERE s.id = c.send_id
           RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM gone) AS n, (SELECT count(*) FROM counted) AS sends`,
        [days, batch],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
