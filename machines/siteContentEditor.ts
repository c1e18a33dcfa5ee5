// Editing one section of the site's content (Site content, shared/siteContent/): the form holds the
// section's draft (else its published version); "Save draft" keeps it, "Preview" keeps it and opens
// the public page with it applied, "Publish" makes what the form shows public, "Discard draft" drops
// it, "Restore" makes an old revision the draft. Every write names the version the form was loaded
// at: a refusal because someone else wrote since (CONFLICT) leaves the form as it is until the editor
// reloads. Any other refusal leaves the form and the draft as they were, with the server's reason.
// How each step reaches the server, and what a preview opens, is provided by the page.
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { SectionView, WriteInput } from '../shared/siteContent/editing.ts';
import type { ContentRecord, SectionName } from '../shared/siteContent/schema.ts';
import { asApiError, missing } from './shared.ts';

export type { SectionView, WriteInput };

export type SectionStep = 'save' | 'preview' | 'publish' | 'discard' | 'restore';

export const SECTION_EDITOR_TEXTS = {
  saved: 'Draft saved',
  published: 'Published',
  discarded: 'Draft discarded',
  restored: 'Revision restored as the draft',
  loadFailed: 'This section could not be loaded.',
} as const;

export interface SectionEditorContext {
  section: SectionName;
  view: SectionView | null;
  /** What the form shows. */
  values: ContentRecord | null;
  /** The form differs from the draft (or published version) loaded. */
  dirty: boolean;
  /** What the last step said went well, or why it was refused. */
  notice: string | null;
  failure: { message: string; conflict: boolean } | null;
  /** The revision a restore asked for. */
  revisionId: string | null;
}

export type SectionEditorEvent =
  | { type: 'EDIT'; values: ContentRecord }
  | { type: 'SAVE' }
  | { type: 'PREVIEW' }
  | { type: 'PUBLISH' }
  | { type: 'DISCARD' }
  | { type: 'RESTORE'; id: string }
  | { type: 'RELOAD' };

const loaded = (view: SectionView) => ({ view, values: view.draft ?? view.published, dirty: false });

/** A refused write: a conflict waits for a reload; anything else leaves the form as it is, with the reason. */
const REFUSED = [
  { guard: 'isConflict', target: 'conflict', actions: 'noteConflict' },
  { target: 'editing', actions: 'noteRefusal' },
] as const;

/** A write done: the form shows the section as the server answered it, and says so (then does `also`). */
const done = (notice: string, ...also: 'contentPublished'[]) => ({ target: 'editing', actions: ['show', { type: 'say', params: notice }, ...also] }) as const;

function writeInput({ context }: { context: SectionEditorContext }): WriteInput {
  return { section: context.section, version: context.view!.version, content: context.values! };
}

function versionInput({ context }: { context: SectionEditorContext }) {
  return { section: context.section, version: context.view!.version };
}

export const siteContentEditorMachine = setup({
  types: {
    context: {} as SectionEditorContext,
    events: {} as SectionEditorEvent,
    input: {} as { section: SectionName },
  },
  actors: {
    load: fromPromise<SectionView, { section: SectionName }>(missing('load')),
    save: fromPromise<SectionView, WriteInput>(missing('save')),
    publish: fromPromise<SectionView, WriteInput>(missing('publish')),
    discard: fromPromise<SectionView, Omit<WriteInput, 'content'>>(missing('discard')),
    restore: fromPromise<SectionView, Omit<WriteInput, 'content'> & { id: string }>(missing('restore')),
  },
  guards: {
    isConflict: ({ event }) => asApiError((event as unknown as ErrorActorEvent).error).code === 'CONFLICT',
    hasDraft: ({ context }) => context.view?.draft != null,
  },
  actions: {
    /** The section as the server answered it fills the form. */
    show: assign(({ event }) => loaded((event as unknown as DoneActorEvent<SectionView>).output)),
    say: assign((_, notice: string | null) => ({ notice })),
    clear: assign({ failure: null, notice: null }),
    noteConflict: assign(({ event }) => ({ failure: { message: asApiError((event as unknown as ErrorActorEvent).error).message, conflict: true } })),
    noteRefusal: assign(({ event }) => ({ failure: { message: asApiError((event as unknown as ErrorActorEvent).error).message, conflict: false } })),
    /** Opens the public page of the section with its draft applied. */
    openPreview: (_, _params: { section: SectionName }) => {},
    /** The public content changed: what the pages read is read again. */
    contentPublished: () => {},
  },
}).createMachine({
  id: 'siteContentEditor',
  context: ({ input }) => ({ section: input.section, view: null, values: null, dirty: false, notice: null, failure: null, revisionId: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clear',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ section: context.section }),
        onDone: { target: 'editing', actions: 'show' },
        onError: { target: 'loadFailed', actions: assign({ failure: { message: SECTION_EDITOR_TEXTS.loadFailed, conflict: false } }) },
      },
    },
    loadFailed: {
      on: { RELOAD: 'loading' },
    },
    editing: {
      on: {
        EDIT: { actions: assign(({ event }) => ({ values: event.values, dirty: true, notice: null })) },
        SAVE: 'saving',
        PREVIEW: 'previewing',
        PUBLISH: 'publishing',
        DISCARD: { target: 'discarding', guard: 'hasDraft' },
        RESTORE: { target: 'restoring', actions: assign(({ event }) => ({ revisionId: event.id })) },
        RELOAD: 'loading',
      },
    },
    // Someone else wrote since the form was loaded: nothing is sent until the editor reloads.
    conflict: {
      on: { RELOAD: 'loading' },
    },
    saving: { entry: 'clear', invoke: { src: 'save', input: writeInput, onDone: done(SECTION_EDITOR_TEXTS.saved), onError: REFUSED } },
    previewing: {
      entry: 'clear',
      invoke: {
        src: 'save',
        input: writeInput,
        onDone: { target: 'editing', actions: ['show', { type: 'openPreview', params: ({ context }) => ({ section: context.section }) }] },
        onError: REFUSED,
      },
    },
    publishing: {
      entry: 'clear',
      invoke: { src: 'publish', input: writeInput, onDone: done(SECTION_EDITOR_TEXTS.published, 'contentPublished'), onError: REFUSED },
    },
    discarding: { entry: 'clear', invoke: { src: 'discard', input: versionInput, onDone: done(SECTION_EDITOR_TEXTS.discarded), onError: REFUSED } },
    restoring: {
      entry: 'clear',
      invoke: { src: 'restore', input: ({ context }) => ({ ...versionInput({ context }), id: context.revisionId! }), onDone: done(SECTION_EDITOR_TEXTS.restored), onError: REFUSED },
    },
  },
});

