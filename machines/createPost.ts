// Publishing a post: upload the photos, then save the post that points to them.
import { assign, fromPromise, setup } from 'xstate';
import { postsApi } from '../store/api/posts.ts';
import { uploadImagesForSession, type UploadProgress } from '../store/api/uploads.ts';
import { REDIRECT_AFTER_CREATE_MS } from '../shared/constants.ts';
import type { AddPostInput, ImageRef, Post, PostInput } from '../shared/types.ts';
import {
  POST_MESSAGES,
  detailOf,
  errorToast,
  redirectToast,
  saveFailureMessage,
  successToast,
  type Failure,
  type MachineStore,
  type Toast,
} from './shared.ts';

/** The post as the form describes it; the images come from the upload. */
export type PostDraft = Omit<PostInput, 'image_urls' | 'image_url'>;

export interface UploadInput {
  store: MachineStore;
  files: readonly File[];
  onProgress: (progress: UploadProgress) => void;
}

export interface SaveInput {
  store: MachineStore;
  post: AddPostInput;
}

export interface CreatePostContext {
  store: MachineStore;
  draft: PostDraft | null;
  files: readonly File[];
  images: ImageRef[];
  progress: UploadProgress | null;
  failure: Failure | null;
  /** Bumped on success: the page keys its form on it, so the fields and previews start afresh. */
  formGeneration: number;
}

export type CreatePostEvent =
  | { type: 'SUBMIT'; draft: PostDraft; files: readonly File[] }
  | { type: 'UPLOAD_PROGRESS'; progress: UploadProgress }
  | { type: 'CANCEL' };

export const createPostMachine = setup({
  types: {
    context: {} as CreatePostContext,
    input: {} as { store: MachineStore },
    events: {} as CreatePostEvent,
  },
  actions: {
    // Provided by the page: toasts and navigation belong to the app around the machine.
    showToast: (_, _toast: Toast) => {},
    goToOverview: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Creating the post failed', params.error),
    takeSubmission: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      return { draft: event.draft, files: event.files, images: [], progress: null, failure: null };
    }),
    recordProgress: assign({
      progress: ({ event }) => (event.type === 'UPLOAD_PROGRESS' ? event.progress : null),
    }),
    keepImages: assign({ images: (_, params: { images: ImageRef[] }) => params.images }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    startNewForm: assign({
      draft: null,
      files: [],
      progress: null,
      formGeneration: ({ context }) => context.formGeneration + 1,
    }),
  },
  guards: {
    receivedImages: (_, params: { images: ImageRef[] }) => params.images.length > 0,
  },
  actors: {
    uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
      uploadImagesForSession(input.store, input.files, { signal, onProgress: input.onProgress }),
    ),
    // Not aborted when the page is left: the request may already be saved, and letting it finish
    // lets the cache refetch the list the overview shows.
    savePost: fromPromise<Post, SaveInput>(({ input }) =>
      input.store.dispatch(postsApi.endpoints.addPost.initiate(input.post)).unwrap(),
    ),
  },
  delays: {
    redirect: REDIRECT_AFTER_CREATE_MS,
  },
}).createMachine({
  id: 'createPost',
  context: ({ input }) => ({
    store: input.store,
    draft: null,
    files: [],
    images: [],
    progress: null,
    failure: null,
    formGeneration: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'form',
      on: { SUBMIT: { target: 'uploadingImages', actions: 'takeSubmission' } },
    },
    uploadingImages: {
      tags: ['busy', 'uploading'],
      invoke: {
        src: 'uploadImages',
        input: ({ context, self }) => ({
          store: context.store,
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
              {
                type: 'recordFailure',
                params: { step: 'upload', message: POST_MESSAGES.noImagesUploaded, detail: null },
              },
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
        input: ({ context }) => ({
          store: context.store,
          post: { ...context.draft!, image_urls: context.images, image_url: context.images[0] ?? null },
        }),
        onDone: 'success',
        onError: {
          target: 'failure',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'recordFailure',
              params: ({ event }) => ({
                step: 'save',
                message: saveFailureMessage(event.error, POST_MESSAGES.createFailed),
                detail: null,
              }),
            },
          ],
        },
      },
    },
    success: {
      // The emptied form stays covered until the page changes.
      tags: 'busy',
      entry: [
        'startNewForm',
        { type: 'showToast', params: successToast(POST_MESSAGES.created) },
        { type: 'showToast', params: redirectToast(POST_MESSAGES.redirectingToOverview) },
      ],
      after: { redirect: { target: 'idle', actions: 'goToOverview' } },
    },
    failure: {
      tags: 'form',
      entry: { type: 'showToast', params: ({ context }) => errorToast(context.failure!.message) },
      on: { SUBMIT: { target: 'uploadingImages', actions: 'takeSubmission' } },
    },
  },
});
