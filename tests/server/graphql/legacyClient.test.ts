import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, parse, validate } from 'graphql';
import { beforeAll, describe, expect, test } from 'vitest';
import { LEGACY_CLIENT, type LegacyDocument } from '../../kit/legacyClient.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADMIN } from '../../kit/settings.ts';
import { solidImage, upload } from '../../kit/imageFixtures.ts';

// The replaced system's web client, document for document, against this server's schema and then
// against a running server: what it can do there (create, edit, delete, subscribe, log in) works.

const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));

/** Sends a document as that client does: POST, JSON body of operationName, variables and query; a token only with its admin documents. */
// The answers are read loosely, as that untyped client reads them; the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const send = <T = Record<string, any>>(server: TestServer, document: LegacyDocument, variables: Record<string, unknown>, token?: string) =>
  graphql<T>(server.url, document.query, variables, { operationName: document.operationName, token: document.admin ? token : undefined });

/** A picture as that client stored it: on its image host, under its file's name. */
const hosted = (filename: string) => ({ url: `https://res.cloudinary.com/bcf/image/upload/${filename}`, filename });

const POST = {
  title: 'Graduation of the 2024 cohort',
  content: 'Twelve students graduated with the support of their mentors.',
  category: 'Celebrations',
  contentSections: [{ sectionTitle: 'The day', paragraph1: 'Families came from every district.', paragraph2: null }],
  image_urls: [hosted('graduation-1.jpg'), hosted('graduation-2.jpg')],
  image_url: hosted('graduation-1.jpg'),
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

  // Keys of input variables starting with `__` are dropped before the variables are read, so no
  // input field may be named so.
  test('no input field of schema.graphql starts with __', () => {
    const inputFields = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    expect(inputFields.length).toBeGreaterThan(20);
    expect(inputFields.filter((field) => field.split('.')[1]!.startsWith('__'))).toEqual([]);
  });
});

