// Preview links: a post not yet public, shown exactly as visitors will see it at a
// secret address (/preview/<token>) to anyone holding it, without an account. The token is 128
// random bits (22 base64url characters); only its SHA-256 is stored. A link works 14 days, until
// its post's links are revoked, until the post is taken off the site, or until it is deleted. Lookups that find nothing count
// against the client's address (a found one is taken back), so tokens cannot be tried cheaply.
import { createHash, randomBytes } from 'node:crypto';
import { mayEditDraft } from '../../shared/postLifecycle.ts';
import { pathTo } from '../../shared/routes.ts';
import { forbidden } from '../core/errors.ts';
import { tooManyAttempts } from '../core/formLimit.ts';
import { slidingWindow, type WindowSettings } from '../core/rateLimit.ts';
import type { PostRecord } from './repository.ts';
import type { Repositories } from '../db/repositories.ts';
import type { StaffRecord } from '../staff/index.ts';
import { actorFor, findPost } from './lifecycle.ts';
import { admitPreviewLink } from './staffLimits.ts';

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

export function postPreviews(repos: Repositories) {
  const failures = slidingWindow(repos.rateLimitEvents, 'preview', PREVIEW_FAILURES);
  /**
   * The post `id` when `person` may write its drafts (shared/postLifecycle.ts: Editors and up
   * anyone's, Authors and Contributors their own), whatever its status now; FORBIDDEN or NOT_FOUND otherwise.
   */
  async function previewable(person: StaffRecord, id: string): Promise<PostRecord> {
    const post = await findPost(repos, id);
    if (!mayEditDraft(actorFor(person, post), 'DRAFT')) throw forbidden();
    return post;
  }

  return {
    /**
     * A new link of post `id` made by `person`, absolute on `origin` (PUBLIC_URL, or the request's
     * own). Links made are counted per person (PREVIEW_LINKS_PER_HOUR): each is a row kept 14 days.
     */
    async create(person: StaffRecord, id: string, origin: string): Promise<PreviewLink> {
      const post = await previewable(person, id);
      const admission = await admitPreviewLink(repos.rateLimitEvents, person._id);
      try {
        const token = newPreviewToken();
        const expiresAt = await repos.previewLinks.create({ postId: post._id, tokenHash: previewTokenHash(token), createdBy: person._id, days: PREVIEW_LINK_DAYS });
        return { url: origin + pathTo('preview', { token }), expiresAt };
      } catch (error) {
        await admission.withdraw();
        throw error;
      }
    },

    /** Revokes every link of post `id`, by a `person` who may write its drafts. */
    async revokeAll(person: StaffRecord, id: string): Promise<true> {
      await repos.previewLinks.revokeAll((await previewable(person, id))._id);
      return true;
    },

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
