import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import { injectedAddress } from '../../kit/origin.ts';

interface Post {
  _id: string;
  title: string;
  content: string;
  category: string;
  contentSections: { sectionTitle: string; paragraph1: string; paragraph2: string | null }[];
  youtube_video_url: string | null;
  image_url: { url: string; filename: string }[];
  image_urls?: { url: string; filename: string }[];
  date_posted: number;
}

describe.each(databasesOf(import.meta.url))('posts on $name', (kind) => {
  const server = withServer(kind);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  describe('sample content of a new database', () => {
    test('lists at least 8 posts, two or more per category, newest first', async () => {
      const { data } = await server.gql<{ getAllPosts: Post[] }>(GET_ALL_POSTS);
      const posts = data!.getAllPosts;
      expect(posts.length).toBeGreaterThanOrEqual(8);
      for (const category of ['Celebrations', 'Events', 'Meetings', 'Stories']) {
        expect(posts.filter((post) => post.category === category).length).toBeGreaterThanOrEqual(2);
      }
      const dates = posts.map((post) => post.date_posted);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(posts.every((post) => post.contentSections.length > 0)).toBe(true);
    });

    test('has YouTube links in both the watch?v= and the youtu.be/ forms', async () => {
      const { data } = await server.gql<{ getAllPosts: Post[] }>(GET_ALL_POSTS);
      const links = data!.getAllPosts.map((post) => post.youtube_video_url ?? '');
      expect(links.some((link) => link.includes('youtube.com/watch?v='))).toBe(true);
      expect(links.some((link) => link.includes('youtu.be/'))).toBe(true);
    });

    test('answers exactly the fields the client reads, with opaque string ids and millisecond dates', async () => {
      const { data } = await server.gql<{ getAllPosts: Post[] }>(GET_ALL_POSTS);
      const post = data!.getAllPosts[0]!;
      expect(Object.keys(post).sort()).toEqual(
        ['_id', 'category', 'content', 'contentSections', 'date_posted', 'image_url', 'title', 'youtube_video_url'].sort(),
      );
      expect(typeof post._id).toBe('string');
      expect(Number.isInteger(post.date_posted)).toBe(true);
      expect(post.date_posted).toBeLessThanOrEqual(Date.now());
    });
  });

  describe('getOnePost', () => {
    test('answers the post of a known id with its sections and images', async () => {
      const created = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const id = created.data!.addPost._id;
      const { data } = await server.gql<{ getOnePost: Post }>(GET_ONE_POST, { id });
      expect(data!.getOnePost).toEqual({
        category: 'Events',
        title: 'Tree planting day',
        content: 'Students and mentors planted two hundred trees around the school.',
        contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: 'Rain came at ten.' }],
        youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
        image_url: [{ url: injectedAddress('/uploads/aaa.webp'), filename: 'first.jpg' }],
        image_urls: [
          { url: injectedAddress('/uploads/aaa.webp'), filename: 'first.jpg' },
          { url: injectedAddress('/uploads/bbb.webp'), filename: 'second.jpg' },
        ],
        // The app's document asks which language the text is in: the post's own, English.
        language: 'en',
      });
    });

    test('answers null for an unknown id', async () => {
      const result = await server.gql(GET_ONE_POST, { id: 'no-such-post' });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ getOnePost: null });
    });
  });

  describe('addPost', () => {
    test('is refused without a token and stores nothing', async () => {
      const before = await server.count('posts');
      const result = await server.gql(ADD_POST, { input: samplePostInput() });
      expect(result.data).toBeNull();
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
      expect(await server.count('posts')).toBe(before);
    });

    test.each([
      ['a malformed token', 'not-a-jwt'],
      ['a token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJl'],
    ])('is refused with %s', async (_, bad) => {
      const before = await server.count('posts');
      const result = await server.gql(ADD_POST, { input: samplePostInput() }, bad);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
      expect(await server.count('posts')).toBe(before);
    });

    test('creates the post, newest first, with the server setting the date and the author', async () => {
      const started = Date.now();
      const result = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput({ title: 'Newest' }) }, token);
      expect(result.errors).toBeUndefined();
      const post = result.data!.addPost;
      expect(post.date_posted).toBeGreaterThanOrEqual(started - 1000);
      const list = await server.gql<{ getAllPosts: Post[] }>(GET_ALL_POSTS);
      expect(list.data!.getAllPosts[0]!._id).toBe(post._id);
      const rows = await server.services.db.query<{ user_id: string; email: string }>(
        'SELECT p.user_id, u.email FROM posts p JOIN users u ON u.id = p.user_id WHERE p.id = $1',
        [post._id],
      );
      expect(rows[0]!.email).toBe('staff@bcf.test');
    });

    test('uses the first gallery image as the main image when none is named', async () => {
      const input = samplePostInput({ image_url: null });
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input }, token);
      expect(data!.addPost.image_url).toEqual([{ url: injectedAddress('/uploads/aaa.webp'), filename: 'first.jpg' }]);
    });

    test('names an empty section title "Section {n}" and leaves paragraph 2 optional', async () => {
      const input = samplePostInput({
        contentSections: [
          { sectionTitle: 'Intro', paragraph1: 'One.' },
          { sectionTitle: '  ', paragraph1: 'Two.', paragraph2: '' },
        ],
      });
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input }, token);
      expect(data!.addPost.contentSections).toEqual([
        { sectionTitle: 'Intro', paragraph1: 'One.', paragraph2: null },
        { sectionTitle: 'Section 2', paragraph1: 'Two.', paragraph2: null },
      ]);
    });

    test.each([
      ['an empty title', { title: '   ' }, 'Title is required', 'title'],
      ['an empty content', { content: '' }, 'Content is required', 'content'],
      ['a YouTube link that is not a URL', { youtube_video_url: 'not a url' }, 'Enter a valid YouTube URL', 'youtube_video_url'],
      [
        'a section without paragraph 1',
        { contentSections: [{ sectionTitle: 'A', paragraph1: ' ' }] },
        'Paragraph 1 is required',
        'contentSections[0].paragraph1',
      ],
      ['an image url that is not a web address', { image_urls: [{ url: 'javascript:alert(1)', filename: 'x' }] }, 'Image url must be a web address', 'image_urls[0]'],
    ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_, override, message, field) => {
      const before = await server.count('posts');
      const result = await server.gql(ADD_POST, { input: samplePostInput(override) }, token);
      expect(result.data).toBeNull();
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await server.count('posts')).toBe(before);
    });

    test('refuses a category outside the four', async () => {
      const before = await server.count('posts');
      const result = await server.gql(ADD_POST, { input: samplePostInput({ category: 'Parties' }) }, token);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(await server.count('posts')).toBe(before);
    });

    test('accepts a post without a YouTube link', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput({ youtube_video_url: '' }) }, token);
      expect(data!.addPost.youtube_video_url).toBeNull();
    });
  });

  describe('updatePost', () => {
    const edit = (id: string, overrides: Record<string, unknown> = {}) => {
      const { user_id: _ignored, image_urls: _images, image_url: _main, ...rest } = samplePostInput();
      return { input: { ...rest, post_id: id, title: 'Edited title', category: 'Stories', ...overrides } };
    };

    test('is refused without a token and changes nothing', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const result = await server.gql(UPDATE_POST, edit(data!.addPost._id));
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
      const after = await server.gql<{ getOnePost: Post }>(GET_ONE_POST, { id: data!.addPost._id });
      expect(after.data!.getOnePost.title).toBe('Tree planting day');
    });

    test('keeps the existing images when none are sent', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const result = await server.gql<{ updatePost: Post }>(UPDATE_POST, edit(data!.addPost._id), token);
      expect(result.errors).toBeUndefined();
      expect(result.data!.updatePost).toMatchObject({
        title: 'Edited title',
        category: 'Stories',
        image_url: [{ url: injectedAddress('/uploads/aaa.webp'), filename: 'first.jpg' }],
        image_urls: data!.addPost.image_urls,
        date_posted: data!.addPost.date_posted,
      });
    });

    test('replaces the images when new ones are sent', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const image_urls = [{ url: '/uploads/ccc.webp', filename: 'new.png' }];
      const result = await server.gql<{ updatePost: Post }>(UPDATE_POST, edit(data!.addPost._id, { image_urls }), token);
      const answered = [{ url: injectedAddress('/uploads/ccc.webp'), filename: 'new.png' }];
      expect(result.data!.updatePost.image_urls).toEqual(answered);
      expect(result.data!.updatePost.image_url).toEqual(answered);
    });

    test('refuses an empty title and changes nothing', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const result = await server.gql(UPDATE_POST, edit(data!.addPost._id, { title: '' }), token);
      expect(result.errors![0]).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT' } });
      const after = await server.gql<{ getOnePost: Post }>(GET_ONE_POST, { id: data!.addPost._id });
      expect(after.data!.getOnePost.title).toBe('Tree planting day');
    });

    test('answers NOT_FOUND for an unknown post', async () => {
      const result = await server.gql(UPDATE_POST, edit('no-such-post'), token);
      expect(errorCode(result)).toBe('NOT_FOUND');
    });
  });

  describe('deletePost', () => {
    test('is refused without a token and deletes nothing', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const result = await server.gql(DELETE_POST, { id: data!.addPost._id });
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
      const after = await server.gql(GET_ONE_POST, { id: data!.addPost._id });
      expect(after.data!.getOnePost).not.toBeNull();
    });

    test('deletes a post, which then is gone', async () => {
      const { data } = await server.gql<{ addPost: Post }>(ADD_POST, { input: samplePostInput() }, token);
      const result = await server.gql(DELETE_POST, { id: data!.addPost._id }, token);
      expect(result.data).toEqual({ deletePost: { isDeleted: true, message: 'Post deleted successfully' } });
      const after = await server.gql(GET_ONE_POST, { id: data!.addPost._id });
      expect(after.data).toEqual({ getOnePost: null });
    });

    test('answers isDeleted false for an unknown id', async () => {
      const before = await server.count('posts');
      const result = await server.gql(DELETE_POST, { id: 'no-such-post' }, token);
      expect(result.data).toEqual({ deletePost: { isDeleted: false, message: 'Post not found' } });
      expect(await server.count('posts')).toBe(before);
    });
  });
});
