// The replaced system's post mutations: addPost and updatePost publish what they are sent
// (server/posts/drafts.ts); deletePost asks the lifecycle rule (server/posts/lifecycle.ts).
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { missingInput } from '../core/errors.ts';
import { deletion } from '../graphql/deletion.ts';
import { gated, gatedRead } from '../graphql/gated.ts';
import { rowOptions } from '../graphql/paged.ts';

export const postQueries = {
  postRows: gated('admin.enter', (args, ctx) => ctx.postEditing.rows(rowOptions(args), args.status ?? null)),
  // The overview's overdue banner: a scheduled post past its time (never for more than a minute).
  overdueScheduledPosts: gatedRead('posts.draft', (ctx) => ctx.postEditing.countOverdueScheduled()),
} satisfies QueryResolvers;

export const postMutations = {
  addPost: gated('posts.own', ({ input }, ctx, me) => {
    if (!input) throw missingInput('addPost');
    return ctx.postEditing.createPublished(me, input);
  }),
  updatePost: gated('posts.own', ({ input }, ctx, me) => ctx.postEditing.updatePublished(ctx.client, me, input)),
  // Contributors delete their own drafts.
  deletePost: gated('posts.draft', async ({ input: id }, ctx, me) => deletion(await ctx.postEditing.remove(me, id), 'Post')),
} satisfies MutationResolvers;
