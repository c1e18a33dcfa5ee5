// Revisions (server/posts/revisionsRepository.ts): staff read a post's revisions, newest first, and
// restore one (server/posts/drafts.ts).
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { gated } from '../graphql/gated.ts';

export const revisionQueries = {
  postRevisions: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.revisionsFor(me, id)),
} satisfies QueryResolvers;

export const revisionMutations = {
  restoreRevision: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.restoreRevision(ctx.client, me, id)),
} satisfies MutationResolvers;
