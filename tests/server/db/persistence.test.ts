import { describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';

describe.each(databasesOf(import.meta.url))('data across restarts on $name', (kind) => {
  const server = withServer(kind);


  test('posts, subscribers and tokens survive a stop and a start on the same data', async () => {
    const token = await server.login();
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Kept' }) }, token);
    await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'kept@example.org' } });
    const postsBefore = await server.count('posts');

    await server.restart();

    const after = await server.gql<{ getOnePost: { title: string; image_urls: unknown[] } }>(GET_ONE_POST, {
      id: data!.addPost._id,
    });
    expect(after.data!.getOnePost.title).toBe('Kept');
    expect(after.data!.getOnePost.image_urls).toHaveLength(2);
    expect(await server.count('posts')).toBe(postsBefore);
    expect(await server.count('subscribers')).toBe(1);
    // The token signed before the restart still opens the admin operations.
    const subscribers = await server.gql('query { getAllSubscriptions { subscriptionWithEmail } }', {}, token);
    expect(subscribers.errors).toBeUndefined();
  });

  test('the sample content is written once: deleted samples do not come back on restart', async () => {
    const token = await server.login();
    const { data } = await server.gql<{ getAllPosts: { _id: string }[] }>(GET_ALL_POSTS);
    for (const post of data!.getAllPosts) {
      await server.gql(DELETE_POST, { id: post._id }, token);
    }
    expect(await server.count('posts')).toBe(0);
    await server.restart();
    expect(await server.count('posts')).toBe(0);
  });

  test('migrations are recorded and not applied twice', async () => {
    const rows = await server.services.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)[0]).toBe(1);
    expect(new Set(rows.map((row) => row.version)).size).toBe(rows.length);
  });
});
