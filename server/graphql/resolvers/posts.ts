import type { MutationResolvers } from '../resolvers.generated.ts';
import { AppError, missingInput } from '../../errors.ts';
import { validatePost } from '../validate.ts';
import { deletion } from './deletion.ts';

const notFound = () => new AppError('Post not found', 'NOT_FOUND', { field: 'post_id' });

export const postMutations = {
  async addPost(_, { input }, ctx) {
    const admin = await ctx.requireAdmin();
    if (!input) throw missingInput('addPost');
    // The author is whoever holds the token, whatever user_id the client sent.
    return ctx.repos.posts.insert(validatePost(input), admin._id);
  },

  async updatePost(_, { input }, ctx) {
    await ctx.requireAdmin();
    const existing = await ctx.repos.posts.find(input.post_id);
    if (!existing) throw notFound();
    const updated = await ctx.repos.posts.update(input.post_id, validatePost(input, existing));
    if (!updated) throw notFound();
    return updated;
  },

  async deletePost(_, { input: id }, ctx) {
    await ctx.requireAdmin();
    return deletion(await ctx.repos.posts.remove(id), 'Post');
  },
} satisfies MutationResolvers;
