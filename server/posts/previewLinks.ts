// Preview links: a post not yet public, shown exactly as visitors will see it at a
// secret address (/preview/<token>) to anyone holding it, without an account. The token is 128
// random bits (22 base64url characters); only its SHA-256 is stored. A link works 14 days, until
// its post's links are revoked, until the post is taken off the site, or until it is deleted. Lookups that find nothing count
// against the client's address (a found one is taken back), so tokens cannot be tried cheaply.
import { createHash, randomBytes } from 'node:crypto';
import { pathTo } from '../../shared/routes.ts';
import { tooManyAttempts } from '../mail/limits.ts';
import { slidingWindow, type WindowSettings } from '../rateLimit.ts';
import type { PostRecord } from '../repositories/posts.ts';
import type { Repositories } from '../repositories/index.ts';

/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 14;
/** Lookups finding no post one client address may make per window (found ones do not count). */
export const PREVIEW_FAILURES: WindowSettings = { max: 20, windowMs: 15 * 60_000 };
/** A token: 16 random bytes, base64url (22 characters, no padding). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const newPreviewToken = () => randomBytes(16).toString('base64url');
export const previewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PreviewLink {
  url: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function postPreviews(repos: Pick<Repositories, 'previewLinks' | 'posts' | 'rateLimitEvents'>) {
  const failures = slidingWindow(repos.rateLimitEvents, 'preview', PREVIEW_FAILURES);
  return {
    /** A new link of a post, absolute on `origin` (PUBLIC_URL, or the request's own). */
    async create(postId: string, createdBy: string, origin: string): Promise<PreviewLink> {
      const token = newPreviewToken();
      const expiresAt = await repos.previewLinks.create({ postId, tokenHash: previewTokenHash(token), createdBy, days: PREVIEW_LINK_DAYS });
      return { url: origin + pathTo('preview', { token }), expiresAt };
    },

    /** Revokes every link of a post: how many there were. */
    revokeAll: (postId: string) => repos.previewLinks.revokeAll(postId),

    /**
     * The post a token opens, whatever its status, or null for a token that is malformed, unknown,
     * run out or revoked (its shape is checked before anything is looked up). RATE_LIMITED when
     * the client's address has had too many lookups find nothing.
     */
    async open(token: unknown, clientKey: string): Promise<PostRecord | null> {
      const wellFormed = typeof token === 'string' && PREVIEW_TOKEN_PATTERN.test(token);
      // Counted first, so that lookups at once count against each other; a found one is taken back.
      const admission = await failures.admit([`client:${clientKey}`]);
      if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
      if (!wellFormed) return null;
      const postId = await repos.previewLinks.postOf(previewTokenHash(token));
      const post = postId ? await repos.posts.find(postId) : null;
      if (post) await failures.withdraw(admission.ids);
      return post;
    },
  };
}

export type PostPreviews = ReturnType<typeof postPreviews>;
