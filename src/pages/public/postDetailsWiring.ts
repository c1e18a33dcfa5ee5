// What the post details machine (machines/postDetails.ts) is given by the page that runs it: how a
// post is loaded, through the RTK Query cache, so the page and the rest of the app share it.
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { POST_NOT_FOUND, postDetailsMachine, type PostDetailsInput } from '../../../machines/postDetails.ts';
import { postsApi } from '../../../store/api/posts.ts';
import { useAppStore, type AppStore } from '../../../store/index.ts';
import type { Post } from '../../../shared/types.ts';
import { inspect } from '../../lib/inspection.ts';

/** Loads a post through the cache. */
export function loadPostWith(store: Pick<AppStore, 'dispatch'>) {
  return fromPromise<Post, PostDetailsInput>(async ({ input, signal }) => {
    const request = store.dispatch(postsApi.endpoints.getOnePost.initiate(input.postId));
    const abort = () => request.abort();
    signal.addEventListener('abort', abort);
    try {
      const post = await request.unwrap();
      if (!post) throw POST_NOT_FOUND;
      return post;
    } finally {
      signal.removeEventListener('abort', abort);
      request.unsubscribe();
    }
  });
}

/** The details machine for one post, loading through the app's store. */
export function usePostDetails(postId: string) {
  const store = useAppStore();
  const machine = useMemo(() => postDetailsMachine.provide({ actors: { loadPost: loadPostWith(store) } }), [store]);
  // A post already in the cache (the server writes the first one into the page) shows at once.
  const [known] = useState(() => postsApi.endpoints.getOnePost.select(postId)(store.getState()).data ?? null);
  return useMachine(machine, { input: { postId, post: known }, inspect });
}
