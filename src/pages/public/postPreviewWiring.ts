// What the post details machine (machines/postDetails.ts) is given on a preview link's page: the
// post is loaded by the link's token (previewPost), whatever its status, never from the page.
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { postDetailsMachine, type PostDetailsInput } from '../../../machines/postDetails.ts';
import { postOf } from './postDetailsWiring.ts';
import { previewPostApi } from '../../../store/api/previewPost.ts';
import { useAppStore, type AppStore } from '../../../store/index.ts';
import type { Post } from '../../../shared/types.ts';
import { inspect } from '../../lib/inspection.ts';

/** Loads the post a preview token opens (the machine's `postId` is the token); NOT_FOUND when it opens none. */
export function loadPreviewWith(store: Pick<AppStore, 'dispatch'>) {
  return fromPromise<Post, PostDetailsInput>(({ input }) =>
    postOf(store.dispatch(previewPostApi.endpoints.getPreviewPost.initiate(input.postId, { forceRefetch: true }))),
  );
}

/** The details machine for the post of a preview token, loading through the app's store. */
export function usePostPreview(token: string) {
  const store = useAppStore();
  const machine = useMemo(() => postDetailsMachine.provide({ actors: { loadPost: loadPreviewWith(store) } }), [store]);
  return useMachine(machine, { input: { postId: token, post: null }, inspect });
}
