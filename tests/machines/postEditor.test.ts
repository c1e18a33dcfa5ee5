import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  postEditorMachine,
  type DraftSaveInput,
  type PostEditorInput,
  type PublishInput,
  type SubmitAction,
  type UploadInput,
} from '../../machines/postEditor.ts';
import type { AddPostInput, ImageRef, Post, UpdatePostInput } from '../../shared/types.ts';
import { deferred, draft, pageSpy, photo, savedPost, uploaded } from './helpers.ts';

// One test per transition of the post editor, in each mode it applies to. Names read
// "<from> → <to> on <event>".

type Mutation = 'addPost' | 'updatePost' | 'saveDraft' | 'submitForReview' | 'publishPost';

interface Stubs {
  upload?: (input: UploadInput, signal: AbortSignal) => Promise<ImageRef[]>;
  /** The form's draft once the autosaves under way are done (default: none for a new post, the post itself when editing). */
  settle?: () => Promise<string | null>;
  /** What each mutation answers (default: the saved post). */
  send?: (mutation: Mutation, input: unknown) => Promise<Post>;
}

function start(input: PostEditorInput, stubs: Stubs = {}) {
  const page = pageSpy();
  /** Each mutation the machine sent, in order, with its input. */
  const sent: [Mutation, unknown][] = [];
  const uploads: UploadInput[] = [];
  const mutation = <Input>(name: Mutation) =>
    fromPromise<Post, Input>(({ input: given }) => {
      sent.push([name, given]);
      return stubs.send ? stubs.send(name, given) : Promise.resolve(savedPost);
    });
  const machine = postEditorMachine.provide({
    actors: {
      uploadImages: fromPromise<ImageRef[], UploadInput>(({ input: given, signal }) => {
        uploads.push(given);
        return stubs.upload ? stubs.upload(given, signal) : Promise.resolve(uploaded);
      }),
      settleDrafts: fromPromise<string | null>(() =>
        stubs.settle ? stubs.settle() : Promise.resolve(input.mode === 'edit' ? input.postId : null),
      ),
      addPost: mutation<AddPostInput>('addPost'),
      updatePost: mutation<UpdatePostInput>('updatePost'),
      saveDraft: mutation<DraftSaveInput>('saveDraft'),
      submitForReview: mutation<{ id: string }>('submitForReview'),
      publishPost: mutation<PublishInput>('publishPost'),
    },
    actions: { ...page.actions, logFailure: () => {} },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, page, sent, uploads };
}

const CREATE: PostEditorInput = { mode: 'create' };
const EDIT: PostEditorInput = { mode: 'edit', postId: 'p1' };
/** The main button of a page for someone who may publish: "Save post" (addPost) on a new post, "Update post" on a published one. */
const PAGE_ACTION = { create: 'addPost', edit: 'update' } as const;
const submission = (input: PostEditorInput, files: File[], action: SubmitAction = PAGE_ACTION[input.mode]) => ({
  type: 'SUBMIT' as const,
  action,
  draft,
  files,
});
const withFiles = (input: PostEditorInput, action?: SubmitAction) => submission(input, [photo('a.jpg'), photo('b.jpg')], action);
const withoutFiles = (input: PostEditorInput, action?: SubmitAction) => submission(input, [], action);
const never = () => new Promise<never>(() => {});
const UPLOAD_FAILED = { kind: 'error', message: 'Failed to upload images. Please check your connection and try again.', autoClose: 5000 };
const NO_IMAGES = { kind: 'error', message: 'No images were uploaded. Please try again.', autoClose: 5000 };
const withPhotos = { ...draft, image_urls: uploaded, image_url: uploaded[0] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['create', CREATE],
  ['edit', EDIT],
] as const)('the post editor (%s): the states', (_mode, input) => {
  test('starts in idle, showing the form', () => {
    const { actor } = start(input);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });
});

