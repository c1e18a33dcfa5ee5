// Publishing a new post or correcting an existing one: chosen photos are uploaded
// first, then the post is saved with them. The mode is the machine's input. How photos are
// uploaded and posts saved is provided by the page (`.provide()`), as are toasts and navigation.
import { assign, fromPromise, setup } from 'xstate';
import { REDIRECT_AFTER_CREATE_MS, REDIRECT_AFTER_UPDATE_MS } from '../shared/constants.ts';
import type { PostDraft } from '../shared/postDraft.ts';
import type { AddPostInput, ImageRef, Post, UpdatePostInput, UploadProgress } from '../shared/types.ts';
import {
  POST_MESSAGES,
  detailOf,
  errorToast,
  redirectToast,
  saveFailureMessage,
  successToast,
  type Failure,
  type Toast,
} from './adminToasts.ts';
import { missing } from './shared.ts';

/** A new post, or the one with this id. */
export type PostEditorInput = { mode: 'create' } | { mode: 'edit'; postId: string };
export type PostEditorMode = PostEditorInput['mode'];

export interface UploadInput {
  files: readonly File[];
  onProgress: (progress: UploadProgress) => void;
}

/** What is saved: a new post (addPost) or the changes to one (updatePost). */
export type SaveInput = { mode: 'create'; post: AddPostInput } | { mode: 'edit'; post: UpdatePostInput };

export interface PostEditorContext {
  input: PostEditorInput;
  draft: PostDraft | null;
  files: readonly File[];
  /** The uploaded photos; when editing, none keeps the post's own. */
  images: ImageRef[];
  progress: UploadProgress | null;
  failure: Failure | null;
}

export type PostEditorEvent =
  | { type: 'SUBMIT'; draft: PostDraft; files: readonly File[] }
  | { type: 'UPLOAD_PROGRESS'; progress: UploadProgress }
  | { type: 'CANCEL' };

/** What differs between the two flows. */
export const EDITOR_FLOWS = {
  create: {
    saveFailed: POST_MESSAGES.createFailed,
    saved: POST_MESSAGES.created,
    redirecting: POST_MESSAGES.redirectingToOverview,
    redirectMs: REDIRECT_AFTER_CREATE_MS,
  },
  edit: {
    saveFailed: POST_MESSAGES.updateFailed,
    saved: POST_MESSAGES.updated,
    redirecting: POST_MESSAGES.redirectingToActivities,
    redirectMs: REDIRECT_AFTER_UPDATE_MS,
  },
} as const;

function saveInput({ input, draft, images }: PostEditorContext): SaveInput {
  if (input.mode === 'create') {
    return { mode: 'create', post: { ...draft!, image_urls: images, image_url: images[0] ?? null } };
  }
  // Leaving the images out keeps the post's own.
  const replaced = images.length ? { image_urls: images, image_url: images[0] } : {};
  return { mode: 'edit', post: { post_id: input.postId, ...draft!, ...replaced } };
}

const submitted = [
  { guard: 'mustUpload', target: 'uploadingImages', actions: 'takeSubmission' },
  { target: 'saving', actions: 'takeSubmission' },
] as const;

export const postEditorMachine = setup({
  types: {
    context: {} as PostEditorContext,
    input: {} as PostEditorInput,
    events: {} as PostEditorEvent,
    tags: {} as 'form' | 'busy' | 'uploading' | 'saving' | 'saved',
  },
  actions: {
    // Provided by the page: toasts, the way back to the overview and emptying the form.
    showToast: (_, _toast: Toast) => {},
    goToOverview: () => {},
    clearForm: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Saving the post failed', params.error),
    takeSubmission: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      return { draft: event.draft, files: event.files, images: [], progress: null, failure: null };
    }),
    recordProgress: assign({
      progress: ({ event }) => (event.type === 'UPLOAD_PROGRESS' ? event.progress : null),
    }),
    keepImages: assign({ images: (_, params: { images: ImageRef[] }) => params.images }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    forgetSubmission: assign({ draft: null, files: [], progress: null }),
  },
  guards: {
    // A new post always has photos; an edit uploads only when new ones were chosen.
    mustUpload: ({ context, event }) => context.input.mode === 'create' || (event.type === 'SUBMIT' && event.files.length > 0),
    receivedImages: (_, params: { images: ImageRef[] }) => params.images.length > 0,
    isNewPost: ({ context }) => context.input.mode === 'create',
  },
  actors: {
    uploadImages: fromPromise<ImageRef[], UploadInput>(missing('uploadImages')),
    // The page's save is not aborted when the page is left: the request may already be saved.
    savePost: fromPromise<Post, SaveInput>(missing('savePost')),
  },
  delays: {
    redirect: ({ context }) => EDITOR_FLOWS[context.input.mode].redirectMs,
  },
}).createMachine({
  id: 'postEditor',
  context: ({ input }) => ({ input, draft: null, files: [], images: [], progress: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'form',
      on: { SUBMIT: submitted },
    },
    uploadingImages: {
      tags: ['busy', 'uploading'],
      invoke: {
        src: 'uploadImages',
        input: ({ context, self }) => ({
          files: context.files,
          onProgress: (progress: UploadProgress) => self.send({ type: 'UPLOAD_PROGRESS', progress }),
        }),
        onDone: [
          {
            guard: { type: 'receivedImages', params: ({ event }) => ({ images: event.output }) },
            target: 'saving',
            actions: { type: 'keepImages', params: ({ event }) => ({ images: event.output }) },
          },
          {
            target: 'failure',
            actions: [
              { type: 'logFailure', params: { error: POST_MESSAGES.noImagesUploaded } },
              { type: 'recordFailure', params: { step: 'upload', message: POST_MESSAGES.noImagesUploaded, detail: null } },
            ],
          },
        ],
        onError: {
          target: 'failure',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'recordFailure',
              params: ({ event }) => ({ step: 'upload', message: POST_MESSAGES.uploadFailed, detail: detailOf(event.error) }),
            },
          ],
        },
      },
      on: {
        UPLOAD_PROGRESS: { actions: 'recordProgress' },
        CANCEL: 'idle',
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        src: 'savePost',
        input: ({ context }) => saveInput(context),
        onDone: [{ guard: 'isNewPost', target: 'success.newForm' }, { target: 'success.readOnly' }],
        onError: {
          target: 'failure',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'recordFailure',
              params: ({ context, event }) => ({
                step: 'save',
                message: saveFailureMessage(event.error, EDITOR_FLOWS[context.input.mode].saveFailed),
                detail: null,
              }),
            },
          ],
        },
      },
    },
    success: {
      entry: [
        { type: 'showToast', params: ({ context }) => successToast(EDITOR_FLOWS[context.input.mode].saved) },
        { type: 'showToast', params: ({ context }) => redirectToast(EDITOR_FLOWS[context.input.mode].redirecting) },
      ],
      after: { redirect: { target: 'idle', actions: 'goToOverview' } },
      // Entered through saving's onDone, which picks the child by mode.
      initial: 'newForm',
      states: {
        // A new post: the form and its previews start afresh, covered until the page changes.
        newForm: { tags: 'busy', entry: ['forgetSubmission', 'clearForm'] },
        // A corrected post: the form stays as saved, read-only, until the page changes.
        readOnly: { tags: 'saved' },
      },
    },
    failure: {
      tags: 'form',
      entry: { type: 'showToast', params: ({ context }) => errorToast(context.failure!.message) },
      on: { SUBMIT: submitted },
    },
  },
});
