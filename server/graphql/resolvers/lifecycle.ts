// Drafts, review and scheduled publishing. Every change of a post's status is asked of
// the lifecycle rule (shared/postLifecycle.ts) with the caller's role and whether the post is
// theirs; what it refuses is FORBIDDEN. A change is made only from the status the rule was asked
// about: two staff acting at once cannot both move a post.
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { LIMITS, MESSAGES } from '../../../shared/rules.ts';
import { can } from '../../../shared/roles.ts';
import { lifecycleTransition, mayEditDraft, type LifecycleActor, type PostLifecycleEvent } from '../../../shared/postLifecycle.ts';
import { AppError, CHANGED_MEANWHILE, badInput, forbidden } from '../../errors.ts';
import type { UserRecord } from '../../repositories/users.ts';
import { fieldsOf, type PostRecord } from '../../repositories/posts.ts';
import type { Repositories } from '../../repositories/index.ts';
import { afterContentChange, approvalBy, approvalOf, queueApprovedSend } from '../../posts/sendApproval.ts';
import { admitNewDraft } from '../../posts/staffLimits.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import type { RequestContext } from '../context.ts';
import { mustBeCompleteTranslations } from '../../posts/translations.ts';
import { validateDraft } from '../../posts/validation.ts';
import { idProblem } from '../../db/values.ts';

/** How far ahead a post may be scheduled. */
export const SCHEDULE_MAX_MS = 366 * 24 * 60 * 60_000;

export const LIFECYCLE_TEXTS = {
  notFound: 'Post not found',
  changesWithoutSend: 'This post is already published: publish its changes without the send (send it from its page).',
  changedMeanwhile: CHANGED_MEANWHILE,
  scheduleInPast: 'The scheduled time must be in the future',
  scheduleTooFar: 'The scheduled time must be within a year',
  sendKept:
    'This post is scheduled to be e-mailed to subscribers: only someone who may send newsletters can publish it now or move its time. Cancel the schedule to publish it without the e-mail.',
} as const;

const notFound = (field = 'id') => new AppError(LIFECYCLE_TEXTS.notFound, 'NOT_FOUND', { field });
export const changedMeanwhile = (field = 'id') => new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field });

const actorFor = (person: UserRecord, post: PostRecord): LifecycleActor => ({
  role: person.role,
  own: !!post.user_id && post.user_id === person._id,
});

async function postFor(ctx: RequestContext, id: string, field = 'id'): Promise<PostRecord> {
  const problem = idProblem(id, field);
  if (problem) throw badInput(problem, field);
  const post = await ctx.repos.posts.find(id);
  if (!post) throw notFound(field);
  return post;
}

/** A post ready to go public has its content (a draft may be saved without). */
function mustBeComplete(post: PostRecord) {
  if (!post.content.trim()) throw badInput(MESSAGES.contentRequired, 'content');
  if (post.content.length > LIMITS.contentMax) throw badInput(`content must be at most ${LIMITS.contentMax} characters`, 'content');
  const unfinished = post.contentSections.findIndex((section) => !section.paragraph1.trim());
  if (unfinished >= 0) throw badInput(MESSAGES.paragraphRequired, `contentSections[${unfinished}].paragraph1`);
  mustBeCompleteTranslations(post.translations);
}

/**
 * Moves `post` on `event` if the rule allows it for `person`; with `send`, the newsletter send is
 * queued in the same transaction when it is published (at once, or by the scheduler later).
 */
