// Revisions (server/repositories/revisions.ts): staff read a post's revisions, newest first, and
// restore one (server/posts/drafts.ts).
import { restoreRevision, revisionsFor } from '../../posts/drafts.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';

export const revisionQueries = {
  async postRevisions(_, { id }, ctx) {
    return revisionsFor(ctx.repos, await ctx.require('posts.draft'), id);
  },
} satisfies QueryResolvers;

export const revisionMutations = {
  async restoreRevision(_, { id }, ctx) {
    return restoreRevision(ctx, await ctx.require('posts.draft'), id);
  },
} satisfies MutationResolvers;
