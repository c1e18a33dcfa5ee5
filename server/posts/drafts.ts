// Writing a post's content: a draft saved (every save keeps a revision when the post has none from
// the last ten minutes), a published post's changes kept apart until published, a revision
// restored, and the replaced system's addPost and updatePost, which publish what they are sent.
// Who may write which post is the lifecycle rule's (shared/postLifecycle.ts, shared/roles.ts).
import type { PostDraftInput, PostInput, PostInputUpdate } from '../../shared/graphql.generated.ts';
import { mayEditDraft } from '../../shared/postLifecycle.ts';
import { can, canChangePost } from '../../shared/roles.ts';
import { idProblem } from '../db/values.ts';
import { AppError, badInput, forbidden } from '../core/errors.ts';
import type { Repositories } from '../db/repositories.ts';
import { fieldsOf, type PostFields, type PostRecord } from './repository.ts';
import type { PostDraftRecord, PostRevisionRecord } from './revisionsRepository.ts';
import type { StaffRecord } from '../staff/index.ts';
import { actorFor, changedMeanwhile, findPost, postNotFound, type PostWork } from './lifecycle.ts';
import { afterContentChange } from './sendApproval.ts';
import { admitNewDraft } from './staffLimits.ts';
import { validateDraft, validatePost } from './validation.ts';

export const REVISION_TEXTS = {
  notFound: 'Revision not found',
  /** Who, for a person without names, to those who may not see the staff's addresses. */
  unnamedAuthor: 'a staff member without a name',
} as const;

/** A post as staff edit it: its send's state and, when published, its pending changes. */
export interface StaffPost {
  post: PostRecord;
  sendSkippedAt: number | null;
  /** A scheduled post that will be e-mailed to subscribers when it is published. */
  sendPending: boolean;
  sendCancelledAt: number | null;
  draft: PostDraftRecord | null;
}

async function staffPost(repos: Repositories, post: PostRecord, draft: PostDraftRecord | null): Promise<StaffPost> {
  return {
    post,
    sendSkippedAt: await repos.posts.sendSkippedAt(post._id),
    sendPending: post.status === 'SCHEDULED' && post.send_on_publish,
    sendCancelledAt: await repos.posts.sendCancelledAt(post._id),
    draft,
  };
}

/** The post `id` as staff edit it, whatever its status; null when there is none. */
export async function staffView(repos: Repositories, id: string): Promise<StaffPost | null> {
  if (idProblem(id, 'id')) return null;
  const post = await repos.posts.find(id);
  if (!post) return null;
  return staffPost(repos, post, post.status === 'PUBLISHED' ? await repos.postDrafts.find(post._id) : null);
}

/**
 * Saves a draft: a new post (counted per person, NEW_DRAFTS_PER_HOUR, so that autosave spam cannot
 * fill the database), or the post `input.post_id` if `person` may edit its draft. The public
 * version is never changed by a draft: on a published post the changes are kept apart, on top of
 * those already pending, and the public post is answered as it is.
 */
export async function saveDraft(work: PostWork, person: StaffRecord, input: PostDraftInput): Promise<PostRecord> {
  const { repos } = work;
  if (input.post_id == null) {
    const fields = validateDraft(input);
    const admission = await admitNewDraft(repos.rateLimitEvents, person._id);
    try {
      return await repos.transaction(async (tx) => {
        const created = await tx.posts.insert(fields, person._id, undefined, 'DRAFT');
        await tx.postRevisions.recordAutosave(created._id, fields, person._id);
        return created;
      });
    } catch (error) {
      await admission.withdraw();
      throw error;
    }
  }
  const post = await findPost(repos, input.post_id, 'post_id');
  if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
  if (post.status === 'PUBLISHED') {
    const fields = validateDraft(input, (await repos.postDrafts.find(post._id)) ?? post);
    await repos.transaction(async (tx) => {
      if (!(await tx.postDrafts.save(post._id, fields, person._id))) throw changedMeanwhile('post_id');
      await tx.postRevisions.recordAutosave(post._id, fields, person._id);
    });
    return post;
  }
  const fields = validateDraft(input, post);
  return repos.transaction(async (tx) => {
    // Written only while the post is still in the status its right to edit was judged on: a
    // save racing a publish (by an Editor, or the scheduler) never reaches the public post.
    const updated = await tx.posts.update(post._id, fields, post.status);
    if (!updated) throw (await tx.posts.find(post._id)) ? changedMeanwhile('post_id') : postNotFound('post_id');
    await tx.postRevisions.recordAutosave(post._id, fields, person._id);
    await afterContentChange(tx, updated, person, work.client);
    return updated;
  });
}

