import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPostMachine, type SaveInput, type UploadInput } from '../../machines/createPost.ts';
import type { ImageRef, Post } from '../../shared/types.ts';
import { deferred, draft, newStore, pageSpy, photo, savedPost, uploaded } from './helpers.ts';

interface Stubs {
  upload?: (input: UploadInput, signal: AbortSignal) => Promise<ImageRef[]>;
  save?: (input: SaveInput) => Promise<Post>;
}

function start(stubs: Stubs = {}) {
  const page = pageSpy();
  const saves: SaveInput[] = [];
  const machine = createPostMachine.provide({
    actors: {
      uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) =>
        stubs.upload ? stubs.upload(input, signal) : Promise.resolve(uploaded),
      ),
      savePost: fromPromise<Post, SaveInput>(({ input }) => {
        saves.push(input);
        return stubs.save ? stubs.save(input) : Promise.resolve(savedPost);
      }),
    },
    actions: { ...page.actions, logFailure: () => {} },
  });
  const actor = createActor(machine, { input: { store: newStore() } }).start();
  return { actor, page, saves };
}

const submit = { type: 'SUBMIT' as const, draft, files: [photo('a.jpg'), photo('b.jpg')] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the create-post machine', () => {
  test('starts idle, showing the form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });

  test('SUBMIT in idle starts uploading the chosen files', () => {
    const upload = deferred<ImageRef[]>();
    const seen: UploadInput[] = [];
    const { actor } = start({ upload: (input) => (seen.push(input), upload.promise) });
    actor.send(submit);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('uploadingImages');
    expect(snapshot.hasTag('uploading')).toBe(true);
    expect(snapshot.context.draft).toEqual(draft);
    expect(seen[0]!.files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  test('UPLOAD_PROGRESS from the upload records the bytes sent', () => {
    const { actor } = start({
      upload: (input) => {
        input.onProgress({ loaded: 512, total: 2048 });
        return new Promise(() => {});
      },
    });
    actor.send(submit);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 512, total: 2048 });
  });

  test('a finished upload goes on to saving the post with the images, the first as main image', async () => {
    const save = deferred<Post>();
    const { actor, saves } = start({ save: () => save.promise });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('saving'));
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(saves[0]!.post).toEqual({ ...draft, image_urls: uploaded, image_url: uploaded[0] });
  });

  test('an upload that returns nothing fails with the no-images message', async () => {
    const { actor, page, saves } = start({ upload: () => Promise.resolve([]) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'No images were uploaded. Please try again.', autoClose: 5000 }]);
    expect(saves).toHaveLength(0);
  });

  test('a failed upload shows the upload toast and keeps the server detail', async () => {
    const { actor, page } = start({
      upload: () => Promise.reject({ code: 'FILE_TOO_LARGE', message: 'Each image must be at most 10 MB' }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([
      { kind: 'error', message: 'Failed to upload images. Please check your connection and try again.', autoClose: 5000 },
    ]);
    expect(actor.getSnapshot().context.failure).toEqual({
      step: 'upload',
      message: 'Failed to upload images. Please check your connection and try again.',
      detail: 'Each image must be at most 10 MB',
    });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });

  test('CANCEL while uploading aborts the upload and returns to the form, with no toast', async () => {
    let aborted = false;
    const { actor, page } = start({
      upload: (_, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    actor.send(submit);
    actor.send({ type: 'CANCEL' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
  });

  test('a saved post shows both success toasts, resets the form and stays covered', async () => {
    const { actor, page } = start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('success'));
    expect(page.toasts).toEqual([
      { kind: 'success', message: 'Post saved successfully!', autoClose: 4000 },
      { kind: 'info', message: 'Redirecting to overview page...', autoClose: 2000 },
    ]);
    expect(actor.getSnapshot().context.formGeneration).toBe(1);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  test('goes to the overview 1500 ms after success, not before', async () => {
    const { actor, page } = start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('success'));
    await vi.advanceTimersByTimeAsync(1499);
    expect(page.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.redirects).toEqual(['/admin/overview']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('a save that never reached the server shows the database toast', async () => {
    const { actor, page } = start({
      save: () => Promise.reject({ code: 'NETWORK_ERROR', message: 'Could not reach the server.' }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([
      { kind: 'error', message: 'Failed to save to database. Please try again later.', autoClose: 5000 },
    ]);
  });

  test('a GraphQL error from the save is shown with its message', async () => {
    const { actor, page } = start({
      save: () => Promise.reject({ code: 'BAD_USER_INPUT', message: 'Paragraph 1 is required' }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'Database error: Paragraph 1 is required', autoClose: 5000 }]);
    expect(actor.getSnapshot().context.failure?.step).toBe('save');
  });

  test('any other save failure shows the default message', async () => {
    const { actor, page } = start({ save: () => Promise.reject(new Error('boom')) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'Failed to save post. Please try again.', autoClose: 5000 }]);
  });

  test('SUBMIT after a failure tries again from the upload', async () => {
    let attempts = 0;
    const { actor } = start({ upload: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(uploaded)) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(attempts).toBe(2);
  });

  test('leaving the page mid-flow stops everything: upload aborted, no toast, no redirect', async () => {
    let aborted = false;
    const { actor, page } = start({
      upload: (_, signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    actor.send(submit);
    actor.stop();
    await vi.runAllTimersAsync();
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
    expect(page.redirects).toEqual([]);
  });

  test('leaving the page while the redirect is pending cancels the redirect', async () => {
    const { actor, page } = start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('success'));
    actor.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(page.redirects).toEqual([]);
  });
});
