// Drafts, review and scheduled publishing: the post domain decides (server/posts/lifecycle.ts,
// server/posts/drafts.ts); each field asks for the capability, then hands over its arguments.
import { discardDraft, saveDraft, staffView } from '../../posts/drafts.ts';
import { publish, schedule, submitForReview, unpublish, unschedule } from '../../posts/lifecycle.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';

export const lifecycleQueries = {
  /** A post as staff edit it, whatever its status. */
  async staffPost(_, { id }, ctx) {
    await ctx.require('posts.draft');
    return staffView(ctx.repos, id);
  },
} satisfies QueryResolvers;

export const lifecycleMutations = {
  async saveDraft(_, { input }, ctx) {
    return saveDraft(ctx, await ctx.require('posts.draft'), input);
  },

  async submitForReview(_, { id }, ctx) {
    return submitForReview(ctx, await ctx.require('posts.draft'), id);
  },

  async publishPost(_, { id, sendToSubscribers, seen }, ctx) {
    return publish(ctx, await ctx.require('posts.draft'), id, { send: sendToSubscribers === true, seen });
  },

  async schedulePost(_, { id, at, sendToSubscribers, seen }, ctx) {
    return schedule(ctx, await ctx.require('posts.draft'), id, at, { send: sendToSubscribers === true, seen });
  },

  async unschedulePost(_, { id }, ctx) {
    return unschedule(ctx, await ctx.require('posts.draft'), id);
  },

  async unpublishPost(_, { id }, ctx) {
    return unpublish(ctx, await ctx.require('posts.draft'), id);
  },

  async discardDraft(_, { id }, ctx) {
    return discardDraft(ctx.repos, await ctx.require('posts.draft'), id);
  },
} satisfies MutationResolvers;
