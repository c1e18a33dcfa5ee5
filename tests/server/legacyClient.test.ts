import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEGACY_CLIENT, type LegacyDocument } from './fixtures/legacyClient.ts';
import { databases } from '../kit/databases.ts';
import { errorCode, graphql } from '../kit/graphql.ts';
import { TestServer } from '../kit/server.ts';
import { ADMIN } from '../kit/settings.ts';

// The replaced system's web client, document for document, against this server's schema and then
// against a running server: what it can do there (create, edit, delete, subscribe, log in) works.

const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));

/** Sends a document as that client does: POST, JSON body of operationName, variables and query; a token only with its admin documents. */
// The answers are read loosely, as that untyped client reads them; the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const send = <T = Record<string, any>>(server: TestServer, document: LegacyDocument, variables: Record<string, unknown>, token?: string) =>
  graphql<T>(server.url, document.query, variables, { operationName: document.operationName, token: document.admin ? token : undefined });

const POST = {
  title: 'Graduation of the 2024 cohort',
  content: 'Twelve students graduated with the support of their mentors.',
  category: 'Celebrations',
  contentSections: [{ sectionTitle: 'The day', paragraph1: 'Families came from every district.', paragraph2: null }],
  image_urls: [
    { url: 'https://res.cloudinary.com/bcf/image/upload/graduation-1.jpg', filename: 'graduation-1.jpg' },
    { url: 'https://res.cloudinary.com/bcf/image/upload/graduation-2.jpg', filename: 'graduation-2.jpg' },
  ],
  image_url: { url: 'https://res.cloudinary.com/bcf/image/upload/graduation-1.jpg', filename: 'graduation-1.jpg' },
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
  user_id: '64b7f0c2e1d3a9f1c2b3a4d5',
};

describe("the replaced system's client documents", () => {
  test('there are eleven of them', () => {
    expect(Object.keys(LEGACY_CLIENT)).toHaveLength(11);
  });

  test.each(Object.entries(LEGACY_CLIENT))('%s is valid against schema.graphql', (_, document) => {
    expect(validate(schema, parse(document.query)).map((error) => error.message)).toEqual([]);
  });
});

describe.each(databases)("the replaced system's client against a server on $name", (kind) => {
  const server = new TestServer(kind, { seed: false });
  let token: string;

  beforeAll(async () => {
    await server.start();
  });
  afterAll(() => server.destroy());

  test('logs in: a token, the user with a null password and the ids of their posts', async () => {
    const result = await send<{ login_user: { token: string; user: Record<string, unknown> } }>(
      server,
      LEGACY_CLIENT.login_user,
      ADMIN,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.login_user.user).toMatchObject({ email: ADMIN.email, password: null, posts: [] });
    token = result.data!.login_user.token;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('creates, reads, edits and deletes a post', async () => {
    const added = await send(server, LEGACY_CLIENT.addPost, { input: POST }, token);
    expect(added.errors).toBeUndefined();
    const post = added.data!.addPost;
    expect(post).toMatchObject({
      title: POST.title,
      category: 'Celebrations',
      image_url: [POST.image_url],
      image_urls: POST.image_urls,
      youtube_video_url: POST.youtube_video_url,
    });
    expect(typeof post._id).toBe('string');
    expect(typeof post.date_posted).toBe('number');

    // The author is the token's user, whatever user_id the client sent.
    const login = await send(server, LEGACY_CLIENT.login_user, ADMIN);
    expect(login.data!.login_user.user.posts).toEqual([post._id]);

    for (const document of [LEGACY_CLIENT.getAllPosts, LEGACY_CLIENT.getAllPostsWithGallery]) {
      const list = await send(server, document, {});
      expect(list.errors).toBeUndefined();
      expect(list.data!.getAllPosts.map((row: { _id: string }) => row._id)).toEqual([post._id]);
    }
    const details = await send(server, LEGACY_CLIENT.getOnePost, { id: post._id });
    expect(details.data!.getOnePost).toMatchObject({ title: POST.title, image_urls: POST.image_urls });
    const toEdit = await send(server, LEGACY_CLIENT.getOnePostToEdit, { id: post._id }, token);
    expect(toEdit.data!.getOnePost).toMatchObject({ _id: post._id, title: POST.title });

    const { user_id: _ignored, ...fields } = POST;
    const updated = await send(
      server,
      LEGACY_CLIENT.updatePost,
      { input: { ...fields, post_id: post._id, title: 'Graduation day', image_urls: undefined, image_url: undefined } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    // Sent without images, an edit keeps the post's own.
    expect(updated.data!.updatePost).toMatchObject({ _id: post._id, title: 'Graduation day', image_urls: POST.image_urls });

    const deleted = await send(server, LEGACY_CLIENT.deletePost, { input: post._id }, token);
    expect(deleted.data).toEqual({ deletePost: { isDeleted: true, message: 'Post deleted successfully' } });
    expect((await send(server, LEGACY_CLIENT.getOnePost, { id: post._id })).data).toEqual({ getOnePost: null });
    expect(await server.count('posts')).toBe(0);
  });

  test('subscribes, lists the subscribers and deletes one', async () => {
    const made = await send(server, LEGACY_CLIENT.makeSubscribe, {
      input: { subscriptionWithEmail: 'reader@example.org' },
    });
    expect(made.errors).toBeUndefined();
    const subscriber = made.data!.makeSubscribe;
    expect(subscriber).toMatchObject({ subscriptionWithEmail: 'reader@example.org' });

    const listed = await send(server, LEGACY_CLIENT.getAllSubscriptions, {}, token);
    expect(listed.data!.getAllSubscriptions).toEqual([subscriber]);

    const deleted = await send(server, LEGACY_CLIENT.deleteSubscriber, { input: subscriber.id }, token);
    expect(deleted.data).toEqual({ deleteSubscriber: { isDeleted: true, message: 'Subscriber deleted successfully' } });
    expect(await server.count('subscribers')).toBe(0);
  });

  test('the admin documents without the token are refused and change nothing', async () => {
    const before = await server.fingerprint();
    for (const [document, variables] of [
      [LEGACY_CLIENT.addPost, { input: POST }],
      [LEGACY_CLIENT.deletePost, { input: 'any' }],
      [LEGACY_CLIENT.getAllSubscriptions, {}],
      [LEGACY_CLIENT.deleteSubscriber, { input: 'any' }],
    ] as const) {
      const result = await send(server, document, variables);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    }
    expect(await server.fingerprint()).toEqual(before);
  });

  test('addPost and makeSubscribe without their input are BAD_USER_INPUT and change nothing', async () => {
    const before = await server.fingerprint();
    const post = await send(server, LEGACY_CLIENT.addPost, {}, token);
    expect(post.errors![0]).toMatchObject({
      message: 'addPost needs its input argument',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
    const subscribe = await send(server, LEGACY_CLIENT.makeSubscribe, { input: null });
    expect(subscribe.errors![0]).toMatchObject({
      message: 'makeSubscribe needs its input argument',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
    expect(await server.fingerprint()).toEqual(before);
  });
});
