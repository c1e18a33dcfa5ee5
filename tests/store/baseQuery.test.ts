// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from '../../src/lib/graphqlLite.ts';
import { postsApi } from '../../store/api/posts.ts';
import { normalisePost } from '../../store/api/wire.ts';
import { setupStore } from '../../store/index.ts';
import { loggedOut } from '../../store/sessionSlice.ts';
import { withApi } from './withApi.ts';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;

let handler: Handler = () => {};
let lastBody: Record<string, unknown> = {};
let lastHeaders: IncomingMessage['headers'] = {};
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      lastBody = JSON.parse(raw || '{}');
      lastHeaders = req.headers;
      handler(lastBody, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const respond = (status: number, body: string, type = 'application/json') => (_: unknown, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

async function fetchPost(graphqlUrl = url, token?: string) {
  const store = withApi(setupStore(token ? { session: { token, expired: false } } : undefined, { graphqlUrl }));
  const result = await store.dispatch(postsApi.endpoints.getOnePost.initiate('abc'));
  return { result, store };
}

describe('the GraphQL base query', () => {
  test('sends the operation name, the query and the variables as JSON', async () => {
    handler = respond(200, JSON.stringify({ data: { getOnePost: null } }));
    const store = withApi(setupStore(undefined, { graphqlUrl: url }));
    await store.dispatch(postsApi.endpoints.getOnePost.initiate('abc'));
    expect(lastBody.operationName).toBe('getOnePost');
    expect(lastBody.variables).toEqual({ id: 'abc' });
    expect(String(lastBody.query)).toMatch(/^query getOnePost\(\$id: ID!, \$language: Language\)/);
    expect(lastHeaders.authorization).toBeUndefined();
  });

  test('sends the session token as a bearer token', async () => {
    handler = respond(200, JSON.stringify({ data: { getOnePost: null } }));
    await fetchPost(url, 'token-123');
    expect(lastHeaders.authorization).toBe('Bearer token-123');
  });

  test('a GraphQL error becomes its first message and extensions.code', async () => {
    handler = respond(
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
    handler = respond(
      200,
      JSON.stringify({
        data: null,
        errors: [{ message: 'Give the date the money arrived.', extensions: { code: 'BAD_USER_INPUT', field: 'date', problems: [{ field: 'date' }], stack: 'x' } }],
      }),
    );
    expect((await fetchPost()).result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'Give the date the money arrived.', field: 'date' });
    // A field that is not a name is dropped.
    handler = respond(200, JSON.stringify({ data: null, errors: [{ message: 'No.', extensions: { code: 'BAD_USER_INPUT', field: { name: 'date' } } }] }));
    expect((await fetchPost()).result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'No.' });
  });

  test('an HTTP status of 300 or more without GraphQL errors becomes HTTP_<status>', async () => {
    handler = respond(502, '<html>Bad gateway</html>', 'text/html');
    const { result } = await fetchPost();
    expect(result.error).toEqual({ code: 'HTTP_502', message: 'The server answered with status 502.' });
  });

  test('a 3xx answer is a failure too', async () => {
    handler = respond(304, '');
    const { result } = await fetchPost();
    expect(result.error).toMatchObject({ code: 'HTTP_304' });
  });

  test('a 200 answer that is not JSON becomes BAD_RESPONSE', async () => {
    handler = respond(200, 'this is not json', 'application/json');
    const { result } = await fetchPost();
    expect(result.error).toEqual({ code: 'BAD_RESPONSE', message: 'The server sent an answer that could not be read.' });
  });

  test('a server that cannot be reached becomes NETWORK_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { result } = await fetchPost(`http://127.0.0.1:${port}/graphql`);
    expect(result.error).toEqual({
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  test('UNAUTHENTICATED to a request that carried a token ends the session', async () => {
    handler = respond(200, JSON.stringify({ data: null, errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const { store } = await fetchPost(url, 'stale-token');
    expect(store.getState().session).toEqual({ token: null, expired: true });
  });
});

describe('renewed tokens', () => {
  const renewing = (token: string) => (_: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-renewed-token': token });
    res.end(JSON.stringify({ data: { getOnePost: null } }));
  };

  test('a token the server renews replaces the one sent, and the next request carries it', async () => {
    handler = renewing('token-renewed');
    const { store } = await fetchPost(url, 'token-old');
    expect(store.getState().session).toEqual({ token: 'token-renewed', expired: false });
    handler = respond(200, JSON.stringify({ data: { getOnePost: null } }));
    await store.dispatch(postsApi.endpoints.getOnePost.initiate('another'));
    expect(lastHeaders.authorization).toBe('Bearer token-renewed');
  });

  test('a renewal does not sign in a visitor who sent no token', async () => {
    handler = renewing('token-from-nowhere');
    const { store } = await fetchPost();
    expect(store.getState().session.token).toBeNull();
  });

  test('a renewal arriving after sign-out is dropped', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    handler = (_, res) => {
      release();
      setTimeout(() => renewing('token-late')(undefined, res), 20);
    };
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
