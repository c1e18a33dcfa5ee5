// Drafts, review and scheduled publishing: the post domain decides (server/posts/lifecycle.ts,
// server/posts/drafts.ts); each field asks for the capability, then hands over its arguments.
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { gated } from '../graphql/gated.ts';

export const lifecycleQueries = {
  /** A post as staff edit it, whatever its status. */
  staffPost: gated('posts.draft', ({ id }, ctx) => ctx.postEditing.staffView(id)),
} satisfies QueryResolvers;

export const lifecycleMutations = {
  saveDraft: gated('posts.draft', ({ input }, ctx, me) => ctx.postEditing.saveDraft(ctx.client, me, input)),
  submitForReview: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.submitForReview(ctx.client, me, id)),
  publishPost: gated('posts.draft', ({ id, sendToSubscribers, seen }, ctx, me) => ctx.postEditing.publish(ctx.client, me, id, { send: sendToSubscribers === true, seen })),
  schedulePost: gated('posts.draft', ({ id, at, sendToSubscribers, seen }, ctx, me) => ctx.postEditing.schedule(ctx.client, me, id, at, { send: sendToSubscribers === true, seen })),
  unschedulePost: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.unschedule(ctx.client, me, id)),
  unpublishPost: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.unpublish(ctx.client, me, id)),
  discardDraft: gated('posts.draft', ({ id }, ctx, me) => ctx.postEditing.discardDraft(me, id)),
} satisfies MutationResolvers;
