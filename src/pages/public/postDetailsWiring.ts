// What the post details machine (machines/postDetails.ts) is given by the page that runs it: how a
// post is loaded, through the RTK Query cache, so the page and the rest of the app share it.
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { POST_NOT_FOUND, postDetailsMachine, type PostDetailsInput } from '../../../machines/postDetails.ts';
import { postArg, postsApi } from '../../../store/api/posts.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../i18n/messages.ts';
import { useAppStore, type AppStore } from '../../../store/index.ts';
import type { Post } from '../../../shared/types.ts';
import { inspect } from '../../lib/inspection.ts';

/**
 * Loads a post through the cache. A load that is stopped before the answer comes (the page is
 * left, or React disconnects and reconnects the page's effects, which restarts its machine) only
 * lets go of the answer: RTK Query sends one request for every load of the same post, so aborting
 * it would fail the load that took over, which then showed the error at once.
 */
export function loadPostWith(store: Pick<AppStore, 'dispatch'>, language?: Language) {
  // In the page's language: the post's version in it when it has one (its answer says which).
  return fromPromise<Post, PostDetailsInput>(({ input }) => postOf(store.dispatch(postsApi.endpoints.getOnePost.initiate(postArg(input.postId, language)))));
}

/** The post a cache request answers, letting go of the request; POST_NOT_FOUND when it answers none. */
export async function postOf(request: { unwrap(): Promise<Post | null>; unsubscribe(): void }): Promise<Post> {
  try {
    const post = await request.unwrap();
    if (!post) throw POST_NOT_FOUND;
    return post;
  } finally {
    request.unsubscribe();
  }
}

/** The details machine for one post, loading through the app's store. */
export function usePostDetails(postId: string) {
  const store = useAppStore();
  const language = useLanguage();
  const machine = useMemo(() => postDetailsMachine.provide({ actors: { loadPost: loadPostWith(store, language) } }), [store, language]);
  // A post already in the cache (the server writes the first one into the page) shows at once.
  const [known] = useState(() => postsApi.endpoints.getOnePost.select(postArg(postId, language))(store.getState()).data ?? null);
  return useMachine(machine, { input: { postId, post: known }, inspect });
}
