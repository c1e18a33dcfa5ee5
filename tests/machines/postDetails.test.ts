import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { postDetailsMachine } from '../../machines/postDetails.ts';
import type { ApiError, Post } from '../../shared/types.ts';

const POST: Post = {
  _id: 'p1',
  title: 'Graduation day',
  content: 'Twelve students finished school.',
  category: 'Celebrations',
  contentSections: [],
  youtube_video_url: null,
  image_url: [{ url: '/uploads/a.webp', filename: 'a.jpg' }],
  image_urls: [
    { url: '/uploads/a.webp', filename: 'a.jpg' },
    { url: '/uploads/b.webp', filename: 'b.jpg' },
  ],
};
const FAILURE: ApiError = { code: 'NETWORK_ERROR', message: 'Could not reach the server.' };

/** An actor whose loads answer, in turn, the given outcomes; it records the ids it was asked for. */
function start(...outcomes: (Post | ApiError)[]) {
  const asked: string[] = [];
  const machine = postDetailsMachine.provide({
    actors: {
      loadPost: fromPromise<Post, { postId: string }>(async ({ input }) => {
        asked.push(input.postId);
        const outcome = outcomes.shift();
        if (!outcome || !('_id' in outcome)) throw outcome ?? new Error('no outcome left');
        return outcome;
      }),
    },
  });
  const actor = createActor(machine, { input: { postId: 'p1' } }).start();
  return { actor, asked };
}

// One test per transition of the details machine. Names read "<from> → <to> on <event>".
describe('the post details machine', () => {
  test('starting → loading when the page has no post: the post of the route is asked for', () => {
    const { actor, asked } = start(POST);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(asked).toEqual(['p1']);
  });

  test('starting → loaded when the page already has the post, with nothing asked', () => {
    const asked: string[] = [];
    const machine = postDetailsMachine.provide({
      actors: {
        loadPost: fromPromise<Post, { postId: string }>(async ({ input }) => {
          asked.push(input.postId);
          return POST;
        }),
      },
    });
    const actor = createActor(machine, { input: { postId: 'p1', post: POST } }).start();
    expect(actor.getSnapshot().matches({ loaded: 'modalClosed' })).toBe(true);
    expect(actor.getSnapshot().context.post).toEqual(POST);
    expect(asked).toEqual([]);
  });

  test('loading → loaded keeps the post, with the image view closed', async () => {
    const { actor } = start(POST);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.matches({ loaded: 'modalClosed' })).toBe(true);
    expect(snapshot.context.post).toEqual(POST);
    expect(snapshot.context.error).toBeNull();
  });

  test('loading → error keeps the error in the one error shape', async () => {
    const { actor } = start(FAILURE);
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toEqual(FAILURE);
    expect(snapshot.context.post).toBeNull();
  });

  test('error → loading on RETRY, which asks for the post again', async () => {
    const { actor, asked } = start(FAILURE, POST);
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.post).toEqual(POST);
    expect(asked).toEqual(['p1', 'p1']);
  });

  test('loaded.modalClosed → loaded.modalOpen on the chosen image', async () => {
    const { actor } = start(POST);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'IMAGE_CHOSEN', image: POST.image_urls![1]! });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: 'modalOpen' })).toBe(true);
    expect(snapshot.hasTag('modal')).toBe(true);
    expect(snapshot.context.image).toEqual(POST.image_urls![1]);
  });

  test('loaded.modalOpen → loaded.modalClosed on MODAL_CLOSED, which forgets the image', async () => {
    const { actor } = start(POST);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'IMAGE_CHOSEN', image: POST.image_urls![0]! });
    actor.send({ type: 'MODAL_CLOSED' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: 'modalClosed' })).toBe(true);
    expect(snapshot.hasTag('modal')).toBe(false);
    expect(snapshot.context.image).toBeNull();
  });

  test('an image cannot be opened before the post has loaded', () => {
    const { actor } = start(POST);
    actor.send({ type: 'IMAGE_CHOSEN', image: POST.image_urls![0]! });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
  });
});
