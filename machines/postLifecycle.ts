// A post's lifecycle (issue 24): draft → in review → scheduled or published; published back to
// draft (unpublished, same id and address); any state → deleted. Who may move a post is read from
// the role table (shared/roles.ts): `lifecycleTransition` is the one rule, used by the server to
// refuse (FORBIDDEN) and by the machine's guards, so the two cannot disagree.
import { assign, setup } from 'xstate';
import { can, type Role } from '../shared/roles.ts';

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

const TARGETS: Record<LifecycleEventType, Partial<Record<PostStatus, PostStatus | 'DELETED'>>> = {
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

/** The machine's state for a status. */
const STATE_OF: Record<LifecycleTarget, string> = {
  DRAFT: 'draft',
  IN_REVIEW: 'inReview',
  SCHEDULED: 'scheduled',
  PUBLISHED: 'published',
  DELETED: 'deleted',
};

export interface PostLifecycleInput {
  actor: LifecycleActor;
  /** Where the post is now; a new post is a draft. */
  status?: PostStatus;
  publishAt?: number | null;
}

export interface PostLifecycleContext {
  actor: LifecycleActor;
  /** The status the machine started in (read once, by `starting`). */
  initial: PostStatus;
  /** When a scheduled post goes public (ms); null otherwise. */
  publishAt: number | null;
}

type Move = { guard: { type: 'allowed'; params: { from: PostStatus; to: LifecycleTarget } }; target: string; actions?: 'keepTime' | 'forgetTime' };

/** The transition to `to` on an event from `from`, taken only when `lifecycleTransition` agrees. */
const move = (from: PostStatus, to: LifecycleTarget): Move => ({
  guard: { type: 'allowed', params: { from, to } },
  target: `#postLifecycle.${STATE_OF[to]}`,
  ...(to === 'SCHEDULED' ? { actions: 'keepTime' as const } : to === 'DELETED' ? {} : { actions: 'forgetTime' as const }),
});

/** A state's transitions: every event that applies to `from`, each guarded by the role rule. */
function transitionsFrom(from: PostStatus) {
  const on: Partial<Record<LifecycleEventType, Move | Move[]>> = {};
  for (const type of Object.keys(TARGETS) as LifecycleEventType[]) {
    const target = TARGETS[type][from];
    if (!target) continue;
    on[type] = type === 'APPROVE' ? [move(from, 'SCHEDULED'), move(from, 'PUBLISHED')] : move(from, target);
  }
  return on;
}

export const postLifecycleMachine = setup({
  types: {
    context: {} as PostLifecycleContext,
    input: {} as PostLifecycleInput,
    events: {} as PostLifecycleEvent,
  },
  guards: {
    allowed: ({ context, event }, params: { from: PostStatus; to: LifecycleTarget }) =>
      lifecycleTransition(context.actor, params.from, event) === params.to,
    startsIn: ({ context }, params: { status: PostStatus }) => context.initial === params.status,
  },
  actions: {
    keepTime: assign({ publishAt: ({ event }) => ('at' in event && typeof event.at === 'number' ? event.at : null) }),
    forgetTime: assign({ publishAt: null }),
  },
}).createMachine({
  id: 'postLifecycle',
  context: ({ input }) => ({ actor: input.actor, initial: input.status ?? 'DRAFT', publishAt: input.publishAt ?? null }),
  initial: 'starting',
  states: {
    // Passed through at once, to the post's current status.
    starting: {
      always: [
        { guard: { type: 'startsIn', params: { status: 'IN_REVIEW' } }, target: 'inReview' },
        { guard: { type: 'startsIn', params: { status: 'SCHEDULED' } }, target: 'scheduled' },
        { guard: { type: 'startsIn', params: { status: 'PUBLISHED' } }, target: 'published' },
        { target: 'draft' },
      ],
    },
    draft: { tags: ['DRAFT'], on: transitionsFrom('DRAFT') },
    inReview: { tags: ['IN_REVIEW'], on: transitionsFrom('IN_REVIEW') },
    scheduled: { tags: ['SCHEDULED'], on: transitionsFrom('SCHEDULED') },
    published: { tags: ['PUBLISHED'], on: transitionsFrom('PUBLISHED') },
    deleted: { type: 'final' },
  },
});
