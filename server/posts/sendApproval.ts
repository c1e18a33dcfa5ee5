// A newsletter send goes out only with the content someone holding newsletter.send chose to send.
// Choosing it (publish or schedule "with send") records who and the hash of the content they saw;
// when the send is queued (publishing now, or the scheduler later) the post's content must still
// have that hash, else the send is cancelled, never sent with other text. A change to the content
// of a post whose send is pending cancels the send at once when made by someone who may not send
// newsletters (their editor and the post's page say so), and approves it anew when made by
// someone who may. The audit log keeps who approved each send and which revision went out.
import { createHash } from 'node:crypto';
import { can } from '../../shared/roles.ts';
import { canonicalJson } from '../audit/index.ts';
import type { SubscriberMail } from '../subscribers/index.ts';
import type { Repositories } from '../db/repositories.ts';
import { fieldsOf, type PostFields, type PostRecord, type SendApproval } from './repository.ts';
import type { StaffRecord } from '../staff/index.ts';

/** Where a request came from, as the audit log keeps it. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** What the audit log keeps as the client of what the scheduler does. */
export const SCHEDULER_CLIENT: Client = { ip: '', userAgent: 'post scheduler' };

export const SEND_ACTIONS = {
  queued: 'newsletter.queued',
  cancelled: 'newsletter.send_cancelled',
} as const;

/** The hash a send's approval binds: the post's fields (every language), whatever their key order. */
export const contentHash = (post: PostFields): string => createHash('sha256').update(canonicalJson(fieldsOf(post))).digest('hex');

/** The approval of sending `post` as it is now, by `person`. */
export const approvalBy = (person: Pick<StaffRecord, '_id'>, post: PostFields): SendApproval => ({ by: person._id, hash: contentHash(post) });

/** The approval a post's pending send holds, if any. */
export const approvalOf = (post: PostRecord): SendApproval | null =>
  post.send_approved_by && post.send_content_hash ? { by: post.send_approved_by, hash: post.send_content_hash } : null;

/**
 * Queues a published post's send in `tx` and records on the post whether it was skipped because
 * nobody was subscribed (its admin page says so; the post keeps its send).
 */
export async function queueSend(tx: Repositories, mail: Pick<SubscriberMail, 'queuePostInTransaction'>, post: PostRecord) {
  const outcome = await mail.queuePostInTransaction(tx, post);
  if (outcome === 'nobody' || outcome === 'queued') await tx.posts.recordSend(post._id, outcome === 'nobody');
  return outcome;
}

async function approverDetail(tx: Repositories, approval: SendApproval | null) {
  const approver = approval ? await tx.staff.find(approval.by) : null;
  return { approvedBy: approval?.by ?? null, approvedByEmail: approver?.email ?? null };
}

async function cancel(tx: Repositories, post: PostRecord, approval: SendApproval | null, by: StaffRecord | null, client: Client, reason: string) {
  await tx.posts.cancelSend(post._id, by?._id ?? null);
  await tx.auditLog.append({
    actorId: by?._id ?? null,
    actorEmail: by?.email ?? null,
    action: SEND_ACTIONS.cancelled,
    target: post._id,
    detail: JSON.stringify({ ...(await approverDetail(tx, approval)), reason }),
    ...client,
  });
}

/**
 * Queues the send of `post`, just published in `tx` as revision `revision`, when its content is
 * the one `approval` approved; otherwise cancels the send (and queues nothing). Either way the
 * audit log says so, naming the approver (and, when sent, the revision that went out).
 */
export async function queueApprovedSend(
  tx: Repositories,
  mail: Pick<SubscriberMail, 'queuePostInTransaction'>,
  post: PostRecord,
  sent: { approval: SendApproval | null; revision: string; by: StaffRecord | null; client: Client },
): Promise<'queued' | 'nobody' | 'alreadySent' | 'mailOff' | 'cancelled'> {
  if (!sent.approval || sent.approval.hash !== contentHash(post)) {
    await cancel(tx, post, sent.approval, sent.by, sent.client, 'the content is not the one approved');
    return 'cancelled';
  }
  const outcome = await queueSend(tx, mail, post);
  if (outcome === 'queued') {
    await tx.auditLog.append({
      actorId: sent.by?._id ?? null,
      actorEmail: sent.by?.email ?? null,
      action: SEND_ACTIONS.queued,
      target: post._id,
      detail: JSON.stringify({ ...(await approverDetail(tx, sent.approval)), revision: sent.revision }),
      ...sent.client,
    });
  }
  return outcome;
}

/**
 * After `person` changed the content of `post` (as written, in `tx`): a pending send is approved
 * anew when they may send newsletters, cancelled when they may not (unless the content is still
 * the approved one). Answers what became of it.
 */
export async function afterContentChange(tx: Repositories, post: PostRecord, person: StaffRecord, client: Client): Promise<'none' | 'approved' | 'cancelled'> {
  if (post.status !== 'SCHEDULED' || !post.send_on_publish) return 'none';
  const approval = approvalOf(post);
  if (approval && approval.hash === contentHash(post)) return 'none';
  if (can(person.role, 'newsletter.send')) {
    await tx.posts.approveSend(post._id, approvalBy(person, post));
    return 'approved';
  }
  await cancel(tx, post, approval, person, client, 'the content was changed by someone who may not send newsletters');
  return 'cancelled';
}
