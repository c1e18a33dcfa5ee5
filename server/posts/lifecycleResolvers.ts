// Drafts, review and scheduled publishing: the post domain decides (server/posts/lifecycle.ts,
// server/posts/drafts.ts); each field asks for the capability, then hands over its arguments.
import { discardDraft, saveDraft, staffView } from './drafts.ts';
import { publish, schedule, submitForReview, unpublish, unschedule } from './lifecycle.ts';
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { gated } from '../graphql/gated.ts';

export const lifecycleQueries = {
  /** A post as staff edit it, whatever its status. */
  staffPost: gated('posts.draft', ({ id }, ctx) => staffView(ctx.repos, id)),
} satisfies QueryResolvers;

export const lifecycleMutations = {
  saveDraft: gated('posts.draft', ({ input }, ctx, me) => saveDraft(ctx, me, input)),
  submitForReview: gated('posts.draft', ({ id }, ctx, me) => submitForReview(ctx, me, id)),
  publishPost: gated('posts.draft', ({ id, sendToSubscribers, seen }, ctx, me) => publish(ctx, me, id, { send: sendToSubscribers === true, seen })),
  schedulePost: gated('posts.draft', ({ id, at, sendToSubscribers, seen }, ctx, me) => schedule(ctx, me, id, at, { send: sendToSubscribers === true, seen })),
  unschedulePost: gated('posts.draft', ({ id }, ctx, me) => unschedule(ctx, me, id)),
  unpublishPost: gated('posts.draft', ({ id }, ctx, me) => unpublish(ctx, me, id)),
  discardDraft: gated('posts.draft', ({ id }, ctx, me) => discardDraft(ctx.repos, me, id)),
} satisfies MutationResolvers;
