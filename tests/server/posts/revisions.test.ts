// Drafts of published posts and revisions (migration 110), on PGlite and PostgreSQL:
// the editor's autosave of a published post never changes what visitors see (every public read,
// the details page and the read cache) until publishPost; every publish keeps a revision, an
// autosave only when the newest is ten minutes old; the newest 50 are kept; "Restore" makes a
// revision the current draft; the role table decides who may; forged and malformed ids are refused.
import { beforeAll, describe, expect, test } from 'vitest';
import { LIFECYCLE_TEXTS } from '../../../server/posts/lifecycle.ts';
import { REVISION_TEXTS } from '../../../server/posts/drafts.ts';
import { REVISIONS_KEPT } from '../../../server/posts/revisionsRepository.ts';
import { databasesOf } from '../../kit/databases.ts';

import { ADD_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { errorCode, graphqlGetPath } from '../../kit/graphql.ts';

import { withSiteServer } from '../../kit/withServer.ts';

interface Revision {
  id: string;
  post_id: string;
  title: string;
  content: string;
  category: string;
  contentSections: { sectionTitle: string; paragraph1: string; paragraph2: string | null }[];
  image_urls: { url: string; filename: string }[];
  youtube_video_url: string | null;
  author: string | null;
  date: number;
  kind: string;
}

const REVISIONS = `query ($id: ID!) { postRevisions(id: $id) { id post_id title content category
  contentSections { sectionTitle paragraph1 paragraph2 } image_urls { url filename } youtube_video_url author date kind } }`;
const SAVE_DRAFT = `mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id title status } }`;
const RESTORE = `mutation ($id: ID!) { restoreRevision(id: $id) { _id title content status } }`;
const STAFF_POST = `query ($id: ID!) { staffPost(id: $id) { post { _id title content status date_posted }
  draft { title content category contentSections { sectionTitle } youtube_video_url image_url { url } image_urls { url } updated_at } } }`;
const PUBLISH = `mutation ($id: ID!, $send: Boolean) { publishPost(id: $id, sendToSubscribers: $send) { _id title content status date_posted } }`;
const CARDS = 'query { postCards(first: 50) { total items { _id title } } }';

describe.each(databasesOf(import.meta.url))('drafts of published posts and revisions on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { manifest: { HomePage: ['/HomePage.11111111.js'], ActivitiesPage: ['/ActivitiesPage.22222222.js'], ActivityDetailsPage: ['/ActivityDetailsPage.55555555.js'] } });
  let token: string;
  let ownerName: string;

  const gql = <T = Record<string, unknown>>(document: string, variables: Record<string, unknown> = {}, as: string | null = token) =>
    server.gql<T>(document, variables, as ?? undefined);

  const revisions = async (id: string, as: string | null = token) => {
    const answer = await gql<{ postRevisions: Revision[] }>(REVISIONS, { id }, as);
    expect(answer.errors).toBeUndefined();
    return answer.data!.postRevisions;
  };

  async function published(title: string, as = token): Promise<string> {
    const { data, errors } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title }) }, as);
    expect(errors).toBeUndefined();
    return data!.addPost._id;
  }

  async function draft(title: string, as = token): Promise<string> {
    const { data, errors } = await gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title, content: `The text of ${title}.` } }, as);
    expect(errors).toBeUndefined();
    return data!.saveDraft._id;
  }

  const saveDraft = async (input: Record<string, unknown>, as = token) => {
    const answer = await gql<{ saveDraft: { _id: string; title: string; status: string } }>(SAVE_DRAFT, { input }, as);
    expect(answer.errors).toBeUndefined();
    return answer.data!.saveDraft;
  };

  /** Makes every revision of the post look `minutes` older. */
  const age = (postId: string, minutes: number) =>
    server.services.db.query(`UPDATE post_revisions SET created_at = created_at - ($2::text || ' minutes')::interval WHERE post_id = $1`, [
      postId,
      String(minutes),
    ]);

  beforeAll(async () => {
    token = await server.login();
    const owner = (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!;
    ownerName = [owner.firstName, owner.secondName].filter(Boolean).join(' ') || ADMIN.email;
  });

  describe('revisions', () => {
    test('every publish keeps one: addPost, updatePost of a published post, publishPost, the scheduler', async () => {
      const before = Date.now() - 5_000;
      const id = await published('First Version');
      let list = await revisions(id);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ post_id: id, title: 'First Version', kind: 'PUBLISH', author: ownerName, category: 'Events' });
      expect(list[0]!.contentSections[0]!.sectionTitle).toBe('Morning');
      expect(list[0]!.image_urls).toHaveLength(2);
      expect(list[0]!.date).toBeGreaterThan(before);

      const { user_id: _ignored, ...input } = samplePostInput({ title: 'Second Version' });
      expect((await gql(UPDATE_POST, { input: { ...input, post_id: id } })).errors).toBeUndefined();
      list = await revisions(id);
      expect(list.map((one) => [one.title, one.kind])).toEqual([
        ['Second Version', 'PUBLISH'],
        ['First Version', 'PUBLISH'],
      ]);

      // A draft: its first save keeps an autosave revision, its publish another.
      const drafted = await draft('Drafted Then Published');
      expect((await gql(PUBLISH, { id: drafted })).errors).toBeUndefined();
      expect((await revisions(drafted)).map((one) => one.kind)).toEqual(['PUBLISH', 'AUTOSAVE']);

      // Scheduled, then due: the scheduler publishes it and keeps the revision (no person).
      const scheduled = await draft('Scheduled Revision');
      const at = Date.now() + 3_600_000;
      const answer = await gql(`mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { status } }`, { id: scheduled, at });
      expect(answer.errors).toBeUndefined();
      await server.services.db.query(`UPDATE posts SET publish_at = now() - interval '1 second' WHERE id = $1`, [scheduled]);
      const claimed = await server.services.postScheduler!.runNow();
      expect(claimed.map((post) => post._id)).toContain(scheduled);
      const scheduledList = await revisions(scheduled);
      expect(scheduledList[0]).toMatchObject({ kind: 'SCHEDULED', author: null, title: 'Scheduled Revision' });
    });

    test('an autosave keeps a revision only when the newest is over ten minutes old', async () => {
      const id = await draft('Autosaved');
      expect((await revisions(id)).map((one) => one.kind)).toEqual(['AUTOSAVE']);
      await saveDraft({ post_id: id, title: 'Autosaved twice' });
      await saveDraft({ post_id: id, title: 'Autosaved thrice' });
      expect(await revisions(id)).toHaveLength(1);
      await age(id, 9);
      await saveDraft({ post_id: id, title: 'Nine minutes on' });
      expect(await revisions(id)).toHaveLength(1);
      await age(id, 2);
      await saveDraft({ post_id: id, title: 'Eleven minutes on' });
      const list = await revisions(id);
      expect(list.map((one) => [one.title, one.kind])).toEqual([
        ['Eleven minutes on', 'AUTOSAVE'],
        ['Autosaved', 'AUTOSAVE'],
      ]);
      // Newest first by date.
      expect(list[0]!.date).toBeGreaterThan(list[1]!.date);
    });

    test(`the newest ${REVISIONS_KEPT} of a post are kept, and another post's are left alone`, async () => {
      const other = await published('Other Post Keeps Its Own');
      const id = await published('v0');
      const { user_id: _ignored, ...input } = samplePostInput();
      for (let version = 1; version <= REVISIONS_KEPT + 5; version += 1) {
        expect((await gql(UPDATE_POST, { input: { ...input, title: `v${version}`, post_id: id } })).errors).toBeUndefined();
      }
      const list = await revisions(id);
      expect(list).toHaveLength(REVISIONS_KEPT);
      expect(list[0]!.title).toBe(`v${REVISIONS_KEPT + 5}`);
      expect(list.at(-1)!.title).toBe('v6');
      expect(await revisions(other)).toHaveLength(1);
    });

    test("deleting a post deletes its revisions and pending changes", async () => {
      const id = await published('Going Away');
      await saveDraft({ post_id: id, title: 'Pending, going away' });
      expect((await gql('mutation ($id: ID!) { deletePost(input: $id) { isDeleted } }', { id })).errors).toBeUndefined();
      const left = await server.services.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM post_revisions WHERE post_id = $1) + (SELECT count(*) FROM post_drafts WHERE post_id = $1))::int AS n`,
        [id],
      );
      expect(left[0]!.n).toBe(0);
    });
  });

  describe('drafts of a published post', () => {
    test('autosaving changes nothing public: getAllPosts, getOnePost, postCards, the details page, the read cache', async () => {
      const id = await published('Public Walrus');
      const paths = [graphqlGetPath(GET_ALL_POSTS), graphqlGetPath(GET_ONE_POST, { id }), graphqlGetPath(CARDS), `/ActivityDetailsPage/${id}`];
      const read = async () =>
        Promise.all(
          paths.map(async (path) => {
            const response = await server.request(path);
            expect(response.status, path).toBe(200);
            return { path, etag: response.headers.get('etag'), body: await response.text() };
          }),
        );
      const version = async () => (await server.services.db.query<{ version: string }>('SELECT version::text FROM posts_version'))[0]!.version;
      const before = await read();
      const versionBefore = await version();
      for (const one of before) expect(one.body, one.path).toContain('Public Walrus');

      const answer = await saveDraft({
        post_id: id,
        title: 'Secret Narwhal',
        content: 'Secret narwhal content.',
        contentSections: [],
        youtube_video_url: null,
        image_urls: [],
      });
      // The answer is the public post as it is.
      expect(answer).toMatchObject({ _id: id, title: 'Public Walrus', status: 'PUBLISHED' });
      await saveDraft({ post_id: id, title: 'Secret Narwhal Again' });

      const after = await read();
      expect(after).toEqual(before);
      for (const one of after) expect(one.body).not.toContain('Narwhal');
      expect(await version()).toBe(versionBefore);
      // A visitor's read as well as a token's.
      expect(JSON.stringify(await gql(GET_ALL_POSTS, {}, null))).not.toContain('Narwhal');
      const sitemap = await (await server.request('/sitemap.xml')).text();
      expect(sitemap).toContain(id);

      // The editor loads the pending changes (kept on top of each other).
      const staff = await gql<{ staffPost: { post: { title: string }; draft: Record<string, unknown> } }>(STAFF_POST, { id });
      expect(staff.data!.staffPost.post.title).toBe('Public Walrus');
      expect(staff.data!.staffPost.draft).toMatchObject({
        title: 'Secret Narwhal Again',
        content: 'Secret narwhal content.',
        contentSections: [],
        youtube_video_url: null,
        image_urls: [],
        category: 'Events',
      });
    });

    test('publishPost makes the pending changes public, keeps the date, drops them; with the send it is refused', async () => {
      const id = await published('Before Publish Changes');
      const datePosted = (await server.services.repos.posts.find(id))!.date_posted;
      await saveDraft({ post_id: id, title: 'After Publish Changes', content: 'The changed text.' });

      const refused = await gql(PUBLISH, { id, send: true });
      expect(refused.errors?.[0]).toMatchObject({ message: LIFECYCLE_TEXTS.changesWithoutSend, extensions: { code: 'BAD_USER_INPUT', field: 'sendToSubscribers' } });
      expect((await server.services.repos.posts.find(id))!.title).toBe('Before Publish Changes');
      expect(await server.services.repos.postDrafts.find(id)).not.toBeNull();

      const done = await gql<{ publishPost: { title: string; content: string; status: string; date_posted: number } }>(PUBLISH, { id });
      expect(done.errors).toBeUndefined();
      expect(done.data!.publishPost).toMatchObject({ title: 'After Publish Changes', content: 'The changed text.', status: 'PUBLISHED', date_posted: datePosted });
      const one = await server.request(graphqlGetPath(GET_ONE_POST, { id }));
      expect(await one.text()).toContain('After Publish Changes');
      expect((await gql<{ staffPost: { draft: unknown } }>(STAFF_POST, { id })).data!.staffPost.draft).toBeNull();
      expect((await revisions(id))[0]).toMatchObject({ kind: 'PUBLISH', title: 'After Publish Changes' });
      // Nothing pending any more: publishing a published post is refused as before.
      expect(errorCode(await gql(PUBLISH, { id }))).toBe('FORBIDDEN');
    });

    test('pending changes without content are not published', async () => {
      const id = await published('Would Lose Its Text');
      await saveDraft({ post_id: id, title: 'Emptied', content: '' });
      const refused = await gql(PUBLISH, { id });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
      expect((await server.services.repos.posts.find(id))!.title).toBe('Would Lose Its Text');
      expect((await server.services.repos.postDrafts.find(id))!.title).toBe('Emptied');
    });

    test('updatePost publishes its input and drops the pending changes; discardDraft drops them', async () => {
      const id = await published('Updated Over Pending');
      await saveDraft({ post_id: id, title: 'Pending To Be Dropped' });
      const { user_id: _ignored, ...input } = samplePostInput({ title: 'Explicit Update' });
      expect((await gql(UPDATE_POST, { input: { ...input, post_id: id } })).errors).toBeUndefined();
      expect(await server.services.repos.postDrafts.find(id)).toBeNull();
      expect((await server.services.repos.posts.find(id))!.title).toBe('Explicit Update');

      await saveDraft({ post_id: id, title: 'Pending To Be Discarded' });
      const discarded = await gql<{ discardDraft: { post: { title: string }; draft: unknown } }>(
        'mutation ($id: ID!) { discardDraft(id: $id) { post { title } draft { title } } }',
        { id },
      );
      expect(discarded.data).toEqual({ discardDraft: { post: { title: 'Explicit Update' }, draft: null } });
      expect(await server.services.repos.postDrafts.find(id)).toBeNull();
    });

    test('pending changes belong to a published post only: none are written to another, a left-over one goes when it is published', async () => {
      const id = await draft('Not Public Yet');
      const fields = (await server.services.repos.posts.find(id))!;
      expect(await server.services.repos.postDrafts.save(id, { ...fields, title: 'Raced' }, null)).toBeNull();
      expect(await server.services.repos.postDrafts.find(id)).toBeNull();
      // As if a save had raced an unpublish: a row left over, which publishing drops.
      await server.services.db.query(
        `INSERT INTO post_drafts (post_id, title, content, category) VALUES ($1, 'Left over', 'Old text.', 'Events')`,
        [id],
      );
      expect((await gql(PUBLISH, { id })).errors).toBeUndefined();
      expect(await server.services.repos.postDrafts.find(id)).toBeNull();
      expect((await gql<{ staffPost: { draft: unknown } }>(STAFF_POST, { id })).data!.staffPost.draft).toBeNull();
    });

    test('unpublishing a post with pending changes makes them its draft', async () => {
      const id = await published('Live Before Unpublish');
      await saveDraft({ post_id: id, title: 'Pending Before Unpublish' });
      const answer = await gql<{ unpublishPost: { title: string; status: string } }>(
        'mutation ($id: ID!) { unpublishPost(id: $id) { title status } }',
        { id },
      );
      expect(answer.data!.unpublishPost).toEqual({ title: 'Pending Before Unpublish', status: 'DRAFT' });
      expect(await server.services.repos.postDrafts.find(id)).toBeNull();
    });
  });

  describe('restore', () => {
    test('on a draft: the revision becomes the post, and a new revision is kept', async () => {
      const id = await draft('Draft Version One');
      await age(id, 11);
      await saveDraft({ post_id: id, title: 'Draft Version Two', content: 'Second text.' });
      const [, first] = await revisions(id);
      expect(first!.title).toBe('Draft Version One');
      const restored = await gql<{ restoreRevision: { _id: string; title: string; content: string; status: string } }>(RESTORE, { id: first!.id });
      expect(restored.errors).toBeUndefined();
      expect(restored.data!.restoreRevision).toEqual({ _id: id, title: 'Draft Version One', content: 'The text of Draft Version One.', status: 'DRAFT' });
      expect((await server.services.repos.posts.find(id))!.title).toBe('Draft Version One');
      const list = await revisions(id);
      expect(list.map((one) => [one.title, one.kind])).toEqual([
        ['Draft Version One', 'RESTORE'],
        ['Draft Version Two', 'AUTOSAVE'],
        ['Draft Version One', 'AUTOSAVE'],
      ]);
      const logged = await server.services.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1`, [first!.id]);
      expect(logged.map((row) => row.action)).toEqual(['post.revision_restored']);
    });

    test('on a published post: the revision becomes the pending changes; the public version stays until publishPost', async () => {
      const id = await published('Published Original');
      const { user_id: _ignored, ...input } = samplePostInput({ title: 'Published Rewrite' });
      await gql(UPDATE_POST, { input: { ...input, post_id: id } });
      const original = (await revisions(id)).find((one) => one.title === 'Published Original')!;
      const publicBefore = await (await server.request(graphqlGetPath(GET_ONE_POST, { id }))).text();

      const restored = await gql<{ restoreRevision: { title: string; status: string } }>(RESTORE, { id: original.id });
      expect(restored.data!.restoreRevision).toMatchObject({ title: 'Published Rewrite', status: 'PUBLISHED' });
      expect(await (await server.request(graphqlGetPath(GET_ONE_POST, { id }))).text()).toBe(publicBefore);
      const staff = await gql<{ staffPost: { draft: { title: string } } }>(STAFF_POST, { id });
      expect(staff.data!.staffPost.draft.title).toBe('Published Original');
      expect((await revisions(id))[0]).toMatchObject({ kind: 'RESTORE', title: 'Published Original' });

      expect((await gql(PUBLISH, { id })).errors).toBeUndefined();
      expect(await (await server.request(graphqlGetPath(GET_ONE_POST, { id }))).text()).toContain('Published Original');
    });

    test("roles: a Contributor restores their own draft's revisions only; an Author not someone else's; refusals change nothing", async () => {
      const contributor = await server.addStaff('CONTRIBUTOR');
      const author = await server.addStaff('AUTHOR');
      const editor = await server.addStaff('EDITOR');
      const others = await published('Owner Post For Roles');
      const othersRevision = (await revisions(others))[0]!;
      const before = await server.fingerprint();
      for (const as of [contributor.token, author.token]) {
        expect(errorCode(await gql(RESTORE, { id: othersRevision.id }, as))).toBe('FORBIDDEN');
        expect(errorCode(await gql(SAVE_DRAFT, { input: { post_id: others, title: 'Taken over' } }, as))).toBe('FORBIDDEN');
        expect(errorCode(await gql('mutation ($id: ID!) { discardDraft(id: $id) { draft { title } } }', { id: others }, as))).toBe(
          'FORBIDDEN',
        );
      }
      expect(await server.fingerprint()).toEqual(before);
      // Anyone with posts.draft reads the history.
      expect((await revisions(others, contributor.token)).map((one) => one.id)).toContain(othersRevision.id);
      // Pending changes made by an Editor: the Author whose post it is not cannot publish them.
      await saveDraft({ post_id: others, title: 'Editor Pending' }, editor.token);
      expect(errorCode(await gql(PUBLISH, { id: others }, author.token))).toBe('FORBIDDEN');
      expect((await server.services.repos.posts.find(others))!.title).toBe('Owner Post For Roles');

      const own = await draft('Contributor Own Draft', contributor.token);
      const ownRevision = (await revisions(own, contributor.token))[0]!;
      expect(ownRevision.author).toBe(contributor.user.email);
      expect((await gql(RESTORE, { id: ownRevision.id }, contributor.token)).errors).toBeUndefined();
      // Once in review, it is no longer theirs to change.
      await gql('mutation ($id: ID!) { submitForReview(id: $id) { status } }', { id: own }, contributor.token);
      expect(errorCode(await gql(RESTORE, { id: ownRevision.id }, contributor.token))).toBe('FORBIDDEN');
      // A visitor sees no revisions and restores none.
      expect(errorCode(await gql(REVISIONS, { id: others }, null))).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(RESTORE, { id: othersRevision.id }, null))).toBe('UNAUTHENTICATED');
    });

    test('forged, unknown, malformed and oversized ids', async () => {
      const id = await published('Id Target');
      const before = await server.fingerprint();
      // A post's id is not a revision's; unknown ids are not found.
      for (const forged of [id, '00000000-0000-4000-8000-000000000000', 'no-such-revision']) {
        const answer = await gql(RESTORE, { id: forged });
        expect(answer.errors?.[0], forged).toMatchObject({ message: REVISION_TEXTS.notFound, extensions: { code: 'NOT_FOUND', field: 'id' } });
      }
      for (const malformed of ['x'.repeat(65), 'x'.repeat(100_000), 'a\u0000b']) {
        expect((await gql(RESTORE, { id: malformed })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
        expect((await gql(REVISIONS, { id: malformed })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
      }
      for (const wrong of [null, 12, { id }, [id]]) {
        expect(errorCode(await gql(RESTORE, { id: wrong }))).toBeDefined();
      }
      expect(await revisions('00000000-0000-4000-8000-000000000000')).toEqual([]);
      expect(await server.fingerprint()).toEqual(before);
      // Restoring the same revision twice (a replay) only keeps another revision: the content is the same.
      const revision = (await revisions(id))[0]!;
      await gql(RESTORE, { id: revision.id });
      await gql(RESTORE, { id: revision.id });
      expect((await gql<{ staffPost: { draft: { title: string } } }>(STAFF_POST, { id })).data!.staffPost.draft.title).toBe('Id Target');
      expect((await revisions(id)).map((one) => one.kind)).toEqual(['RESTORE', 'RESTORE', 'PUBLISH']);
    });
  });
});
