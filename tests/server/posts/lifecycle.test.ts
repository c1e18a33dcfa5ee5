// The post lifecycle on the server, on PGlite and PostgreSQL: nothing unpublished is
// readable publicly by any read or page; the lifecycle mutations refuse what the rule refuses and
// every malformed or forged input; the scheduler publishes (and sends) each scheduled post once.
import { beforeAll, describe, expect, test } from 'vitest';
import { POST_CATEGORIES } from '../../../shared/rules.ts';
import { PUBLIC_READS } from '../../../shared/publicReads.ts';
import { databasesOf } from '../../kit/databases.ts';

import { ADD_POST, samplePostInput } from '../../kit/documents.ts';

import { errorCode } from '../../kit/graphql.ts';
import { withSiteServer } from '../../kit/withServer.ts';

// Keyed by the route table's page names (shared/routes.ts), so that pages carry their first screen.
const MANIFEST = {
  HomePage: ['/HomePage.11111111.js'],
  ActivitiesPage: ['/ActivitiesPage.22222222.js'],
  ActivityDetailsPage: ['/ActivityDetailsPage.55555555.js'],
  NotFoundPage: ['/NotFoundPage.aaaaaaaa.js'],
};

const POST = `_id title status publish_at updated_at date_posted`;
type Answer = { _id: string; title: string; status: string; publish_at: number | null; updated_at: number };

const SAVE_DRAFT = `mutation ($input: PostDraftInput!) { saveDraft(input: $input) { ${POST} } }`;
const SCHEDULE_ONE = 'mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }';
const ALL_POSTS = 'query { getAllPosts { _id title } }';
const ONE_POST = 'query ($id: ID!) { getOnePost(id: $id) { _id title } }';
const CARDS = 'query ($category: PostCategory, $after: String) { postCards(category: $category, after: $after, first: 50) { total nextCursor items { _id title } } }';

