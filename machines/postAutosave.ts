// The post editor's autosave: a draft is saved 2 s after the last change and at once when
// the page is left; a failed save is retried with a growing pause until it goes through. What it
// shows: "Saving…" from a change until the server has it, "Saved", "Not saved: retrying", or why it
// cannot save (the server refused the draft, or it has no title yet). How a draft is saved is
// provided by the page (`autosaveFor`), as is `saveable`, which says whether the values may be sent at all.
import { assign, fromPromise, setup } from 'xstate';
import { asApiError, missing } from './shared.ts';

/** How long after the last change the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** The pauses between retries of a failed save: doubled from the first, at most the last. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

export const AUTOSAVE_TEXTS = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved: retrying',
  needsTitle: 'Not saved yet: a draft needs a title',
  refused: (message: string) => `Not saved: ${message}`,
} as const;

// Answers that no retry changes: the draft itself was refused, or the person may not save it.
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED', 'PASSWORD_CHECK_REQUIRED']);

export interface AutosaveContext<Values = unknown> {
  /** The newest values not yet saved (null when the server has them all). */
  pending: Values | null;
  /** The values of the save under way. */
  sending: Values | null;
  /** Failed saves in a row. */
  attempts: number;
  /** Why the server refused the last save. */
  refusal: string | null;
}

export type AutosaveEvent<Values = unknown> = { type: 'CHANGE'; values: Values } | { type: 'FLUSH' };

export const retryDelay = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));

const change = [
  { guard: 'unsaveable', target: '#autosave.needsTitle', actions: 'takeChange' },
  { target: '#autosave.waiting', reenter: true, actions: 'takeChange' },
] as const;

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    tags: {} as 'unsaved',
  },
  actions: {
    takeChange: assign({ pending: ({ event }) => (event.type === 'CHANGE' ? event.values : null) }),
    startSending: assign(({ context }) => ({ sending: context.pending, pending: null })),
    settle: assign({ sending: null, attempts: 0, refusal: null }),
    // A failed save's values are pending again unless newer ones came meanwhile.
    keepUnsent: assign(({ context }) => ({ pending: context.pending ?? context.sending, sending: null, attempts: context.attempts + 1 })),
    recordRefusal: assign(({ context, event }) => ({
      refusal: asApiError((event as { error?: unknown }).error).message,
      pending: context.pending ?? context.sending,
      sending: null,
    })),
  },
  guards: {
    // Provided by the page (autosaveFor): whether a change's values may not be sent (a draft needs its title).
    unsaveable: () => false,
    hasPending: ({ context }) => context.pending !== null,
    refused: ({ event }) => REFUSALS.has(asApiError((event as { error?: unknown }).error).code),
  },
  actors: {
    saveDraft: fromPromise<unknown, unknown>(missing('saveDraft')),
  },
  delays: {
    debounce: AUTOSAVE_DELAY_MS,
    retry: ({ context }) => retryDelay(context.attempts),
  },
}).createMachine({
  id: 'autosave',
  context: { pending: null, sending: null, attempts: 0, refusal: null },
  initial: 'untouched',
  states: {
    // Nothing changed since the page opened: nothing to say.
    untouched: { on: { CHANGE: change } },
    waiting: {
      tags: 'unsaved',
      after: { debounce: 'saving' },
      on: { CHANGE: change, FLUSH: 'saving' },
    },
    saving: {
      tags: 'unsaved',
      entry: 'startSending',
      invoke: {
        src: 'saveDraft',
        input: ({ context }: { context: AutosaveContext }) => context.sending,
        onDone: [
          { guard: 'hasPending', target: 'waiting', actions: 'settle' },
          { target: 'saved', actions: 'settle' },
        ],
        onError: [
          { guard: 'refused', target: 'refused', actions: 'recordRefusal' },
          { target: 'retrying', actions: 'keepUnsent' },
        ],
      },
      // Changes while a save is under way wait for it: they go in the next one.
      on: { CHANGE: { actions: 'takeChange' } },
    },
    saved: { on: { CHANGE: change } },
    retrying: {
      tags: 'unsaved',
      after: { retry: 'saving' },
      on: { CHANGE: { actions: 'takeChange' }, FLUSH: 'saving' },
    },
    refused: { tags: 'unsaved', on: { CHANGE: change } },
    needsTitle: { tags: 'unsaved', on: { CHANGE: change } },
  },
});

/** The machine with the page's save and its rule of what may be saved. */
export function autosaveFor<Values>(saveDraft: (values: Values, signal: AbortSignal) => Promise<unknown>, saveable: (values: Values) => boolean) {
  return autosaveMachine.provide({
    actors: { saveDraft: fromPromise<unknown, unknown>(({ input, signal }) => saveDraft(input as Values, signal)) },
    guards: {
      unsaveable: ({ event }) => event.type === 'CHANGE' && !saveable(event.values as Values),
    },
  });
}

/** The line the editor shows for a state of the machine (empty before any change). */
export function autosaveText(state: { value: unknown; context: AutosaveContext }): string {
  switch (state.value) {
    case 'waiting':
    case 'saving':
      return AUTOSAVE_TEXTS.saving;
    case 'saved':
      return AUTOSAVE_TEXTS.saved;
    case 'retrying':
      return AUTOSAVE_TEXTS.retrying;
    case 'refused':
      return AUTOSAVE_TEXTS.refused(state.context.refusal ?? '');
    case 'needsTitle':
      return AUTOSAVE_TEXTS.needsTitle;
    default:
      return '';
  }
}