async function move(
  ctx: RequestContext,
  person: UserRecord,
  post: PostRecord,
  event: PostLifecycleEvent,
  send = false,
  seen?: number | null,
): Promise<PostRecord> {
  const to = lifecycleTransition(actorFor(person, post), post.status, event);
  if (!to || to === 'DELETED') throw forbidden();
  // A send is approved for the text its sender saw: changed since (an author's save while an
  // Editor read it), it is refused, and the Editor reads it again.
  if (send && seen != null && seen !== post.updated_at) throw changedMeanwhile();
  const maySend = can(person.role, 'newsletter.send');
  // A scheduled post published early, or moved to another time, keeps the send it was scheduled
  // with, bound to the content that was approved; only someone who may send newsletters may
  // publish it or move it while it does (to publish it without the send, unschedule it first).
  const keptSend = post.status === 'SCHEDULED' && post.send_on_publish && (to === 'PUBLISHED' || to === 'SCHEDULED');
  if (keptSend && !maySend) throw forbidden(LIFECYCLE_TEXTS.sendKept);
  if (send && !keptSend) {
    if (!maySend) throw forbidden();
    if (!ctx.mail.enabled) throw badInput(MAIL_TEXTS.mailOff, 'sendToSubscribers');
  }
  if (to === 'PUBLISHED' || to === 'SCHEDULED') mustBeComplete(post);
  // Asked for now: the send is approved, by this person, for the content as it is (and will be
  // published: the move below is made only while it is unchanged). Kept: its approval stands.
  const approval = send ? approvalBy(person, post) : keptSend ? approvalOf(post) : null;
  send = send || keptSend;
  let queued = false;
  const moved = await ctx.repos.transaction(async (tx: Repositories) => {
    let after = await tx.posts.moveStatus(post._id, post.status, to, {
      publishAt: to === 'SCHEDULED' && 'at' in event ? (event.at ?? null) : null,
      sendOnPublish: send && to === 'SCHEDULED',
      approval: send && to === 'SCHEDULED' ? approval : null,
      // Going public (now or at its time), only the content the rule and mustBeComplete saw: a
      // save meanwhile (the author's, racing an Editor's publication) makes this "changed
      // meanwhile", never a publication of unseen text.
      unchangedSince: to === 'PUBLISHED' || to === 'SCHEDULED' ? post.updated_at : undefined,
    });
    if (!after) return null;
    // A post taken off the site ends its preview links (a new one can be made for the draft), and
    // its pending changes become the draft.
    if (post.status === 'PUBLISHED' && to !== 'PUBLISHED') {
      await tx.previewLinks.revokeAll(post._id);
      const pending = await tx.postDrafts.take(post._id);
      if (pending) after = (await tx.posts.update(post._id, fieldsOf(pending))) ?? after;
    }
    // Going public, a post has no pending changes (none left over from a save that raced an unpublish).
    if (post.status !== 'PUBLISHED' && to === 'PUBLISHED') await tx.postDrafts.take(post._id);
    if (to === 'PUBLISHED') {
      const revision = await tx.postRevisions.record(after._id, fieldsOf(after), person._id, 'PUBLISH');
      if (send) queued = (await queueApprovedSend(tx, ctx.mail, after, { approval, revision, by: person, client: ctx.client })) === 'queued';
    }
    return after;
  });
  if (!moved) throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'id' });
  if (queued) ctx.mail.wake();
  return moved;
}

export { fieldsOf };

/**
 * Makes a published post's pending changes public: its date stays, the changes are dropped and a
 * revision kept, together. Null when there were none (taken by someone else meanwhile).
 */
async function publishChanges(ctx: RequestContext, person: UserRecord, post: PostRecord): Promise<PostRecord | null> {
  return ctx.repos.transaction(async (tx) => {
    const pending = await tx.postDrafts.take(post._id);
    if (!pending) return null;
    mustBeComplete({ ...post, ...fieldsOf(pending) });
    const updated = await tx.posts.update(post._id, fieldsOf(pending));
    if (!updated) throw notFound();
    // Unpublished meanwhile (the update saw its latest row): nothing is written.
    if (updated.status !== 'PUBLISHED') throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'id' });
    await tx.postRevisions.record(post._id, fieldsOf(updated), person._id, 'PUBLISH');
    return updated;
  });
}

/** A scheduled post that will be e-mailed to subscribers when it is published. */
const sendPending = (post: PostRecord) => post.status === 'SCHEDULED' && post.send_on_publish;

function scheduleTime(at: number): number {
  if (!Number.isFinite(at)) throw badInput(LIFECYCLE_TEXTS.scheduleInPast, 'at');
  const now = Date.now();
  if (at <= now) throw badInput(LIFECYCLE_TEXTS.scheduleInPast, 'at');
  if (at > now + SCHEDULE_MAX_MS) throw badInput(LIFECYCLE_TEXTS.scheduleTooFar, 'at');
  return Math.floor(at);
}

