import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deletionMachine, type DeletionKind } from '../../machines/deletion.ts';
import type { Toast } from '../../machines/adminToasts.ts';
import type { DeleteResult } from '../../shared/types.ts';
import { deferred } from './helpers.ts';

// One test per transition of the delete machine. Names read "<from> → <to> on <event>".

interface Stubs {
  answer?: boolean;
  remove?: (id: string) => Promise<DeleteResult>;
}

function start(kind: DeletionKind, stubs: Stubs = {}) {
  const asked: string[] = [];
  const deleted: string[] = [];
  const toasts: Toast[] = [];
  const machine = deletionMachine.provide({
    actors: {
      confirm: fromPromise<boolean, { message: string }>(async ({ input }) => {
        asked.push(input.message);
        return stubs.answer ?? true;
      }),
      deleteItem: fromPromise<DeleteResult, { id: string }>(({ input }) => {
        deleted.push(input.id);
        return stubs.remove ? stubs.remove(input.id) : Promise.resolve({ isDeleted: true, message: 'Deleted' });
      }),
    },
    actions: { showToast: (_, toast: Toast) => void toasts.push(toast), logFailure: () => {} },
  });
  const actor = createActor(machine, { input: { kind } }).start();
  return { actor, asked, deleted, toasts };
}

const CONFIRMATIONS: [DeletionKind, string][] = [
  ['post', 'Are you sure you want to delete this post?'],
  ['subscriber', 'Are you sure you want to delete this subscriber?'],
  ['message', 'Are you sure you want to delete this message?'],
];

describe('the delete machine', () => {
  test('starts in idle', () => {
    const { actor } = start('post');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  test.each(CONFIRMATIONS)('idle → confirming on DELETE (%s): the question of that kind is asked', (kind, question) => {
    const pending = deferred<boolean>();
    const asked: string[] = [];
    const machine = deletionMachine.provide({
      actors: { confirm: fromPromise<boolean, { message: string }>(({ input }) => (asked.push(input.message), pending.promise)) },
    });
    const actor = createActor(machine, { input: { kind } }).start();
    actor.send({ type: 'DELETE', id: 'x1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.id).toBe('x1');
    expect(asked).toEqual([question]);
  });

  test('confirming → deleting when the admin confirms: the item is deleted, the list busy', async () => {
    const pending = deferred<DeleteResult>();
    const { actor, deleted } = start('post', { remove: () => pending.promise });
    actor.send({ type: 'DELETE', id: 'p1' });
    await waitFor(actor, (s) => s.matches('deleting'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(deleted).toEqual(['p1']);
  });

  test('confirming → idle when the admin cancels: nothing deleted, no toast', async () => {
    const { actor, deleted, toasts } = start('post', { answer: false });
    actor.send({ type: 'DELETE', id: 'p1' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.id).toBeNull();
    expect(deleted).toEqual([]);
    expect(toasts).toEqual([]);
  });

  test('confirming → idle when the confirmation cannot be asked: nothing deleted', async () => {
    const machine = deletionMachine.provide({
      actors: { confirm: fromPromise<boolean, { message: string }>(() => Promise.reject(new Error('no window'))) },
    });
    const actor = createActor(machine, { input: { kind: 'post' } }).start();
    actor.send({ type: 'DELETE', id: 'p1' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.id).toBeNull();
  });

  test.each([
    ['post', { kind: 'success', message: '✅ Post deleted successfully!', autoClose: 3000 }],
    ['subscriber', { kind: 'success', message: 'Subscriber deleted successfully!', autoClose: 5000 }],
    ['message', { kind: 'success', message: 'Message deleted successfully!', autoClose: 3000 }],
  ] as const)('deleting → done when the server deleted it (%s): the success toast', async (kind, toast) => {
    const { actor, toasts } = start(kind);
    actor.send({ type: 'DELETE', id: 'x1' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(toasts).toEqual([toast]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  test.each([
    ['post', { kind: 'error', message: 'Failed to delete the post. Post not found', autoClose: 4000 }],
    ['subscriber', { kind: 'error', message: 'Failed to delete subscriber. Please try again.', autoClose: 5000 }],
    ['message', { kind: 'error', message: 'Failed to delete the message. Please try again.', autoClose: 5000 }],
  ] as const)('deleting → failed when the server answers "not deleted" (%s): the error toast with its reason', async (kind, toast) => {
    const { actor, toasts } = start(kind, { remove: () => Promise.resolve({ isDeleted: false, message: 'Post not found' }) });
    actor.send({ type: 'DELETE', id: 'x1' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toasts).toEqual([toast]);
    expect(actor.getSnapshot().context.error).toBe('Post not found');
  });

  test('deleting → failed when the call fails: the error toast with the message', async () => {
    const { actor, toasts } = start('post', { remove: () => Promise.reject({ code: 'UNAUTHENTICATED', message: 'Not logged in' }) });
    actor.send({ type: 'DELETE', id: 'p1' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toasts).toEqual([{ kind: 'error', message: 'Failed to delete the post. Not logged in', autoClose: 4000 }]);
  });

  test('done → confirming on DELETE: the next item can be deleted', async () => {
    const { actor, asked, deleted } = start('subscriber');
    actor.send({ type: 'DELETE', id: 's1' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'DELETE', id: 's2' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await waitFor(actor, (s) => s.matches('done'));
    expect(asked).toHaveLength(2);
    expect(deleted).toEqual(['s1', 's2']);
  });

  test('failed → confirming on DELETE: the admin may try again', async () => {
    let attempts = 0;
    const { actor, deleted } = start('message', {
      remove: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ isDeleted: true, message: 'ok' })),
    });
    actor.send({ type: 'DELETE', id: 'm1' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'DELETE', id: 'm1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(deleted).toEqual(['m1', 'm1']);
  });
});
