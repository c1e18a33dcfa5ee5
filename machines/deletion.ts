// Deleting a post, a subscriber or a contact message: the admin confirms
// first, then the item is deleted and the list refetched (the page's delete call invalidates it).
// Cancelling changes nothing. The page provides the confirmation (the browser's) and the call.
import { assign, fromPromise, setup } from 'xstate';
import { TOAST_DEFAULT_MS, TOAST_MS } from '../shared/constants.ts';
import type { DeleteResult } from '../shared/types.ts';
import { errorToast, successToast, type Toast } from './adminToasts.ts';
import { missing } from './shared.ts';

export type DeletionKind = 'post' | 'subscriber' | 'message';

interface DeletionTexts {
  confirm: string;
  deleted: Toast;
  failed: (message: string) => Toast;
}

export const DELETION_TEXTS: Record<DeletionKind, DeletionTexts> = {
  post: {
    confirm: 'Are you sure you want to delete this post?',
    deleted: successToast('✅ Post deleted successfully!', TOAST_MS.short),
    failed: (message) => errorToast(`Failed to delete the post. ${message}`, TOAST_MS.medium),
  },
  subscriber: {
    confirm: 'Are you sure you want to delete this subscriber?',
    deleted: successToast('Subscriber deleted successfully!', TOAST_DEFAULT_MS),
    failed: () => errorToast('Failed to delete subscriber. Please try again.', TOAST_DEFAULT_MS),
  },
  message: {
    confirm: 'Are you sure you want to delete this message?',
    deleted: successToast('Message deleted successfully!', TOAST_MS.short),
    failed: () => errorToast('Failed to delete the message. Please try again.', TOAST_DEFAULT_MS),
  },
};

export interface DeletionContext {
  kind: DeletionKind;
  /** The item asked about, or being deleted. */
  id: string | null;
  /** The reason the last deletion failed. */
  error: string | null;
}

export type DeletionEvent = { type: 'DELETE'; id: string };

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

const asked = { target: 'confirming', actions: 'takeItem' } as const;

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    input: {} as { kind: DeletionKind },
    events: {} as DeletionEvent,
    tags: {} as 'busy',
  },
  actions: {
    // Provided by the page.
    showToast: (_, _toast: Toast) => {},
    logFailure: (_, params: { error: unknown }) => console.error('Deleting failed', params.error),
    takeItem: assign({ id: ({ event }) => event.id, error: null }),
    forgetItem: assign({ id: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
  guards: {
    confirmed: (_, params: { answer: boolean }) => params.answer,
    deleted: (_, params: { result: DeleteResult }) => params.result.isDeleted,
  },
  actors: {
    /** Asks the admin; resolves with the answer. The page's is window.confirm. */
    confirm: fromPromise<boolean, { message: string }>(missing('confirm')),
    deleteItem: fromPromise<DeleteResult, { id: string }>(missing('deleteItem')),
  },
}).createMachine({
  id: 'deletion',
  context: ({ input }) => ({ kind: input.kind, id: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { DELETE: asked },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ message: DELETION_TEXTS[context.kind].confirm }),
        onDone: [
          { guard: { type: 'confirmed', params: ({ event }) => ({ answer: event.output }) }, target: 'deleting' },
          { target: 'idle', actions: 'forgetItem' },
        ],
        onError: { target: 'idle', actions: 'forgetItem' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          { guard: { type: 'deleted', params: ({ event }) => ({ result: event.output }) }, target: 'done' },
          // A "not deleted" answer is a failure too, with the server's reason.
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      entry: [{ type: 'showToast', params: ({ context }) => DELETION_TEXTS[context.kind].deleted }, 'forgetItem'],
      on: { DELETE: asked },
    },
    failed: {
      entry: [
        { type: 'logFailure', params: ({ context }) => ({ error: context.error }) },
        { type: 'showToast', params: ({ context }) => DELETION_TEXTS[context.kind].failed(context.error ?? '') },
        'forgetItem',
      ],
      on: { DELETE: asked },
    },
  },
});
