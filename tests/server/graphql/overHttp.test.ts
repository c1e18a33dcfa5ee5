import { auditServer } from 'graphql-http';
import { describe, expect, test } from 'vitest';
import { databases, databasesOf } from '../../kit/databases.ts';
import { LineCollector } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';

// GraphQL over HTTP (graphql.github.io/graphql-over-http), checked by the reference audit of the
// graphql-http package, then the parts of it this server's clients lean on, one by one.

const MODERN = 'application/graphql-response+json';

describe.each(databasesOf(import.meta.url))('GraphQL over HTTP on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  const post = (body: unknown, accept?: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: JSON.stringify(body),
    });

  test("graphql-http's audit finds every MUST and every SHOULD met", async () => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    expect(results.length).toBeGreaterThan(40);
    const failed = results.filter((result) => result.status === 'warn' || result.status === 'error');
    expect(failed.map((result) => `${result.id} ${result.name}`)).toEqual([]);
  });

  test('answers in application/graphql-response+json when asked, application/json otherwise', async () => {
    const query = { query: 'query getAllPosts { getAllPosts { _id } }' };
    for (const [accept, type] of [
      [MODERN, MODERN],
      [`${MODERN}, application/json;q=0.9`, MODERN],
      [`application/json, ${MODERN};q=0.5`, 'application/json'],
      ['application/json', 'application/json'],
      ['*/*', 'application/json'],
      [undefined, 'application/json'],
    ] as const) {
      const response = await post(query, accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toBe(`${type}; charset=utf-8`);
      expect(response.headers.get('vary')).toMatch(/\baccept\b/i);
      expect(await response.json()).toEqual({ data: { getAllPosts: [] } });
    }
  });

  test('a cached GET answer is labelled with the media type each request asked for', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent('query getAllPosts { getAllPosts { _id title } }')}`;
    const first = await fetch(url, { headers: { accept: 'application/json' } });
    const second = await fetch(url, { headers: { accept: MODERN } });
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('content-type')).toBe(`${MODERN}; charset=utf-8`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.json()).toEqual(await first.json());
  });

  test.each([
    ['parsing', { query: '{ getAllPosts { ' }, 'GRAPHQL_PARSE_FAILED'],
    ['validation', { query: '{ getAllPost { _id } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ['variable coercion', { query: 'query getOnePost($id: ID!) { getOnePost(id: $id) { _id } }', variables: {} }, 'BAD_USER_INPUT'],
  ])('a %s failure: 400 without data in the new media type, 200 with data null in application/json', async (_, body, code) => {
    const modern = await post(body, MODERN);
    expect(modern.status).toBe(400);
    const modernBody = (await modern.json()) as Record<string, unknown>;
    expect(modernBody).not.toHaveProperty('data');
    expect(modernBody.errors).toEqual([expect.objectContaining({ extensions: { code } })]);

    const legacy = await post(body, 'application/json');
    expect(legacy.status).toBe(200);
    const legacyBody = (await legacy.json()) as Record<string, unknown>;
    expect(legacyBody.data).toBeNull();
    expect(legacyBody.errors).toEqual([expect.objectContaining({ extensions: { code } })]);
  });

  test('variables that do not fit answer the same on the request that compiles the query (graphql-jit)', async () => {
    const query = 'query getOnePost($id: ID!) { getOnePost(id: $id) { _id content } }';
    expect((await post({ query, variables: { id: 'first' } }, MODERN)).status).toBe(200);
    const compiling = await post({ query, variables: {} }, MODERN);
    expect(compiling.status).toBe(400);
    expect(await compiling.json()).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })] });
    const legacy = await post({ query, variables: {} }, 'application/json');
    expect(legacy.status).toBe(200);
    expect(((await legacy.json()) as { data: unknown }).data).toBeNull();
  });

  test('the same bad variables get the same errors however often they are sent, before and after the query is compiled', async () => {
    const input = { title: 't', content: 'c', category: 'Events', contentSections: [], image_urls: [{ url: 5 }] };
    const answers = [];
    // Well past the JIT's threshold, with turns of the event loop between requests for the
    // compilation to happen in, and a good request among them (compiled queries run those).
    for (let sent = 0; sent < 8; sent += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (sent === 4) await post({ query: ADD_POST, variables: { input: { ...input, image_urls: [] } } });
      const response = await post({ query: ADD_POST, variables: { input } });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: {
        data: null,
        errors: [
          expect.objectContaining({
            message: 'Variable "$input" got invalid value 5 at "input.image_urls[0].url"; String cannot represent a non string value: 5',
            extensions: { code: 'BAD_USER_INPUT' },
          }),
          expect.objectContaining({
            message:
              'Variable "$input" got invalid value { url: 5 } at "input.image_urls[0]"; Field "filename" of required type "String!" was not provided.',
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  test.each([{ query: 1 }, { query: true }, { query: ['{ __typename }'] }, { query: '{ __typename }', variables: 'x' }, { query: '{ __typename }', extensions: [] }])(
    'parameters of the wrong JSON type (%j) are a bad request (400), in either media type',
    async (body) => {
      for (const accept of [MODERN, 'application/json']) {
        const response = await post(body, accept);
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { errors: { extensions: { code: string } }[] };
        expect(errorCode(answer)).toMatch(/^(BAD_REQUEST|GRAPHQL_VALIDATION_FAILED)$/);
      }
    },
  );
});

describe('a step of the /graphql route that answers ends the request', () => {
  const logs = new LineCollector();
  const server = withServer(databases[0]!, { seed: false, logLevel: 'warn', logStream: logs });

  test('refusals and kept answers go out alone: nothing runs after them (Fastify warns when something does)', async () => {
    const send = (body: string, type = 'application/json') =>
      server.request('/graphql', { method: 'POST', headers: { 'content-type': type }, body });
    const read = JSON.stringify({ query: 'query getAllPosts { getAllPosts { _id } }' });
    expect((await send(read, 'text/plain')).status).toBe(415);
    expect((await send(JSON.stringify([{ query: '{ __typename }' }]))).status).toBe(400);
    expect((await send(JSON.stringify({ query: 1 }))).status).toBe(400);
    expect((await send(JSON.stringify({ query: `{ __typename } #${'x'.repeat(17_000)}` }))).status).toBe(400);
    for (let n = 0; n < 3; n++) expect((await send(read)).status).toBe(200);
    expect(logs.lines.filter((line) => line.includes('already sent'))).toEqual([]);
  });
});
