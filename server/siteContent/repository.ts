import type { Queryable } from '../db/index.ts';
import type { ContentRecord } from '../../shared/siteContent/schema.ts';

/** A section's row (migration 200): what visitors see, the draft, and who changed it last. */
export interface SiteSectionRecord {
  section: string;
  content: ContentRecord;
  publishedAt: number;
  publishedBy: string | null;
  draft: ContentRecord | null;
  version: number;
  changedAt: number;
  /** The person's names, else their e-mail; null for the seed or someone no longer on the staff. */
  changedBy: string | null;
}

export interface SiteRevisionRecord {
  id: string;
  section: string;
  content: ContentRecord;
  kind: 'PUBLISH' | 'RESTORE';
  createdAt: number;
  author: string | null;
}

const AUTHOR = (column: string) =>
  `(SELECT COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.second_name)), ''), u.email) FROM users u WHERE u.id = ${column})`;

const SECTION_COLUMNS = `section, content, draft, version,
  (extract(epoch FROM published_at) * 1000)::float8 AS "publishedAt", ${AUTHOR('published_by')} AS "publishedBy",
  (extract(epoch FROM changed_at) * 1000)::float8 AS "changedAt", ${AUTHOR('changed_by')} AS "changedBy"`;

const REVISION_COLUMNS = `id, section, content, kind, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt", ${AUTHOR('user_id')} AS author`;

/** The most revisions kept per section; older ones go as new ones come. */
export const SITE_REVISIONS_KEPT = 50;

type Row = Omit<SiteSectionRecord, 'publishedAt' | 'changedAt'> & { publishedAt: number | string; changedAt: number | string };
const section = (row: Row | undefined): SiteSectionRecord | null =>
  row ? { ...row, publishedAt: Math.floor(Number(row.publishedAt)), changedAt: Math.floor(Number(row.changedAt)) } : null;

/** The site_content tables: each section's published content, draft and revisions. */
export function siteContentRepository(db: Queryable) {
  return {
    /** Adds the sections not yet stored, with `content` published: how many were added. */
    async seed(sections: Record<string, ContentRecord>): Promise<number> {
      let added = 0;
      for (const [name, content] of Object.entries(sections)) {
        const rows = await db.query('INSERT INTO site_content (section, content) VALUES ($1, $2::jsonb) ON CONFLICT (section) DO NOTHING RETURNING section', [
          name,
          JSON.stringify(content),
        ]);
        added += rows.length;
      }
      return added;
    },

    /** Every section's published content, by name. */
    async published(): Promise<Record<string, ContentRecord>> {
      const rows = await db.query<{ section: string; content: ContentRecord }>('SELECT section, content FROM site_content');
      return Object.fromEntries(rows.map((row) => [row.section, row.content]));
    },

    async find(name: string, options: { forUpdate?: boolean } = {}): Promise<SiteSectionRecord | null> {
      const rows = await db.query<Row>(`SELECT ${SECTION_COLUMNS} FROM site_content WHERE section = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [name]);
      return section(rows[0]);
    },

    /** Keeps a draft (null: none), moving the version. */
    async saveDraft(name: string, draft: ContentRecord | null, userId: string): Promise<void> {
      await db.query('UPDATE site_content SET draft = $2::jsonb, version = version + 1, changed_at = now(), changed_by = $3 WHERE section = $1', [
        name,
        draft === null ? null : JSON.stringify(draft),
        userId,
      ]);
    },

    /** Makes `content` public, drops the draft, moves the version and keeps a revision of `kind`. */
    async publish(name: string, content: ContentRecord, userId: string, kind: SiteRevisionRecord['kind'] = 'PUBLISH'): Promise<void> {
      const text = JSON.stringify(content);
      await db.query(
        `UPDATE site_content SET content = $2::jsonb, draft = NULL, version = version + 1, published_at = now(), published_by = $3,
           changed_at = now(), changed_by = $3 WHERE section = $1`,
        [name, text, userId],
      );
      await this.keepRevision(name, content, userId, kind);
    },

    async keepRevision(name: string, content: ContentRecord, userId: string, kind: SiteRevisionRecord['kind']): Promise<void> {
      await db.query('INSERT INTO site_content_revisions (section, content, user_id, kind) VALUES ($1, $2::jsonb, $3, $4)', [name, JSON.stringify(content), userId, kind]);
      await db.query(
        `DELETE FROM site_content_revisions WHERE section = $1 AND seq <= (
           SELECT seq FROM site_content_revisions WHERE section = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1)`,
        [name, SITE_REVISIONS_KEPT],
      );
    },

    /** A section's revisions, newest first. */
    async revisions(name: string): Promise<SiteRevisionRecord[]> {
      const rows = await db.query<SiteRevisionRecord>(`SELECT ${REVISION_COLUMNS} FROM site_content_revisions WHERE section = $1 ORDER BY seq DESC`, [name]);
      return rows.map((row) => ({ ...row, createdAt: Math.floor(Number(row.createdAt)) }));
    },

    async revision(id: string): Promise<SiteRevisionRecord | null> {
      const rows = await db.query<SiteRevisionRecord>(`SELECT ${REVISION_COLUMNS} FROM site_content_revisions WHERE id = $1`, [id]);
      const row = rows[0];
      return row ? { ...row, createdAt: Math.floor(Number(row.createdAt)) } : null;
    },
  };
}

export type SiteContentRepository = ReturnType<typeof siteContentRepository>;