export const lifecycleQueries = {
  /** A post as staff edit it, whatever its status. */
  async staffPost(_, { id }, ctx) {
    await ctx.require('posts.draft');
    if (idProblem(id, 'id')) return null;
    const post = await ctx.repos.posts.find(id);
    if (!post) return null;
    return {
      post,
      sendSkippedAt: await ctx.repos.posts.sendSkippedAt(post._id),
      sendPending: sendPending(post),
      sendCancelledAt: await ctx.repos.posts.sendCancelledAt(post._id),
      draft: post.status === 'PUBLISHED' ? await ctx.repos.postDrafts.find(post._id) : null,
    };
  },
} satisfies QueryResolvers;

export const lifecycleMutations = {
  async saveDraft(_, { input }, ctx) {
    const person = await ctx.require('posts.draft');
    // Every save keeps a revision when the post has none from the last ten minutes.
    if (input.post_id == null) {
      const fields = validateDraft(input);
      // New drafts are counted per person (NEW_DRAFTS_PER_HOUR): autosave spam cannot fill the database.
      const admission = await admitNewDraft(ctx.repos.rateLimitEvents, person._id);
      try {
        return await ctx.repos.transaction(async (tx) => {
          const created = await tx.posts.insert(fields, person._id, undefined, 'DRAFT');
          await tx.postRevisions.recordAutosave(created._id, fields, person._id);
          return created;
        });
      } catch (error) {
        await admission.withdraw();
        throw error;
      }
    }
    const post = await postFor(ctx, input.post_id, 'post_id');
    if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
    if (post.status === 'PUBLISHED') {
      // The public version is never changed by a draft: the changes are kept apart, on top of
      // those already pending, and the public post is answered as it is.
      const fields = validateDraft(input, (await ctx.repos.postDrafts.find(post._id)) ?? post);
      await ctx.repos.transaction(async (tx) => {
        if (!(await tx.postDrafts.save(post._id, fields, person._id))) {
          throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'post_id' });
        }
        await tx.postRevisions.recordAutosave(post._id, fields, person._id);
      });
      return post;
    }
    const fields = validateDraft(input, post);
    return ctx.repos.transaction(async (tx) => {
      // Written only while the post is still in the status its right to edit was judged on: a
      // save racing a publish (by an Editor, or the scheduler) never reaches the public post.
      const updated = await tx.posts.update(post._id, fields, post.status);
      if (!updated) throw (await tx.posts.find(post._id)) ? changedMeanwhile('post_id') : notFound('post_id');
      await tx.postRevisions.recordAutosave(post._id, fields, person._id);
      await afterContentChange(tx, updated, person, ctx.client);
      return updated;
    });
  },

  async submitForReview(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'SUBMIT_FOR_REVIEW' });
  },

  async publishPost(_, { id, sendToSubscribers, seen }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await postFor(ctx, id);
    // An Editor publishing a post in review approves it; an author may publish their own directly.
    const actor = actorFor(person, post);
    // A published post with pending changes: publishing makes them public (by whoever may publish it).
    if (post.status === 'PUBLISHED' && (await ctx.repos.postDrafts.find(post._id))) {
      if (!mayEditDraft(actor, post.status)) throw forbidden();
      if (sendToSubscribers === true) throw badInput(LIFECYCLE_TEXTS.changesWithoutSend, 'sendToSubscribers');
      const updated = await publishChanges(ctx, person, post);
      if (!updated) throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'id' });
      return updated;
    }
    const event: PostLifecycleEvent =
      post.status === 'IN_REVIEW' && !lifecycleTransition(actor, post.status, { type: 'PUBLISH' }) ? { type: 'APPROVE' } : { type: 'PUBLISH' };
    return move(ctx, person, post, event, sendToSubscribers === true, seen);
  },

  async schedulePost(_, { id, at, sendToSubscribers, seen }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await postFor(ctx, id);
    const when = scheduleTime(at);
    return move(ctx, person, post, { type: 'SCHEDULE', at: when }, sendToSubscribers === true, seen);
  },

  async unschedulePost(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'UNSCHEDULE' });
  },

  async unpublishPost(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'UNPUBLISH' });
  },

  async discardDraft(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await postFor(ctx, id);
    if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
    await ctx.repos.postDrafts.take(post._id);
    return {
      post,
      sendSkippedAt: await ctx.repos.posts.sendSkippedAt(post._id),
      sendPending: sendPending(post),
      sendCancelledAt: await ctx.repos.posts.sendCancelledAt(post._id),
      draft: null,
    };
  },
} satisfies MutationResolvers;
