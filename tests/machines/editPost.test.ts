import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UploadInput } from '../../machines/createPost.ts';
import { editPostMachine, type UpdateInput } from '../../machines/editPost.ts';
import type { ImageRef, Post } from '../../shared/types.ts';
import { deferred, draft, newStore, pageSpy, photo, savedPost, uploaded } from './helpers.ts';

interface Stubs {
  upload?: (input: UploadInput, signal: AbortSignal) => Promise<ImageRef[]>;
  update?: (input: UpdateInput) => Promise<Post>;
}

function start(stubs: Stubs = {}) {
  const page = pageSpy();
  const updates: UpdateInput[] = [];
  let uploads = 0;
  const machine = editPostMachine.provide({
    actors: {
      uploadImages: fromPromise<ImageRef[], UploadInput>(({ input, signal }) => {
        uploads += 1;
        return stubs.upload ? stubs.upload(input, signal) : Promise.resolve(uploaded);
      }),
      updatePost: fromPromise<Post, UpdateInput>(({ input }) => {
        updates.push(input);
        return stubs.update ? stubs.update(input) : Promise.resolve(savedPost);
      }),
    },
    actions: { ...page.actions, logFailure: () => {} },
  });
  const actor = createActor(machine, { input: { store: newStore(), postId: 'p1' } }).start();
  return { actor, page, updates, uploads: () => uploads };
}

const withoutFiles = { type: 'SUBMIT' as const, draft, files: [] };
const withFiles = { type: 'SUBMIT' as const, draft, files: [photo('new.jpg')] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the edit-post machine', () => {
  test('starts idle, showing the form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });

  test('SUBMIT without new images goes straight to updating and keeps the existing images', async () => {
    const update = deferred<Post>();
    const { actor, updates, uploads } = start({ update: () => update.promise });
    actor.send(withoutFiles);
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().hasTag('updating')).toBe(true);
    expect(uploads()).toBe(0);
    expect(updates[0]!.post).toEqual({ post_id: 'p1', ...draft });
    expect(updates[0]!.post).not.toHaveProperty('image_urls');
  });

  test('SUBMIT with new images uploads them first', () => {
    const { actor } = start({ upload: () => new Promise(() => {}) });
    actor.send(withFiles);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
  });

  test('UPLOAD_PROGRESS records the bytes sent', () => {
    const { actor } = start({
      upload: (input) => {
        input.onProgress({ loaded: 10, total: 40 });
        return new Promise(() => {});
      },
    });
    actor.send(withFiles);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 10, total: 40 });
  });

  test('uploaded images replace the old ones in the update', async () => {
    const { actor, updates } = start({ update: () => new Promise(() => {}) });
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('updating'));
    expect(updates[0]!.post).toEqual({ post_id: 'p1', ...draft, image_urls: uploaded, image_url: uploaded[0] });
  });

  test('an upload that returns nothing fails with the no-images message', async () => {
    const { actor, page, updates } = start({ upload: () => Promise.resolve([]) });
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'No images were uploaded. Please try again.', autoClose: 5000 }]);
    expect(updates).toHaveLength(0);
  });

  test('a failed upload shows the upload toast', async () => {
    const { actor, page } = start({ upload: () => Promise.reject({ code: 'NETWORK_ERROR', message: 'offline' }) });
    actor.send(withFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([
      { kind: 'error', message: 'Failed to upload images. Please check your connection and try again.', autoClose: 5000 },
    ]);
    expect(actor.getSnapshot().context.failure?.detail).toBeNull();
  });

  test('CANCEL while uploading aborts it and returns to the form', async () => {
    let aborted = false;
    const { actor, page } = start({
      upload: (_, signal) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
    });
    actor.send(withFiles);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(aborted).toBe(true);
    expect(page.toasts).toEqual([]);
  });

  test('an updated post shows the update toasts and keeps the form read-only', async () => {
    const { actor, page } = start();
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('success'));
    expect(page.toasts).toEqual([
      { kind: 'success', message: 'Post updated successfully!', autoClose: 4000 },
      { kind: 'info', message: 'Redirecting to activities page...', autoClose: 2000 },
    ]);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
  });

  test('goes to the overview 4500 ms after success, not before', async () => {
    const { actor, page } = start();
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('success'));
    await vi.advanceTimersByTimeAsync(4499);
    expect(page.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.redirects).toEqual(['/admin/overview']);
  });

  test('an update that never reached the server shows the database toast', async () => {
    const { actor, page } = start({ update: () => Promise.reject({ code: 'HTTP_502', message: 'Bad gateway' }) });
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([
      { kind: 'error', message: 'Failed to save to database. Please try again later.', autoClose: 5000 },
    ]);
  });

  test('a GraphQL error from the update is shown with its message', async () => {
    const { actor, page } = start({ update: () => Promise.reject({ code: 'NOT_FOUND', message: 'Post not found' }) });
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'Database error: Post not found', autoClose: 5000 }]);
  });

  test('any other update failure shows the default update message', async () => {
    const { actor, page } = start({ update: () => Promise.reject(new TypeError('x is undefined')) });
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(page.toasts).toEqual([{ kind: 'error', message: 'Failed to update post. Please try again.', autoClose: 5000 }]);
  });

  test('SUBMIT after a failure tries again', async () => {
    let attempts = 0;
    const { actor } = start({ update: () => (++attempts === 1 ? Promise.reject(new Error('x')) : Promise.resolve(savedPost)) });
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(withFiles);
    expect(actor.getSnapshot().value).toBe('uploadingImages');
    await waitFor(actor, (s) => s.matches('success'));
    expect(attempts).toBe(2);
  });

  test('leaving the page before the redirect cancels it', async () => {
    const { actor, page } = start();
    actor.send(withoutFiles);
    await waitFor(actor, (s) => s.matches('success'));
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(page.redirects).toEqual([]);
  });
});
