// Drafts of published posts and revisions (migration 110). A published post's
// unpublished changes are kept apart (post_drafts), so the editor's autosave never changes what
// visitors see; every publish, autosaves ten minutes apart and every restore keep a revision
// (post_revisions), the newest REVISIONS_KEPT of each post.
import type { Queryable } from '../db/index.ts';
import { fieldValues, type PostFields } from './records.ts';
import type { PostTranslations } from '../../shared/postLanguages.ts';

/** How many revisions of a post are kept (the newest). */
export const REVISIONS_KEPT = 50;
/** An autosave keeps a revision when the post's newest is older than this. */
export const AUTOSAVE_REVISION_GAP_MINUTES = 10;

export type RevisionKind = 'PUBLISH' | 'SCHEDULED' | 'AUTOSAVE' | 'RESTORE';

/** A published post's pending changes. */
export interface PostDraftRecord extends PostFields {
  post_id: string;
  translations: PostTranslations;
  updated_at: number;
}

export interface PostRevisionRecord extends PostFields {
  id: string;
  translations: PostTranslations;
  post_id: string;
  kind: RevisionKind;
  /** Who: their names, else their e-mail; null when they are no longer on the staff, or for the scheduler. */
  author: string | null;
  /** Their id (null as for `author`), and whether `author` is their names (not their e-mail). */
  authorId: string | null;
  authorNamed: boolean;
  /** When (ms). */
  date: number;
}

const FIELDS = `title, content, category, content_sections AS "contentSections", youtube_video_url, image_url, image_urls, translations`;

const DRAFT_COLUMNS = `post_id, ${FIELDS}, floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_at`;

export function postDraftsRepository(db: Queryable) {
  return {
    async find(postId: string): Promise<PostDraftRecord | null> {
      const rows = await db.query<PostDraftRecord>(`SELECT ${DRAFT_COLUMNS} FROM post_drafts WHERE post_id = $1`, [postId]);
      return rows[0] ?? null;
    },

    /**
     * Writes (or replaces) the pending changes of a post while it is published; null when it is
     * not (unpublished meanwhile: its changes are then its draft).
     */
    async save(postId: string, fields: PostFields, userId: string | null): Promise<PostDraftRecord | null> {
      const rows = await db.query<PostDraftRecord>(
        `INSERT INTO post_drafts (post_id, title, content, category, content_sections, youtube_video_url, image_url, image_urls, translations, user_id)
         SELECT $1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10
         WHERE EXISTS (SELECT 1 FROM posts WHERE id = $1 AND status = 'PUBLISHED')
         ON CONFLICT (post_id) DO UPDATE SET title = excluded.title, content = excluded.content, category = excluded.category,
           content_sections = excluded.content_sections, youtube_video_url = excluded.youtube_video_url,
           image_url = excluded.image_url, image_urls = excluded.image_urls, translations = excluded.translations,
           user_id = excluded.user_id, updated_at = now()
         RETURNING ${DRAFT_COLUMNS}`,
        [postId, ...fieldValues(fields), userId],
      );
      return rows[0] ?? null;
    },

    /**
     * Removes a post's pending changes and answers them (null when there were none): of two
     * callers at once, only one takes them.
     */
    async take(postId: string): Promise<PostDraftRecord | null> {
      const rows = await db.query<PostDraftRecord>(`DELETE FROM post_drafts WHERE post_id = $1 RETURNING ${DRAFT_COLUMNS}`, [postId]);
      return rows[0] ?? null;
    },
  };
}

const REVISION_COLUMNS = `r.id, r.post_id, r.title, r.content, r.category, r.content_sections AS "contentSections",
  r.youtube_video_url, r.image_url, r.image_urls, r.translations, r.kind,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.second_name)), ''), u.email) AS author,
  u.id AS "authorId", nullif(trim(concat_ws(' ', u.first_name, u.second_name)), '') IS NOT NULL AS "authorNamed",
  floor(extract(epoch FROM r.created_at) * 1000)::float8 AS date`;

export function postRevisionsRepository(db: Queryable) {
  /** Drops a post's revisions beyond the newest REVISIONS_KEPT. */
  const prune = (postId: string) =>
    db.query(
      `DELETE FROM post_revisions WHERE id IN (
         SELECT id FROM post_revisions WHERE post_id = $1 ORDER BY created_at DESC, seq DESC OFFSET ${REVISIONS_KEPT})`,
      [postId],
    );

  return {
    /** Keeps a revision of `fields` for the post; answers its id. */
    async record(postId: string, fields: PostFields, userId: string | null, kind: RevisionKind): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO post_revisions (post_id, title, content, category, content_sections, youtube_video_url, image_url, image_urls, translations, user_id, kind)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11) RETURNING id`,
        [postId, ...fieldValues(fields), userId, kind],
      );
      await prune(postId);
      return rows[0]!.id;
    },

    /**
     * An autosave's revision: kept only when the post has none from the last
     * AUTOSAVE_REVISION_GAP_MINUTES (by the database's clock). Answers whether it was kept.
     */
    async recordAutosave(postId: string, fields: PostFields, userId: string | null): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO post_revisions (post_id, title, content, category, content_sections, youtube_video_url, image_url, image_urls, translations, user_id, kind)
         SELECT $1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, 'AUTOSAVE'
         WHERE NOT EXISTS (SELECT 1 FROM post_revisions
           WHERE post_id = $1 AND created_at > now() - interval '${AUTOSAVE_REVISION_GAP_MINUTES} minutes')
         RETURNING id`,
        [postId, ...fieldValues(fields), userId],
      );
      if (rows.length > 0) await prune(postId);
      return rows.length > 0;
    },

    /** A post's revisions, newest first. */
    async list(postId: string): Promise<PostRevisionRecord[]> {
      return db.query<PostRevisionRecord>(
        `SELECT ${REVISION_COLUMNS} FROM post_revisions r LEFT JOIN users u ON u.id = r.user_id
         WHERE r.post_id = $1 ORDER BY r.created_at DESC, r.seq DESC`,
        [postId],
      );
    },

    async find(id: string): Promise<PostRevisionRecord | null> {
      const rows = await db.query<PostRevisionRecord>(
        `SELECT ${REVISION_COLUMNS} FROM post_revisions r LEFT JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
