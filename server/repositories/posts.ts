import type { Queryable } from '../db/index.ts';
import type { PostCategory } from '../../shared/rules.ts';
import type { ContentSection, ImageRef } from '../../shared/types.ts';

// The contract's shapes (shared/types.ts), re-exported for the server's modules.
export type { ContentSection, ImageRef };

export interface PostRecord {
  _id: string;
  title: string;
  content: string;
  category: PostCategory;
  contentSections: ContentSection[];
  youtube_video_url: string | null;
  image_url: ImageRef[];
  image_urls: ImageRef[];
  date_posted: number;
  user_id: string | null;
}

/** A post as written: already validated and normalised. */
export interface PostFields {
  title: string;
  content: string;
  category: PostCategory;
  contentSections: ContentSection[];
  youtube_video_url: string | null;
  image_url: ImageRef[];
  image_urls: ImageRef[];
}

const COLUMNS = `id AS "_id", title, content, category, content_sections AS "contentSections",
  youtube_video_url, image_url, image_urls,
  floor(extract(epoch FROM date_posted) * 1000)::float8 AS date_posted, user_id`;

export function postsRepository(db: Queryable) {
  return {
    async list(): Promise<PostRecord[]> {
      return db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts ORDER BY date_posted DESC, seq DESC`);
    },

    async listByAuthor(userId: string): Promise<PostRecord[]> {
      return db.query<PostRecord>(
        `SELECT ${COLUMNS} FROM posts WHERE user_id = $1 ORDER BY date_posted DESC, seq DESC`,
        [userId],
      );
    },

    async find(id: string): Promise<PostRecord | null> {
      const rows = await db.query<PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Every post's id and when it last changed (its edit or its publication), newest first. */
    async listLastModified(): Promise<{ _id: string; lastModified: number }[]> {
      return db.query<{ _id: string; lastModified: number }>(
        `SELECT id AS "_id", floor(extract(epoch FROM greatest(updated_at, date_posted)) * 1000)::float8 AS "lastModified"
         FROM posts ORDER BY date_posted DESC, seq DESC`,
      );
    },

    async count(): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts');
      return rows[0]?.n ?? 0;
    },

    async insert(fields: PostFields, userId: string | null, datePosted?: Date): Promise<PostRecord> {
      const rows = await db.query<PostRecord>(
        `INSERT INTO posts (title, content, category, content_sections, youtube_video_url, image_url,
           image_urls, user_id, date_posted)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8, coalesce($9::timestamptz, now()))
         RETURNING ${COLUMNS}`,
        [
          fields.title,
          fields.content,
          fields.category,
          JSON.stringify(fields.contentSections),
          fields.youtube_video_url,
          JSON.stringify(fields.image_url),
          JSON.stringify(fields.image_urls),
          userId,
          datePosted?.toISOString() ?? null,
        ],
      );
      return rows[0]!;
    },

    async update(id: string, fields: PostFields): Promise<PostRecord | null> {
      const rows = await db.query<PostRecord>(
        `UPDATE posts SET title = $2, content = $3, category = $4, content_sections = $5::jsonb,
           youtube_video_url = $6, image_url = $7::jsonb, image_urls = $8::jsonb, updated_at = now()
         WHERE id = $1
         RETURNING ${COLUMNS}`,
        [
          id,
          fields.title,
          fields.content,
          fields.category,
          JSON.stringify(fields.contentSections),
          fields.youtube_video_url,
          JSON.stringify(fields.image_url),
          JSON.stringify(fields.image_urls),
        ],
      );
      return rows[0] ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM posts WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
