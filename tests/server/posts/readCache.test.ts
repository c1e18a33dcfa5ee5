import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { databases, databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { graphqlGetPath } from '../../kit/graphql.ts';

interface Titled {
  _id: string;
  title: string;
}

async function titles(server: TestServer): Promise<string[]> {
  const answer = await server.gql<{ getAllPosts: Titled[] }>(GET_ALL_POSTS, undefined, { get: true });
  return answer.data!.getAllPosts.map((post) => post.title);
}

describe.each(databasesOf(import.meta.url))('the public post queries on $name', (kind) => {
  const server = withServer(kind);
  let token = '';

  beforeAll(async () => {
    token = await server.login();
  });

  test('GET getAllPosts carries an ETag, must be revalidated, and answers 304 to that ETag', async () => {
    const first = await server.request(graphqlGetPath(GET_ALL_POSTS));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();

    const again = await server.request(graphqlGetPath(GET_ALL_POSTS));
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);

    const revalidated = await server.request(graphqlGetPath(GET_ALL_POSTS), { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  test('GET getOnePost answers per id, each with its own ETag, and 304 to a matching one', async () => {
    const [a, b] = (await server.gql<{ getAllPosts: Titled[] }>(GET_ALL_POSTS)).data!.getAllPosts;
    const one = await server.request(graphqlGetPath(GET_ONE_POST, { id: a!._id }));
    const other = await server.request(graphqlGetPath(GET_ONE_POST, { id: b!._id }));
    expect(((await one.json()) as { data: { getOnePost: Titled } }).data.getOnePost.title).toBe(a!.title);
    expect(((await other.json()) as { data: { getOnePost: Titled } }).data.getOnePost.title).toBe(b!.title);
    expect(one.headers.get('etag')).not.toBe(other.headers.get('etag'));
    const revalidated = await server.request(graphqlGetPath(GET_ONE_POST, { id: a!._id }), {
      headers: { 'if-none-match': one.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  test('a kept answer goes out without the query being run again, by POST and by GET', async () => {
    const query = 'query keptOnce { getAllPosts { _id title } }';
    const reads = vi.spyOn(server.services.posts, 'all');
    try {
      const first = await server.gql(query);
      const ran = reads.mock.calls.length;
      expect(ran).toBeGreaterThan(0);
      for (let n = 0; n < 3; n++) {
        expect(await server.gql(query)).toEqual(first);
        expect((await server.request(graphqlGetPath(query))).status).toBe(200);
      }
      expect(reads.mock.calls.length).toBe(ran);
    } finally {
      reads.mockRestore();
    }
  });

  test('POST answers the same data as GET', async () => {
    const viaGet = (await (await server.request(graphqlGetPath(GET_ALL_POSTS))).json()) as object;
    const viaPost = await server.gql(GET_ALL_POSTS);
    expect({ data: viaPost.data }).toEqual(viaGet);
  });

  test('adding, updating and deleting a post each change what the next read answers', async () => {
    const before = await server.request(graphqlGetPath(GET_ALL_POSTS));
    const etag = before.headers.get('etag')!;

    const added = await server.gql<{ addPost: Titled }>(ADD_POST, { input: samplePostInput({ title: 'Fresh post' }) }, token);
    const id = added.data!.addPost._id;
    const afterAdd = await server.request(graphqlGetPath(GET_ALL_POSTS), { headers: { 'if-none-match': etag } });
    expect(afterAdd.status).toBe(200);
    expect(afterAdd.headers.get('etag')).not.toBe(etag);
    expect(await titles(server)).toContain('Fresh post');
    const single = await server.gql<{ getOnePost: Titled }>(GET_ONE_POST, { id });
    expect(single.data!.getOnePost.title).toBe('Fresh post');

    const update = { ...samplePostInput({ title: 'Renamed post' }), post_id: id };
    delete (update as Record<string, unknown>).user_id;
    await server.gql(UPDATE_POST, { input: update }, token);
    expect(await titles(server)).toContain('Renamed post');
    expect(await titles(server)).not.toContain('Fresh post');
    expect((await server.gql<{ getOnePost: Titled }>(GET_ONE_POST, { id })).data!.getOnePost.title).toBe('Renamed post');

    await server.gql(DELETE_POST, { id }, token);
    expect(await titles(server)).not.toContain('Renamed post');
    expect((await server.gql<{ getOnePost: Titled | null }>(GET_ONE_POST, { id })).data!.getOnePost).toBeNull();
  });
});

// Several server processes on one PostgreSQL: a write through one reaches the others' caches.
describe.each(databases.filter((kind) => kind.url))('two servers on one $name schema', (kind) => {
  const writer = new TestServer(kind);
  let reader: TestServer;
  let token = '';

  beforeAll(async () => {
    await writer.start();
    reader = new TestServer(kind, { databaseSchema: writer.schema, seed: false });
    await reader.start();
    token = await writer.login();
  });
  afterAll(async () => {
    await reader?.stop();
    await writer.destroy();
  });

  test('a post added, renamed and deleted through one server shows on the other', async () => {
    expect(await titles(reader)).toEqual(await titles(writer));
    const added = await writer.gql<{ addPost: Titled }>(ADD_POST, { input: samplePostInput({ title: 'From the writer' }) }, token);
    const id = added.data!.addPost._id;
    await expect.poll(() => titles(reader)).toContain('From the writer');
    await expect
      .poll(async () => (await reader.gql<{ getOnePost: Titled }>(GET_ONE_POST, { id })).data!.getOnePost.title)
      .toBe('From the writer');

    const input = { ...samplePostInput({ title: 'Renamed by the writer' }), post_id: id };
    delete (input as Record<string, unknown>).user_id;
    await writer.gql(UPDATE_POST, { input }, token);
    await expect.poll(() => titles(reader)).toContain('Renamed by the writer');
    await expect
      .poll(async () => (await reader.gql<{ getOnePost: Titled }>(GET_ONE_POST, { id })).data!.getOnePost.title)
      .toBe('Renamed by the writer');

    await writer.gql(DELETE_POST, { id }, token);
    await expect.poll(() => titles(reader)).not.toContain('Renamed by the writer');
    await expect.poll(async () => (await reader.gql(GET_ONE_POST, { id })).data!.getOnePost).toBeNull();
  });
});
