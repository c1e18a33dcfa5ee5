// Revisions (server/repositories/revisions.ts): staff read a post's revisions, newest
// first; "Restore" makes a revision's content the current draft — the pending changes of a
// published post (its public version stays until published again), else the post itself — and
// keeps a new revision. Only those who may edit the post's draft may restore (mayEditDraft).
import { mayEditDraft } from '../../../shared/postLifecycle.ts';
import { can } from '../../../shared/roles.ts';
import { AppError, badInput, forbidden } from '../../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { idProblem } from '../../db/values.ts';
import { afterContentChange } from '../../posts/sendApproval.ts';
import { LIFECYCLE_TEXTS, changedMeanwhile, fieldsOf } from './lifecycle.ts';

export const REVISION_TEXTS = {
  notFound: 'Revision not found',
  /** Who, for a person without names, to those who may not see the staff's addresses. */
  unnamedAuthor: 'a staff member without a name',
} as const;

export const revisionQueries = {
  async postRevisions(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    const problem = idProblem(id, 'id');
    if (problem) throw badInput(problem, 'id');
    const revisions = await ctx.repos.postRevisions.list(id);
    // A person without names is shown by their e-mail only to those who may list the staff
    // (users.invite) and to themself: the history is no way for a Contributor to collect addresses.
    if (can(person.role, 'users.invite')) return revisions;
    return revisions.map((revision) =>
      revision.author === null || revision.authorNamed || revision.authorId === person._id ? revision : { ...revision, author: REVISION_TEXTS.unnamedAuthor },
    );
  },
} satisfies QueryResolvers;

export const revisionMutations = {
  async restoreRevision(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    const problem = idProblem(id, 'id');
    if (problem) throw badInput(problem, 'id');
    const revision = await ctx.repos.postRevisions.find(id);
    const post = revision ? await ctx.repos.posts.find(revision.post_id) : null;
    if (!revision || !post) throw new AppError(REVISION_TEXTS.notFound, 'NOT_FOUND', { field: 'id' });
    if (!mayEditDraft({ role: person.role, own: !!post.user_id && post.user_id === person._id }, post.status)) throw forbidden();
    const fields = fieldsOf(revision);
    return ctx.repos.transaction(async (tx) => {
      await tx.postRevisions.record(post._id, fields, person._id, 'RESTORE');
      if (post.status === 'PUBLISHED') {
        if (!(await tx.postDrafts.save(post._id, fields, person._id))) {
          throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'id' });
        }
        return post;
      }
      // Only while the post is still in the status the right to restore was judged on (not
      // published meanwhile: a restore never reaches the public post).
      const updated = await tx.posts.update(post._id, fields, post.status);
      if (!updated) throw (await tx.posts.find(post._id)) ? changedMeanwhile() : new AppError(REVISION_TEXTS.notFound, 'NOT_FOUND', { field: 'id' });
      await afterContentChange(tx, updated, person, ctx.client);
      return updated;
    });
  },
} satisfies MutationResolvers;
