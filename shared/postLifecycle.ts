// The post lifecycle's one rule: which event moves a post from which status to which,
// and who may send it, read from the role table (shared/roles.ts). The server refuses (FORBIDDEN)
// what it does not allow, and the lifecycle machine (machines/postLifecycle.ts) guards its
// transitions with it, so the two cannot disagree.
import { can, type Role } from './roles.ts';

export const POST_STATUSES = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type LifecycleEventType = 'SUBMIT_FOR_REVIEW' | 'APPROVE' | 'PUBLISH' | 'SCHEDULE' | 'UNSCHEDULE' | 'UNPUBLISH' | 'DELETE';

export type PostLifecycleEvent =
  | { type: 'SUBMIT_FOR_REVIEW' }
  /** An Editor's approval: published at once, or scheduled when the author chose a time. */
  | { type: 'APPROVE'; at?: number }
  | { type: 'PUBLISH' }
  | { type: 'SCHEDULE'; at: number }
  | { type: 'UNSCHEDULE' }
  | { type: 'UNPUBLISH' }
  | { type: 'DELETE' };

/** Who acts: their role, and whether the post is their own. */
export interface LifecycleActor {
  role: Role;
  own: boolean;
}

/** Where a post goes on an event: `deleted` is final and not a status a post keeps. */
export type LifecycleTarget = PostStatus | 'DELETED';

export const TARGETS: Record<LifecycleEventType, Partial<Record<PostStatus, PostStatus | 'DELETED'>>> = {
  SUBMIT_FOR_REVIEW: { DRAFT: 'IN_REVIEW' },
  // The target of APPROVE depends on the author's choice (a time or not): see `lifecycleTransition`.
  APPROVE: { IN_REVIEW: 'PUBLISHED' },
  PUBLISH: { DRAFT: 'PUBLISHED', IN_REVIEW: 'PUBLISHED', SCHEDULED: 'PUBLISHED' },
  SCHEDULE: { DRAFT: 'SCHEDULED', IN_REVIEW: 'SCHEDULED', SCHEDULED: 'SCHEDULED' },
  UNSCHEDULE: { SCHEDULED: 'DRAFT' },
  UNPUBLISH: { PUBLISHED: 'DRAFT' },
  DELETE: { DRAFT: 'DELETED', IN_REVIEW: 'DELETED', SCHEDULED: 'DELETED', PUBLISHED: 'DELETED' },
};

/** Anyone's post (Editor and up), or one's own with `posts.own` (Author and up). */
const mayPublish = ({ role, own }: LifecycleActor) => can(role, 'posts.any') || (own && can(role, 'posts.own'));

function allowedBy(actor: LifecycleActor, type: LifecycleEventType, from: PostStatus): boolean {
  switch (type) {
    case 'SUBMIT_FOR_REVIEW':
      return can(actor.role, 'posts.any') || (actor.own && can(actor.role, 'posts.draft'));
    case 'APPROVE':
      return can(actor.role, 'posts.any');
    case 'DELETE':
      // Contributors delete their own posts while they are theirs to write (not yet public).
      return mayPublish(actor) || (actor.own && can(actor.role, 'posts.draft') && (from === 'DRAFT' || from === 'IN_REVIEW'));
    default:
      return mayPublish(actor);
  }
}

/**
 * Where the post goes when `actor` sends `event` to a post in status `from`; null when the event
 * does not apply to that status or the actor's role may not send it. Pure: the server's check and
 * the machine's guards both call it.
 */
export function lifecycleTransition(actor: LifecycleActor, from: PostStatus, event: PostLifecycleEvent): LifecycleTarget | null {
  const target = TARGETS[event.type][from];
  if (!target || !allowedBy(actor, event.type, from)) return null;
  if (event.type === 'APPROVE' && event.at !== undefined) return 'SCHEDULED';
  return target;
}

/** May `actor` change a post's texts in status `from` (save its draft)? Contributors only their own drafts. */
export function mayEditDraft(actor: LifecycleActor, from: PostStatus): boolean {
  if (mayPublish(actor)) return true;
  return actor.own && can(actor.role, 'posts.draft') && from === 'DRAFT';
}
