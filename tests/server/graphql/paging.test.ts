import { beforeAll, describe, expect, test } from 'vitest';
import { CARD_CONTENT_LIMIT } from '../../../shared/constants.ts';
import { POST_CATEGORIES } from '../../../shared/rules.ts';
import { truncate } from '../../../shared/truncate.ts';
import { postsRepository } from '../../../server/posts/repository.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { ADD_POST, DELETE_POST, GET_ALL_POSTS, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import { injectedAddress } from '../../kit/origin.ts';

const CARD = '_id title category date_posted image_url { url filename } content';
const POST_CARDS = `query postCards($category: PostCategory, $after: String, $first: Int) {
  postCards(category: $category, after: $after, first: $first) { items { ${CARD} } total nextCursor } }`;
const POST_ROWS = `query postRows($search: String, $offset: Int, $limit: Int) {
  postRows(search: $search, offset: $offset, limit: $limit) { items { ${CARD} } total } }`;
const SUBSCRIPTION_ROWS = `query subscriptionRows($search: String, $offset: Int, $limit: Int) {
  subscriptionRows(search: $search, offset: $offset, limit: $limit) { items { id subscriptionWithEmail date_subscribed } total } }`;
const CONTACT_ROWS = `query contactMessageRows($search: String, $offset: Int, $limit: Int) {
  contactMessageRows(search: $search, offset: $offset, limit: $limit) { items { id email name date_sent } total } }`;

interface Card {
  _id: string;
  title: string;
  category: string;
  date_posted: number;
  image_url: { url: string; filename: string }[];
  content: string;
}
interface CardPage {
  items: Card[];
  total: number;
  nextCursor: string | null;
}

