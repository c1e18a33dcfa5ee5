// Attacks on the post lifecycle as a stranger and as a low-role insider would make them:
// guessing preview tokens from many addresses (forged X-Forwarded-For, a whole IPv6 /64), malformed
// and replayed tokens, a Contributor reaching someone else's post or a published one (forged ids,
// a save, a restore or a delete racing a publication), scheduling at absurd times, two staff (or
// staff and the scheduler) moving a post at once, aliases multiplying drafts, oversized drafts,
// autosave and draft spam, preview-link spam, markup in titles and tokens in the activity log.
// Each against a real server, on PGlite and on PostgreSQL.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../server/graphql/armor.ts';
import { SCHEDULE_MAX_MS } from '../../../server/posts/lifecycle.ts';
import { REVISION_TEXTS } from '../../../server/posts/drafts.ts';
import { PREVIEW_FAILURES } from '../../../server/posts/previewLinks.ts';
import { publishDuePosts } from '../../../server/posts/scheduler.ts';
import { NEW_DRAFTS_PER_HOUR, PREVIEW_LINKS_PER_HOUR } from '../../../server/posts/staffLimits.ts';
import { REVISIONS_KEPT } from '../../../server/posts/revisionsRepository.ts';
import type { PostRecord } from '../../../server/posts/repository.ts';
import { LIMITS } from '../../../shared/rules.ts';
import { databasesOf } from '../../kit/databases.ts';

import { GET_ALL_POSTS, GET_ONE_POST } from '../../kit/documents.ts';

import { errorCode } from '../../kit/graphql.ts';
import { withSiteServer } from '../../kit/withServer.ts';

const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id title content status } }';
const PUBLISH = 'mutation ($id: ID!) { publishPost(id: $id) { _id status } }';
const SUBMIT = 'mutation ($id: ID!) { submitForReview(id: $id) { _id status } }';
const SCHEDULE = 'mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id status publish_at } }';
const UNSCHEDULE = 'mutation ($id: ID!) { unschedulePost(id: $id) { _id status publish_at } }';
const UNPUBLISH = 'mutation ($id: ID!) { unpublishPost(id: $id) { _id status } }';
const DISCARD = 'mutation ($id: ID!) { discardDraft(id: $id) { post { _id } } }';
const DELETE_POST = 'mutation ($id: ID!) { deletePost(input: $id) { isDeleted message } }';
const REVISIONS = 'query ($id: ID!) { postRevisions(id: $id) { id post_id title author kind } }';
const RESTORE = 'mutation ($id: ID!) { restoreRevision(id: $id) { _id title status } }';
const PREVIEW_LINK = 'mutation ($id: ID!) { previewLink(id: $id) { url expiresAt } }';
const REVOKE = 'mutation ($id: ID!) { revokePreviewLinks(id: $id) }';
const PREVIEW_POST = 'query ($token: String!) { previewPost(token: $token) { _id title status } }';
const CARDS = 'query { postCards(first: 50) { total items { _id title } } }';

/** Distinct client addresses, so that each test's failed lookups count on their own. */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

