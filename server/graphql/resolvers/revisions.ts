// Revisions (server/repositories/revisions.ts): staff read a post's revisions, newest first, and
// restore one (server/posts/drafts.ts).
import { restoreRevision, revisionsFor } from '../../posts/drafts.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { gated } from './gated.ts';

export const revisionQueries = {
  postRevisions: gated('posts.draft', ({ id }, ctx, me) => revisionsFor(ctx.repos, me, id)),
} satisfies QueryResolvers;

export const revisionMutations = {
  restoreRevision: gated('posts.draft', ({ id }, ctx, me) => restoreRevision(ctx, me, id)),
} satisfies MutationResolvers;
