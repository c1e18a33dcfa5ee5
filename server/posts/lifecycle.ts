// Review and scheduled publishing. Every change of a post's status is asked of the lifecycle rule
// (shared/postLifecycle.ts) with the person's role and whether the post is theirs; what it refuses
// is FORBIDDEN. A change is made only from the status the rule was asked about: two staff acting at
// once cannot both move a post.
import { MAIL_TEXTS } from '../../shared/mailPages.ts';
import { LIMITS, MESSAGES } from '../../shared/rules.ts';
import { can } from '../../shared/roles.ts';
import { lifecycleTransition, mayEditDraft, type LifecycleActor, type PostLifecycleEvent } from '../../shared/postLifecycle.ts';
import { idProblem } from '../db/values.ts';
import { AppError, CHANGED_MEANWHILE, badInput, forbidden } from '../core/errors.ts';
import type { MailService } from '../mail/service.ts';
import type { SubscriberMail } from '../subscribers/index.ts';
import type { Repositories } from '../db/repositories.ts';
import { fieldsOf, type PostRecord } from './repository.ts';
import type { StaffRecord } from '../staff/index.ts';
import { approvalBy, approvalOf, queueApprovedSend, type Client } from './sendApproval.ts';
import { mustBeCompleteTranslations } from './translations.ts';

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

export const postNotFound = (field = 'id') => new AppError(LIFECYCLE_TEXTS.notFound, 'NOT_FOUND', { field });
export const changedMeanwhile = (field = 'id') => new AppError(LIFECYCLE_TEXTS.changedMeanwhile, 'BAD_USER_INPUT', { field });

/**
 * What a change to a post needs of the request that asks for it: the repositories, e-mail (a
 * newsletter send is queued with a publication) and the client the audit log keeps.
 */
export interface PostWork {
  repos: Repositories;
  mail: Pick<MailService, 'enabled' | 'wake'> & Pick<SubscriberMail, 'queuePostInTransaction'>;
  client: Client;
}

/** `person` as the lifecycle rule sees them acting on `post`. */
export const actorFor = (person: StaffRecord, post: Pick<PostRecord, 'user_id'>): LifecycleActor => ({
  role: person.role,
  own: !!post.user_id && post.user_id === person._id,
});

/** The post `id` (the argument named `field`); BAD_USER_INPUT for what cannot be an id, NOT_FOUND for none. */
export async function findPost(repos: Repositories, id: string, field = 'id'): Promise<PostRecord> {
  const problem = idProblem(id, field);
  if (problem) throw badInput(problem, field);
  const post = await repos.posts.find(id);
  if (!post) throw postNotFound(field);
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

/** Whether the newsletter send was chosen, and the post's updated_at as its sender last saw it. */
export interface SendChoice {
  send: boolean;
  seen?: number | null;
}

/**
 * Moves `post` on `event` if the rule allows it for `person`; with `send`, the newsletter send is
 * queued in the same transaction when it is published (at once, or by the scheduler later).
 */
async function move(work: PostWork, person: StaffRecord, post: PostRecord, event: PostLifecycleEvent, choice?: SendChoice): Promise<PostRecord> {
  let send = choice?.send ?? false;
  const to = lifecycleTransition(actorFor(person, post), post.status, event);
  if (!to || to === 'DELETED') throw forbidden();
  // A send is approved for the text its sender saw: changed since (an author's save while an
  // Editor read it), it is refused, and the Editor reads it again.
  if (send && choice?.seen != null && choice.seen !== post.updated_at) throw changedMeanwhile();
  const maySend = can(person.role, 'newsletter.send');
  // A scheduled post published early, or moved to another time, keeps the send it was scheduled
  // with, bound to the content that was approved; only someone who may send newsletters may
  // publish it or move it while it does (to publish it without the send, unschedule it first).
  const keptSend = post.status === 'SCHEDULED' && post.send_on_publish && (to === 'PUBLISHED' || to === 'SCHEDULED');
  if (keptSend && !maySend) throw forbidden(LIFECYCLE_TEXTS.sendKept);
  if (send && !keptSend) {
    if (!maySend) throw forbidden();
    if (!work.mail.enabled) throw badInput(MAIL_TEXTS.mailOff, 'sendToSubscribers');
  }
  if (to === 'PUBLISHED' || to === 'SCHEDULED') mustBeComplete(post);
  // Asked for now: the send is approved, by this person, for the content as it is (and will be
  // published: the move below is made only while it is unchanged). Kept: its approval stands.
  const approval = send ? approvalBy(person, post) : keptSend ? approvalOf(post) : null;
  send = send || keptSend;
  let queued = false;
  const moved = await work.repos.transaction(async (tx: Repositories) => {
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
      if (send) queued = (await queueApprovedSend(tx, work.mail, after, { approval, revision, by: person, client: work.client })) === 'queued';
    }
    return after;
  });
  if (!moved) throw changedMeanwhile();
  if (queued) work.mail.wake();
  return moved;
}

