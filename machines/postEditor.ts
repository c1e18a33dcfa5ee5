// Publishing a new post or correcting an existing one: chosen photos are uploaded first, then the
// post is sent with the mutation the submission's action asks for. The mode is the machine's input;
// each submission carries its action. How photos are uploaded and each mutation is sent is provided
// by the page (`.provide()`), as are toasts, navigation and emptying the form.
import { assign, fromPromise, setup } from 'xstate';
import { REDIRECT_AFTER_CREATE_MS, REDIRECT_AFTER_UPDATE_MS } from '../shared/constants.ts';
import type { PostDraft } from '../shared/postDraft.ts';
import type { PostCategory } from '../shared/rules.ts';
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

/**
 * What a submission does: `addPost` (a new post published at once, as the original create form
 * did; once an autosave has made its draft, that draft is published instead), `update` (a published
 * post corrected in place, updatePost), `save` (the texts kept as the draft, its status unchanged),
 * `publish`, `publishAndSend` or `submit` (the draft saved, then published, published with the
 * newsletter send queued in the same step, or sent for review).
 */
export type SubmitAction = 'addPost' | 'update' | 'save' | 'publish' | 'publishAndSend' | 'submit';

export interface UploadInput {
  files: readonly File[];
  onProgress: (progress: UploadProgress) => void;
}

/** The draft as saveDraft takes it: the post as written, with the photos just uploaded if any. */
export type DraftSaveInput = PostDraft & Partial<Pick<AddPostInput, 'image_urls' | 'image_url'>>;
/** publishPost's input: with the send, the version just saved is the one approved (`seen`). */
export interface PublishInput {
  id: string;
  sendToSubscribers?: boolean;
  seen?: number;
}

export interface PostEditorContext {
  input: PostEditorInput;
  /** What the submission under way (or the last one) does. */
  action: SubmitAction | null;
  /** An action another button of the form chose for the next submission, instead of the page's. */
  chosen: SubmitAction | null;
  draft: PostDraft | null;
  files: readonly File[];
  /** The uploaded photos; when editing, none keeps the post's own. */
  images: ImageRef[];
  progress: UploadProgress | null;
  /** The post being edited, or a new post's draft once an autosave or a save has made it (null: none yet). */
  draftId: string | null;
  /** The post as the last step of the save answered it. */
  saved: Post | null;
  failure: Failure | null;
}

export type PostEditorEvent =
  | { type: 'SUBMIT'; action: SubmitAction; draft: PostDraft; files: readonly File[] }
  | { type: 'ACTION_CHOSEN'; action: SubmitAction | null }
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

/** The uploaded photos as a post takes them; none leaves the post's own. */
const photos = (images: ImageRef[]) => (images.length ? { image_urls: images, image_url: images[0] } : {});
/** The forms' schemas require a category before they submit: addPost and updatePost can count on one. */
const whole = (draft: PostDraft) => ({ ...draft, category: draft.category as PostCategory });

const newPost = ({ draft, images }: PostEditorContext): AddPostInput => ({ ...whole(draft!), image_urls: images, image_url: images[0] ?? null });
const updatedPost = ({ draftId, draft, images }: PostEditorContext): UpdatePostInput => ({ post_id: draftId!, ...whole(draft!), ...photos(images) });
function publishInput({ action, saved }: PostEditorContext): PublishInput {
  return { id: saved!._id, ...(action === 'publishAndSend' ? { sendToSubscribers: true, seen: saved!.updated_at } : {}) };
}

const submitted = [
  { guard: 'mustUpload', target: 'uploadingImages', actions: 'takeSubmission' },
  { target: 'saving', actions: 'takeSubmission' },
] as const;
const formEvents = { SUBMIT: submitted, ACTION_CHOSEN: { actions: 'chooseAction' } } as const;

type StepError = { context: PostEditorContext; event: { error: unknown } };
/** Any step of the save failing: the flow's message, or the server's own words when it gave them. */
const saveFailed = {
  target: '#postEditor.failure',
  actions: [
    { type: 'logFailure', params: ({ event }: StepError) => ({ error: event.error }) },
    {
      type: 'recordFailure',
      params: ({ context, event }: StepError): Failure => ({
        step: 'save',
        message: saveFailureMessage(event.error, EDITOR_FLOWS[context.input.mode].saveFailed),
        detail: null,
      }),
    },
  ],
} as const;
/** A step answered the post: it is kept, and the flow goes on to `target`. */
const answered = (target: string) =>
  ({ target, actions: { type: 'keepSaved', params: ({ event }: { event: { output: Post } }) => event.output } }) as const;