describe.each(databasesOf(import.meta.url))('paged lists on $name', (kind) => {
  const server = withServer(kind);
  let token: string;
  const tied = new Date('2024-03-01T10:00:00.123456Z');

  beforeAll(async () => {
    token = await server.login();
    // Posts of every category, four of them at the very same instant (the id breaks the tie).
    const posts = postsRepository(server.services.db);
    for (let i = 0; i < 26; i += 1) {
      const input = samplePostInput({ title: `Paged post ${i}`, category: POST_CATEGORIES[i % 4] });
      await posts.insert(
        {
          title: input.title as string,
          content: `Post number ${i}. `.repeat(i),
          category: POST_CATEGORIES[i % 4]!,
          contentSections: [],
          youtube_video_url: null,
          image_url: i % 3 === 0 ? [] : [{ url: `/uploads/main-${i}.webp`, filename: 'main.jpg' }, { url: '/uploads/x.webp', filename: 'x.jpg' }],
          image_urls: [],
        },
        null,
        i < 4 ? tied : new Date(Date.UTC(2024, 0, 1 + i)),
      );
    }
  });

  const cards = async (variables: Record<string, unknown>) => {
    const result = await server.gql<{ postCards: CardPage }>(POST_CARDS, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.postCards;
  };

  async function allPosts() {
    const { data } = await server.gql<{ getAllPosts: { _id: string; category: string; content: string; date_posted: number }[] }>(
      GET_ALL_POSTS,
    );
    return data!.getAllPosts;
  }

  test('pages through every post once, newest first, while posts are added between pages', async () => {
    const before = await allPosts();
    const seen: Card[] = [];
    const added: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: CardPage = await cards({ first: 5, after });
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items);
      after = page.nextCursor;
      pages += 1;
      // A post written while the reader pages is newer than every page still to come.
      const created = await server.gql<{ addPost: { _id: string } }>(
        ADD_POST,
        { input: samplePostInput({ title: `Added while paging ${pages}` }) },
        token,
      );
      added.push(created.data!.addPost._id);
    } while (after);
    const ids = seen.map((card) => card._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before.map((post) => post._id)));
    expect(ids.filter((id) => added.includes(id))).toEqual([]);
    expect(ids.length).toBe(before.length);
    expect(pages).toBe(Math.ceil(before.length / 5));
    const dates = seen.map((card) => card.date_posted);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The tied posts come in descending id order.
    const tiedIds = seen.filter((card) => card.date_posted === tied.getTime()).map((card) => card._id);
    expect(tiedIds).toHaveLength(4);
    expect(tiedIds).toEqual([...tiedIds].sort().reverse());
    for (const id of added) await server.gql(DELETE_POST, { input: { id } }, token);
  });

  test('filters by category on the server, with the total of that category', async () => {
    const every = await allPosts();
    const all = await cards({ first: 12 });
    expect(all.total).toBe(every.length);
    for (const category of POST_CATEGORIES) {
      const expected = every.filter((post) => post.category === category).map((post) => post._id);
      const found: string[] = [];
      let after: string | null = null;
      do {
        const page: CardPage = await cards({ category, first: 3, after });
        expect(page.total).toBe(expected.length);
        expect(page.items.every((card) => card.category === category)).toBe(true);
        found.push(...page.items.map((card) => card._id));
        after = page.nextCursor;
      } while (after);
      expect(found.sort()).toEqual([...expected].sort());
    }
  });

  test('answers a card: content cut by the cards rule, the main image only', async () => {
    const long = `${'Ubuntu means I am because we are. '.repeat(5)}`;
    const accents = `${'e\u0301'.repeat(100)} and more`;
    const flags = '🇷🇼'.repeat(90);
    const marks = `a${'\u0301'.repeat(700)}${'b'.repeat(100)}`;
    const short = 'Short text.';
    const ids: Record<string, string> = {};
    for (const [name, content] of Object.entries({ long, accents, flags, marks, short })) {
      const created = await server.gql<{ addPost: { _id: string } }>(
        ADD_POST,
        { input: samplePostInput({ title: `Cut ${name}`, content, category: 'Stories' }) },
        token,
      );
      ids[name] = created.data!.addPost._id;
    }
    const page = await cards({ category: 'Stories', first: 5 });
    const byId = new Map(page.items.map((card) => [card._id, card]));
    for (const [name, content] of Object.entries({ long, accents, flags, marks, short })) {
      const card = byId.get(ids[name]!)!;
      expect(card.content).toBe(truncate(content, CARD_CONTENT_LIMIT));
      // The client's own cut leaves it as it is.
      expect(truncate(card.content, CARD_CONTENT_LIMIT)).toBe(card.content);
      expect(card.image_url).toEqual([{ url: injectedAddress('/uploads/aaa.webp'), filename: 'first.jpg' }]);
      expect(card.title).toBe(`Cut ${name}`);
    }
    expect(byId.get(ids.short!)!.content).toBe(short);
    expect(byId.get(ids.long!)!.content.endsWith('... ')).toBe(true);
    const some = await cards({ first: 50 });
    expect(some.items.filter((card) => card.title.startsWith('Paged post')).every((card) => card.image_url.length <= 1)).toBe(true);
    for (const id of Object.values(ids)) await server.gql(DELETE_POST, { input: { id } }, token);
  });

  test('refuses a malformed cursor and page sizes out of range', async () => {
    const bad = await server.gql(POST_CARDS, { after: 'not a cursor' });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const big = await server.gql(POST_CARDS, { first: 51 });
    expect(errorCode(big)).toBe('BAD_USER_INPUT');
    const none = await server.gql(POST_CARDS, { first: 0 });
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
  });

  test('admin post rows: 50 a page, newest first as getAllPosts, searched by title, admin only', async () => {
    const every = await allPosts();
    const anonymous = await server.gql(POST_ROWS, {});
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    const first = await server.gql<{ postRows: { items: Card[]; total: number } }>(POST_ROWS, { limit: 10 }, token);
    expect(first.data!.postRows.total).toBe(every.length);
    expect(first.data!.postRows.items.map((row) => row._id)).toEqual(every.slice(0, 10).map((post) => post._id));
    const second = await server.gql<{ postRows: { items: Card[] } }>(POST_ROWS, { limit: 10, offset: 10 }, token);
    expect(second.data!.postRows.items.map((row) => row._id)).toEqual(every.slice(10, 20).map((post) => post._id));
    const search = await server.gql<{ postRows: { items: Card[]; total: number } }>(POST_ROWS, { search: 'paged POST 2' }, token);
    const titles = search.data!.postRows.items.map((row) => row.title).sort();
    expect(titles).toEqual(['Paged post 2', 'Paged post 20', 'Paged post 21', 'Paged post 22', 'Paged post 23', 'Paged post 24', 'Paged post 25']);
    expect(search.data!.postRows.total).toBe(7);
    const wildcard = await server.gql<{ postRows: { total: number } }>(POST_ROWS, { search: '%' }, token);
    expect(wildcard.data!.postRows.total).toBe(0);
    const defaults = await server.gql<{ postRows: { items: Card[] } }>(POST_ROWS, {}, token);
    expect(defaults.data!.postRows.items).toHaveLength(Math.min(50, every.length));
  });

  test('admin subscriptions and messages: paged, searched by e-mail, admin only', async () => {
    for (let i = 0; i < 7; i += 1) {
      await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `reader${i}@paging.test` } });
    }
    expect(errorCode(await server.gql(SUBSCRIPTION_ROWS, {}))).toBe('UNAUTHENTICATED');
    const page = await server.gql<{ subscriptionRows: { items: { subscriptionWithEmail: string; date_subscribed: number }[]; total: number } }>(
      SUBSCRIPTION_ROWS,
      { search: 'PAGING.test', limit: 3, offset: 3 },
      token,
    );
    expect(page.data!.subscriptionRows.total).toBe(7);
    expect(page.data!.subscriptionRows.items).toHaveLength(3);
    const dates = page.data!.subscriptionRows.items.map((row) => row.date_subscribed);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const one = await server.gql<{ subscriptionRows: { items: { subscriptionWithEmail: string }[] } }>(
      SUBSCRIPTION_ROWS,
      { search: 'reader4@' },
      token,
    );
    expect(one.data!.subscriptionRows.items.map((row) => row.subscriptionWithEmail)).toEqual(['reader4@paging.test']);
    await server.services.db.query(`INSERT INTO contact_messages (name, email, message) VALUES ('Ann', 'ann@paging.test', 'Hello there, friends')`);
    expect(errorCode(await server.gql(CONTACT_ROWS, {}))).toBe('UNAUTHENTICATED');
    const messages = await server.gql<{ contactMessageRows: { items: { email: string }[]; total: number } }>(
      CONTACT_ROWS,
      { search: 'ann@' },
      token,
    );
    expect(messages.data!.contactMessageRows).toEqual({ items: [expect.objectContaining({ email: 'ann@paging.test' })], total: 1 });
  });

  test('admin counts: unread messages and active subscribers, counted by the server, admin only', async () => {
    const COUNTS = 'query counts { unreadContactMessageCount activeSubscriberCount }';
    for (const query of ['query { unreadContactMessageCount }', 'query { activeSubscriberCount }']) {
      expect(errorCode(await server.gql(query, {}))).toBe('UNAUTHENTICATED');
    }
    const counts = async () => (await server.gql<{ unreadContactMessageCount: number; activeSubscriberCount: number }>(COUNTS, {}, token)).data!;
    const expected = async () => {
      const [unread] = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE NOT is_read');
      const [active] = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers WHERE status = 'ACTIVE'`);
      return { unreadContactMessageCount: unread!.n, activeSubscriberCount: active!.n };
    };
    const before = await counts();
    expect(before).toEqual(await expected());

    await server.services.db.query(`INSERT INTO contact_messages (name, email, message) VALUES ('Bea', 'bea@count.test', 'One'), ('Cy', 'cy@count.test', 'Two')`);
    await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'active@count.test' } });
    await server.services.db.query(`INSERT INTO subscribers (email, status) VALUES ('pending@count.test', 'PENDING'), ('gone@count.test', 'UNSUBSCRIBED')`);
    expect(await counts()).toEqual({
      unreadContactMessageCount: before.unreadContactMessageCount + 2,
      activeSubscriberCount: before.activeSubscriberCount + 1,
    });
    await server.services.db.query(`UPDATE contact_messages SET is_read = true WHERE email = 'bea@count.test'`);
    expect((await counts()).unreadContactMessageCount).toBe(before.unreadContactMessageCount + 1);
  });

  test('the sitemap batches hand over every post once', async () => {
    const every = await allPosts();
    const posts = postsRepository(server.services.db);
    const seen: string[] = [];
    for await (const batch of posts.lastModifiedBatches(4)) {
      expect(batch.length).toBeLessThanOrEqual(4);
      seen.push(...batch.map((post) => post._id));
    }
    expect(seen.sort()).toEqual(every.map((post) => post._id).sort());
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const post of every) expect(xml).toContain(`/ActivityDetailsPage/${post._id}</loc>`);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });
});
