import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { POST_NOT_FOUND, postDetailsMachine } from '../../machines/postDetails.ts';
import { loadPostWith } from '../../src/pages/public/postDetailsWiring.ts';
import { joinApi } from '../../store/api/base.ts';
import { postCardsApi } from '../../store/api/postCards.ts';
import { postsApi } from '../../store/api/posts.ts';
import { setupStore } from '../../store/index.ts';
import { databases } from '../kit/databases.ts';
import { withServer } from '../kit/withServer.ts';

describe('the details machine loading through the store from the real server', () => {
  const server = withServer(databases[0]!);

  const machineFor = (graphqlUrl: string) => {
    const store = setupStore(undefined, { graphqlUrl });
    joinApi(store);
    return { store, machine: postDetailsMachine.provide({ actors: { loadPost: loadPostWith(store) } }) };
  };
  const aPost = async (store: ReturnType<typeof setupStore>) => {
    const cards = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'All', after: null })).unwrap();
    return cards.items[0]!;
  };

  test('loads a seeded post and leaves it in the RTK Query cache', async () => {
    const { store, machine } = machineFor(`${server.url}/graphql`);
    const first = await aPost(store);
    const actor = createActor(machine, { input: { postId: first._id } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.post?.title).toBe(first.title);
    expect(postsApi.endpoints.getOnePost.select(first._id)(store.getState()).data?.title).toBe(first.title);
  });

  test('a load stopped before its answer leaves the request to the load that takes over', async () => {
    // What React does to a page's machine when it disconnects and reconnects the page's effects
    // (StrictMode, or a page kept while hidden): the first machine stops while its request is on
    // the way, and the next one asks for the same post, which RTK Query does not ask twice.
    const { store, machine } = machineFor(`${server.url}/graphql`);
    const first = await aPost(store);
    const stopped = createActor(machine, { input: { postId: first._id } }).start();
    stopped.stop();
    const takingOver = createActor(machine, { input: { postId: first._id } }).start();
    const snapshot = await waitFor(takingOver, (s) => !s.matches('loading'));
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.post?.title).toBe(first.title);
  });

  test('an unknown post ends in the error state as not found', async () => {
    const { machine } = machineFor(`${server.url}/graphql`);
    const actor = createActor(machine, { input: { postId: '00000000-0000-0000-0000-000000000000' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toEqual(POST_NOT_FOUND);
  });

  test('an unreachable server ends in the error state with the network error', async () => {
    const { machine } = machineFor('http://127.0.0.1:9/graphql');
    const actor = createActor(machine, { input: { postId: 'anything' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error?.code).toBe('NETWORK_ERROR');
  });
});
