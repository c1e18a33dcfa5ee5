import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { postEditorMachine, type PostEditorInput, type SaveInput, type UploadInput } from '../../machines/postEditor.ts';
import type { ImageRef, Post } from '../../shared/types.ts';
import { deferred, draft, pageSpy, photo, savedPost, uploaded } from './helpers.ts';

// One test per transition of the post editor, in each mode it applies to. Names read
// "<from> → <to> on <event>".

interface Stubs {
  upload?: (input: UploadInput, signal: AbortSignal) => Promise<ImageRef[]>;
  save?: (input: SaveInput) => Promise<Post>;
}

function start(input: PostEditorInput, stubs: Stubs = {}) {
  const page = pageSpy();
  const saves: SaveInput[] = [];
  const uploads: UploadInput[] = [];
  const machine = postEditorMachine.provide({
    actors: {
      uploadImages: fromPromise<ImageRef[], UploadInput>(({ input: given, signal }) => {
        uploads.push(given);
        return stubs.upload ? stubs.upload(given, signal) : Promise.resolve(uploaded);
      }),
      savePost: fromPromise<Post, SaveInput>(({ input: given }) => {
        saves.push(given);
        return stubs.save ? stubs.save(given) : Promise.resolve(savedPost);
      }),
    },
    actions: { ...page.actions, logFailure: () => {} },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, page, saves, uploads };
}

const CREATE: PostEditorInput = { mode: 'create' };
const EDIT: PostEditorInput = { mode: 'edit', postId: 'p1' };
const withFiles = { type: 'SUBMIT' as const, draft, files: [photo('a.jpg'), photo('b.jpg')] };
const withoutFiles = { type: 'SUBMIT' as const, draft, files: [] };
const never = () => new Promise<never>(() => {});
const UPLOAD_FAILED = { kind: 'error', message: 'Failed to upload images. Please check your connection and try again.', autoClose: 5000 };
const NO_IMAGES = { kind: 'error', message: 'No images were uploaded. Please try again.', autoClose: 5000 };

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
    actor.send(withFiles);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    expect(uploads[0]!.files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  test('idle → uploadingImages on SUBMIT (edit, new photos chosen)', () => {
    const { actor, uploads } = start(EDIT, { upload: never });
    actor.send(withFiles);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(uploads).toHaveLength(1);
  });

  test('idle → saving on SUBMIT (edit, no new photos: the post keeps its own)', () => {
    const { actor, saves, uploads } = start(EDIT, { save: never });
    actor.send(withoutFiles);
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads).toHaveLength(0);
    expect(saves).toEqual([{ mode: 'edit', post: { post_id: 'p1', ...draft } }]);
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
    actor.send(withFiles);
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
    actor.send(withFiles);
    actor.send({ type: 'CANCEL' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
  });

  test('uploadingImages → saving when the upload is done with photos', async () => {
    const { actor, saves } = start(input, { save: never });
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('saving'));
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    const post = { ...draft, image_urls: uploaded, image_url: uploaded[0] };
    expect(saves).toEqual([
      input.mode === 'create' ? { mode: 'create', post } : { mode: 'edit', post: { post_id: 'p1', ...post } },
    ]);
  });

  test('uploadingImages → failure when the upload is done with no photos', async () => {
    const { actor, page, saves } = start(input, { upload: () => Promise.resolve([]) });
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([NO_IMAGES]);
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'upload', message: NO_IMAGES.message, detail: null });
    expect(saves).toHaveLength(0);
  });

  test('uploadingImages → failure when the upload fails (the server detail is kept)', async () => {
    const { actor, page } = start(input, {
      upload: () => Promise.reject({ code: 'FILE_TOO_LARGE', message: 'Each image must be at most 10 MB' }),
    });
    actor.send(withFiles);
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
    actor.send(withFiles);
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
    actor.send(withoutFiles);
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
  ] as const)('saving → failure when the save fails (%s): each message of spec section 8', async (_mode, input, fallback) => {
    const failures: [unknown, string][] = [
      [{ code: 'NETWORK_ERROR', message: 'Could not reach the server.' }, 'Failed to save to database. Please try again later.'],
      [{ code: 'HTTP_502', message: 'Bad gateway' }, 'Failed to save to database. Please try again later.'],
      [{ code: 'BAD_USER_INPUT', message: 'Paragraph 1 is required' }, 'Database error: Paragraph 1 is required'],
      [new Error('boom'), fallback],
    ];
    for (const [error, message] of failures) {
      const { actor, page } = start(input, { save: () => Promise.reject(error) });
      actor.send(withFiles);
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
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('success'));
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(page.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.redirects).toEqual(['/admin/overview']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('leaving the page while the redirect is pending cancels it', async () => {
    const { actor, page } = start(EDIT);
    actor.send(withoutFiles);
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
    actor.send(withFiles);
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
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withFiles);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(attempts).toBe(2);
  });

  test('failure → saving on SUBMIT (edit, no new photos): the update is tried again without an upload', async () => {
    let attempts = 0;
    const { actor, saves, uploads } = start(EDIT, {
      save: () => (++attempts === 1 ? Promise.reject({ code: 'NETWORK_ERROR', message: 'offline' }) : Promise.resolve(savedPost)),
    });
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withoutFiles);
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(uploads).toHaveLength(0);
    expect(saves).toEqual([
      { mode: 'edit', post: { post_id: 'p1', ...draft } },
      { mode: 'edit', post: { post_id: 'p1', ...draft } },
    ]);
  });
});

test('a machine started without its actors fails loudly rather than pretending to save', async () => {
  const actor = createActor(postEditorMachine.provide({ actions: { showToast: () => {}, logFailure: () => {} } }), {
    input: CREATE,
  }).start();
  actor.send(withFiles);
  await waitFor(actor, (s) => s.matches('failure'));
  expect(actor.getSnapshot().context.failure?.step).toBe('upload');
});

test('the overlay reads the spec text of each busy step', async () => {
  const { overlayText } = await import('../../src/pages/admin/posts/PostFlowStatus.tsx');
  const upload = deferred<ImageRef[]>();
  const created = start(CREATE, { upload: () => upload.promise, save: never });
  created.actor.send(withFiles);
  expect(overlayText(created.actor.getSnapshot())).toBe('Uploading images, please wait...');
  upload.resolve(uploaded);
  await waitFor(created.actor, (s) => s.matches('saving'));
  expect(overlayText(created.actor.getSnapshot())).toBe('Saving post to database, please wait...');
  const edited = start(EDIT, { save: never });
  edited.actor.send(withoutFiles);
  expect(overlayText(edited.actor.getSnapshot())).toBe('Updating post, please wait...');
});
