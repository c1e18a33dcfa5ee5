// The public post-details page: load the post (retry after a failure), then let the visitor open
// one image at a time in a full view. Pure logic: the page provides how a post is loaded
// (src/pages/public/postDetailsWiring.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ImageRef, Post } from '../shared/types.ts';
import { asApiError, missing } from './shared.ts';

export interface PostDetailsInput {
  postId: string;
  /** The post when the page already has it (in the cache, or written into the page): no load. */
  post?: Post | null;
}

export interface PostDetailsContext {
  postId: string;
  post: Post | null;
  error: ApiError | null;
  /** The image shown in the full view, while it is open. */
  image: ImageRef | null;
}

export type PostDetailsEvent = { type: 'RETRY' } | { type: 'IMAGE_CHOSEN'; image: ImageRef } | { type: 'MODAL_CLOSED' };

export const POST_NOT_FOUND: ApiError = { code: 'NOT_FOUND', message: 'Post not found.' };

export const postDetailsMachine = setup({
  types: {
    context: {} as PostDetailsContext,
    events: {} as PostDetailsEvent,
    input: {} as PostDetailsInput,
    tags: {} as 'loading' | 'error' | 'loaded' | 'modal',
  },
  actors: {
    // Provided by the page; it fails with POST_NOT_FOUND when there is no such post.
    loadPost: fromPromise<Post, PostDetailsInput>(missing('loadPost')),
  },
  actions: {
    storePost: assign((_, params: { post: Post }) => ({ post: params.post, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
    clearError: assign({ error: null }),
    showImage: assign((_, params: { image: ImageRef }) => ({ image: params.image })),
    forgetImage: assign({ image: null }),
  },
}).createMachine({
  id: 'postDetails',
  context: ({ input }) => ({ postId: input.postId, post: input.post ?? null, error: null, image: null }),
  initial: 'starting',
  states: {
    // Passed through at once: straight to the post when it is known, else load it.
    starting: {
      always: [{ guard: ({ context }) => context.post !== null, target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'loaded', actions: { type: 'storePost', params: ({ event }) => ({ post: event.output }) } },
        onError: { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      tags: ['loaded'],
      initial: 'modalClosed',
      states: {
        modalClosed: {
          on: {
            IMAGE_CHOSEN: {
              target: 'modalOpen',
              actions: { type: 'showImage', params: ({ event }) => ({ image: event.image }) },
            },
          },
        },
        modalOpen: {
          tags: ['modal'],
          on: { MODAL_CLOSED: { target: 'modalClosed', actions: 'forgetImage' } },
        },
      },
    },
  },
});