export const postEditorMachine = setup({
  types: {
    context: {} as PostEditorContext,
    input: {} as PostEditorInput,
    events: {} as PostEditorEvent,
    tags: {} as 'form' | 'busy' | 'uploading' | 'saving' | 'saved',
  },
  actions: {
    // Provided by the page: toasts, the way back to the overview, this browser's copy of the form
    // dropped once the post is saved, and emptying the form.
    showToast: (_, _toast: Toast) => {},
    goToOverview: () => {},
    dropLocalCopy: (_, _params: { postId: string }) => {},
    clearForm: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Saving the post failed', params.error),
    chooseAction: assign({ chosen: ({ event }) => (event.type === 'ACTION_CHOSEN' ? event.action : null) }),
    takeSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const action = context.chosen ?? event.action;
      return { action, chosen: null, draft: event.draft, files: event.files, images: [], progress: null, saved: null, failure: null };
    }),
    recordProgress: assign({
      progress: ({ event }) => (event.type === 'UPLOAD_PROGRESS' ? event.progress : null),
    }),
    keepImages: assign({ images: (_, params: { images: ImageRef[] }) => params.images }),
    keepDraftId: assign({ draftId: (_, draftId: string | null) => draftId }),
    keepSaved: assign({ saved: (_, post: Post) => post }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    forgetSubmission: assign({ draft: null, files: [], progress: null }),
  },
  guards: {
    // A new post always has photos; an edit uploads only when new ones were chosen.
    mustUpload: ({ context, event }) => context.input.mode === 'create' || (event.type === 'SUBMIT' && event.files.length > 0),
    receivedImages: (_, params: { images: ImageRef[] }) => params.images.length > 0,
    isNewPost: ({ context }) => context.input.mode === 'create',
    // addPost only while no draft of the form exists: else it would make a second post.
    addsPost: ({ context }, params: { draftId: string | null }) =>
      context.input.mode === 'create' && context.action === 'addPost' && params.draftId === null,
    updatesPost: ({ context }) => context.input.mode === 'edit' && context.action === 'update',
    keepsDraft: ({ context }) => context.action === 'save',
    sendsForReview: ({ context }) => context.action === 'submit',
  },
  actors: {
    uploadImages: fromPromise<ImageRef[], UploadInput>(missing('uploadImages')),
    // Resolves once the autosaves under way are done, with the form's draft's id (null: none yet).
    settleDrafts: fromPromise<string | null>(missing('settleDrafts')),
    // The mutations are not aborted when the page is left: the request may already be saved.
    addPost: fromPromise<Post, AddPostInput>(missing('addPost')),
    updatePost: fromPromise<Post, UpdatePostInput>(missing('updatePost')),
    saveDraft: fromPromise<Post, DraftSaveInput>(missing('saveDraft')),
    submitForReview: fromPromise<Post, { id: string }>(missing('submitForReview')),
    publishPost: fromPromise<Post, PublishInput>(missing('publishPost')),
  },
  delays: {
    redirect: ({ context }) => EDITOR_FLOWS[context.input.mode].redirectMs,
  },
}).createMachine({
  id: 'postEditor',
  context: ({ input }) => ({
    input,
    action: null,
    chosen: null,
    draft: null,
    files: [],
    images: [],
    progress: null,
    draftId: input.mode === 'edit' ? input.postId : null,
    saved: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'form',
      on: formEvents,
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
    // The mutation is chosen here: by the mode, the submission's action and whether the form's
    // draft exists once the autosaves under way are done.
    saving: {
      tags: ['busy', 'saving'],
      initial: 'settling',
      states: {
        settling: {
          invoke: {
            src: 'settleDrafts',
            onDone: [
              {
                guard: { type: 'addsPost', params: ({ event }) => ({ draftId: event.output }) },
                target: 'adding',
                actions: { type: 'keepDraftId', params: ({ event }) => event.output },
              },
              { guard: 'updatesPost', target: 'updating', actions: { type: 'keepDraftId', params: ({ event }) => event.output } },
              { target: 'savingDraft', actions: { type: 'keepDraftId', params: ({ event }) => event.output } },
            ],
            onError: saveFailed,
          },
        },
        adding: {
          invoke: { src: 'addPost', input: ({ context }) => newPost(context), onDone: answered('saved'), onError: saveFailed },
        },
        updating: {
          invoke: { src: 'updatePost', input: ({ context }) => updatedPost(context), onDone: answered('saved'), onError: saveFailed },
        },
        savingDraft: {
          invoke: {
            src: 'saveDraft',
            input: ({ context }) => ({ ...context.draft!, ...photos(context.images) }),
            onDone: [
              { guard: 'keepsDraft', ...answered('saved') },
              { guard: 'sendsForReview', ...answered('submitting') },
              answered('publishing'),
            ],
            onError: saveFailed,
          },
        },
        submitting: {
          invoke: { src: 'submitForReview', input: ({ context }) => ({ id: context.saved!._id }), onDone: answered('saved'), onError: saveFailed },
        },
        publishing: {
          invoke: { src: 'publishPost', input: ({ context }) => publishInput(context), onDone: answered('saved'), onError: saveFailed },
        },
        saved: { type: 'final' },
      },
      onDone: [{ guard: 'isNewPost', target: 'success.newForm' }, { target: 'success.readOnly' }],
    },
    success: {
      entry: [
        { type: 'dropLocalCopy', params: ({ context }) => ({ postId: context.saved!._id }) },
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
      on: formEvents,
    },
  },
});
