// A post's lifecycle as a machine: draft → in review → scheduled or published;
// published back to draft (unpublished, same id and address); any state → deleted. Its guards are
// the one rule of shared/postLifecycle.ts, which the server also applies.
import { assign, setup } from 'xstate';
import {
  TARGETS,
  lifecycleTransition,
  type LifecycleActor,
  type LifecycleEventType,
  type LifecycleTarget,
  type PostLifecycleEvent,
  type PostStatus,
} from '../shared/postLifecycle.ts';

export * from '../shared/postLifecycle.ts';

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
