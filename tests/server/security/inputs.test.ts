import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { LineCollector } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST, DELETE_CONTACT_MESSAGE, DELETE_POST, DELETE_SUBSCRIBER, GET_ONE_POST, LOGIN, MAKE_SUBSCRIBE, MARK_CONTACT_MESSAGE_READ, samplePostInput, SEND_CONTACT_MESSAGE, UPDATE_POST } from '../../kit/documents.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';


const NUL = '\u0000';
const CARDS = `query postCards($after: String, $first: Int) { postCards(after: $after, first: $first) { total nextCursor } }`;
const ROWS = (field: string) => `query rows($search: String, $offset: Int, $limit: Int) {
  ${field}(search: $search, offset: $offset, limit: $limit) { total } }`;
const UNSUBSCRIBE = `mutation unsubscribe($token: String!) { unsubscribe(token: $token) { unsubscribed } }`;
const SEND_POST = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id } }`;

const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const contact = { name: 'Aline', email: 'aline@example.org', message: 'Hello, how can I volunteer?', website: '' };
const updateInput = (overrides: Record<string, unknown>) => {
  const { user_id: _ignored, ...input } = samplePostInput();
  return { ...input, post_id: 'some-post', ...overrides };
};

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  admin?: boolean;
  field: string;
}

/** A NUL in every public and admin string argument, each in a field of its own. */
const NUL_CASES: Case[] = [
  { name: 'getOnePost id', query: GET_ONE_POST, variables: { id: `a${NUL}b` }, field: 'id' },
  { name: 'a literal id', query: `query { getOnePost(id: "a\\u0000b") { title } }`, variables: {}, field: 'id' },
  { name: 'postCards after', query: CARDS, variables: { after: `abc${NUL}` }, field: 'after' },
  ...(['name', 'email', 'message', 'website'] as const).map((field) => ({
    name: `contact ${field}`,
    query: SEND_CONTACT_MESSAGE,
    variables: { input: { ...contact, [field]: `${contact[field]}x${NUL}` } },
    field,
  })),
  {
    name: 'subscribe e-mail',
    query: MAKE_SUBSCRIBE,
    variables: { input: { subscriptionWithEmail: `reader${NUL}@example.org` } },
    field: 'subscriptionWithEmail',
  },
  { name: 'login e-mail', query: LOGIN, variables: { email: `staff${NUL}@bcf.test`, password: 'whatever it is' }, field: 'email' },
  { name: 'login password', query: LOGIN, variables: { email: 'staff@bcf.test', password: `pass${NUL}word and more` }, field: 'password' },
  { name: 'unsubscribe token', query: UNSUBSCRIBE, variables: { token: `t${NUL}` }, field: 'token' },
  ...['postRows', 'subscriptionRows', 'contactMessageRows'].map((rows) => ({
    name: `${rows} search`,
    query: ROWS(rows),
    variables: { search: `a${NUL}` },
    admin: true,
    field: 'search',
  })),
  { name: 'addPost title', query: ADD_POST, variables: { input: samplePostInput({ title: `T${NUL}` }) }, admin: true, field: 'title' },
  {
    name: 'addPost paragraph',
    query: ADD_POST,
    variables: { input: samplePostInput({ contentSections: [{ sectionTitle: 'S', paragraph1: `p${NUL}`, paragraph2: null }] }) },
    admin: true,
    field: 'contentSections[0].paragraph1',
  },
  {
    name: 'addPost image',
    query: ADD_POST,
    variables: { input: samplePostInput({ image_urls: [{ url: '/uploads/a.webp', filename: `f${NUL}.jpg` }] }) },
    admin: true,
    field: 'image_urls[0].filename',
  },
  { name: 'updatePost post_id', query: UPDATE_POST, variables: { input: updateInput({ post_id: `p${NUL}` }) }, admin: true, field: 'post_id' },
  { name: 'updatePost content', query: UPDATE_POST, variables: { input: updateInput({ content: `c${NUL}` }) }, admin: true, field: 'content' },
  { name: 'deletePost', query: DELETE_POST, variables: { id: `p${NUL}` }, admin: true, field: 'input' },
  { name: 'deleteSubscriber', query: DELETE_SUBSCRIBER, variables: { id: `s${NUL}` }, admin: true, field: 'input' },
  { name: 'deleteContactMessage', query: DELETE_CONTACT_MESSAGE, variables: { id: `m${NUL}` }, admin: true, field: 'input' },
  { name: 'markContactMessageRead', query: MARK_CONTACT_MESSAGE_READ, variables: { input: { id: `m${NUL}` } }, admin: true, field: 'id' },
  { name: 'sendPostToSubscribers', query: SEND_POST, variables: { input: `p${NUL}` }, admin: true, field: 'input' },
];

/** Numbers, cursors and ids out of range. */
const RANGE_CASES: Case[] = [
  { name: 'an id of 65 characters', query: GET_ONE_POST, variables: { id: 'x'.repeat(65) }, field: 'id' },
  { name: 'deletePost of a 65-character id', query: DELETE_POST, variables: { id: 'x'.repeat(65) }, admin: true, field: 'input' },
  { name: 'a cursor far in the future', query: CARDS, variables: { after: cursor('9999999999999999999.abc') }, field: 'after' },
  { name: 'a cursor far in the past', query: CARDS, variables: { after: cursor('-9999999999999999999.abc') }, field: 'after' },
  { name: 'a cursor whose id has a NUL', query: CARDS, variables: { after: cursor(`1700000000000000.a${NUL}b`) }, field: 'after' },
  { name: 'a cursor whose id is too long', query: CARDS, variables: { after: cursor(`1700000000000000.${'x'.repeat(65)}`) }, field: 'after' },
  { name: 'a cursor of nothing', query: CARDS, variables: { after: 'zzzz' }, field: 'after' },
  ...[0, 51, -1].map((first) => ({ name: `first ${first}`, query: CARDS, variables: { first }, field: 'first' })),
  ...[-1, -2147483648].map((offset) => ({ name: `offset ${offset}`, query: ROWS('postRows'), variables: { offset }, admin: true, field: 'offset' })),
  ...[0, 101].map((limit) => ({ name: `limit ${limit}`, query: ROWS('subscriptionRows'), variables: { limit }, admin: true, field: 'limit' })),
];

describe.each(databasesOf(import.meta.url))('every input checked at the API’s edge, on $name', (kind) => {
  const logs = new LineCollector();
  const server = withServer(kind, { logLevel: 'info', logStream: logs });
  let token = '';
  let before: Record<string, string>;

  beforeAll(async () => {
    token = await server.login();
    before = await server.fingerprint();
  });

  test.each(NUL_CASES)('a NUL in $name answers BAD_USER_INPUT naming $field', async ({ query, variables, admin, field }) => {
    const answer = await server.gql(query, variables, admin ? token : undefined);
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0]?.message).toBe(`${field} must not contain a NUL character`);
  });

  test.each(RANGE_CASES)('$name answers BAD_USER_INPUT naming $field', async ({ query, variables, admin, field }) => {
    const answer = await server.gql(query, variables, admin ? token : undefined);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  test('Int arguments beyond 32 bits are GraphQL’s own BAD_USER_INPUT', async () => {
    for (const variables of [{ first: 2 ** 31 }, { first: 1e300 }]) {
      const answer = await server.gql(CARDS, variables);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    }
  });

  test('ids at the longest length, cursors at the ends of time and the largest offset are still answered', async () => {
    expect(await server.gql(GET_ONE_POST, { id: 'x'.repeat(64) })).toMatchObject({ data: { getOnePost: null } });
    for (const micros of ['253402300799999999', '-62135596800000000']) {
      const answer = await server.gql<{ postCards: { total: number } }>(CARDS, { after: cursor(`${micros}.${'f'.repeat(64)}`) });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.postCards.total).toBeGreaterThan(0);
    }
    const rows = await server.gql<{ postRows: { total: number } }>(ROWS('postRows'), { offset: 2147483647 }, token);
    expect(rows.errors).toBeUndefined();
  });

  test('variables nested 8,000 deep on a public read: answered without INTERNAL_SERVER_ERROR, no error logged', async () => {
    const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
    const response = await server.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"{ getAllPosts { title } }","variables":{"i":${deep}}}`,
    });
    const body = (await response.json()) as Omit<GraphqlResponse, 'status'>;
    expect(body.errors?.map((error) => error.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
    const errors = logs.lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((entry) => entry.level >= 50);
    expect(errors).toEqual([]);
  });

  test('nothing was written, and nothing logged as an error or with a stack', async () => {
    expect(await server.fingerprint()).toEqual(before);
    const entries = logs.lines.map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } });
    expect(entries.filter((entry) => entry.level >= 50 || entry.err?.stack)).toEqual([]);
  });
});