/** Drops a published post's pending changes, if `person` may edit its draft. */
export async function discardDraft(repos: Repositories, person: StaffRecord, id: string): Promise<StaffPost> {
  const post = await findPost(repos, id);
  if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
  await repos.postDrafts.take(post._id);
  return staffPost(repos, post, null);
}

/** A post published at once by `person`, its author (whatever user_id the client sent), its first revision kept with it. */
export async function createPublished(repos: Repositories, person: StaffRecord, input: PostInput): Promise<PostRecord> {
  const fields = validatePost(input);
  return repos.transaction(async (tx) => {
    const created = await tx.posts.insert(fields, person._id);
    await tx.postRevisions.record(created._id, fields, person._id, 'PUBLISH');
    return created;
  });
}

/**
 * Changes a post `person` may change. On a published post, "Update" publishes its input: the
 * pending changes are dropped and a revision is kept, together.
 */
export async function updatePublished(work: PostWork, person: StaffRecord, input: PostInputUpdate): Promise<PostRecord> {
  const existing = await work.repos.posts.find(input.post_id);
  if (!existing) throw postNotFound('post_id');
  if (!canChangePost(person, existing)) throw forbidden();
  const fields = validatePost(input, existing);
  return work.repos.transaction(async (tx) => {
    const updated = await tx.posts.update(input.post_id, fields);
    if (!updated) throw postNotFound('post_id');
    if (updated.status === 'PUBLISHED') {
      await tx.postDrafts.take(updated._id);
      await tx.postRevisions.record(updated._id, fields, person._id, 'PUBLISH');
    }
    await afterContentChange(tx, updated, person, work.client);
    return updated;
  });
}

/**
 * A post's revisions, newest first. A person without names is shown by their e-mail only to those
 * who may list the staff (users.invite) and to themself: the history is no way for a Contributor
 * to collect addresses.
 */
export async function revisionsFor(repos: Repositories, person: StaffRecord, id: string): Promise<PostRevisionRecord[]> {
  const problem = idProblem(id, 'id');
  if (problem) throw badInput(problem, 'id');
  const revisions = await repos.postRevisions.list(id);
  if (can(person.role, 'users.invite')) return revisions;
  return revisions.map((revision) =>
    revision.author === null || revision.authorNamed || revision.authorId === person._id ? revision : { ...revision, author: REVISION_TEXTS.unnamedAuthor },
  );
}

/**
 * "Restore" makes a revision's content the current draft — the pending changes of a published
 * post (its public version stays until published again), else the post itself — and keeps a new
 * revision. Only those who may edit the post's draft may restore.
 */
export async function restoreRevision(work: PostWork, person: StaffRecord, id: string): Promise<PostRecord> {
  const { repos } = work;
  const problem = idProblem(id, 'id');
  if (problem) throw badInput(problem, 'id');
  const revisionNotFound = () => new AppError(REVISION_TEXTS.notFound, 'NOT_FOUND', { field: 'id' });
  const revision = await repos.postRevisions.find(id);
  const post = revision ? await repos.posts.find(revision.post_id) : null;
  if (!revision || !post) throw revisionNotFound();
  if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
  const fields: PostFields = fieldsOf(revision);
  return repos.transaction(async (tx) => {
    await tx.postRevisions.record(post._id, fields, person._id, 'RESTORE');
    if (post.status === 'PUBLISHED') {
      if (!(await tx.postDrafts.save(post._id, fields, person._id))) throw changedMeanwhile();
      return post;
    }
    // Only while the post is still in the status the right to restore was judged on (not
    // published meanwhile: a restore never reaches the public post).
    const updated = await tx.posts.update(post._id, fields, post.status);
    if (!updated) throw (await tx.posts.find(post._id)) ? changedMeanwhile() : revisionNotFound();
    await afterContentChange(tx, updated, person, work.client);
    return updated;
  });
}
