import { can, canChangePost } from '../../../shared/roles.ts';
import { lifecycleTransition } from '../../../shared/postLifecycle.ts';
import type { MutationResolvers } from '../resolvers.generated.ts';
import { AppError, forbidden, missingInput } from '../../errors.ts';
import { validatePost } from '../../posts/validation.ts';
import { deletion } from './deletion.ts';
import { changedMeanwhile } from './lifecycle.ts';
import { afterContentChange } from '../../posts/sendApproval.ts';

const notFound = () => new AppError('Post not found', 'NOT_FOUND', { field: 'post_id' });

export const postMutations = {
  async addPost(_, { input }, ctx) {
    const admin = await ctx.require('posts.own');
    if (!input) throw missingInput('addPost');
    // The author is whoever holds the token, whatever user_id the client sent.
    // Published at once: its first revision is kept with it.
    const fields = validatePost(input);
    return ctx.repos.transaction(async (tx) => {
      const created = await tx.posts.insert(fields, admin._id);
      await tx.postRevisions.record(created._id, fields, admin._id, 'PUBLISH');
      return created;
    });
  },

  async updatePost(_, { input }, ctx) {
    const person = await ctx.require('posts.own');
    const existing = await ctx.repos.posts.find(input.post_id);
    if (!existing) throw notFound();
    if (!canChangePost(person, existing)) throw forbidden();
    const fields = validatePost(input, existing);
    // On a published post, "Update" publishes its input: the pending changes are dropped and a
    // revision is kept, together.
    return ctx.repos.transaction(async (tx) => {
      const updated = await tx.posts.update(input.post_id, fields);
      if (!updated) throw notFound();
      if (updated.status === 'PUBLISHED') {
        await tx.postDrafts.take(updated._id);
        await tx.postRevisions.record(updated._id, fields, person._id, 'PUBLISH');
      }
      await afterContentChange(tx, updated, person, ctx.client);
      return updated;
    });
  },

  async deletePost(_, { input: id }, ctx) {
    // Contributors delete their own drafts; the lifecycle rule decides (shared/postLifecycle.ts).
    const person = await ctx.require('posts.draft');
    const existing = await ctx.repos.posts.find(id);
    if (!existing && !can(person.role, 'posts.own')) throw forbidden();
    if (existing && !lifecycleTransition({ role: person.role, own: !!existing.user_id && existing.user_id === person._id }, existing.status, { type: 'DELETE' })) {
      throw forbidden();
    }
    if (!existing) return deletion(false, 'Post');
    // Only from the status the rule was asked about: a Contributor's delete of their draft racing
    // its publication by an Editor does not take the published post down.
    if (await ctx.repos.posts.remove(id, existing.status)) return deletion(true, 'Post');
    if (await ctx.repos.posts.find(id)) throw changedMeanwhile();
    return deletion(false, 'Post');
  },
} satisfies MutationResolvers;