describe.each(databasesOf(import.meta.url))('the post lifecycle on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { manifest: MANIFEST });
  let token: string;

  // `as`: the caller's token; null for a visitor (no token).
  const gql = <T = Record<string, unknown>>(document: string, variables: Record<string, unknown> = {}, as: string | null = token) =>
    server.gql<T>(document, variables, as ?? undefined);

  async function draft(title: string, as = token, extra: Record<string, unknown> = {}): Promise<string> {
    const { data, errors } = await gql<{ saveDraft: Answer }>(
      SAVE_DRAFT,
      { input: { title, content: `The text of ${title}.`, category: 'Events', ...extra } },
      as,
    );
    expect(errors).toBeUndefined();
    expect(data!.saveDraft.status).toBe('DRAFT');
    return data!.saveDraft._id;
  }

  async function act(mutation: string, id: string, args = '', as = token) {
    return gql<Record<string, Answer>>(`mutation ($id: ID!) { ${mutation}(id: $id${args}) { ${POST} } }`, { id }, as);
  }

  beforeAll(async () => {
    token = await server.login();
  });

  describe('nothing unpublished is public', () => {
    const hidden: { id: string; title: string }[] = [];
    let published: { id: string; title: string };

    beforeAll(async () => {
      // Read once first, so that the read cache holds answers the changes below must drop.
      expect((await gql(ALL_POSTS)).errors).toBeUndefined();
      const { data } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Visible Zebra Day' }) });
      published = { id: data!.addPost._id, title: 'Visible Zebra Day' };

      const draftId = await draft('Hidden Draft Okapi');
      hidden.push({ id: draftId, title: 'Hidden Draft Okapi' });

      const reviewId = await draft('Hidden Review Pangolin');
      expect((await act('submitForReview', reviewId)).data!.submitForReview!.status).toBe('IN_REVIEW');
      hidden.push({ id: reviewId, title: 'Hidden Review Pangolin' });

      const scheduledId = await draft('Hidden Scheduled Aardvark');
      const at = Date.now() + 3_600_000;
      const scheduled = await gql<{ schedulePost: Answer }>(
        `mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { ${POST} } }`,
        { id: scheduledId, at },
      );
      expect(scheduled.errors).toBeUndefined();
      expect(scheduled.data!.schedulePost).toMatchObject({ status: 'SCHEDULED', publish_at: at });
      hidden.push({ id: scheduledId, title: 'Hidden Scheduled Aardvark' });

      // Published, then taken back: off the site, same id.
      const { data: again } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Hidden Unpublished Dugong' }) });
      const unpublished = await act('unpublishPost', again!.addPost._id);
      expect(unpublished.data!.unpublishPost).toMatchObject({ _id: again!.addPost._id, status: 'DRAFT' });
      hidden.push({ id: again!.addPost._id, title: 'Hidden Unpublished Dugong' });
    });

    const noneOf = (text: string) => {
      for (const { id, title } of hidden) {
        expect(text).not.toContain(id);
        expect(text).not.toContain(title);
      }
    };

    test('every public GraphQL read, with and without a token', async () => {
      // The walk covers every public read there is.
      expect(Object.keys(PUBLIC_READS).sort()).toEqual(['getAllPosts', 'getOnePost', 'onlinePayWays', 'postCards', 'siteContent']);
      for (const as of [null, token]) {
        const all = await gql<{ getAllPosts: { _id: string }[] }>(ALL_POSTS, {}, as);
        expect(all.data!.getAllPosts.map((post) => post._id)).toContain(published.id);
        noneOf(JSON.stringify(all));
        for (const { id } of hidden) {
          const one = await gql(ONE_POST, { id }, as);
          expect(one.errors).toBeUndefined();
          expect(one.data).toEqual({ getOnePost: null });
        }
        expect((await gql<{ getOnePost: { title: string } }>(ONE_POST, { id: published.id }, as)).data!.getOnePost.title).toBe(published.title);
        for (const category of [null, ...POST_CATEGORIES]) {
          const cards = await gql<{ postCards: { total: number; items: { _id: string }[] } }>(CARDS, { category }, as);
          noneOf(JSON.stringify(cards));
          // The totals count published posts only.
          expect(cards.data!.postCards.total).toBe(cards.data!.postCards.items.length);
          if (category === null || category === 'Events') expect(cards.data!.postCards.items.map((c) => c._id)).toContain(published.id);
        }
      }
    });

    test('every public page, its head and first screen, and the sitemap', async () => {
      for (const path of ['/', '/ActivitiesPage', `/ActivityDetailsPage/${published.id}`]) {
        const response = await server.request(path);
        expect(response.status).toBe(200);
        noneOf(await response.text());
      }
      expect(await (await server.request(`/ActivityDetailsPage/${published.id}`)).text()).toContain(published.title);
      for (const { id } of hidden) {
        const response = await server.request(`/ActivityDetailsPage/${id}`);
        // A draft's address answers as a missing post's does.
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toContain('<meta name="robots" content="noindex">');
        // Its first screen carries the answer a missing post has; the id only as the key asked.
        expect(html).toContain(`{"getOnePost{\\"id\\":\\"${id}\\"}":{"getOnePost":null},`);
        noneOf(html.replaceAll(`{\\"id\\":\\"${id}\\"}`, ''));
      }
      const sitemap = await (await server.request('/sitemap.xml')).text();
      expect(sitemap).toContain(published.id);
      noneOf(sitemap);
    });

    test('admin rows see every post with its status, and filter by status', async () => {
      const rows = await gql<{ postRows: { total: number; items: { _id: string; status: string }[] } }>(
        'query ($status: PostStatus) { postRows(limit: 100, status: $status) { total items { _id status } } }',
        {},
      );
      const statuses = Object.fromEntries(rows.data!.postRows.items.map((row) => [row._id, row.status]));
      expect(hidden.map(({ id }) => statuses[id])).toEqual(['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'DRAFT']);
      expect(statuses[published.id]).toBe('PUBLISHED');
      for (const status of ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED']) {
        const only = await gql<{ postRows: { total: number; items: { status: string }[] } }>(
          'query ($status: PostStatus) { postRows(limit: 100, status: $status) { total items { status } } }',
          { status },
        );
        expect(only.data!.postRows.items.every((row) => row.status === status)).toBe(true);
        expect(only.data!.postRows.total).toBe(only.data!.postRows.items.length);
      }
      const bad = await gql('query { postRows(status: GONE) { total } }');
      expect(errorCode(bad)).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    test('publishing a draft shows it at once (the read cache is dropped); unpublishing hides it again', async () => {
      const id = await draft('Soon Public Gecko');
      expect(JSON.stringify(await gql(ALL_POSTS, {}, null))).not.toContain(id);
      const published = await act('publishPost', id);
      expect(published.data!.publishPost).toMatchObject({ status: 'PUBLISHED', publish_at: null });
      const logged = await server.services.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE target = $1 ORDER BY id`,
        [id],
      );
      expect(logged.map((row) => row.action)).toEqual(['post.draft_saved', 'post.published']);
      const all = await gql<{ getAllPosts: { _id: string }[] }>(ALL_POSTS, {}, null);
      // Published now: first on the list.
      expect(all.data!.getAllPosts[0]!._id).toBe(id);
      await act('unpublishPost', id);
      expect(JSON.stringify(await gql(ALL_POSTS, {}, null))).not.toContain(id);
      expect((await gql(ONE_POST, { id }, null)).data).toEqual({ getOnePost: null });
    });

    test('staff read any post with its status (staffPost); visitors cannot; an unknown or malformed id is null', async () => {
      const id = await draft('Staff Only Heron');
      const STAFF_POST = 'query ($id: ID!) { staffPost(id: $id) { post { _id title status publish_at } sendSkippedAt } }';
      expect((await gql(STAFF_POST, { id })).data).toEqual({
        staffPost: { post: { _id: id, title: 'Staff Only Heron', status: 'DRAFT', publish_at: null }, sendSkippedAt: null },
      });
      expect(errorCode(await gql(STAFF_POST, { id }, null))).toBe('UNAUTHENTICATED');
      for (const other of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const answer = await gql(STAFF_POST, { id: other });
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({ staffPost: null });
      }
      const oversized = await gql(STAFF_POST, { id: 'x'.repeat(5000) });
      expect(oversized.errors?.[0]).toMatchObject({ message: 'id must be at most 64 characters', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('what the lifecycle mutations refuse', () => {
    test('a draft needs only its title; a new draft of an empty title, an oversized one or a NUL is bad input', async () => {
      const id = await draft('Only a title', token, { content: undefined, category: undefined });
      const post = await server.services.repos.posts.find(id);
      expect(post).toMatchObject({ title: 'Only a title', content: '', status: 'DRAFT' });
      for (const title of ['', '   ', 'x'.repeat(201)]) {
        const answer = await gql(SAVE_DRAFT, { input: { title } });
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
      }
      for (const input of [{ title: 'a\u0000b' }, { title: 'Fine', content: 'nul \u0000 inside' }, { title: 'Fine', youtube_video_url: 'javascript:alert(1)' }]) {
        const answer = await gql(SAVE_DRAFT, { input });
        expect(errorCode(answer), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      }
      // Someone else's id sent as the author is ignored: the token decides (no such input field).
      const forged = await gql(SAVE_DRAFT, { input: { title: 'Forged', user_id: 'someone-else' } });
      expect(errorCode(forged)).toBe('BAD_USER_INPUT');
      const huge = await gql(SAVE_DRAFT, { input: { title: 'Big', content: 'x'.repeat(20_001) } });
      expect(huge.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
      // An empty draft is not published.
      const empty = await act('publishPost', id);
      expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
      expect((await server.services.repos.posts.find(id))!.status).toBe('DRAFT');
    });

    test('a draft may keep a section still without its first paragraph; it is not published so', async () => {
      const sections = [{ sectionTitle: 'Half written', paragraph1: '' }];
      const id = await draft('Half Written Section', token, { contentSections: sections });
      expect((await server.services.repos.posts.find(id))!.contentSections).toEqual([{ sectionTitle: 'Half written', paragraph1: '', paragraph2: null }]);
      for (const name of ['publishPost', 'schedulePost'] as const) {
        const refused = name === 'publishPost' ? await act(name, id) : await gql(SCHEDULE_ONE, { id, at: Date.now() + 3_600_000 });
        expect(refused.errors?.[0]).toMatchObject({ message: 'Paragraph 1 is required', extensions: { code: 'BAD_USER_INPUT', field: 'contentSections[0].paragraph1' } });
      }
      expect((await server.services.repos.posts.find(id))!.status).toBe('DRAFT');
      // Still bounded: an oversized paragraph is refused in a draft too.
      const huge = await gql(SAVE_DRAFT, { input: { post_id: id, title: 'Half', contentSections: [{ sectionTitle: '', paragraph1: 'x'.repeat(100_000) }] } });
      expect(errorCode(huge)).toBe('BAD_USER_INPUT');
    });

    test('saveDraft keeps what it is not sent; on a published post it keeps the changes apart (its public version stays)', async () => {
      const id = await draft('Keeps Fields', token, { youtube_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
      const saved = await gql<{ saveDraft: Answer }>(SAVE_DRAFT, { input: { post_id: id, title: 'Keeps Fields, renamed' } });
      expect(saved.errors).toBeUndefined();
      expect(await server.services.repos.posts.find(id)).toMatchObject({
        title: 'Keeps Fields, renamed',
        content: 'The text of Keeps Fields.',
        category: 'Events',
        youtube_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      const { data } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Live Title' }) });
      const apart = await gql<{ saveDraft: Answer }>(SAVE_DRAFT, { input: { post_id: data!.addPost._id, title: 'Pending change' } });
      expect(apart.errors).toBeUndefined();
      expect(apart.data!.saveDraft).toMatchObject({ title: 'Live Title', status: 'PUBLISHED' });
      expect((await server.services.repos.posts.find(data!.addPost._id))!.title).toBe('Live Title');
      expect((await server.services.repos.postDrafts.find(data!.addPost._id))!.title).toBe('Pending change');
    });

    test('a schedule in the past, now, more than a year ahead or not a number is refused', async () => {
      const id = await draft('Badly Timed');
      const schedule = (at: unknown) =>
        gql(`mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }`, { id, at });
      for (const at of [Date.now() - 60_000, 0, -1, Date.now() + 367 * 24 * 3_600_000, Number.MAX_SAFE_INTEGER]) {
        const answer = await schedule(at);
        expect(answer.errors?.[0]?.extensions, String(at)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'at' });
      }
      for (const at of ['tomorrow', null, { at: 1 }, [1]]) {
        expect(errorCode(await schedule(at))).toBeDefined();
      }
      expect((await server.services.repos.posts.find(id))!.status).toBe('DRAFT');
    });

    test('unknown, malformed and oversized ids; events that do not apply to the status', async () => {
      for (const mutation of ['submitForReview', 'publishPost', 'unschedulePost', 'unpublishPost']) {
        expect(errorCode(await act(mutation, 'no-such-post'))).toBe('NOT_FOUND');
        expect(errorCode(await act(mutation, 'x'.repeat(65)))).toBe('BAD_USER_INPUT');
        expect(errorCode(await act(mutation, 'a\u0000b'))).toBe('BAD_USER_INPUT');
      }
      const unknown = await gql(SAVE_DRAFT, { input: { post_id: 'no-such-post', title: 'T' } });
      expect(errorCode(unknown)).toBe('NOT_FOUND');
      const id = await draft('Plain Draft');
      // A draft is not scheduled, nor published: nothing to unschedule or unpublish.
      expect(errorCode(await act('unschedulePost', id))).toBe('FORBIDDEN');
      expect(errorCode(await act('unpublishPost', id))).toBe('FORBIDDEN');
      await act('submitForReview', id);
      expect(errorCode(await act('submitForReview', id))).toBe('FORBIDDEN');
      expect((await server.services.repos.posts.find(id))!.status).toBe('IN_REVIEW');
    });

    test("a Contributor writes and submits their own drafts only; an Editor approves; an Author cannot publish someone else's", async () => {
      const contributor = (await server.addStaff('CONTRIBUTOR')).token;
      const author = (await server.addStaff('AUTHOR')).token;
      const editor = (await server.addStaff('EDITOR')).token;
      const own = await draft('Contributor Draft', contributor);
      expect(errorCode(await act('publishPost', own, '', contributor))).toBe('FORBIDDEN');
      expect(
        errorCode(await gql(`mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }`, { id: own, at: Date.now() + 60_000 }, contributor)),
      ).toBe('FORBIDDEN');
      // addPost stays what it was: a Contributor may not publish, so it is refused (saveDraft is theirs).
      expect(errorCode(await gql(ADD_POST, { input: samplePostInput() }, contributor))).toBe('FORBIDDEN');
      // Someone else's draft: neither changed nor submitted by a Contributor.
      const others = await draft('Owner Draft');
      expect(errorCode(await gql(SAVE_DRAFT, { input: { post_id: others, title: 'Taken over' } }, contributor))).toBe('FORBIDDEN');
      expect(errorCode(await act('submitForReview', others, '', contributor))).toBe('FORBIDDEN');
      expect((await server.services.repos.posts.find(others))!.title).toBe('Owner Draft');

      expect((await act('submitForReview', own, '', contributor)).data!.submitForReview!.status).toBe('IN_REVIEW');
      // Submitted: no longer theirs to change.
      expect(errorCode(await gql(SAVE_DRAFT, { input: { post_id: own, title: 'Late edit' } }, contributor))).toBe('FORBIDDEN');
      expect(errorCode(await act('publishPost', own, '', author))).toBe('FORBIDDEN');
      // An Author may not ask for the send; an Editor approves.
      const mine = await draft('Author Draft', author);
      expect(errorCode(await act('publishPost', mine, ', sendToSubscribers: true', author))).toBe('FORBIDDEN');
      expect((await act('publishPost', mine, '', author)).data!.publishPost!.status).toBe('PUBLISHED');
      expect((await act('publishPost', own, '', editor)).data!.publishPost!.status).toBe('PUBLISHED');
      // Published: the Contributor may not delete it any more; their own draft they may.
      const deleteAs = (id: string, as: string) => gql('mutation ($id: ID!) { deletePost(input: $id) { isDeleted } }', { id }, as);
      expect(errorCode(await deleteAs(own, contributor))).toBe('FORBIDDEN');
      const gone = await draft('Contributor Deletes', contributor);
      expect((await deleteAs(gone, contributor)).data).toEqual({ deletePost: { isDeleted: true } });
    });
  });
});
