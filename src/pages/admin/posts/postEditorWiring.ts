// What the post editor machine (machines/postEditor.ts) is given by the pages that run it: the
// store's calls, toasts and navigation, through `.provide()`.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  postEditorMachine,
  type DraftSaveInput,
  type PostEditorInput,
  type PublishInput,
  type SubmitAction,
  type UploadInput,
} from '../../../../machines/postEditor.ts';
import { postsApi } from '../../../../store/api/posts.ts';
import { postLifecycleApi } from '../../../../store/api/postLifecycle.ts';
import { uploadImagesForSession } from '../../../../store/api/uploads.ts';
import { useAppStore, type AppStore } from '../../../../store/index.ts';
import type { PostDraft } from '../../../../shared/postDraft.ts';
import { pathTo } from '../../../../shared/routes.ts';
import type { AddPostInput, ImageRef, Post, UpdatePostInput } from '../../../../shared/types.ts';
import { inspect } from '../../../lib/inspection.ts';
import { showToast } from '../common/showToast.ts';
import { DraftSession } from './forms/draftSession.ts';
import { clearLocalCopy } from './forms/localCopy.ts';

export type { SubmitAction };

export const OVERVIEW_PATH = pathTo('adminOverview');

/**
 * The post editor's calls, through the store: the upload with the session's token, and each
 * mutation the machine chooses, on the form's draft (`session`): the draft's saves go one after
 * another, and a review or a publish waits for the saves before it.
 */
export function postEditorActors(store: AppStore, session: DraftSession) {
  const { addPost, updatePost } = postsApi.endpoints;
  const { submitForReview, publishPost } = postLifecycleApi.endpoints;
  return {
    uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
      uploadImagesForSession(store, input.files, { signal, onProgress: input.onProgress }),
    ),
    // An autosave under way finishes first: a new post's draft exists then, and is the one published.
    settleDrafts: fromPromise<string | null>(async () => {
      await session.settled();
      return session.draftId;
    }),
    // Not aborted when the page is left: the request may already be saved, and letting it finish
    // lets the cache refetch the list the overview shows.
    addPost: fromPromise<Post, AddPostInput>(({ input }) => store.dispatch(addPost.initiate(input)).unwrap()),
    updatePost: fromPromise<Post, UpdatePostInput>(({ input }) => store.dispatch(updatePost.initiate(input)).unwrap()),
    saveDraft: fromPromise<Post, DraftSaveInput>(({ input }) => session.save(input)),
    submitForReview: fromPromise<Post, { id: string }>(({ input }) =>
      session.after(() => store.dispatch(submitForReview.initiate(input.id)).unwrap()),
    ),
    publishPost: fromPromise<Post, PublishInput>(({ input }) => session.after(() => store.dispatch(publishPost.initiate(input)).unwrap())),
  };
}

/**
 * Runs the post editor for a page whose main button does `action`: `formKey` changes when a new
 * post was saved, so the page's form (keyed on it) starts afresh with no previews.
 */
export function usePostEditor(input: PostEditorInput, action: SubmitAction) {
  const store = useAppStore();
  const [session] = useState(() => new DraftSession(store, input.mode === 'edit' ? input.postId : null));
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const [snapshot, send] = useMachine(
    postEditorMachine.provide({
      actors: postEditorActors(store, session),
      actions: {
        showToast,
        goToOverview: () => void navigate(OVERVIEW_PATH),
        dropLocalCopy: (_, { postId }) => clearLocalCopy(postId),
        // The form starts afresh: its next draft is a new post.
        clearForm: () => {
          clearLocalCopy(null);
          session.draftId = null;
          setFormKey((key) => key + 1);
        },
      },
    }),
    { input, inspect },
  );
  return {
    snapshot,
    formKey,
    session,
    // The page's action as the form is sent: the post's status may have changed since the page opened.
    submit: (draft: PostDraft, files: readonly File[]) => send({ type: 'SUBMIT', action, draft, files }),
    /** The next submission's action instead of the page's (null: the page's again). */
    chooseNext: (next: SubmitAction | null) => send({ type: 'ACTION_CHOSEN', action: next }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
