import { can, canChangePost } from '../../../shared/roles.ts';
import { lifecycleTransition } from '../../../shared/postLifecycle.ts';
import type { MutationResolvers } from '../resolvers.generated.ts';
import { AppError, forbidden, missingInput } from '../../errors.ts';
import { validatePost } from '../validate.ts';
import { deletion } from './deletion.ts';

const notFound = () => new AppError('Post not found', 'NOT_FOUND', { field: 'post_id' });

export const postMutations = {
  async addPost(_, { input }, ctx) {
    const admin = await ctx.require('posts.own');
    if (!input) throw missingInput('addPost');
    // The author is whoever holds the token, whatever user_id the client sent.
    return ctx.repos.posts.insert(validatePost(input), admin._id);
  },

  async updatePost(_, { input }, ctx) {
    const person = await ctx.require('posts.own');
    const existing = await ctx.repos.posts.find(input.post_id);
    if (!existing) throw notFound();
    if (!canChangePost(person, existing)) throw forbidden();
    const updated = await ctx.repos.posts.update(input.post_id, validatePost(input, existing));
    if (!updated) throw notFound();
    return updated;
  },

  async deletePost(_, { input: id }, ctx) {
    // Contributors delete their own drafts; the lifecycle rule decides (machines/postLifecycle.ts).
    const person = await ctx.require('posts.draft');
    const existing = await ctx.repos.posts.find(id);
    if (!existing && !can(person.role, 'posts.own')) throw forbidden();
    if (existing && !lifecycleTransition({ role: person.role, own: !!existing.user_id && existing.user_id === person._id }, existing.status, { type: 'DELETE' })) {
      throw forbidden();
    }
    return deletion(existing ? await ctx.repos.posts.remove(id) : false, 'Post');
  },
} satisfies MutationResolvers;
