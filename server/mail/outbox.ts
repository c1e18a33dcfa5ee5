import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { escapeHtml } from '../core/text.ts';

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
  /** A pledge's instructions and its receipt name their gift (a bounce of them shows on it). */
  giftId?: string;
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

/** What replaces an erased recipient. */
export const ERASED_RECIPIENT = 'erased';

/**
 * Whose e-mails an erasure takes, each by what ties them to that person and that consent alone:
 * a gift's instructions and receipt (to the donor's address, carrying the gift's reference: the
 * donor's other gifts keep theirs); a subscription's confirmation, welcome and newsletters (its
 * id, or to its address); a staff member's own account mail and the staff notices sent to them.
 * The same address as a donor, a subscriber and a staff member is three consents: each erasure
 * takes only its own.
 */
export type MailOwner =
  | { gift: { recipient: string; reference: string } }
  | { subscribers: { id: string; address: string }[] }
  | { staff: { address: string } };

const SUBSCRIBER_KINDS = ['confirm', 'welcome', 'newsletter'];
const STAFF_KINDS = ['invitation', 'password_reset', 'security_notice', 'contact_notice', 'subscriber_notice'];

function ownedBy(owner: MailOwner): { where: string; params: unknown[] } {
  if ('gift' in owner) {
    return {
      where: `kind IN ('pledge', 'receipt') AND recipient = $1 AND (strpos(subject, $2) > 0 OR strpos(text_body, $2) > 0)`,
      params: [owner.gift.recipient, owner.gift.reference],
    };
  }
  if ('subscribers' in owner) {
    return {
      where: `kind = ANY($3::text[]) AND (subscriber_id = ANY($1::text[]) OR lower(recipient) = ANY($2::text[]))`,
      params: [owner.subscribers.map((one) => one.id), owner.subscribers.map((one) => one.address.toLowerCase()), SUBSCRIBER_KINDS],
    };
  }
  return { where: `kind = ANY($2::text[]) AND lower(recipient) = $1`, params: [owner.staff.address.toLowerCase(), STAFF_KINDS] };
}

const literal = (text: string) => text.replace(/[.*+?^$\\{}()|[\]\\]/g, (char) => `\\${char}`);
/** A text as a regular expression finds it written in a text or an HTML body. */
const forms = (text: string) => [...new Set([text, escapeHtml(text)])].map(literal);

/**
 * A regular expression (PostgreSQL's) finding each address, and each name as a whole word, as
 * written in a text or an HTML body.
 */
function mentionPattern(mentions: { addresses: string[]; names: string[] }): string {
  return [...mentions.addresses.flatMap(forms), ...mentions.names.flatMap(forms).map((name) => `\\m${name}\\M`)].join('|');
}

/**
 * One finding each quote where it ends (not followed by a letter, digit or dot, so a client
 * address is not taken from inside a longer one), the longest first; '' for none.
 */
function quotePattern(quotes: string[]): string {
  const all = [...new Set(quotes.filter(Boolean).flatMap(forms))].sort((a, b) => b.length - a.length);
  return all.length === 0 ? '' : `(?:${all.join('|')})(?![[:alnum:].])`;
}

/** The outbox table: every e-mail is a row here before it is sent. */
export function outboxRepository(db: Queryable) {
  return {
    /** Run in the transaction of what causes the messages. */
    async enqueue(messages: OutgoingMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await db.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, html, text_body, reply_to, subscriber_id, gift_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        [
          messages.map((m) => m.kind),
          messages.map((m) => m.recipient),
          messages.map((m) => m.subject),
          messages.map((m) => m.html),
          messages.map((m) => m.text),
          messages.map((m) => m.replyTo ?? null),
          messages.map((m) => m.subscriberId ?? null),
          messages.map((m) => m.giftId ?? null),
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

    /**
     * Whether a claimed message may go out now: still queued, and still under the claim that
     * counted `attempts` (an erasure, or another process's claim after the lease ran out, voids
     * it). Asked just before each message is handed to the mail server.
     */
    async stillClaimed(id: string, attempts: number): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM mail_outbox WHERE id = $1 AND status = 'queued' AND attempts = $2`, [id, attempts]);
      return rows.length > 0;
    },

    /**
     * Erases `owner`'s e-mails (run in the erasure's transaction): those still queued are cancelled
     * (skipped), and every one keeps no recipient, subject, bodies, reply-to or error text. A
     * worker holding one of them finds its claim void before sending (stillClaimed). Answers how
     * many were cancelled and how many erased in all.
     */
    async eraseMailOf(owner: MailOwner): Promise<{ cancelled: number; erased: number }> {
      const { where, params } = ownedBy(owner);
      const rows = await db.query<{ cancelled: number; erased: number }>(
        `WITH owned AS (
           SELECT id, status = 'queued' AS queued FROM mail_outbox WHERE ${where} ORDER BY id FOR UPDATE
         ), erased AS (
           UPDATE mail_outbox o SET
             status = CASE WHEN o.status = 'queued' THEN 'skipped' ELSE o.status END,
             finished_at = coalesce(o.finished_at, now()), locked_until = NULL,
             recipient = '${ERASED_RECIPIENT}',
             subject = CASE WHEN o.subject IS NULL THEN NULL ELSE '' END,
             html = CASE WHEN o.html IS NULL THEN NULL ELSE '' END,
             text_body = CASE WHEN o.text_body IS NULL THEN NULL ELSE '' END,
             reply_to = NULL, last_error = NULL
           FROM owned WHERE o.id = owned.id
           RETURNING owned.queued
         )
         SELECT count(*) FILTER (WHERE queued)::int AS cancelled, count(*)::int AS erased FROM erased`,
        params,
      );
      return rows[0] ?? { cancelled: 0, erased: 0 };
    },

    /**
     * Replaces each address and name (in any case, as text or HTML-escaped) by 'erased' in the
     * subject and bodies of the e-mails of `kinds` that mention one: a staff notice naming a
     * subscriber, an invitation naming who sent it, a notice naming who made a change. In those
     * e-mails alone, each of `quotes` goes too: what else they quote of the person (the browser
     * and client address a payment notice gives for who made the change), which in any other
     * e-mail may be someone else's. A queued one still goes out, without them: its claim, if a
     * worker holds one, is void (stillClaimed) and it is due again. Answers how many were changed.
     */
    async eraseMentions(mentions: { addresses: string[]; names: string[]; quotes?: string[] }, kinds: OutboxKind[]): Promise<number> {
      const pattern = mentionPattern(mentions);
      if (pattern === '') return 0;
      const quoted = quotePattern(mentions.quotes ?? []);
      const erased = (column: string) =>
        `regexp_replace(${quoted ? `regexp_replace(${column}, $3, '${ERASED_RECIPIENT}', 'gi')` : column}, $1, '${ERASED_RECIPIENT}', 'gi')`;
      const rows = await db.query(
        `UPDATE mail_outbox SET
           subject = ${erased('subject')},
           html = ${erased('html')},
           text_body = ${erased('text_body')},
           attempts = attempts + CASE WHEN status = 'queued' THEN 1 ELSE 0 END,
           locked_until = CASE WHEN status = 'queued' THEN NULL ELSE locked_until END
         WHERE kind = ANY($2::text[]) AND (subject ~* $1 OR html ~* $1 OR text_body ~* $1)
         RETURNING id`,
        quoted ? [pattern, kinds, quoted] : [pattern, kinds],
      );
      return rows.length;
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