describe.each(databasesOf(import.meta.url))("the replaced system's client against a server on $name", (kind) => {
  const server = withServer(kind, { seed: false });
  let token: string;


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

interface WireImage {
  url: string;
  filename: string;
  __typename?: string;
}

/** An upload's address as this server hands it out: absolute on `origin`. */
const uploadedOn = (origin: string) =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/uploads/[0-9a-f]{64}\\.webp\\?w=\\d+&h=\\d+$`);

/** The image addresses of a post as the replaced client reads them: the main one, then the gallery. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const addressesOf = (post: Record<string, any>) => [...(post.image_url as WireImage[]), ...((post.image_urls ?? []) as WireImage[])].map((image) => image.url);

describe.each(databasesOf(import.meta.url))("the replaced system's client shows this server's images, on $name", (kind) => {
  const server = withServer(kind, { seed: false });
  let token: string;
  let uploaded: WireImage[];
  const FOREIGN = { url: 'https://res.cloudinary.com/bcf/image/upload/v1/graduation-1.jpg', filename: 'graduation-1.jpg' };

  beforeAll(async () => {
    token = (await send<{ login_user: { token: string } }>(server, LEGACY_CLIENT.login_user, ADMIN)).data!.login_user.token;
    const answer = await upload(
      server,
      [
        { bytes: await solidImage(1000, 600, 'png'), name: 'cohort.png', type: 'image/png' },
        { bytes: await solidImage(700, 700, 'jpeg'), name: 'mentors.jpg', type: 'image/jpeg' },
      ],
      token,
    );
    expect(answer.status).toBe(200);
    uploaded = answer.body as WireImage[];
  });

  async function loads(url: string) {
    const response = await fetch(url);
    await response.arrayBuffer();
    return { status: response.status, type: response.headers.get('content-type') };
  }

  test('the upload answers absolute addresses on this server, each of which loads', async () => {
    expect(uploaded.map((image) => image.filename)).toEqual(['cohort.png', 'mentors.jpg']);
    for (const { url } of uploaded) {
      expect(url).toMatch(uploadedOn(server.url));
      expect(await loads(url)).toEqual({ status: 200, type: 'image/webp' });
    }
  });

  test('a post saved with the addresses the upload answered reads back with the very same addresses, which load', async () => {
    const images = [...uploaded, FOREIGN];
    const added = await send(server, LEGACY_CLIENT.addPost, { input: { ...POST, image_url: images[0], image_urls: images } }, token);
    expect(added.errors).toBeUndefined();
    const id = added.data!.addPost._id as string;
    const sent = [images[0]!.url, ...images.map((image) => image.url)];
    expect(addressesOf(added.data!.addPost)).toEqual(sent);

    const list = await send(server, LEGACY_CLIENT.getAllPostsWithGallery, {});
    const listed = list.data!.getAllPosts.find((post: { _id: string }) => post._id === id);
    expect(addressesOf(listed)).toEqual(sent);
    const cards = await send(server, LEGACY_CLIENT.getAllPosts, {});
    expect(addressesOf(cards.data!.getAllPosts.find((post: { _id: string }) => post._id === id))).toEqual([images[0]!.url]);
    const details = await send(server, LEGACY_CLIENT.getOnePost, { id });
    expect(addressesOf(details.data!.getOnePost)).toEqual(sent);
    // Absolute, so the client's own host plays no part: this server's, or the other host's as saved.
    expect(sent.map((url) => (url === FOREIGN.url ? 'foreign' : url.match(uploadedOn(server.url)) && 'this server'))).toEqual([
      'this server',
      'this server',
      'this server',
      'foreign',
    ]);
    for (const url of sent.slice(0, 3)) expect(await loads(url)).toEqual({ status: 200, type: 'image/webp' });

    // Kept as this site's paths, they follow the address the site is reached at.
    const elsewhere = await server.gql<{ getOnePost: Record<string, WireImage[]> }>(LEGACY_CLIENT.getOnePost.query, { id }, {
      headers: { host: 'bcf.example' },
    });
    expect(addressesOf(elsewhere.data!.getOnePost)).toEqual(sent.map((url) => url.replace(server.url, 'http://bcf.example')));
  });

  test('an edit sending back the images read, each with its __typename, keeps them', async () => {
    const added = await send(server, LEGACY_CLIENT.addPost, { input: { ...POST, image_url: uploaded[1], image_urls: uploaded } }, token);
    const id = added.data!.addPost._id as string;
    // What Apollo Client keeps of the post, and sends back: every object labelled with its type.
    const read = (await send(server, LEGACY_CLIENT.getOnePostToEdit, { id }, token)).data!.getOnePost;
    const typed = (images: WireImage[]) => images.map((image) => ({ ...image, __typename: 'Image' }));
    const input = {
      post_id: id,
      title: 'Graduation day',
      content: read.content,
      category: read.category,
      contentSections: read.contentSections.map((section: object) => ({ ...section, __typename: 'ContentSection' })),
      youtube_video_url: read.youtube_video_url,
      image_url: typed(read.image_url)[0],
      image_urls: typed(read.image_urls),
      __typename: 'Post',
    };

    const refused = await send(server, { ...LEGACY_CLIENT.updatePost, admin: false }, { input });
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    const updated = await send(server, LEGACY_CLIENT.updatePost, { input }, token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updatePost).toMatchObject({ title: 'Graduation day', contentSections: POST.contentSections });
    const expected = [uploaded[1]!.url, ...uploaded.map((image) => image.url)];
    expect(addressesOf(updated.data!.updatePost)).toEqual(expected);
    expect(addressesOf((await send(server, LEGACY_CLIENT.getOnePost, { id })).data!.getOnePost)).toEqual(expected);
  });

  test('a forged Host header does not change the addresses a kept public answer gives others', async () => {
    type Posts = { getAllPosts: Record<string, WireImage[]>[] };
    const document = LEGACY_CLIENT.getAllPostsWithGallery;
    // The same request as the replaced client's (a POST naming its operation), and as a GET.
    for (const get of [false, true]) {
      const asked = { get, operationName: get ? undefined : document.operationName };
      const forged = await server.gql<Posts>(document.query, undefined, { ...asked, headers: { host: 'attacker.example' } });
      expect(forged.data!.getAllPosts.length).toBeGreaterThan(0);
      const own = await graphql<Posts>(server.url, document.query, undefined, asked);
      // An answer of the read cache (a cacheable body, with its ETag).
      expect(own.headers.get('etag')).not.toBeNull();
      const addresses = own.data!.getAllPosts.flatMap(addressesOf);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((url) => !url.startsWith(`${server.url}/uploads/`) && url !== FOREIGN.url)).toEqual([]);
      const again = await server.gql<Posts>(document.query, undefined, { ...asked, headers: { host: 'attacker.example' } });
      expect(again.data!.getAllPosts.flatMap(addressesOf).filter((url) => url.startsWith(server.url))).toEqual([]);
    }
  });
});

describe.each(databasesOf(import.meta.url))('image addresses with PUBLIC_URL set, on $name', (kind) => {
  const PUBLIC_URL = 'https://bcf.example';
  const server = withServer(kind, { seed: false, publicUrl: PUBLIC_URL });


  test('the upload and the reads answer them on PUBLIC_URL, whatever the Host, and take them back as answered', async () => {
    const token = await server.login();
    const answer = await upload(server, [{ bytes: await solidImage(640, 480, 'png'), name: 'hall.png', type: 'image/png' }], token);
    const [image] = answer.body as WireImage[];
    expect(image!.url).toMatch(uploadedOn(PUBLIC_URL));
    const added = await send(server, LEGACY_CLIENT.addPost, { input: { ...POST, image_url: image, image_urls: [image] } }, token);
    expect(added.errors).toBeUndefined();
    const id = added.data!.addPost._id as string;
    for (const host of ['attacker.example', 'localhost']) {
      const read = await server.gql<{ getOnePost: Record<string, WireImage[]> }>(LEGACY_CLIENT.getOnePost.query, { id }, { headers: { host } });
      expect(addressesOf(read.data!.getOnePost)).toEqual([image!.url, image!.url]);
    }
    const path = new URL(image!.url);
    expect(await server.request(path.pathname + path.search)).toMatchObject({ status: 200 });
    // A page reached by another address of the site may show them.
    const csp = (await server.request('/', { headers: { host: 'www.bcf.example' } })).headers.get('content-security-policy');
    expect(csp).toMatch(/(^|;)\s*img-src 'self' https:\/\/bcf\.example data: blob:(;|$)/);
  });
});
