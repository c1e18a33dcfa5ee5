// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from '../../src/lib/graphqlLite.ts';
import { postsApi } from '../../store/api/posts.ts';
import { normalisePost } from '../../store/api/wire.ts';
import { setupStore } from '../../store/index.ts';
import { loggedOut } from '../../store/sessionSlice.ts';
import { FakeGraphqlServer, type FakeAnswer } from '../kit/fakeGraphqlServer.ts';
import { withApi } from './withApi.ts';

const server = new FakeGraphqlServer();
let url = '';
beforeAll(async () => {
  url = (await server.start()).url;
});
afterAll(() => server.stop());

/** The request the server had last. */
const last = () => server.requests.at(-1)!;
/** What the server answers from now on (every request here is getOnePost). */
const answer = (reply: FakeAnswer | (() => FakeAnswer)) => void server.on('getOnePost', typeof reply === 'function' ? reply : () => reply);
const respond = (status: number, text: string, contentType = 'application/json') => answer({ status, text, contentType });

async function fetchPost(graphqlUrl = url, token?: string) {
  const store = withApi(setupStore(token ? { session: { token, expired: false } } : undefined, { graphqlUrl }));
  const result = await store.dispatch(postsApi.endpoints.getOnePost.initiate('abc'));
  return { result, store };
}

describe('the GraphQL base query', () => {
  test('sends the operation name, the query and the variables as JSON', async () => {
    respond(200, JSON.stringify({ data: { getOnePost: null } }));
    const store = withApi(setupStore(undefined, { graphqlUrl: url }));
    await store.dispatch(postsApi.endpoints.getOnePost.initiate('abc'));
    expect(last().operationName).toBe('getOnePost');
    expect(last().variables).toEqual({ id: 'abc' });
    expect(last().query).toMatch(/^query getOnePost\(\$id: ID!, \$language: Language\)/);
    expect(last().headers.authorization).toBeUndefined();
  });

  test('sends the session token as a bearer token', async () => {
    respond(200, JSON.stringify({ data: { getOnePost: null } }));
    await fetchPost(url, 'token-123');
    expect(last().headers.authorization).toBe('Bearer token-123');
  });

  test('a GraphQL error becomes its first message and extensions.code', async () => {
    respond(
      200,
      JSON.stringify({
        data: null,
        errors: [
          { message: 'This email is already subscribed', extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'second' },
        ],
      }),
    );
    const { result } = await fetchPost();
    expect(result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'This email is already subscribed' });
  });

  test('the field a refusal names rides along; anything else of its extensions does not', async () => {
    respond(
      200,
      JSON.stringify({
        data: null,
        errors: [{ message: 'Give the date the money arrived.', extensions: { code: 'BAD_USER_INPUT', field: 'date', problems: [{ field: 'date' }], stack: 'x' } }],
      }),
    );
    expect((await fetchPost()).result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'Give the date the money arrived.', field: 'date' });
    // A field that is not a name is dropped.
    respond(200, JSON.stringify({ data: null, errors: [{ message: 'No.', extensions: { code: 'BAD_USER_INPUT', field: { name: 'date' } } }] }));
    expect((await fetchPost()).result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'No.' });
  });

  test('an HTTP status of 300 or more without GraphQL errors becomes HTTP_<status>', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    const { result } = await fetchPost();
    expect(result.error).toEqual({ code: 'HTTP_502', message: 'The server answered with status 502.' });
  });

  test('a 3xx answer is a failure too', async () => {
    respond(304, '');
    const { result } = await fetchPost();
    expect(result.error).toMatchObject({ code: 'HTTP_304' });
  });

  test('a 200 answer that is not JSON becomes BAD_RESPONSE', async () => {
    respond(200, 'this is not json', 'application/json');
    const { result } = await fetchPost();
    expect(result.error).toEqual({ code: 'BAD_RESPONSE', message: 'The server sent an answer that could not be read.' });
  });

  test('a server that cannot be reached becomes NETWORK_ERROR', async () => {
    const closed = await new FakeGraphqlServer().start();
    await closed.stop();
    const { result } = await fetchPost(closed.url);
    expect(result.error).toEqual({
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  test('UNAUTHENTICATED to a request that carried a token ends the session', async () => {
    respond(200, JSON.stringify({ data: null, errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const { store } = await fetchPost(url, 'stale-token');
    expect(store.getState().session).toEqual({ token: null, expired: true });
  });
});

describe('renewed tokens', () => {
  const renewing = (token: string): FakeAnswer => ({ body: { data: { getOnePost: null } }, headers: { 'x-renewed-token': token } });

  test('a token the server renews replaces the one sent, and the next request carries it', async () => {
    answer(renewing('token-renewed'));
    const { store } = await fetchPost(url, 'token-old');
    expect(store.getState().session).toEqual({ token: 'token-renewed', expired: false });
    respond(200, JSON.stringify({ data: { getOnePost: null } }));
    await store.dispatch(postsApi.endpoints.getOnePost.initiate('another'));
    expect(last().headers.authorization).toBe('Bearer token-renewed');
  });

  test('a renewal does not sign in a visitor who sent no token', async () => {
    answer(renewing('token-from-nowhere'));
    const { store } = await fetchPost();
    expect(store.getState().session.token).toBeNull();
  });

  test('a renewal arriving after sign-out is dropped', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    answer(() => {
      release();
      return { ...renewing('token-late'), after: new Promise((done) => setTimeout(done, 20)) };
    });
    const store = withApi(setupStore({ session: { token: 'token-old', expired: false } }, { graphqlUrl: url }));
    const request = store.dispatch(postsApi.endpoints.getOnePost.initiate('abc'));
    await answered;
    store.dispatch(loggedOut());
    await request;
    expect(store.getState().session.token).toBeNull();
  });
});

describe('client helpers', () => {
  test('image_url given as a single object becomes a list', () => {
    const post = { _id: '1', title: 't', content: 'c', category: 'Events' as const, contentSections: [], youtube_video_url: null };
    expect(normalisePost({ ...post, image_url: { url: '/a', filename: 'a' } }).image_url).toEqual([{ url: '/a', filename: 'a' }]);
    expect(normalisePost({ ...post, image_url: [{ url: '/b', filename: 'b' }] }).image_url).toEqual([{ url: '/b', filename: 'b' }]);
    expect(normalisePost({ ...post, image_url: null }).image_url).toEqual([]);
  });

  test('the browser stand-in for graphql reads the operation header', () => {
    expect(parse('mutation addPost($input: PostInput!) { addPost }').definitions[0]).toMatchObject({
      operation: 'mutation',
      name: { value: 'addPost' },
    });
    expect(() => parse('{ getAllPosts { _id } }')).toThrow();
  });
});
