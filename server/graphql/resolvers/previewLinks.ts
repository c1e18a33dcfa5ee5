// Preview links (server/posts/previewLinks.ts): staff who may write a post's drafts
// (shared/postLifecycle.ts: Editors and up anyone's, Authors and Contributors their own) make and
// revoke its links; anyone holding one reads the post with previewPost, never through the read cache.
import { mayEditDraft } from '../../../shared/postLifecycle.ts';
import { forbidden } from '../../errors.ts';
import { actorFor, findPost } from '../../posts/lifecycle.ts';
import { admitPreviewLink } from '../../posts/staffLimits.ts';
import type { PostRecord } from '../../repositories/posts.ts';
import type { UserRecord } from '../../repositories/users.ts';
import type { RequestContext } from '../context.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';

/** The post `id` when `person` may write its drafts (whatever its status now); FORBIDDEN or NOT_FOUND otherwise. */
async function previewable(ctx: RequestContext, person: UserRecord, id: string): Promise<PostRecord> {
  const post = await findPost(ctx.repos, id);
  if (!mayEditDraft(actorFor(person, post), 'DRAFT')) throw forbidden();
  return post;
}

export const previewLinkMutations = {
  async previewLink(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await previewable(ctx, person, id);
    // Links made are counted per person (PREVIEW_LINKS_PER_HOUR): each is a row kept 14 days.
    const admission = await admitPreviewLink(ctx.repos.rateLimitEvents, person._id);
    try {
      return await ctx.postPreviews.create(post._id, person._id, ctx.origin);
    } catch (error) {
      await admission.withdraw();
      throw error;
    }
  },

  async revokePreviewLinks(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await previewable(ctx, person, id);
    await ctx.postPreviews.revokeAll(post._id);
    return true;
  },
} satisfies MutationResolvers;

export const previewLinkQueries = {
  previewPost: (_, { token }, ctx) => ctx.postPreviews.open(token, ctx.clientIp),
} satisfies QueryResolvers;
