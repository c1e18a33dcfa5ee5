import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/i18n/languages.ts';

export type NewsletterStatus = 'QUEUED' | 'SENDING' | 'DONE';

export interface NewsletterSendRecord {
  id: string;
  post_id: string;
  title: string;
  status: NewsletterStatus;
  total: number;
  sent: number;
  failed: number;
  date_queued: number;
  date_finished: number | null;
  /** Recipients it reached who unsubscribed within 7 days of it (migration 232's trigger counts them). */
  unsubscribed: number;
  /** Recipients whose newsletter came back for good (each once). */
  bounced: number;
  /** Recipients who reported it as spam (each once). */
  complaints: number;
}

export interface NewsletterContent {
  postId: string;
  title: string;
  category: string;
  subject: string;
  /** Bodies with UNSUBSCRIBE_PLACEHOLDER where each recipient's own link goes. */
  html: string;
  text: string;
}

/** Where each recipient's unsubscribe link goes in a newsletter's stored bodies. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';
/** Where each recipient's own address goes (the footer says where the e-mail was sent). */
export const RECIPIENT_PLACEHOLDER = '%%RECIPIENT%%';
/** Where each recipient's signed link to read the e-mails in `language` goes (any subscriber e-mail's footer). */
export const languagePlaceholder = (language: Language) => `%%LANGUAGE_URL_${language}%%`;

/** A newsletter in a language other than English: the send's own content is the English one. */
export type NewsletterVersion = Pick<NewsletterContent, 'subject' | 'html' | 'text'> & { language: Exclude<Language, 'en'> };

// Counts come from the outbox itself, so they are right whichever process sent what, plus what
// the outbox has forgotten (rows older than 30 days, counted into the send as they go).
const SELECT_SENDS = `
  SELECT s.id, s.post_id, s.title, s.total, s.unsubscribed, s.bounced, s.complaints,
    coalesce(c.sent, 0) + s.pruned_sent AS sent, coalesce(c.failed, 0) + s.pruned_failed AS failed,
    CASE WHEN coalesce(c.settled, 0) + s.pruned_settled >= s.total THEN 'DONE'
         WHEN coalesce(c.settled, 0) + s.pruned_settled > 0 OR coalesce(c.claimed, 0) > 0 THEN 'SENDING'
         ELSE 'QUEUED' END AS status,
    floor(extract(epoch FROM s.date_queued) * 1000)::float8 AS date_queued,
    CASE WHEN coalesce(c.settled, 0) + s.pruned_settled >= s.total
         THEN floor(extract(epoch FROM coalesce(greatest(c.finished, s.pruned_finished_at), s.date_queued)) * 1000)::float8 END AS date_finished
  FROM newsletter_sends s
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE o.status = 'sent')::int AS sent,
      count(*) FILTER (WHERE o.status = 'failed')::int AS failed,
      count(*) FILTER (WHERE o.status <> 'queued')::int AS settled,
      count(*) FILTER (WHERE o.status = 'queued' AND o.attempts > 0)::int AS claimed,
      max(o.finished_at) AS finished
    FROM mail_outbox o WHERE o.send_id = s.id
  ) c ON true`;

export function newsletterSendsRepository(db: Queryable) {
  return {
    /** Newest first. */
    async list(): Promise<NewsletterSendRecord[]> {
      return db.query<NewsletterSendRecord>(`${SELECT_SENDS} ORDER BY s.date_queued DESC, s.seq DESC`);
    },

    /** The sends queued from `startMs` (included) to `endMs` (excluded), newest first. */
    async queuedBetween(startMs: number, endMs: number): Promise<NewsletterSendRecord[]> {
      return db.query<NewsletterSendRecord>(`${SELECT_SENDS} WHERE s.date_queued >= $1 AND s.date_queued < $2 ORDER BY s.date_queued DESC, s.seq DESC`, [
        new Date(startMs),
        new Date(endMs),
      ]);
    },

    async find(id: string): Promise<NewsletterSendRecord | null> {
      const rows = await db.query<NewsletterSendRecord>(`${SELECT_SENDS} WHERE s.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** When the post was already sent: its send's queue date (ms). */
    async sentAt(postId: string): Promise<number | null> {
      const rows = await db.query<{ at: number }>(
        `SELECT floor(extract(epoch FROM date_queued) * 1000)::float8 AS at FROM newsletter_sends WHERE post_id = $1`,
        [postId],
      );
      return rows[0]?.at ?? null;
    },

    /**
     * Queues one message per ACTIVE subscriber (run in a transaction). Null when the post already
     * has a send (the unique post_id decides, even between processes); else the send and how many
     * messages it queued. `versions`: the newsletter in the other languages, each recipient getting
     * the one of their language when it goes out (mail_outbox's claim).
     */
    async queue(content: NewsletterContent, versions: NewsletterVersion[] = []): Promise<{ id: string; total: number } | null> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO newsletter_sends (post_id, title, category, subject, html, text_body, total)
         VALUES ($1, $2, $3, $4, $5, $6, 0)
         ON CONFLICT (post_id) DO NOTHING RETURNING id`,
        [content.postId, content.title, content.category, content.subject, content.html, content.text],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      if (versions.length > 0) {
        await db.query(
          `INSERT INTO newsletter_send_versions (send_id, language, subject, html, text_body)
           SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])`,
          [id, versions.map((v) => v.language), versions.map((v) => v.subject), versions.map((v) => v.html), versions.map((v) => v.text)],
        );
      }
      // The total is the rows written, not a second count that could see another snapshot.
      const totals = await db.query<{ total: number }>(
        `WITH queued AS (
           INSERT INTO mail_outbox (kind, recipient, send_id, subscriber_id)
           SELECT 'newsletter', email, $1, id FROM subscribers WHERE status = 'ACTIVE' ORDER BY id
           RETURNING 1
         )
         UPDATE newsletter_sends SET total = (SELECT count(*) FROM queued) WHERE id = $1 RETURNING total`,
        [id],
      );
      return { id, total: totals[0]?.total ?? 0 };
    },

    /** One more recipient of the send whose newsletter came back for good (the first permanent failure of their message). */
    async countBounced(id: string): Promise<void> {
      await db.query('UPDATE newsletter_sends SET bounced = bounced + 1 WHERE id = $1', [id]);
    },

    /** One more recipient of the send who reported it as spam (the first complaint about their message). */
    async countComplaint(id: string): Promise<void> {
      await db.query('UPDATE newsletter_sends SET complaints = complaints + 1 WHERE id = $1', [id]);
    },

    /** Takes back a send that reached nobody (in its transaction): the post keeps its one send. */
    async discard(id: string): Promise<void> {
      await db.query('DELETE FROM newsletter_sends WHERE id = $1 AND total = 0', [id]);
    },
  };
}

export type NewsletterSendsRepository = ReturnType<typeof newsletterSendsRepository>;
