import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  lifecycleTransition,
  mayEditDraft,
  postLifecycleMachine,
  type LifecycleActor,
  type LifecycleTarget,
  type PostLifecycleEvent,
  type PostStatus,
} from '../../machines/postLifecycle.ts';
import { ROLES, type Role } from '../../shared/roles.ts';

// One test per transition of the post lifecycle, each with every role, on one's own post and on
// someone else's. Names read "<from> → <to> on <event>". The machine and the pure rule are checked
// to agree on every case.

const STATE: Record<LifecycleTarget, string> = {
  DRAFT: 'draft',
  IN_REVIEW: 'inReview',
  SCHEDULED: 'scheduled',
  PUBLISHED: 'published',
  DELETED: 'deleted',
};

function run(actor: LifecycleActor, from: PostStatus, event: PostLifecycleEvent) {
  const machine = createActor(postLifecycleMachine, { input: { actor, status: from, publishAt: from === 'SCHEDULED' ? 1 : null } }).start();
  expect(machine.getSnapshot().value).toBe(STATE[from]);
  machine.send(event);
  const snapshot = machine.getSnapshot();
  machine.stop();
  return snapshot;
}

/** Who may, on their own post and on someone else's. */
type Who = { own: readonly Role[]; others: readonly Role[] };
const EDITORS_UP: readonly Role[] = ['OWNER', 'ADMINISTRATOR', 'EDITOR'];
const AUTHORS_UP: readonly Role[] = [...EDITORS_UP, 'AUTHOR'];
const EVERYONE: readonly Role[] = ROLES;
const PUBLISHERS: Who = { own: AUTHORS_UP, others: EDITORS_UP };

const AT = Date.UTC(2030, 0, 1, 8);

const TRANSITIONS: { from: PostStatus; event: PostLifecycleEvent; to: LifecycleTarget; who: Who }[] = [
  { from: 'DRAFT', event: { type: 'SUBMIT_FOR_REVIEW' }, to: 'IN_REVIEW', who: { own: EVERYONE, others: EDITORS_UP } },
  { from: 'DRAFT', event: { type: 'PUBLISH' }, to: 'PUBLISHED', who: PUBLISHERS },
  { from: 'DRAFT', event: { type: 'SCHEDULE', at: AT }, to: 'SCHEDULED', who: PUBLISHERS },
  { from: 'DRAFT', event: { type: 'DELETE' }, to: 'DELETED', who: { own: EVERYONE, others: EDITORS_UP } },
  { from: 'IN_REVIEW', event: { type: 'APPROVE' }, to: 'PUBLISHED', who: { own: EDITORS_UP, others: EDITORS_UP } },
  { from: 'IN_REVIEW', event: { type: 'APPROVE', at: AT }, to: 'SCHEDULED', who: { own: EDITORS_UP, others: EDITORS_UP } },
  { from: 'IN_REVIEW', event: { type: 'PUBLISH' }, to: 'PUBLISHED', who: PUBLISHERS },
  { from: 'IN_REVIEW', event: { type: 'SCHEDULE', at: AT }, to: 'SCHEDULED', who: PUBLISHERS },
  { from: 'IN_REVIEW', event: { type: 'DELETE' }, to: 'DELETED', who: { own: EVERYONE, others: EDITORS_UP } },
  { from: 'SCHEDULED', event: { type: 'PUBLISH' }, to: 'PUBLISHED', who: PUBLISHERS },
  { from: 'SCHEDULED', event: { type: 'SCHEDULE', at: AT + 1 }, to: 'SCHEDULED', who: PUBLISHERS },
  { from: 'SCHEDULED', event: { type: 'UNSCHEDULE' }, to: 'DRAFT', who: PUBLISHERS },
  { from: 'SCHEDULED', event: { type: 'DELETE' }, to: 'DELETED', who: PUBLISHERS },
  { from: 'PUBLISHED', event: { type: 'UNPUBLISH' }, to: 'DRAFT', who: PUBLISHERS },
  { from: 'PUBLISHED', event: { type: 'DELETE' }, to: 'DELETED', who: PUBLISHERS },
];

describe('post lifecycle transitions', () => {
  for (const { from, event, to, who } of TRANSITIONS) {
    const label = event.type === 'APPROVE' && event.at !== undefined ? 'APPROVE with a time' : event.type;
    test(`${from} → ${to} on ${label}`, () => {
      for (const role of ROLES) {
        for (const own of [true, false]) {
          const allowed = (own ? who.own : who.others).includes(role);
          const actor = { role, own };
          expect(lifecycleTransition(actor, from, event), `${role} own=${own}`).toBe(allowed ? to : null);
          const snapshot = run(actor, from, event);
          expect(snapshot.value, `${role} own=${own}`).toBe(allowed ? STATE[to] : STATE[from]);
          if (allowed && to === 'SCHEDULED') expect(snapshot.context.publishAt).toBe((event as { at: number }).at);
          if (allowed && (to === 'DRAFT' || to === 'PUBLISHED')) expect(snapshot.context.publishAt).toBeNull();
          if (allowed && to === 'DELETED') expect(snapshot.status).toBe('done');
        }
      }
    });
  }

  test('every event that names no transition from a status is refused for everyone', () => {
    const events: PostLifecycleEvent[] = [
      { type: 'SUBMIT_FOR_REVIEW' },
      { type: 'APPROVE' },
      { type: 'APPROVE', at: AT },
      { type: 'PUBLISH' },
      { type: 'SCHEDULE', at: AT },
      { type: 'UNSCHEDULE' },
      { type: 'UNPUBLISH' },
      { type: 'DELETE' },
    ];
    for (const from of ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED'] as const) {
      for (const event of events) {
        if (TRANSITIONS.some((t) => t.from === from && t.event.type === event.type && ('at' in t.event) === ('at' in event))) continue;
        for (const role of ROLES) {
          expect(lifecycleTransition({ role, own: true }, from, event), `${from} ${event.type} ${role}`).toBeNull();
          expect(run({ role, own: true }, from, event).value).toBe(STATE[from]);
        }
      }
    }
  });

  test('a new post starts as a draft', () => {
    const machine = createActor(postLifecycleMachine, { input: { actor: { role: 'CONTRIBUTOR', own: true } } }).start();
    expect(machine.getSnapshot().value).toBe('draft');
    expect(machine.getSnapshot().hasTag('DRAFT')).toBe(true);
    machine.stop();
  });

  test('Contributors edit only their own drafts; Authors their own posts; Editors and up any', () => {
    expect(mayEditDraft({ role: 'CONTRIBUTOR', own: true }, 'DRAFT')).toBe(true);
    expect(mayEditDraft({ role: 'CONTRIBUTOR', own: true }, 'IN_REVIEW')).toBe(false);
    expect(mayEditDraft({ role: 'CONTRIBUTOR', own: true }, 'PUBLISHED')).toBe(false);
    expect(mayEditDraft({ role: 'CONTRIBUTOR', own: false }, 'DRAFT')).toBe(false);
    expect(mayEditDraft({ role: 'AUTHOR', own: true }, 'IN_REVIEW')).toBe(true);
    expect(mayEditDraft({ role: 'AUTHOR', own: false }, 'DRAFT')).toBe(false);
    expect(mayEditDraft({ role: 'EDITOR', own: false }, 'SCHEDULED')).toBe(true);
  });
});
