// Correcting a post: new photos (if any were chosen) are uploaded first and replace the old ones.
import { assign, fromPromise, setup } from 'xstate';
import { postsApi } from '../store/api/posts.ts';
import { uploadImagesForSession, type UploadProgress } from '../store/api/uploads.ts';
import { REDIRECT_AFTER_UPDATE_MS } from '../shared/constants.ts';
import type { ImageRef, Post, UpdatePostInput } from '../shared/types.ts';
import type { PostDraft, UploadInput } from './createPost.ts';
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

export interface UpdateInput {
  store: MachineStore;
  post: UpdatePostInput;
}

export interface EditPostContext {
  store: MachineStore;
  postId: string;
  draft: PostDraft | null;
  files: readonly File[];
  /** The uploaded replacements; empty keeps the post's images. */
  images: ImageRef[];
  progress: UploadProgress | null;
  failure: Failure | null;
}

export type EditPostEvent =
  | { type: 'SUBMIT'; draft: PostDraft; files: readonly File[] }
  | { type: 'UPLOAD_PROGRESS'; progress: UploadProgress }
  | { type: 'CANCEL' };

export const editPostMachine = setup({
  types: {
    context: {} as EditPostContext,
    input: {} as { store: MachineStore; postId: string },
    events: {} as EditPostEvent,
  },
  actions: {
    // Provided by the page.
    showToast: (_, _toast: Toast) => {},
    goToOverview: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Updating the post failed', params.error),
    takeSubmission: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      return { draft: event.draft, files: event.files, images: [], progress: null, failure: null };
    }),
    recordProgress: assign({
      progress: ({ event }) => (event.type === 'UPLOAD_PROGRESS' ? event.progress : null),
    }),
    keepImages: assign({ images: (_, params: { images: ImageRef[] }) => params.images }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
  },
  guards: {
    choseImages: ({ event }) => event.type === 'SUBMIT' && event.files.length > 0,
    receivedImages: (_, params: { images: ImageRef[] }) => params.images.length > 0,
  },
  actors: {
    uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
      uploadImagesForSession(input.store, input.files, { signal, onProgress: input.onProgress }),
    ),
    updatePost: fromPromise<Post, UpdateInput>(({ input }) =>
      input.store.dispatch(postsApi.endpoints.updatePost.initiate(input.post)).unwrap(),
    ),
  },
  delays: {
    redirect: REDIRECT_AFTER_UPDATE_MS,
  },
}).createMachine({
  id: 'editPost',
  context: ({ input }) => ({
    store: input.store,
    postId: input.postId,
    draft: null,
    files: [],
    images: [],
    progress: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'form',
      on: {
        SUBMIT: [
          { guard: 'choseImages', target: 'uploadingImages', actions: 'takeSubmission' },
          { target: 'updating', actions: 'takeSubmission' },
        ],
      },
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
            target: 'updating',
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
    updating: {
      tags: ['busy', 'updating'],
      invoke: {
        src: 'updatePost',
        input: ({ context }) => ({
          store: context.store,
          post: {
            post_id: context.postId,
            ...context.draft!,
            // Leaving the images out keeps the post's own.
            ...(context.images.length ? { image_urls: context.images, image_url: context.images[0] } : {}),
          },
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
                message: saveFailureMessage(event.error, POST_MESSAGES.updateFailed),
                detail: null,
              }),
            },
          ],
        },
      },
    },
    success: {
      tags: 'saved',
      entry: [
        { type: 'showToast', params: successToast(POST_MESSAGES.updated) },
        { type: 'showToast', params: redirectToast(POST_MESSAGES.redirectingToActivities) },
      ],
      after: { redirect: { target: 'idle', actions: 'goToOverview' } },
    },
    failure: {
      tags: 'form',
      entry: { type: 'showToast', params: ({ context }) => errorToast(context.failure!.message) },
      on: {
        SUBMIT: [
          { guard: 'choseImages', target: 'uploadingImages', actions: 'takeSubmission' },
          { target: 'updating', actions: 'takeSubmission' },
        ],
      },
    },
  },
});
