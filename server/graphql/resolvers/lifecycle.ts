// Drafts, review and scheduled publishing (issue 24). Every change of a post's status is asked of
// the lifecycle rule (machines/postLifecycle.ts) with the caller's role and whether the post is
// theirs; what it refuses is FORBIDDEN. A change is made only from the status the rule was asked
// about: two staff acting at once cannot both move a post.
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { LIMITS, MESSAGES } from '../../../shared/rules.ts';
import { can } from '../../../shared/roles.ts';
import { lifecycleTransition, mayEditDraft, type LifecycleActor, type PostLifecycleEvent } from '../../../shared/postLifecycle.ts';
import { AppError, badInput, forbidden } from '../../errors.ts';
import type { UserRecord } from '../../repositories/users.ts';
import type { PostRecord } from '../../repositories/posts.ts';
import type { Repositories } from '../../repositories/index.ts';
import { queueSend } from '../../posts/scheduler.ts';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import type { RequestContext } from '../context.ts';
import { idProblem, validateDraft } from '../validate.ts';

/** How far ahead a post may be scheduled. */
export const SCHEDULE_MAX_MS = 366 * 24 * 60 * 60_000;

export const LIFECYCLE_TEXTS = {
  notFound: 'Post not found',
  publishedDraft: 'This post is published: unpublish it first to change it as a draft, or update it.',
  changedMeanwhile: 'This post was changed meanwhile; reload it and try again.',
  scheduleInPast: 'The scheduled time must be in the future',
  scheduleTooFar: 'The scheduled time must be within a year',
} as const;

const notFound = (field = 'id') => new AppError(LIFECYCLE_TEXTS.notFound, 'NOT_FOUND', { field });

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
): Promise<PostRecord> {
  const to = lifecycleTransition(actorFor(person, post), post.status, event);
  if (!to || to === 'DELETED') throw forbidden();
  // A scheduled post published early, or moved to another time, keeps the send it was scheduled
  // with: that was allowed when it was asked for, and publishing and sending stay one unit.
  const scheduledSend = post.status === 'SCHEDULED' && post.send_on_publish && (to === 'PUBLISHED' || to === 'SCHEDULED');
  if (send && !scheduledSend) {
    if (!can(person.role, 'newsletter.send')) throw forbidden();
    if (!ctx.mail.enabled) throw badInput(MAIL_TEXTS.mailOff, 'sendToSubscribers');
  }
  if (to === 'PUBLISHED' || to === 'SCHEDULED') mustBeComplete(post);
  send = send || scheduledSend;
  let queued = false;
  const moved = await ctx.repos.transaction(async (tx: Repositories) => {
    const after = await tx.posts.moveStatus(post._id, post.status, to, {
      publishAt: to === 'SCHEDULED' && 'at' in event ? (event.at ?? null) : null,
      sendOnPublish: send && to === 'SCHEDULED',
    });
    if (!after) return null;
    if (send && to === 'PUBLISHED') queued = (await queueSend(tx, ctx.mail, after)) === 'queued';
    return after;
  });
  if (!moved) throw new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field: 'id' });
  if (queued) ctx.mail.wake();
  return moved;
}

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
    return { post, sendSkippedAt: await ctx.repos.posts.sendSkippedAt(post._id) };
  },
} satisfies QueryResolvers;

export const lifecycleMutations = {
  async saveDraft(_, { input }, ctx) {
    const person = await ctx.require('posts.draft');
    if (input.post_id == null) return ctx.repos.posts.insert(validateDraft(input), person._id, undefined, 'DRAFT');
    const post = await postFor(ctx, input.post_id, 'post_id');
    if (!mayEditDraft(actorFor(person, post), post.status)) throw forbidden();
    // The public version of a published post is never changed by a draft (not yet kept apart).
    if (post.status === 'PUBLISHED') throw badInput(LIFECYCLE_TEXTS.publishedDraft, 'post_id');
    const updated = await ctx.repos.posts.update(post._id, validateDraft(input, post));
    if (!updated) throw notFound('post_id');
    return updated;
  },

  async submitForReview(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'SUBMIT_FOR_REVIEW' });
  },

  async publishPost(_, { id, sendToSubscribers }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await postFor(ctx, id);
    // An Editor publishing a post in review approves it; an author may publish their own directly.
    const actor = actorFor(person, post);
    const event: PostLifecycleEvent =
      post.status === 'IN_REVIEW' && !lifecycleTransition(actor, post.status, { type: 'PUBLISH' }) ? { type: 'APPROVE' } : { type: 'PUBLISH' };
    return move(ctx, person, post, event, sendToSubscribers === true);
  },

  async schedulePost(_, { id, at, sendToSubscribers }, ctx) {
    const person = await ctx.require('posts.draft');
    const post = await postFor(ctx, id);
    const when = scheduleTime(at);
    return move(ctx, person, post, { type: 'SCHEDULE', at: when }, sendToSubscribers === true);
  },

  async unschedulePost(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'UNSCHEDULE' });
  },

  async unpublishPost(_, { id }, ctx) {
    const person = await ctx.require('posts.draft');
    return move(ctx, person, await postFor(ctx, id), { type: 'UNPUBLISH' });
  },
} satisfies MutationResolvers;
