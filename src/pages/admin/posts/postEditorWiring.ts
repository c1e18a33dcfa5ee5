// What the post editor machine (machines/postEditor.ts) is given by the pages that run it: the
// store's calls, toasts and navigation, through `.provide()`.
import { useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { postEditorMachine, type PostEditorInput, type SaveInput, type UploadInput } from '../../../../machines/postEditor.ts';
import type { Toast } from '../../../../machines/adminToasts.ts';
import { postsApi } from '../../../../store/api/posts.ts';
import { postLifecycleApi } from '../../../../store/api/postLifecycle.ts';
import { uploadImagesForSession } from '../../../../store/api/uploads.ts';
import { useAppStore, type AppStore } from '../../../../store/index.ts';
import type { PostDraft } from '../../../../shared/postDraft.ts';
import { pathTo } from '../../../../shared/routes.ts';
import type { ImageRef, Post } from '../../../../shared/types.ts';
import { notify } from '../../../lib/notify.ts';
import { inspect } from '../../../lib/inspection.ts';
import { DraftSession } from './forms/draftSession.ts';
import { clearLocalCopy } from './forms/localCopy.ts';

export const OVERVIEW_PATH = pathTo('adminOverview');

export const showToast = (_: unknown, toast: Toast) => void notify(toast.kind, toast.message, { autoClose: toast.autoClose });

/**
 * What the explicit submit does: `addPost` (a new post published at once, as the spec's create
 * form did), `update` (a published post corrected in place, updatePost), `save` (the texts kept as
 * the draft, its status unchanged), `publish`, `publishAndSend` or `submit` (saved, then published,
 * published with the newsletter send queued in the same step, or sent for review).
 */
export type SubmitAction = 'addPost' | 'update' | 'save' | 'publish' | 'publishAndSend' | 'submit';

async function submitted(store: AppStore, session: DraftSession, action: SubmitAction, input: SaveInput): Promise<Post> {
  // An autosave under way finishes first: a new post's draft exists then, and is the one published.
  await session.settled();
  if (input.mode === 'create' && action === 'addPost' && !session.draftId) {
    return store.dispatch(postsApi.endpoints.addPost.initiate(input.post)).unwrap();
  }
  if (input.mode === 'edit' && action === 'update') {
    return store.dispatch(postsApi.endpoints.updatePost.initiate(input.post)).unwrap();
  }
  const { user_id: _author, post_id: _id, ...fields } = input.post as typeof input.post & { user_id?: unknown; post_id?: unknown };
  const saved = await session.save(fields);
  if (action === 'save') return saved;
  if (action === 'submit') return session.after(() => store.dispatch(postLifecycleApi.endpoints.submitForReview.initiate(saved._id)).unwrap());
  // The send approves the text just saved: changed by someone else since, it is refused.
  const publish = { id: saved._id, ...(action === 'publishAndSend' ? { sendToSubscribers: true, seen: saved.updated_at } : {}) };
  return session.after(() => store.dispatch(postLifecycleApi.endpoints.publishPost.initiate(publish)).unwrap());
}

/**
 * The post editor's calls, through the store: the upload with the session's token, then the save
 * `action()` says, on the form's draft (`session`). A saved post's copy in this browser is dropped.
 */
export function postEditorActors(store: AppStore, session: DraftSession, action: () => SubmitAction) {
  return {
    uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
      uploadImagesForSession(store, input.files, { signal, onProgress: input.onProgress }),
    ),
    // Not aborted when the page is left: the request may already be saved, and letting it finish
    // lets the cache refetch the list the overview shows.
    savePost: fromPromise<Post, SaveInput>(async ({ input }) => {
      const post = await submitted(store, session, action(), input);
      clearLocalCopy(post._id);
      if (input.mode === 'create') {
        clearLocalCopy(null);
        // The form starts afresh: its next draft is a new post.
        session.draftId = null;
      }
      return post;
    }),
  };
}

/**
 * Runs the post editor for a page: `formKey` changes when a new post was saved, so the page's form
 * (keyed on it) starts afresh with no previews.
 */
export function usePostEditor(input: PostEditorInput, action: SubmitAction) {
  const store = useAppStore();
  // Read when the form is sent: the post's status may have changed since the page opened. Another
  // button of the form (Publish and send) may choose the next submission's action.
  const submitAction = useRef(action);
  submitAction.current = action;
  const nextAction = useRef<SubmitAction | null>(null);
  const chosen = useRef<SubmitAction>(action);
  const [session] = useState(() => new DraftSession(store, input.mode === 'edit' ? input.postId : null));
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const [snapshot, send] = useMachine(
    postEditorMachine.provide({
      actors: postEditorActors(store, session, () => chosen.current),
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
    session,
    submit: (draft: PostDraft, files: readonly File[]) => {
      chosen.current = nextAction.current ?? submitAction.current;
      nextAction.current = null;
      send({ type: 'SUBMIT', draft, files });
    },
    /** The next submission's action instead of the page's (null: the page's again). */
    chooseNext: (next: SubmitAction | null) => {
      nextAction.current = next;
    },
    cancel: () => send({ type: 'CANCEL' }),
  };
}
