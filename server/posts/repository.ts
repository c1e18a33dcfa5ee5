import type { Queryable } from '../db/index.ts';
import type { PostCategory } from '../../shared/rules.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { cardColumns, cutContents, ROW_LISTING, type CardCursor, type CardPage, type CardRow, type RowPage } from './cardsRepository.ts';
import { fieldValues, type PostFields, type PostRecord, type SendApproval } from './records.ts';
import { tablePage, type TablePageRequest } from '../db/tablePage.ts';

// A post's shapes live in postFields.ts; re-exported here for the server's modules.
export * from './records.ts';

const COLUMNS = `id AS "_id", title, content, category, content_sections AS "contentSections",
  youtube_video_url, image_url, image_urls,
  floor(extract(epoch FROM date_posted) * 1000)::float8 AS date_posted, user_id, status,
  floor(extract(epoch FROM publish_at) * 1000)::float8 AS publish_at,
  floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_at, send_on_publish, translations,
  send_approved_by, send_content_hash`;

/** Only published posts are public: every public read has this in its WHERE. */
const PUBLISHED = `status = 'PUBLISHED'`;

// ---- Paged lists -------------------------------------------------------------------

export type { CardCursor, CardPage, PostCardRecord, RowPage } from './cardsRepository.ts';

export function postsRepository(db: Queryable) {
  return {
    /**
     * One page of cards, newest first (the id breaks ties), of every post or of one category,
     * after `cursor`; with the total of that list. Posts added while a reader pages are newer
     * than any cursor, so they never push a post onto two pages or off all of them.
     */
    async listCards(options: { category: PostCategory | null; after: CardCursor | null; first: number; language?: Language }): Promise<CardPage> {
      const params: unknown[] = [options.first + 1];
      const where: string[] = [PUBLISHED];
      if (options.category) {
        params.push(options.category);
        where.push(`category = $${params.length}`);
      }
      if (options.after) {
        params.push(options.after.micros, options.after.id);
        where.push(
          `(date_posted, id) < (to_timestamp(0) + ($${params.length - 1}::text || ' microseconds')::interval, $${params.length}::text)`,
        );
      }
      const [rows, totals] = await Promise.all([
        db.query<CardRow>(
          `SELECT ${cardColumns(options.language)}, ((extract(epoch FROM date_posted) * 1000000)::bigint)::text AS micros
           FROM posts WHERE ${where.join(' AND ')}
           ORDER BY posts.date_posted DESC, posts.id DESC LIMIT $1`,
          params,
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM posts WHERE ${PUBLISHED}${options.category ? ' AND category = $1' : ''}`,
          options.category ? [options.category] : [],
        ),
      ]);
      const more = rows.length > options.first;
      const page = rows.slice(0, options.first);
      const last = page.at(-1);
      return {
        items: await cutContents(db, page, options.language),
        total: totals[0]?.n ?? 0,
        next: more && last ? { micros: last.micros!, id: last._id } : null,
      };
    },

    /** A page of the admin's post table (every status), newest first as getAllPosts, optionally by title and status. */
    async listRows(request: TablePageRequest, status?: PostStatus | null): Promise<RowPage> {
      const { items, total } = await tablePage<CardRow>(db, ROW_LISTING, request, status ? { column: 'status', value: status } : undefined);
      return { items: await cutContents(db, items), total };
    },

    /**
     * Every post's id and last change, newest first, handed over `batchSize` at a time: a
     * sitemap of any size is written without every post in memory at once.
     */
    async *lastModifiedBatches(batchSize = 1000): AsyncGenerator<{ _id: string; lastModified: number }[]> {
      let after: CardCursor | null = null;
      for (;;) {
        const params: unknown[] = [batchSize];
        if (after) params.push(after.micros, after.id);
        const rows: { _id: string; lastModified: number; micros: string }[] = await db.query(
          `SELECT id AS "_id", floor(extract(epoch FROM greatest(updated_at, date_posted)) * 1000)::float8 AS "lastModified",
             ((extract(epoch FROM date_posted) * 1000000)::bigint)::text AS micros
           FROM posts WHERE ${PUBLISHED}
           ${after ? `AND (date_posted, id) < (to_timestamp(0) + ($2::text || ' microseconds')::interval, $3::text)` : ''}
           ORDER BY posts.date_posted DESC, posts.id DESC LIMIT $1`,
          params,
        );
        if (rows.length > 0) yield rows.map(({ _id, lastModified }) => ({ _id, lastModified }));
        if (rows.length < batchSize) return;
        const last = rows.at(-1)!;
        after = { micros: last.micros, id: last._id };
      }
    },


    /** Every published post, newest first (getAllPosts). */
    async listPublished(): Promise<PostRecord[]> {
      return db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE ${PUBLISHED} ORDER BY date_posted DESC, seq DESC`);
    },

    /** The `limit` newest published posts, newest first: one bounded read (the feeds). */
    async listLatestPublished(limit: number): Promise<PostRecord[]> {
      return db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE ${PUBLISHED} ORDER BY date_posted DESC, seq DESC LIMIT $1`, [limit]);
    },

    /** A post if it is published: what visitors may read. */
    async findPublished(id: string): Promise<PostRecord | null> {
      const rows = await db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE id = $1 AND ${PUBLISHED}`, [id]);
      return rows[0] ?? null;
    },

    async listByAuthor(userId: string): Promise<PostRecord[]> {
      return db.query<PostRecord>(
        `SELECT ${COLUMNS} FROM posts WHERE user_id = $1 ORDER BY date_posted DESC, seq DESC`,
        [userId],
      );
    },

    /** Any post, whatever its status (admin reads). */
    async find(id: string): Promise<PostRecord | null> {
      const rows = await db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Every published post's id and when it last changed (its edit or its publication), newest first. */
    async listLastModified(): Promise<{ _id: string; lastModified: number }[]> {
      return db.query<{ _id: string; lastModified: number }>(
        `SELECT id AS "_id", floor(extract(epoch FROM greatest(updated_at, date_posted)) * 1000)::float8 AS "lastModified"
         FROM posts WHERE ${PUBLISHED} ORDER BY date_posted DESC, seq DESC`,
      );
    },

    /** The (English) titles of the posts among `ids` that exist, by id. */
    async titles(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<{ id: string; title: string }>('SELECT id, title FROM posts WHERE id = ANY($1::text[])', [ids]);
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    async count(): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts');
      return rows[0]?.n ?? 0;
    },

    /** A new post, published at once unless `status` says otherwise (a draft). */
    async insert(fields: PostFields, userId: string | null, datePosted?: Date, status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED'): Promise<PostRecord> {
      const rows = await db.query<PostRecord>(
        `INSERT INTO posts (title, content, category, content_sections, youtube_video_url, image_url,
           image_urls, translations, user_id, date_posted, status)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, coalesce($10::timestamptz, now()), $11)
         RETURNING ${COLUMNS}`,
        [...fieldValues(fields), userId, datePosted?.toISOString() ?? null, status],
      );
      return rows[0]!;
    },

    /**
     * Writes a post's fields; null when there is no such post or, with `onlyIf`, when it is no
     * longer in that status (a draft's save must not reach a post published meanwhile).
     */
    async update(id: string, fields: PostFields, onlyIf?: PostStatus): Promise<PostRecord | null> {
      const rows = await db.query<PostRecord>(
        `UPDATE posts SET title = $2, content = $3, category = $4, content_sections = $5::jsonb,
           youtube_video_url = $6, image_url = $7::jsonb, image_urls = $8::jsonb, translations = $9::jsonb, updated_at = now()
         WHERE id = $1 AND ($10::text IS NULL OR status = $10::text)
         RETURNING ${COLUMNS}`,
        [id, ...fieldValues(fields), onlyIf ?? null],
      );
      return rows[0] ?? null;
    },

    /**
     * Moves a post from `from` to `to` (the lifecycle has allowed it); null when the post is not
     * (or no longer) in `from`: two staff acting at once cannot both move it. Publishing dates it
     * now, so it comes first on the Activities page. A post moved without its send loses the send's
     * approval; with `approval`, the send is approved anew (and no longer shows as cancelled);
     * otherwise a kept send keeps the approval it had.
     */
    async moveStatus(
      id: string,
      from: PostStatus,
      to: PostStatus,
      options: { publishAt?: number | null; sendOnPublish?: boolean; unchangedSince?: number; approval?: SendApproval | null } = {},
    ): Promise<PostRecord | null> {
      // With `unchangedSince` (the updated_at it was read with), only if its content has not
      // changed since either: what is published is what was judged (complete, reviewed).
      const rows = await db.query<PostRecord>(
        `UPDATE posts SET status = $3, publish_at = $4::timestamptz, send_on_publish = $5, updated_at = now(),
           date_posted = CASE WHEN $3 = 'PUBLISHED' THEN now() ELSE date_posted END,
           send_approved_by = CASE WHEN NOT $5 THEN NULL WHEN $7::text IS NOT NULL THEN $7::text ELSE send_approved_by END,
           send_content_hash = CASE WHEN NOT $5 THEN NULL WHEN $7::text IS NOT NULL THEN $8::text ELSE send_content_hash END,
           send_cancelled_at = CASE WHEN $7::text IS NOT NULL THEN NULL ELSE send_cancelled_at END,
           send_cancelled_by = CASE WHEN $7::text IS NOT NULL THEN NULL ELSE send_cancelled_by END
         WHERE id = $1 AND status = $2
           AND ($6::float8 IS NULL OR floor(extract(epoch FROM updated_at) * 1000)::float8 = $6::float8)
         RETURNING ${COLUMNS}`,
        [
          id,
          from,
          to,
          options.publishAt == null ? null : new Date(options.publishAt).toISOString(),
          options.sendOnPublish ?? false,
          options.unchangedSince ?? null,
          options.approval?.by ?? null,
          options.approval?.hash ?? null,
        ],
      );
      return rows[0] ?? null;
    },

    /** A pending send approved anew by `approval` (its content changed by someone who may send). */
    async approveSend(id: string, approval: SendApproval): Promise<void> {
      await db.query(
        `UPDATE posts SET send_approved_by = $2, send_content_hash = $3, send_cancelled_at = NULL, send_cancelled_by = NULL
         WHERE id = $1 AND send_on_publish`,
        [id, approval.by, approval.hash],
      );
    },

    /** A pending send cancelled (its content changed without approval); `by`: who changed it, null for the scheduler. */
    async cancelSend(id: string, by: string | null): Promise<void> {
      await db.query(
        `UPDATE posts SET send_on_publish = false, send_approved_by = NULL, send_content_hash = NULL,
           send_cancelled_at = now(), send_cancelled_by = $2
         WHERE id = $1`,
        [id, by],
      );
    },

    /** When this post's approved send was last cancelled (its content changed without approval); null when it was not. */
    async sendCancelledAt(id: string): Promise<number | null> {
      const rows = await db.query<{ at: number | null }>(
        `SELECT floor(extract(epoch FROM send_cancelled_at) * 1000)::float8 AS at FROM posts WHERE id = $1`,
        [id],
      );
      return rows[0]?.at ?? null;
    },

    /**
     * The scheduler's claim: every scheduled post whose time has come becomes published, in one
     * statement, so each is claimed by exactly one caller (process) however many run it at once.
     */
    async publishDue(): Promise<PostRecord[]> {
      return db.query<PostRecord>(
        `UPDATE posts SET status = 'PUBLISHED', publish_at = NULL, updated_at = now(), date_posted = now()
         WHERE status = 'SCHEDULED' AND publish_at <= now()
         RETURNING ${COLUMNS}`,
      );
    },

    /**
     * Records how publishing's send went: skipped because nobody was subscribed (`skipped`), or
     * queued (the skip no longer applies).
     */
    async recordSend(id: string, skipped: boolean): Promise<void> {
      await db.query(`UPDATE posts SET send_skipped_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1`, [id, skipped]);
    },

    /** When publishing this post last skipped its send (nobody subscribed); null when it did not. */
    async sendSkippedAt(id: string): Promise<number | null> {
      const rows = await db.query<{ at: number | null }>(
        `SELECT floor(extract(epoch FROM send_skipped_at) * 1000)::float8 AS at FROM posts WHERE id = $1`,
        [id],
      );
      return rows[0]?.at ?? null;
    },

    /** Scheduled posts whose time has come and that no scheduler has published yet. */
    async countOverdueScheduled(): Promise<number> {
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE status = 'SCHEDULED' AND publish_at <= now()`);
      return rows[0]?.n ?? 0;
    },

    /** Deletes a post; with `onlyIf`, only while it is in that status (false otherwise). */
    async remove(id: string, onlyIf?: PostStatus): Promise<boolean> {
      const rows = await db.query('DELETE FROM posts WHERE id = $1 AND ($2::text IS NULL OR status = $2::text) RETURNING id', [id, onlyIf ?? null]);
      return rows.length > 0;
    },
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
