// What the post editor machine (machines/postEditor.ts) is given by the pages that run it: the
// store's calls, toasts and navigation, through `.provide()`.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { postEditorMachine, type PostEditorInput, type SaveInput, type UploadInput } from '../../../machines/postEditor.ts';
import type { Toast } from '../../../machines/shared.ts';
import { postsApi } from '../../../store/api/posts.ts';
import { uploadImagesForSession } from '../../../store/api/uploads.ts';
import { useAppStore, type AppStore } from '../../../store/index.ts';
import type { PostDraft } from '../../../shared/postDraft.ts';
import { pathTo } from '../../../shared/routes.ts';
import type { ImageRef, Post } from '../../../shared/types.ts';
import { notify } from '../../lib/notify.ts';
import { inspect } from '../../lib/inspection.ts';

export const OVERVIEW_PATH = pathTo('adminOverview');

export const showToast = (_: unknown, toast: Toast) => void notify(toast.kind, toast.message, { autoClose: toast.autoClose });

/** The post editor's calls, through the store: the upload with the session's token, then the save. */
export function postEditorActors(store: AppStore) {
  return {
    uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
      uploadImagesForSession(store, input.files, { signal, onProgress: input.onProgress }),
    ),
    // Not aborted when the page is left: the request may already be saved, and letting it finish
    // lets the cache refetch the list the overview shows.
    savePost: fromPromise<Post, SaveInput>(({ input }) =>
      input.mode === 'create'
        ? store.dispatch(postsApi.endpoints.addPost.initiate(input.post)).unwrap()
        : store.dispatch(postsApi.endpoints.updatePost.initiate(input.post)).unwrap(),
    ),
  };
}

/**
 * Runs the post editor for a page: `formKey` changes when a new post was saved, so the page's form
 * (keyed on it) starts afresh with no previews.
 */
export function usePostEditor(input: PostEditorInput) {
  const store = useAppStore();
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const [snapshot, send] = useMachine(
    postEditorMachine.provide({
      actors: postEditorActors(store),
      actions: {
        showToast,
        goToOverview: () => void navigate(OVERVIEW_PATH),
        clearForm: () => setFormKey((key) => key + 1),
      },
    }),
    { input, inspect },
  );
  return {
    snapshot,
    formKey,
    submit: (draft: PostDraft, files: readonly File[]) => send({ type: 'SUBMIT', draft, files }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