describe.each(databasesOf(import.meta.url))('attacks on the post lifecycle on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { manifest: { PostPreviewPage: ['/PostPreviewPage.12345678.js'] } });
  let owner: string;

  const gqlFrom = <T>(address: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.gql<T>(query, variables, { remoteAddress: address, headers });

  async function draft(title: string, as: string, extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await server.gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title, content: `The text of ${title}.`, category: 'Events', ...extra } }, as);
    expect(answer.errors).toBeUndefined();
    return answer.data!.saveDraft._id;
  }

  async function published(title: string, as = owner): Promise<string> {
    const id = await draft(title, as);
    expect((await server.gql(PUBLISH, { id }, as)).errors).toBeUndefined();
    return id;
  }

  async function link(id: string, as = owner): Promise<string> {
    const answer = await server.gql<{ previewLink: { url: string } }>(PREVIEW_LINK, { id }, as);
    expect(answer.errors).toBeUndefined();
    return new URL(answer.data!.previewLink.url).pathname.replace(/^\/preview\//, '');
  }

  const row = async (id: string) => server.services.repos.posts.find(id);

  /**
   * Makes `happen` run just after the next read of post `id` by a resolver (its right to act is
   * judged on that read): the interleaving of a request racing another, made certain.
   */
  function afterNextRead(id: string, happen: () => Promise<unknown>) {
    const posts = server.services.repos.posts;
    const find = posts.find;
    posts.find = async (wanted: string): Promise<PostRecord | null> => {
      const found = await find(wanted);
      if (wanted === id) {
        posts.find = find;
        await happen();
      }
      return found;
    };
    return () => (posts.find = find);
  }

  beforeAll(async () => {
    owner = await server.login();
  });

  // ---- Preview tokens ----------------------------------------------------------------------

  test('guessing tokens: X-Forwarded-For is not believed without TRUST_PROXY, and a whole IPv6 /64 is one client', async () => {
    const address = freshAddress();
    for (let i = 0; i < PREVIEW_FAILURES.max; i++) {
      const forged = { 'x-forwarded-for': `10.${i}.0.1`, 'x-real-ip': `10.${i}.0.2`, forwarded: `for=10.${i}.0.3` };
      const answer = await gqlFrom<{ previewPost: unknown }>(address, PREVIEW_POST, { token: 'A'.repeat(21) + String.fromCharCode(65 + (i % 26)) }, forged);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.previewPost).toBeNull();
    }
    const refused = await gqlFrom(address, PREVIEW_POST, { token: 'Z'.repeat(22) }, { 'x-forwarded-for': '192.0.2.250' });
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    const page = await server.app.inject({ method: 'GET', url: `/preview/${'Y'.repeat(22)}`, remoteAddress: address, headers: { 'x-forwarded-for': '192.0.2.251' } });
    expect(page.statusCode).toBe(429);

    // A new address for every request within one /64 is the same client.
    for (let i = 0; i < PREVIEW_FAILURES.max; i++) {
      const answer = await gqlFrom<{ previewPost: unknown }>(`2001:db8:77:1:${(i + 1).toString(16)}::9`, PREVIEW_POST, { token: 'Q'.repeat(22) });
      expect(answer.data!.previewPost).toBeNull();
    }
    expect(errorCode(await gqlFrom('2001:db8:77:1:ffff:ffff:ffff:fffe', PREVIEW_POST, { token: 'Q'.repeat(22) }))).toBe('RATE_LIMITED');
    expect(errorCode(await gqlFrom('::ffff:' + address, PREVIEW_POST, { token: 'Q'.repeat(22) }))).toBe('RATE_LIMITED');
  });

  test('malformed tokens (NUL, oversized, lookalikes, path tricks) open nothing and never fail inside', async () => {
    const id = await draft('Token Shape Draft', owner);
    const good = await link(id);
    const address = freshAddress();
    // NUL is refused before any resolver runs (and before any count).
    expect(errorCode(await gqlFrom(address, PREVIEW_POST, { token: `${good}\u0000` }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gqlFrom(address, PREVIEW_POST, { token: null }))).toBeDefined();
    expect(errorCode(await gqlFrom(address, PREVIEW_POST, { token: 12345 }))).toBeDefined();
    for (const forged of [
      `${good}\n`,
      ` ${good}`,
      good.toUpperCase() === good ? good.toLowerCase() : good.toUpperCase(),
      good.replace(/[A-Za-z]/, 'Ａ'), // a fullwidth letter
      `${good.slice(0, 21)}=`,
      'x'.repeat(GRAPHQL_LIMITS.bodyBytes / 2),
    ]) {
      const answer = await gqlFrom<{ previewPost: unknown }>(freshAddress(), PREVIEW_POST, { token: forged });
      expect(answer.errors, JSON.stringify(forged.slice(0, 30))).toBeUndefined();
      expect(answer.data!.previewPost).toBeNull();
    }
    for (const path of ['/preview/%00', `/preview/${good}%00`, '/preview/..%2F..%2Fetc%2Fpasswd', `/preview/${'%C0%AF'.repeat(2_000)}`, `/preview/${good}/..`, '/preview/%E0%A4%A']) {
      const page = await server.app.inject({ method: 'GET', url: path, remoteAddress: freshAddress() });
      expect(page.statusCode, path.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(page.statusCode, path.slice(0, 40)).toBeLessThan(500);
      expect(page.body).not.toContain('Token Shape Draft');
    }
  });

  test('a revoked token, or the token of a deleted post, replayed opens nothing; the row is gone', async () => {
    const revoked = await draft('Revoked Link Draft', owner);
    const first = await link(revoked);
    expect((await server.gql(REVOKE, { id: revoked }, owner)).data).toEqual({ revokePreviewLinks: true });
    for (let i = 0; i < 3; i++) expect((await gqlFrom<{ previewPost: unknown }>(freshAddress(), PREVIEW_POST, { token: first })).data!.previewPost).toBeNull();
    // A new link after the revoke works; the revoked one stays dead.
    const second = await link(revoked);
    expect((await gqlFrom<{ previewPost: { _id: string } }>(freshAddress(), PREVIEW_POST, { token: second })).data!.previewPost?._id).toBe(revoked);
    expect((await gqlFrom<{ previewPost: unknown }>(freshAddress(), PREVIEW_POST, { token: first })).data!.previewPost).toBeNull();

    const deleted = await draft('Deleted Link Draft', owner);
    const token = await link(deleted);
    expect((await server.gql<{ deletePost: { isDeleted: boolean } }>(DELETE_POST, { id: deleted }, owner)).data!.deletePost.isDeleted).toBe(true);
    expect((await gqlFrom<{ previewPost: unknown }>(freshAddress(), PREVIEW_POST, { token })).data!.previewPost).toBeNull();
    const page = await server.app.inject({ method: 'GET', url: `/preview/${token}`, remoteAddress: freshAddress() });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Deleted Link Draft');
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preview_links WHERE post_id = $1', [deleted]);
    expect(rows[0]!.n).toBe(0);
  });

  test('the activity log and the tables never hold a preview token in clear', async () => {
    const id = await draft('Logged Link Draft', owner);
    const token = await link(id);
    await server.gql(REVOKE, { id }, owner);
    const log = await server.services.db.query<{ row: string }>('SELECT t::text AS row FROM audit_log t');
    expect(log.length).toBeGreaterThan(0);
    expect(log.some(({ row }) => row.includes(token))).toBe(false);
    const links = await server.services.db.query<{ row: string }>('SELECT t::text AS row FROM preview_links t');
    expect(links.some(({ row }) => row.includes(token))).toBe(false);
  });

  // ---- Insiders: other people's posts and published ones --------------------------------------

  test("a Contributor cannot write, submit, publish, schedule, preview, discard, restore or delete someone else's post, by any id", async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const theirs = await draft('Someone Else Draft', owner);
    const live = await published('Someone Else Published');
    const before = await server.fingerprint();
    for (const id of [theirs, live]) {
      expect(errorCode(await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Hijacked', content: 'Mine now.' } }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(SUBMIT, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(PUBLISH, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000 }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(UNPUBLISH, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(PREVIEW_LINK, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(REVOKE, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(DISCARD, { id }, contributor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(DELETE_POST, { id }, contributor.token))).toBe('FORBIDDEN');
      const revisions = await server.gql<{ postRevisions: { id: string }[] }>(REVISIONS, { id }, contributor.token);
      for (const revision of revisions.data!.postRevisions) {
        expect(errorCode(await server.gql(RESTORE, { id: revision.id }, contributor.token))).toBe('FORBIDDEN');
      }
    }
    // Ids that are no post's id, or no id at all, find nothing and fail nothing inside.
    for (const id of ['no-such-post', "' OR 1=1 --", theirs.toUpperCase(), ` ${theirs}`, 'x'.repeat(5_000)]) {
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(errorCode(await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Forged' } }, contributor.token)));
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(errorCode(await server.gql(RESTORE, { id }, contributor.token)));
    }
    expect(await server.fingerprint()).toEqual(before);
  });

  test('a Contributor cannot change their own post once submitted or published, nor restore its revisions then', async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const id = await draft('Contributor Own Draft', contributor.token);
    expect((await server.gql(SUBMIT, { id }, contributor.token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Changed in review' } }, contributor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(PUBLISH, { id }, contributor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000 }, contributor.token))).toBe('FORBIDDEN');
    expect((await server.gql(PUBLISH, { id }, owner)).errors).toBeUndefined();
    expect(errorCode(await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Changed once live' } }, contributor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UNPUBLISH, { id }, contributor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(DELETE_POST, { id }, contributor.token))).toBe('FORBIDDEN');
    const revisions = await server.gql<{ postRevisions: { id: string }[] }>(REVISIONS, { id }, contributor.token);
    expect(revisions.data!.postRevisions.length).toBeGreaterThan(0);
    for (const revision of revisions.data!.postRevisions) expect(errorCode(await server.gql(RESTORE, { id: revision.id }, contributor.token))).toBe('FORBIDDEN');
    expect((await row(id))!).toMatchObject({ title: 'Contributor Own Draft', status: 'PUBLISHED' });
    expect(await server.services.repos.postDrafts.find(id)).toBeNull();
  });

  test('a revision restores only onto its own post: never onto another post, whatever post the caller meant', async () => {
    const author = await server.addStaff('AUTHOR');
    const mine = await draft('Author Post One', author.token);
    const other = await draft('Owner Post Two', owner);
    const otherRevision = (await server.gql<{ postRevisions: { id: string; post_id: string }[] }>(REVISIONS, { id: other }, author.token)).data!.postRevisions[0]!;
    expect(otherRevision.post_id).toBe(other);
    // The Author may not restore the Owner's post's revision; their own post is untouched either way.
    expect(errorCode(await server.gql(RESTORE, { id: otherRevision.id }, author.token))).toBe('FORBIDDEN');
    expect((await row(mine))!.title).toBe('Author Post One');
    expect((await row(other))!.title).toBe('Owner Post Two');
  });

  test("postRevisions: staff only (a stranger or a bad token reads nothing); a Contributor reads them as they read the post, but no staff address", async () => {
    const id = await draft('Revisions Read Draft', owner);
    expect(errorCode(await server.gql(REVISIONS, { id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(REVISIONS, { id }, `${owner}x`))).toBe('UNAUTHENTICATED');
    const contributor = await server.addStaff('CONTRIBUTOR');
    const read = await server.gql<{ postRevisions: { post_id: string; title: string }[] }>(REVISIONS, { id }, contributor.token);
    expect(read.data!.postRevisions.every((revision) => revision.post_id === id)).toBe(true);
    // A person without names is shown by their e-mail only to those who may list the staff, and
    // to themself: the history is no way for a Contributor to collect the staff's addresses.
    const editor = await server.addStaff('EDITOR');
    const edited = await published('Unnamed Editor Post', editor.token);
    const seenBy = async (token: string) =>
      (await server.gql<{ postRevisions: { author: string | null }[] }>(REVISIONS, { id: edited }, token)).data!.postRevisions[0]!.author;
    expect(await seenBy(contributor.token)).toBe(REVISION_TEXTS.unnamedAuthor);
    expect(await seenBy((await server.addStaff('AUTHOR')).token)).toBe(REVISION_TEXTS.unnamedAuthor);
    expect(await seenBy(editor.token)).toBe(editor.user.email);
    expect(await seenBy(owner)).toBe(editor.user.email);
    const ownDraft = await draft('Contributor Sees Self', contributor.token);
    expect((await server.gql<{ postRevisions: { author: string }[] }>(REVISIONS, { id: ownDraft }, contributor.token)).data!.postRevisions[0]!.author).toBe(
      contributor.user.email,
    );
    // Only the fields of the schema: no user id, no password hash, whatever is asked.
    expect(errorCode(await server.gql('query ($id: ID!) { postRevisions(id: $id) { user_id } }', { id }, contributor.token))).toBeDefined();
    expect(errorCode(await server.gql('query ($id: ID!) { postRevisions(id: $id) { password_hash } }', { id }, contributor.token))).toBeDefined();
  });

  // ---- Races -------------------------------------------------------------------------------------

  test("a Contributor's save racing an Editor's publication never reaches the published post", async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const id = await draft('Race Reviewed Text', contributor.token);
    const restore = afterNextRead(id, () => server.services.repos.posts.moveStatus(id, 'DRAFT', 'PUBLISHED'));
    const answer = await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Race Swapped Text', content: 'Never reviewed.' } }, contributor.token);
    restore();
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect((await row(id))!).toMatchObject({ title: 'Race Reviewed Text', status: 'PUBLISHED' });
    const one = await server.gql<{ getOnePost: { title: string } | null }>(GET_ONE_POST, { id });
    expect(one.data!.getOnePost?.title).toBe('Race Reviewed Text');
    expect(JSON.stringify((await server.gql(GET_ALL_POSTS)).data)).not.toContain('Race Swapped Text');
  });

  test("an Editor's publication racing the author's save publishes nothing unseen: it is refused, and the post stays a draft", async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const editor = await server.addStaff('EDITOR');
    const id = await draft('Seen By The Editor', contributor.token);
    const restore = afterNextRead(id, () =>
      server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Swapped At The Last Moment', content: '' } }, contributor.token),
    );
    const answer = await server.gql(PUBLISH, { id }, editor.token);
    restore();
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect((await row(id))!).toMatchObject({ title: 'Swapped At The Last Moment', status: 'DRAFT' });
    expect((await server.gql<{ getOnePost: unknown }>(GET_ONE_POST, { id })).data!.getOnePost).toBeNull();
    // Asked again, the publication judges what is there now (no content: refused as incomplete).
    expect(errorCode(await server.gql(PUBLISH, { id }, editor.token))).toBe('BAD_USER_INPUT');
    expect((await row(id))!.status).toBe('DRAFT');
  });

  test('a save racing the scheduler keeps to the pending changes, never the public post', async () => {
    const author = await server.addStaff('AUTHOR');
    const id = await draft('Scheduled Race Text', author.token);
    expect((await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000 }, author.token)).errors).toBeUndefined();
    const restore = afterNextRead(id, async () => {
      await server.services.db.query(`UPDATE posts SET publish_at = now() - interval '1 second' WHERE id = $1`, [id]);
      await publishDuePosts(server.services.repos, server.services.mail);
    });
    const answer = await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Half Typed Autosave' } }, author.token);
    restore();
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect((await row(id))!).toMatchObject({ title: 'Scheduled Race Text', status: 'PUBLISHED' });
    // Saved again (the editor retries): it goes to the pending changes.
    expect((await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Half Typed Autosave' } }, author.token)).errors).toBeUndefined();
    expect((await row(id))!.title).toBe('Scheduled Race Text');
    expect((await server.services.repos.postDrafts.find(id))!.title).toBe('Half Typed Autosave');
  });

  test("a Contributor's restore or delete racing an Editor's publication does not touch the published post", async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const id = await draft('Restore Race Old', contributor.token);
    await server.services.db.query(`UPDATE post_revisions SET created_at = now() - interval '1 hour' WHERE post_id = $1`, [id]);
    expect((await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Restore Race Reviewed' } }, contributor.token)).errors).toBeUndefined();
    const revisions = (await server.gql<{ postRevisions: { id: string; title: string }[] }>(REVISIONS, { id }, contributor.token)).data!.postRevisions;
    const old = revisions.find((revision) => revision.title === 'Restore Race Old')!;
    let restore = afterNextRead(id, () => server.services.repos.posts.moveStatus(id, 'DRAFT', 'PUBLISHED'));
    const restored = await server.gql(RESTORE, { id: old.id }, contributor.token);
    restore();
    expect(errorCode(restored)).toBe('BAD_USER_INPUT');
    expect((await row(id))!).toMatchObject({ title: 'Restore Race Reviewed', status: 'PUBLISHED' });
    expect(await server.services.repos.postDrafts.find(id)).toBeNull();

    const second = await draft('Delete Race Draft', contributor.token);
    restore = afterNextRead(second, () => server.services.repos.posts.moveStatus(second, 'DRAFT', 'PUBLISHED'));
    const deleted = await server.gql<{ deletePost: { isDeleted: boolean } }>(DELETE_POST, { id: second }, contributor.token);
    restore();
    expect(deleted.data?.deletePost?.isDeleted ?? false).toBe(false);
    expect((await row(second))!.status).toBe('PUBLISHED');
  });

  test('schedule racing unschedule, and publish now racing the scheduler: one wins, the post is published once', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await draft(`Schedule Race ${round}`, owner);
      expect((await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000 }, owner)).errors).toBeUndefined();
      const [moved, cancelled] = await Promise.all([
        server.gql(SCHEDULE, { id, at: Date.now() + 7_200_000 }, owner),
        server.gql(UNSCHEDULE, { id }, owner),
      ]);
      expect(cancelled.errors).toBeUndefined();
      const after = (await row(id))!;
      // Never a draft with a time, nor scheduled without one.
      expect(after.status === 'SCHEDULED' ? after.publish_at !== null : after.publish_at === null).toBe(true);
      if (!moved.errors) expect(['SCHEDULED', 'DRAFT']).toContain(after.status);
    }
    for (let round = 0; round < 5; round++) {
      const id = await draft(`Publish Race ${round}`, owner);
      expect((await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000 }, owner)).errors).toBeUndefined();
      await server.services.db.query(`UPDATE posts SET publish_at = now() - interval '1 second' WHERE id = $1`, [id]);
      const [now, byScheduler] = await Promise.all([server.gql(PUBLISH, { id }, owner), publishDuePosts(server.services.repos, server.services.mail)]);
      const published = (now.errors ? 0 : 1) + byScheduler.filter((post) => post._id === id).length;
      expect(published).toBe(1);
      const kept = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1 AND kind IN ('PUBLISH', 'SCHEDULED')`, [id]);
      expect(kept[0]!.n).toBe(1);
      expect((await row(id))!.status).toBe('PUBLISHED');
    }
  });

  test('scheduling at absurd times is refused and moves nothing', async () => {
    const id = await draft('Absurd Schedule Draft', owner);
    for (const at of [0, -1, -8.64e15, Date.now() - 1_000, Date.now() + SCHEDULE_MAX_MS + 60_000, 8.64e15, 1e300, Number.MAX_SAFE_INTEGER]) {
      expect(errorCode(await server.gql(SCHEDULE, { id, at }, owner)), String(at)).toBe('BAD_USER_INPUT');
    }
    for (const at of ['NaN', 'Infinity', '2030-01-01', null, true, { $gt: 0 }]) {
      expect(errorCode(await server.gql(SCHEDULE, { id, at }, owner)), String(at)).toBeDefined();
    }
    // Written in the document: 1e400 is Infinity to the parser.
    for (const literal of ['1e400', '-1e400', '"NaN"']) {
      const answer = await server.gql(`mutation ($id: ID!) { schedulePost(id: $id, at: ${literal}) { status } }`, { id }, owner);
      expect(answer.errors, literal).toBeDefined();
    }
    expect((await row(id))!).toMatchObject({ status: 'DRAFT', publish_at: null });
  });

  // ---- Volume ------------------------------------------------------------------------------------

  test('aliases cannot multiply drafts past the alias limit, and new drafts are limited per person per hour', async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const count = async () => (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [contributor.user._id]))[0]!.n;
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: saveDraft(input: { title: "Alias ${i}" }) { _id }`).join(' ')} }`;
    const tooMany = await server.gql(aliased(GRAPHQL_LIMITS.aliases + 1), {}, contributor.token);
    expect(tooMany.errors?.[0]?.message).toMatch(/aliases/i);
    expect(await count()).toBe(0);
    let made = 0;
    while (made + GRAPHQL_LIMITS.aliases <= NEW_DRAFTS_PER_HOUR.max) {
      const answer = await server.gql(aliased(GRAPHQL_LIMITS.aliases), {}, contributor.token);
      expect(answer.errors).toBeUndefined();
      made += GRAPHQL_LIMITS.aliases;
    }
    while (made < NEW_DRAFTS_PER_HOUR.max) {
      await draft(`Filler ${made}`, contributor.token);
      made++;
    }
    expect(await count()).toBe(NEW_DRAFTS_PER_HOUR.max);
    const refused = await server.gql(aliased(GRAPHQL_LIMITS.aliases), {}, contributor.token);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.every((error) => error.extensions?.code === 'RATE_LIMITED')).toBe(true);
    expect(await count()).toBe(NEW_DRAFTS_PER_HOUR.max);
    // Their existing drafts still save; other people still create theirs.
    const [first] = await server.services.repos.posts.listByAuthor(contributor.user._id);
    expect((await server.gql(SAVE_DRAFT, { input: { post_id: first!._id, title: 'Still editable' } }, contributor.token)).errors).toBeUndefined();
    const other = await server.addStaff('CONTRIBUTOR');
    await draft('Another person', other.token);
    // A refused (invalid) draft does not use up the allowance.
    const invalid = await server.addStaff('AUTHOR');
    for (let i = 0; i < 3; i++) expect(errorCode(await server.gql(SAVE_DRAFT, { input: { title: '   ' } }, invalid.token))).toBe('BAD_USER_INPUT');
    const events = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_events WHERE key = $1`, [`new-draft:person:${invalid.user._id}`]);
    expect(events[0]!.n).toBe(0);
  });

  test('preview links are limited per person per hour (each is a row kept 14 days)', async () => {
    const author = await server.addStaff('AUTHOR');
    const id = await draft('Many Links Draft', author.token);
    const aliased = `mutation ($id: ID!) { ${Array.from({ length: GRAPHQL_LIMITS.aliases }, (_, i) => `l${i}: previewLink(id: $id) { url }`).join(' ')} }`;
    let made = 0;
    while (made + GRAPHQL_LIMITS.aliases <= PREVIEW_LINKS_PER_HOUR.max) {
      expect((await server.gql(aliased, { id }, author.token)).errors).toBeUndefined();
      made += GRAPHQL_LIMITS.aliases;
    }
    while (made < PREVIEW_LINKS_PER_HOUR.max) {
      await link(id, author.token);
      made++;
    }
    expect(errorCode(await server.gql(PREVIEW_LINK, { id }, author.token))).toBe('RATE_LIMITED');
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preview_links WHERE post_id = $1', [id]);
    expect(rows[0]!.n).toBe(PREVIEW_LINKS_PER_HOUR.max);
    // Revoking still works past the limit.
    expect((await server.gql(REVOKE, { id }, author.token)).data).toEqual({ revokePreviewLinks: true });
  });

  test('oversized drafts are refused whole; the largest allowed one round-trips', async () => {
    const id = await draft('Oversized Draft', owner);
    const before = await server.fingerprint();
    const section = (paragraph1: string) => ({ sectionTitle: 'S', paragraph1, paragraph2: null });
    for (const input of [
      { post_id: id, title: 'x'.repeat(LIMITS.titleMax + 1) },
      { post_id: id, title: 'Too long', content: 'x'.repeat(LIMITS.contentMax + 1) },
      { post_id: id, title: 'Too many', contentSections: Array.from({ length: LIMITS.sectionsMax + 1 }, () => section('p')) },
      { post_id: id, title: 'Too long section', contentSections: [section('x'.repeat(LIMITS.paragraphMax + 1))] },
      { post_id: id, title: 'Too many images', image_urls: Array.from({ length: LIMITS.imagesMax + 1 }, (_, i) => ({ url: `/uploads/${i}.jpg`, filename: `${i}.jpg` })) },
    ]) {
      expect(errorCode(await server.gql(SAVE_DRAFT, { input }, owner))).toBe('BAD_USER_INPUT');
    }
    // Past the body limit the request is refused before any resolver.
    const huge = await server.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ query: SAVE_DRAFT, variables: { input: { post_id: id, title: 'Huge', content: 'x'.repeat(GRAPHQL_LIMITS.bodyBytes) } } }),
    });
    expect(huge.status).toBe(413);
    expect(await server.fingerprint()).toEqual(before);
    // 50 sections of 10,000 characters: within the limits, kept and read back whole.
    const big = Array.from({ length: LIMITS.sectionsMax }, (_, i) => section(`${i}`.padEnd(10_000, 'y')));
    expect((await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Big Draft', contentSections: big } }, owner)).errors).toBeUndefined();
    expect((await row(id))!.contentSections).toHaveLength(LIMITS.sectionsMax);
  });

  test('autosave spam keeps one revision per ten minutes, and a post never keeps more than 50', async () => {
    const id = await draft('Autosave Spam Draft', owner);
    for (let i = 0; i < 25; i++) {
      expect((await server.gql(SAVE_DRAFT, { input: { post_id: id, title: `Autosave Spam ${i}` } }, owner)).errors).toBeUndefined();
    }
    const kept = async () => (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1', [id]))[0]!.n;
    expect(await kept()).toBe(1);
    const fields = (await row(id))!;
    for (let i = 0; i < REVISIONS_KEPT + 10; i++) await server.services.repos.postRevisions.record(id, { ...fields, title: `Kept ${i}` }, null, 'RESTORE');
    expect(await kept()).toBe(REVISIONS_KEPT);
  });

  // ---- Markup ----------------------------------------------------------------------------------

  test('markup in a draft title is text: escaped in the preview page head and never public', async () => {
    const title = '</title><script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await draft(title, owner, { content: '<script>alert(3)</script>' });
    const token = await link(id);
    const page = await server.app.inject({ method: 'GET', url: `/preview/${token}`, remoteAddress: freshAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;');
    // The draft is nowhere public.
    expect((await server.gql<{ getOnePost: unknown }>(GET_ONE_POST, { id })).data!.getOnePost).toBeNull();
    expect(JSON.stringify((await server.gql(CARDS)).data)).not.toContain(id);
    expect((await server.request(`/activities/${id}`)).status).toBe(404);
    expect(await (await server.request('/sitemap.xml')).text()).not.toContain(id);
  });

  test('the admin renders titles, diffs and status lines as text: nothing in src/ writes raw HTML', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(tsx?|jsx?)$/.test(name) && /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(readFileSync(path, 'utf8'))) offenders.push(path);
      }
    };
    walk(join(import.meta.dirname, '../../../src'));
    expect(offenders).toEqual([]);
  });
});