describe('the post editor: idle', () => {
  test('idle → uploadingImages on SUBMIT (create: photos are always uploaded first)', () => {
    const { actor, uploads } = start(CREATE, { upload: never });
    actor.send(withFiles(CREATE));
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    expect(actor.getSnapshot().context.action).toBe('addPost');
    expect(uploads[0]!.files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  test('idle → uploadingImages on SUBMIT (edit, new photos chosen)', () => {
    const { actor, uploads } = start(EDIT, { upload: never });
    actor.send(withFiles(EDIT));
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(uploads).toHaveLength(1);
  });

  test('idle → saving on SUBMIT (edit, no new photos: the post keeps its own)', async () => {
    const { actor, sent, uploads } = start(EDIT, { send: never });
    actor.send(withoutFiles(EDIT));
    expect(actor.getSnapshot().value).toEqual({ saving: 'settling' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads).toHaveLength(0);
    await waitFor(actor, (s) => s.matches({ saving: 'updating' }));
    expect(sent).toEqual([['updatePost', { post_id: 'p1', ...draft }]]);
  });
});

describe.each([
  ['create', CREATE],
  ['edit', EDIT],
] as const)('the post editor (%s): uploadingImages', (_mode, input) => {
  test('uploadingImages → uploadingImages on UPLOAD_PROGRESS (records the bytes sent)', () => {
    const { actor } = start(input, {
      upload: (given) => {
        given.onProgress({ loaded: 512, total: 2048 });
        return never();
      },
    });
    actor.send(withFiles(input));
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 512, total: 2048 });
  });

  test('uploadingImages → idle on CANCEL (the upload is aborted, no toast)', async () => {
    let aborted = false;
    const { actor, page } = start(input, {
      upload: (_, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    actor.send(withFiles(input));
    actor.send({ type: 'CANCEL' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
  });

  test('uploadingImages → saving when the upload is done with photos', async () => {
    const { actor, sent } = start(input, { send: never });
    actor.send(withFiles(input));
    await waitFor(actor, (s) => s.matches('saving'));
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, () => sent.length > 0);
    expect(sent).toEqual([input.mode === 'create' ? ['addPost', withPhotos] : ['updatePost', { post_id: 'p1', ...withPhotos }]]);
  });

  test('uploadingImages → failure when the upload is done with no photos', async () => {
    const { actor, page, sent } = start(input, { upload: () => Promise.resolve([]) });
    actor.send(withFiles(input));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([NO_IMAGES]);
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'upload', message: NO_IMAGES.message, detail: null });
    expect(sent).toHaveLength(0);
  });

  test('uploadingImages → failure when the upload fails (the server detail is kept)', async () => {
    const { actor, page } = start(input, {
      upload: () => Promise.reject({ code: 'FILE_TOO_LARGE', message: 'Each image must be at most 10 MB' }),
    });
    actor.send(withFiles(input));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([UPLOAD_FAILED]);
    expect(actor.getSnapshot().context.failure).toEqual({
      step: 'upload',
      message: UPLOAD_FAILED.message,
      detail: 'Each image must be at most 10 MB',
    });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });
});

describe('the post editor: saving', () => {
  test('saving → success.newForm when the new post is saved: both toasts, the form emptied and covered', async () => {
    const { actor, page } = start(CREATE);
    actor.send(withFiles(CREATE));
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().matches({ success: 'newForm' })).toBe(true);
    expect(page.toasts).toEqual([
      { kind: 'success', message: 'Post saved successfully!', autoClose: 4000 },
      { kind: 'info', message: 'Redirecting to overview page...', autoClose: 2000 },
    ]);
    expect(page.formsCleared()).toBe(1);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  test('saving → success.readOnly when the post is updated: the update toasts, the form read-only', async () => {
    const { actor, page } = start(EDIT);
    actor.send(withoutFiles(EDIT));
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().matches({ success: 'readOnly' })).toBe(true);
    expect(page.toasts).toEqual([
      { kind: 'success', message: 'Post updated successfully!', autoClose: 4000 },
      { kind: 'info', message: 'Redirecting to activities page...', autoClose: 2000 },
    ]);
    expect(page.formsCleared()).toBe(0);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
  });

  test.each([
    ['create', CREATE, 'Failed to save post. Please try again.'],
    ['edit', EDIT, 'Failed to update post. Please try again.'],
  ] as const)('saving → failure when the save fails (%s): each failure has its own message', async (_mode, input, fallback) => {
    const failures: [unknown, string][] = [
      [{ code: 'NETWORK_ERROR', message: 'Could not reach the server.' }, 'Failed to save to database. Please try again later.'],
      [{ code: 'HTTP_502', message: 'Bad gateway' }, 'Failed to save to database. Please try again later.'],
      [{ code: 'BAD_USER_INPUT', message: 'Paragraph 1 is required' }, 'Database error: Paragraph 1 is required'],
      [new Error('boom'), fallback],
    ];
    for (const [error, message] of failures) {
      const { actor, page } = start(input, { send: () => Promise.reject(error) });
      actor.send(withFiles(input));
      await waitFor(actor, (s) => s.matches('failure'));
      expect(page.toasts).toEqual([{ kind: 'error', message, autoClose: 5000 }]);
      expect(actor.getSnapshot().context.failure).toEqual({ step: 'save', message, detail: null });
    }
  });
});

describe('the post editor: success', () => {
  test.each([
    ['create', CREATE, 1500],
    ['edit', EDIT, 4500],
  ] as const)('success → idle after the redirect delay (%s: %i ms), going to the overview', async (_mode, input, delay) => {
    const { actor, page } = start(input);
    actor.send(withFiles(input));
    await waitFor(actor, (s) => s.matches('success'));
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(page.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.redirects).toEqual(['/admin/overview']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('leaving the page while the redirect is pending cancels it', async () => {
    const { actor, page } = start(EDIT);
    actor.send(withoutFiles(EDIT));
    await waitFor(actor, (s) => s.matches('success'));
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(page.redirects).toEqual([]);
  });

  test('leaving the page mid-upload stops everything: upload aborted, no toast, no redirect', async () => {
    let aborted = false;
    const { actor, page } = start(CREATE, {
      upload: (_, signal) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
    });
    actor.send(withFiles(CREATE));
    actor.stop();
    await vi.runAllTimersAsync();
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
    expect(page.redirects).toEqual([]);
  });
});

describe('the post editor: failure', () => {
  test.each([
    ['create', CREATE],
    ['edit', EDIT],
  ] as const)('failure → uploadingImages on SUBMIT (%s, photos chosen): tried again from the upload', async (_mode, input) => {
    let attempts = 0;
    const { actor } = start(input, {
      upload: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(uploaded)),
    });
    actor.send(withFiles(input));
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withFiles(input));
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(attempts).toBe(2);
  });

  test('failure → saving on SUBMIT (edit, no new photos): the update is tried again without an upload', async () => {
    let attempts = 0;
    const { actor, sent, uploads } = start(EDIT, {
      send: () => (++attempts === 1 ? Promise.reject({ code: 'NETWORK_ERROR', message: 'offline' }) : Promise.resolve(savedPost)),
    });
    actor.send(withoutFiles(EDIT));
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withoutFiles(EDIT));
    expect(actor.getSnapshot().value).toEqual({ saving: 'settling' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(uploads).toHaveLength(0);
    expect(sent).toEqual([
      ['updatePost', { post_id: 'p1', ...draft }],
      ['updatePost', { post_id: 'p1', ...draft }],
    ]);
  });
});

describe('the post editor: the mutation a submission sends', () => {
  const savedDraft = { ...savedPost, _id: 'd1', updated_at: 1_700_000_123_456 };
  const answers = (mutation: Mutation) => Promise.resolve(mutation === 'saveDraft' ? savedDraft : savedPost);

  test('saving.settling → saving.adding (create, addPost, no draft yet): addPost is sent, with the photos', async () => {
    const { actor, sent } = start(CREATE);
    actor.send(withFiles(CREATE));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([['addPost', withPhotos]]);
  });

  test('saving.settling → saving.savingDraft (create, addPost, an autosave made the draft): that draft is saved and published, no second post', async () => {
    const { actor, sent } = start(CREATE, { settle: () => Promise.resolve('d1'), send: answers });
    actor.send(withFiles(CREATE));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      ['saveDraft', withPhotos],
      ['publishPost', { id: 'd1' }],
    ]);
    expect(actor.getSnapshot().context.draftId).toBe('d1');
  });

  test('saving.settling → saving.updating (edit, update): updatePost is sent for the post', async () => {
    const { actor, sent } = start(EDIT);
    actor.send(withoutFiles(EDIT, 'update'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([['updatePost', { post_id: 'p1', ...draft }]]);
  });

  test('saving.savingDraft → saving.saved on save: only the draft is saved, its status unchanged', async () => {
    const { actor, sent } = start(EDIT, { send: answers });
    actor.send(withoutFiles(EDIT, 'save'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([['saveDraft', draft]]);
    expect(actor.getSnapshot().matches({ success: 'readOnly' })).toBe(true);
  });

  test('saving.savingDraft → saving.submitting on submit: a submit for review saves the draft, then sends submitForReview', async () => {
    const { actor, sent } = start(CREATE, { send: answers });
    actor.send(withFiles(CREATE, 'submit'));
    await waitFor(actor, (s) => s.matches({ saving: 'submitting' }));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      ['saveDraft', withPhotos],
      ['submitForReview', { id: 'd1' }],
    ]);
  });

  test('saving.savingDraft → saving.publishing on publish: publish saves the draft, then sends publishPost', async () => {
    const { actor, sent } = start(EDIT, { send: answers });
    actor.send(withoutFiles(EDIT, 'publish'));
    await waitFor(actor, (s) => s.matches({ saving: 'publishing' }));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      ['saveDraft', draft],
      ['publishPost', { id: 'd1' }],
    ]);
  });

  test('saving.savingDraft → saving.publishing on publishAndSend: publishPost queues the send, approving the version just saved', async () => {
    const { actor, sent } = start(EDIT, { send: answers });
    actor.send(withFiles(EDIT, 'publishAndSend'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      ['saveDraft', withPhotos],
      ['publishPost', { id: 'd1', sendToSubscribers: true, seen: savedDraft.updated_at }],
    ]);
  });

  test('saving.publishing → failure when publishPost is refused: the draft stays saved, the server’s words are shown', async () => {
    const refusal = { code: 'CONFLICT', message: 'The post changed since you opened it' };
    const { actor, page, sent } = start(EDIT, { send: (mutation) => (mutation === 'publishPost' ? Promise.reject(refusal) : answers(mutation)) });
    actor.send(withoutFiles(EDIT, 'publish'));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(sent.map(([mutation]) => mutation)).toEqual(['saveDraft', 'publishPost']);
    const message = 'Database error: The post changed since you opened it';
    expect(page.toasts).toEqual([{ kind: 'error', message, autoClose: 5000 }]);
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'save', message, detail: null });
  });

  test('success drops this browser’s copy of the post the save answered', async () => {
    const created = start(CREATE);
    created.actor.send(withFiles(CREATE));
    await waitFor(created.actor, (s) => s.matches('success'));
    expect(created.page.dropped).toEqual(['p1']);
    const published = start(EDIT, { send: answers });
    published.actor.send(withoutFiles(EDIT, 'publish'));
    await waitFor(published.actor, (s) => s.matches('success'));
    expect(published.page.dropped).toEqual(['p1']);
  });
});

describe('the post editor: another button’s action', () => {
  test('idle → idle on ACTION_CHOSEN: the next submission takes the chosen action, the one after it the page’s again', async () => {
    let attempts = 0;
    const { actor, sent } = start(EDIT, {
      send: (mutation) => (mutation === 'publishPost' && ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(savedPost)),
    });
    actor.send({ type: 'ACTION_CHOSEN', action: 'publishAndSend' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.chosen).toBe('publishAndSend');
    actor.send(withoutFiles(EDIT, 'update'));
    expect(actor.getSnapshot().context).toMatchObject({ action: 'publishAndSend', chosen: null });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withoutFiles(EDIT, 'update'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent.map(([mutation]) => mutation)).toEqual(['saveDraft', 'publishPost', 'updatePost']);
  });

  test('failure → failure on ACTION_CHOSEN with none: the form did not submit, the page’s action is back', async () => {
    const { actor, sent } = start(EDIT, { send: () => (sent.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(savedPost)) });
    actor.send(withoutFiles(EDIT, 'update'));
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'ACTION_CHOSEN', action: 'publish' });
    expect(actor.getSnapshot().context.chosen).toBe('publish');
    actor.send({ type: 'ACTION_CHOSEN', action: null });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.chosen).toBeNull();
    actor.send(withoutFiles(EDIT, 'update'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent.map(([mutation]) => mutation)).toEqual(['updatePost', 'updatePost']);
  });
});

test('a machine started without its actors fails loudly rather than pretending to save', async () => {
  const actor = createActor(postEditorMachine.provide({ actions: { showToast: () => {}, logFailure: () => {} } }), {
    input: CREATE,
  }).start();
  actor.send(withFiles(CREATE));
  await waitFor(actor, (s) => s.matches('failure'));
  expect(actor.getSnapshot().context.failure?.step).toBe('upload');
});

test('the overlay reads the text of each busy step', async () => {
  const { overlayText } = await import('../../src/pages/admin/posts/PostFlowStatus.tsx');
  const upload = deferred<ImageRef[]>();
  const created = start(CREATE, { upload: () => upload.promise, send: never });
  created.actor.send(withFiles(CREATE));
  expect(overlayText(created.actor.getSnapshot())).toBe('Uploading images, please wait...');
  upload.resolve(uploaded);
  await waitFor(created.actor, (s) => s.matches('saving'));
  expect(overlayText(created.actor.getSnapshot())).toBe('Saving post to database, please wait...');
  const edited = start(EDIT, { send: never });
  edited.actor.send(withoutFiles(EDIT));
  expect(overlayText(edited.actor.getSnapshot())).toBe('Updating post, please wait...');
});