/**
 * Makes a published post's pending changes public: its date stays, the changes are dropped and a
 * revision kept, together. Null when there were none (taken by someone else meanwhile).
 */
async function publishChanges(work: PostWork, person: StaffRecord, post: PostRecord): Promise<PostRecord | null> {
  return work.repos.transaction(async (tx) => {
    const pending = await tx.postDrafts.take(post._id);
    if (!pending) return null;
    mustBeComplete({ ...post, ...fieldsOf(pending) });
    const updated = await tx.posts.update(post._id, fieldsOf(pending));
    if (!updated) throw postNotFound();
    // Unpublished meanwhile (the update saw its latest row): nothing is written.
    if (updated.status !== 'PUBLISHED') throw changedMeanwhile();
    await tx.postRevisions.record(post._id, fieldsOf(updated), person._id, 'PUBLISH');
    return updated;
  });
}

function scheduleTime(at: number): number {
  if (!Number.isFinite(at)) throw badInput(LIFECYCLE_TEXTS.scheduleInPast, 'at');
  const now = Date.now();
  if (at <= now) throw badInput(LIFECYCLE_TEXTS.scheduleInPast, 'at');
  if (at > now + SCHEDULE_MAX_MS) throw badInput(LIFECYCLE_TEXTS.scheduleTooFar, 'at');
  return Math.floor(at);
}

export async function submitForReview(work: PostWork, person: StaffRecord, id: string): Promise<PostRecord> {
  return move(work, person, await findPost(work.repos, id), { type: 'SUBMIT_FOR_REVIEW' });
}

/**
 * Publishes the post `id`: an Editor publishing a post in review approves it; an author may publish
 * their own directly. A published post with pending changes: publishing makes them public (by
 * whoever may edit its draft), without a send.
 */
export async function publish(work: PostWork, person: StaffRecord, id: string, choice: SendChoice): Promise<PostRecord> {
  const post = await findPost(work.repos, id);
  const actor = actorFor(person, post);
  if (post.status === 'PUBLISHED' && (await work.repos.postDrafts.find(post._id))) {
    if (!mayEditDraft(actor, post.status)) throw forbidden();
    if (choice.send) throw badInput(LIFECYCLE_TEXTS.changesWithoutSend, 'sendToSubscribers');
    const updated = await publishChanges(work, person, post);
    if (!updated) throw changedMeanwhile();
    return updated;
  }
  const event: PostLifecycleEvent =
    post.status === 'IN_REVIEW' && !lifecycleTransition(actor, post.status, { type: 'PUBLISH' }) ? { type: 'APPROVE' } : { type: 'PUBLISH' };
  return move(work, person, post, event, choice);
}

export async function schedule(work: PostWork, person: StaffRecord, id: string, at: number, choice: SendChoice): Promise<PostRecord> {
  const post = await findPost(work.repos, id);
  return move(work, person, post, { type: 'SCHEDULE', at: scheduleTime(at) }, choice);
}

export async function unschedule(work: PostWork, person: StaffRecord, id: string): Promise<PostRecord> {
  return move(work, person, await findPost(work.repos, id), { type: 'UNSCHEDULE' });
}

export async function unpublish(work: PostWork, person: StaffRecord, id: string): Promise<PostRecord> {
  return move(work, person, await findPost(work.repos, id), { type: 'UNPUBLISH' });
}

/**
 * Deletes the post `id` when the rule lets `person` (Contributors their own drafts); answers
 * whether there was one to delete. Only from the status the rule was asked about: a
 * Contributor's delete of their draft racing its publication by an Editor does not take the
 * published post down.
 */
export async function removePost(repos: Repositories, person: StaffRecord, id: string): Promise<boolean> {
  const existing = await repos.posts.find(id);
  if (!existing && !can(person.role, 'posts.own')) throw forbidden();
  if (existing && !lifecycleTransition(actorFor(person, existing), existing.status, { type: 'DELETE' })) throw forbidden();
  if (!existing) return false;
  if (await repos.posts.remove(id, existing.status)) return true;
  if (await repos.posts.find(id)) throw changedMeanwhile();
  return false;
}
