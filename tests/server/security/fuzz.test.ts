import { describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

// A small seeded generator (mulberry32): the same 2,000 requests on every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzRequest {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | Blob;
}

const OPERATIONS = [
  'mutation m($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }',
  'mutation a($input: PostInput!) { addPost(input: $input) { _id } }',
  'mutation u($input: PostInputUpdate!) { updatePost(input: $input) { _id } }',
  'mutation d($id: ID!) { deletePost(input: $id) { isDeleted } }',
  'mutation s($id: ID!) { deleteSubscriber(input: $id) { isDeleted } }',
  'mutation l($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
  'query o($id: ID!) { getOnePost(id: $id) { title } }',
];

function generator(seed: number, token: string) {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const junk = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0xd7ff))).join('');
  const badValue = () =>
    pick<unknown>([
      42,
      -1.5,
      true,
      null,
      [],
      [1, 2, 3],
      {},
      { nested: { deeper: ['x'] } },
      '',
      ' ',
      'x'.repeat(300_000),
      junk(50),
      'not-an-email',
      '@@@',
      '<script>alert(1)</script>',
      "'; DROP TABLE posts; --",
    ]);
  const json = (body: unknown, extra: Record<string, string> = {}): FuzzRequest => ({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });
  const auth = (): Record<string, string> => (next() < 0.5 ? { authorization: `Bearer ${token}` } : {});

  const kinds: (() => FuzzRequest)[] = [
    // Malformed JSON.
    () => ({ path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query": "${junk(20)}` }),
    // Wrong variable types (every one invalid for its operation, so nothing can be written).
    () => {
      const query = pick(OPERATIONS);
      const variables = next() < 0.5 ? { input: badValue(), id: badValue() } : { email: badValue(), password: badValue(), input: { subscriptionWithEmail: badValue() } };
      return json({ query, variables }, auth());
    },
    // Inputs with unknown or missing fields.
    () => json({ query: pick(OPERATIONS), variables: { input: { [junk(5)]: badValue(), title: badValue() } } }, auth()),
    // Huge strings as the document.
    () => json({ query: `query q { ${'getAllPosts { _id } '.repeat(2000 + Math.floor(next() * 3000))} }` }),
    // Deeply nested JSON and GraphQL.
    () => {
      const depth = 200 + Math.floor(next() * 2000);
      return { path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query":"q","variables":${'['.repeat(depth)}${']'.repeat(depth)}}` };
    },
    () => json({ query: `query q { ${'getAllPosts { '.repeat(50)}_id${' }'.repeat(50)} }` }),
    // Many aliases.
    () => json({ query: `query q { ${Array.from({ length: 16 + Math.floor(next() * 200) }, (_, i) => `a${i}: getAllPosts { _id }`).join(' ')} }` }),
    // Unknown fields and operations.
    () => json({ query: `query q { ${junk(3).replace(/\W/g, 'x') || 'x'}Field { id } }` }),
    () => json({ query: 'query q { getAllPosts { _id } }', operationName: junk(8) }),
    () => json({ query: badValue(), variables: badValue(), extensions: badValue() }),
    // Wrong content types.
    () => ({ path: '/graphql', method: 'POST', headers: { 'content-type': pick(['text/plain', 'text/html', 'application/xml', 'application/graphql', 'image/png', '']) }, body: 'query q { getAllPosts { _id } }' }),
    // GET with odd parameters, or with a mutation.
    () => ({ path: `/graphql?query=${encodeURIComponent(pick([junk(30), 'mutation m { makeSubscribe(input:{subscriptionWithEmail:"g@example.org"}) { id } }', '{']))}&variables=${encodeURIComponent(junk(10))}`, method: 'GET', headers: {} }),
    // Bad multipart to the upload route, with and without a token.
    () => {
      const boundary = `----fuzz${Math.floor(next() * 1e9)}`;
      const body = pick([
        `--${boundary}\r\nContent-Disposition: form-data; name="file_name"; filename="a.png"\r\n\r\n${junk(100)}\r\n--${boundary}--\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n`,
        `--${boundary}--`,
        junk(500),
        `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="x.svg"\r\n\r\n<svg onload="alert(1)"/>\r\n--${boundary}--\r\n`,
      ]);
      return { path: '/multiple_images-upload', method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${pick([boundary, 'wrong', ''])}`, ...auth() }, body };
    },
    () => ({ path: '/multiple_images-upload', method: 'POST', headers: { 'content-type': pick(['application/json', 'text/plain', 'image/png']), ...auth() }, body: junk(200) }),
    // Random bytes anywhere.
    () => ({ path: pick(['/graphql', '/multiple_images-upload', '/uploads/x.webp', `/${junk(4)}`]), method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Blob([Uint8Array.from({ length: 256 }, () => Math.floor(next() * 256))]) }),
  ];
  return () => pick(kinds)();
}

describe.each(databasesOf(import.meta.url))('fuzzing the server on $name', (kind) => {
  const server = withServer(kind);

  test('2,000 generated bad requests: no 5xx, the server stays up, the data is unchanged', async () => {
    const token = await server.login();
    const before = await server.fingerprint();
    const nextRequest = generator(20261121, token);
    const failures: string[] = [];
    const TOTAL = 2_000;
    const CONCURRENCY = 8;
    let sent = 0;
    const worker = async () => {
      while (sent < TOTAL) {
        sent++;
        const request = nextRequest();
        const response = await fetch(server.url + request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        }).catch((error: Error) => ({ status: 599, text: async () => error.message }));
        const text = await response.text();
        if (response.status >= 500) failures.push(`${response.status} ${request.method} ${request.path.slice(0, 60)}: ${text.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    const health = await server.gql<{ getAllPosts: unknown[] }>('query getAllPosts { getAllPosts { _id } }');
    expect(health.data!.getAllPosts.length).toBeGreaterThan(0);
    expect(await server.fingerprint()).toEqual(before);
  }, 240_000);
});
