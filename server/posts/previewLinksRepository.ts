import type { Queryable } from '../db/index.ts';

/** The preview_links table (migration 100): each link's token kept only as its SHA-256. */
export function previewLinksRepository(db: Queryable) {
  return {
    /**
     * Stores a new link of `postId` valid `days` days; its run-out links go first. Its expiry
     * (milliseconds since the epoch).
     */
    async create(link: { postId: string; tokenHash: string; createdBy: string; days: number }): Promise<number> {
      await db.query('DELETE FROM preview_links WHERE post_id = $1 AND expires_at <= now()', [link.postId]);
      const rows = await db.query<{ expiresAt: number }>(
        `INSERT INTO preview_links (post_id, token_hash, created_by, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(days => $4::int))
         RETURNING (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt"`,
        [link.postId, link.tokenHash, link.createdBy, link.days],
      );
      return Math.floor(Number(rows[0]!.expiresAt));
    },

    /** The post of a live (unexpired, not revoked) link, or null. */
    async postOf(tokenHash: string): Promise<string | null> {
      const rows = await db.query<{ postId: string }>(
        `SELECT post_id AS "postId" FROM preview_links WHERE token_hash = $1 AND expires_at > now()`,
        [tokenHash],
      );
      return rows[0]?.postId ?? null;
    },

    /** Revokes every link of a post: how many there were. */
    async revokeAll(postId: string): Promise<number> {
      const rows = await db.query('DELETE FROM preview_links WHERE post_id = $1 RETURNING id', [postId]);
      return rows.length;
    },

    /** Deletes run-out links, at most `batch`: how many. */
    async deleteExpired(batch: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM preview_links WHERE id IN (SELECT id FROM preview_links WHERE expires_at <= now() LIMIT $1) RETURNING id`,
        [batch],
      );
      return rows.length;
    },
  };
}

export type PreviewLinksRepository = ReturnType<typeof previewLinksRepository>;
