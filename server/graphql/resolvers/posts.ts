// The replaced system's post mutations: addPost and updatePost publish what they are sent
// (server/posts/drafts.ts); deletePost asks the lifecycle rule (server/posts/lifecycle.ts).
import type { MutationResolvers } from '../resolvers.generated.ts';
import { missingInput } from '../../errors.ts';
import { createPublished, updatePublished } from '../../posts/drafts.ts';
import { removePost } from '../../posts/lifecycle.ts';
import { deletion } from './deletion.ts';

export const postMutations = {
  async addPost(_, { input }, ctx) {
    const person = await ctx.require('posts.own');
    if (!input) throw missingInput('addPost');
    return createPublished(ctx.repos, person, input);
  },

  async updatePost(_, { input }, ctx) {
    return updatePublished(ctx, await ctx.require('posts.own'), input);
  },

  async deletePost(_, { input: id }, ctx) {
    // Contributors delete their own drafts.
    const person = await ctx.require('posts.draft');
    return deletion(await removePost(ctx.repos, person, id), 'Post');
  },
} satisfies MutationResolvers;
