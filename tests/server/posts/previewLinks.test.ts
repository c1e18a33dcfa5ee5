// Preview links, on PGlite and PostgreSQL: a secret link shows a post not yet public to
// anyone holding it, without a session, for 14 days, until revoked; the token is never stored in
// clear; a token that opens nothing answers null, every such lookup counts against the client's
// address; the preview page is never indexed, listed, kept or sent with a referrer.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { sweepPreviewLinks } from '../../../server/mail/housekeeping.ts';
import { PREVIEW_FAILURES, PREVIEW_LINK_DAYS } from '../../../server/posts/previewLinks.ts';
import { databasesOf } from '../../kit/databases.ts';

import { withServer, withSiteServer } from '../../kit/withServer.ts';

import { errorCode } from '../../kit/graphql.ts';

const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id status } }';
const PREVIEW_LINK = 'mutation ($id: ID!) { previewLink(id: $id) { url expiresAt } }';
const REVOKE = 'mutation ($id: ID!) { revokePreviewLinks(id: $id) }';
const PREVIEW_POST = 'query ($token: String!) { previewPost(token: $token) { _id title content status } }';
const DAY = 24 * 60 * 60_000;

type Preview = { _id: string; title: string; content: string; status: string } | null;

/** Distinct client addresses, so that each test's failed lookups count on their own. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe.each(databasesOf(import.meta.url))('preview links on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { manifest: { PostPreviewPage: ['/PostPreviewPage.12345678.js'] } });
  let token: string;

  /** A GraphQL request from a client address, with no session unless a token is given. */
  const gqlFrom = <T>(address: string, query: string, variables: Record<string, unknown>, token?: string) =>
    server.gql<T>(query, variables, { remoteAddress: address, token });

  /** What a visitor without a session reads with a token. */
  const open = (previewToken: string, address = freshAddress()) => gqlFrom<{ previewPost: Preview }>(address, PREVIEW_POST, { token: previewToken });

  async function draft(title: string, as = token): Promise<string> {
    const { data, errors } = await server.gql<{ saveDraft: { _id: string } }>(
      SAVE_DRAFT,
      { input: { title, content: `The text of ${title}.`, category: 'Events' } },
      as,
    );
    expect(errors).toBeUndefined();
    return data!.saveDraft._id;
  }

  async function link(id: string, as = token) {
    const { data, errors } = await server.gql<{ previewLink: { url: string; expiresAt: number } }>(PREVIEW_LINK, { id }, as);
    expect(errors).toBeUndefined();
    const url = new URL(data!.previewLink.url);
    const previewToken = decodeURIComponent(url.pathname.replace(/^\/preview\//, ''));
    return { ...data!.previewLink, url, token: previewToken };
  }

  beforeAll(async () => {
    token = await server.login();
  });

  test('a draft’s link opens it without a session: its content, at an absolute address on the request’s origin, for 14 days', async () => {
    const id = await draft('Preview Of A Quiet Draft');
    const before = Date.now();
    const made = await link(id);
    expect(made.url.origin).toBe('http://localhost');
    expect(made.url.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{22}$/);
    expect(made.expiresAt).toBeGreaterThanOrEqual(before + PREVIEW_LINK_DAYS * DAY - 60_000);
    expect(made.expiresAt).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_DAYS * DAY + 60_000);

    const { data, errors } = await open(made.token);
    expect(errors).toBeUndefined();
    expect(data!.previewPost).toEqual({ _id: id, title: 'Preview Of A Quiet Draft', content: 'The text of Preview Of A Quiet Draft.', status: 'DRAFT' });
    // The post itself stays off the public reads.
    expect((await server.gql<{ getOnePost: unknown }>('query ($id: ID!) { getOnePost(id: $id) { _id } }', { id })).data!.getOnePost).toBeNull();
    // Each link is its own 128 bits.
    expect((await link(id)).token).not.toBe(made.token);
  });

  test('the address is on the request’s Host when PUBLIC_URL is not set', async () => {
    const id = await draft('Preview Host Draft');
    const answer = await server.gql<{ previewLink: { url: string } }>(PREVIEW_LINK, { id }, { token, headers: { host: 'bcf.example.rw:8080' } });
    expect(answer.data!.previewLink.url).toMatch(/^http:\/\/bcf\.example\.rw:8080\/preview\/[A-Za-z0-9_-]{22}$/);
  });

  test('the token is stored only as its SHA-256, in no column and no activity log entry in clear', async () => {
    const id = await draft('Preview Hash Draft');
    const made = await link(id);
    const rows = await server.services.db.query<Record<string, unknown>>('SELECT * FROM preview_links WHERE post_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(made.token);
    const logged = await server.services.db.query<Record<string, unknown>>(
      "SELECT * FROM audit_log WHERE action = 'post.preview_link_created' AND target = $1",
      [id],
    );
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(made.token);
  });

  test('a link works 14 days: run out, it opens nothing, and housekeeping deletes it', async () => {
    const id = await draft('Preview Expiry Draft');
    const made = await link(id);
    const kept = await link(id);
    // Thirteen days and some hours on, it still works.
    await server.services.db.query(
      "UPDATE preview_links SET expires_at = now() + interval '1 hour', created_at = now() - interval '13 days 23 hours' WHERE token_hash = $1",
      [createHash('sha256').update(made.token).digest('hex')],
    );
    expect((await open(made.token)).data!.previewPost?._id).toBe(id);
    await server.services.db.query("UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      createHash('sha256').update(made.token).digest('hex'),
    ]);
    expect((await open(made.token)).data!.previewPost).toBeNull();
    expect((await open(kept.token)).data!.previewPost?._id).toBe(id);
    expect(await sweepPreviewLinks(server.services.repos)).toBeGreaterThanOrEqual(1);
    const left = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preview_links WHERE post_id = $1', [id]);
    expect(left[0]!.n).toBe(1);
  });

  test('revoking kills every link of the post, and only of that post; deleting a post ends its links', async () => {
    const id = await draft('Preview Revoke Draft');
    const other = await draft('Preview Other Draft');
    const first = await link(id);
    const second = await link(id);
    const otherLink = await link(other);
    const revoked = await server.gql<{ revokePreviewLinks: boolean }>(REVOKE, { id }, token);
    expect(revoked).toMatchObject({ data: { revokePreviewLinks: true } });
    expect((await open(first.token)).data!.previewPost).toBeNull();
    expect((await open(second.token)).data!.previewPost).toBeNull();
    expect((await open(otherLink.token)).data!.previewPost?._id).toBe(other);
    // A new link after revoking works.
    expect((await open((await link(id)).token)).data!.previewPost?._id).toBe(id);
    // Deleting a post ends its links.
    const deleted = await server.gql<{ deletePost: { isDeleted: boolean } }>('mutation ($id: ID!) { deletePost(input: $id) { isDeleted } }', { id: other }, token);
    expect(deleted.data!.deletePost.isDeleted).toBe(true);
    expect((await open(otherLink.token)).data!.previewPost).toBeNull();
  });

  test('who may make and revoke links: a Contributor only for their own posts, an Author their own, an Editor anyone’s; nobody without a session', async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const author = await server.addStaff('AUTHOR');
    const editor = await server.addStaff('EDITOR');
    const ownersDraft = await draft('Preview Owner Draft');
    const contributorsDraft = await draft('Preview Contributor Draft', contributor.token);

    for (const mutation of [PREVIEW_LINK, REVOKE]) {
      for (const as of [contributor.token, author.token]) {
        const refused = await server.gql(mutation, { id: ownersDraft }, as);
        expect(errorCode(refused)).toBe('FORBIDDEN');
        expect(refused.data).toBeNull();
      }
      expect(errorCode(await server.gql(mutation, { id: ownersDraft }))).toBe('UNAUTHENTICATED');
      expect((await server.gql(mutation, { id: contributorsDraft }, contributor.token)).errors).toBeUndefined();
      expect((await server.gql(mutation, { id: ownersDraft }, editor.token)).errors).toBeUndefined();
    }
    // The Contributor's link shows their draft to a visitor.
    expect((await open((await link(contributorsDraft, contributor.token)).token)).data!.previewPost?.title).toBe('Preview Contributor Draft');
    // Refused calls made no link.
    const rows = await server.services.db.query<{ created_by: string }>('SELECT created_by FROM preview_links WHERE post_id = $1', [ownersDraft]);
    expect(rows.map((row) => row.created_by)).not.toContain(contributor.user._id);
    expect(rows.map((row) => row.created_by)).not.toContain(author.user._id);
  });

  test('forged ids: unknown, malformed and oversized are refused before anything is made', async () => {
    expect(errorCode(await server.gql(PREVIEW_LINK, { id: 'no-such-post' }, token))).toBe('NOT_FOUND');
    expect(errorCode(await server.gql(PREVIEW_LINK, { id: 'x'.repeat(5_000) }, token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await server.gql(REVOKE, { id: "'; DROP TABLE posts; --" }, token))).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    expect((await server.gql(PREVIEW_LINK, {}, token)).errors?.[0]).toBeDefined();
  });

  test('wrong, malformed, oversized and altered tokens answer null, and too many failures from one address are refused', async () => {
    const id = await draft('Preview Limit Draft');
    const good = await link(id);
    const address = freshAddress();
    const wrong = [
      'AAAAAAAAAAAAAAAAAAAAAA', // the right shape, no link
      good.token.slice(0, 21), // one character short
      `${good.token}A`, // one too many
      good.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), // altered
      '../../etc/passwd',
      'a b c',
      'x'.repeat(20_000), // oversized
      '',
      createHash('sha256').update(good.token).digest('hex'), // its stored hash is no token
    ];
    for (const forged of wrong) {
      const { data, errors } = await open(forged, address);
      expect(errors, forged.slice(0, 30)).toBeUndefined();
      expect(data!.previewPost, forged.slice(0, 30)).toBeNull();
    }
    // Lookups that find a post do not count.
    for (let i = 0; i < PREVIEW_FAILURES.max + 5; i++) expect((await open(good.token, address)).data!.previewPost?._id).toBe(id);
    for (let i = wrong.length; i < PREVIEW_FAILURES.max; i++) expect((await open('BBBBBBBBBBBBBBBBBBBBBB', address)).data!.previewPost).toBeNull();
    // Past the limit: refused, even with a good token, while other addresses go on.
    const refused = await open('CCCCCCCCCCCCCCCCCCCCCC', address);
    expect(refused.data?.previewPost ?? null).toBeNull();
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(errorCode(await open(good.token, address))).toBe('RATE_LIMITED');
    expect((await open(good.token)).data!.previewPost?._id).toBe(id);
    // The page counts with the same limit.
    const page = await server.app.inject({ method: 'GET', url: `/preview/${good.token}`, remoteAddress: address });
    expect(page.statusCode).toBe(429);
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  test('previewPost is never kept: a change shows at once, publishing keeps the link working, revoking ends it', async () => {
    const id = await draft('Preview Cache Draft');
    const made = await link(id);
    const address = freshAddress();
    expect((await open(made.token, address)).data!.previewPost?.title).toBe('Preview Cache Draft');
    await server.gql(SAVE_DRAFT, { input: { post_id: id, title: 'Preview Cache Draft, renamed', content: 'New text.', category: 'Events' } }, token);
    expect((await open(made.token, address)).data!.previewPost).toMatchObject({ title: 'Preview Cache Draft, renamed', content: 'New text.' });
    const published = await server.gql<{ publishPost: { status: string } }>('mutation ($id: ID!) { publishPost(id: $id) { status } }', { id }, token);
    expect(published.data!.publishPost.status).toBe('PUBLISHED');
    expect((await open(made.token, address)).data!.previewPost?.status).toBe('PUBLISHED');
    await server.gql(REVOKE, { id }, token);
    expect((await open(made.token, address)).data!.previewPost).toBeNull();
    // The same document asked over GET (the read cache's way in) is not kept either.
    const viaGet = await server.gql<{ previewPost: Preview }>(PREVIEW_POST, { token: made.token }, { get: true, remoteAddress: address });
    expect(viaGet.data!.previewPost).toBeNull();
  });

  test('taking a post off the site ends its links: the old link answers null and its page 404; a new link shows the draft', async () => {
    const id = await draft('Preview Takedown Draft');
    const before = await link(id);
    const published = await server.gql<{ publishPost: { status: string } }>('mutation ($id: ID!) { publishPost(id: $id) { status } }', { id }, token);
    expect(published.data!.publishPost.status).toBe('PUBLISHED');
    const whilePublic = await link(id);
    expect((await open(before.token)).data!.previewPost?.status).toBe('PUBLISHED');
    const unpublished = await server.gql<{ unpublishPost: { status: string } }>('mutation ($id: ID!) { unpublishPost(id: $id) { status } }', { id }, token);
    expect(unpublished.data!.unpublishPost.status).toBe('DRAFT');
    for (const old of [before, whilePublic]) {
      expect((await open(old.token)).data!.previewPost).toBeNull();
      const page = await server.app.inject({ method: 'GET', url: old.url.pathname, remoteAddress: freshAddress() });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Preview Takedown Draft');
    }
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preview_links WHERE post_id = $1', [id]);
    expect(rows[0]!.n).toBe(0);
    const fresh = await link(id);
    expect((await open(fresh.token)).data!.previewPost).toMatchObject({ _id: id, status: 'DRAFT', title: 'Preview Takedown Draft' });
  });

  test('the preview page: noindex, no referrer, not stored; the post’s title, no answer carried; an unknown token is 404', async () => {
    const id = await draft('Preview Page Draft');
    const made = await link(id);
    const page = await server.app.inject({ method: 'GET', url: made.url.pathname, remoteAddress: freshAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.etag).toBeUndefined();
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<title>Preview Page Draft | Build Career Foundation</title>');
    expect(page.body).not.toContain('rel="canonical"');
    expect(page.body).not.toContain('og:');
    expect(page.body).not.toContain('application/json');
    expect(page.body).toContain('/PostPreviewPage.12345678.js');

    for (const path of ['/preview/x', '/preview/AAAAAAAAAAAAAAAAAAAAAA', `/PREVIEW/${'z'.repeat(5_000)}`]) {
      const missing = await server.app.inject({ method: 'GET', url: path, remoteAddress: freshAddress() });
      expect(missing.statusCode, path.slice(0, 40)).toBe(404);
      expect(missing.headers['x-robots-tag']).toBe('noindex');
      expect(missing.headers['referrer-policy']).toBe('no-referrer');
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.body).toContain('<meta name="robots" content="noindex">');
      expect(missing.body).not.toContain('Preview Page Draft');
    }

    const sitemap = await (await server.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/preview');
    expect(sitemap).not.toContain(id);
  });
});

describe.each(databasesOf(import.meta.url))('preview link addresses with PUBLIC_URL on $name', (kind) => {
  const server = withServer(kind, { seed: false, publicUrl: 'https://bcf.example.rw' });

  test('the address is on PUBLIC_URL whatever the request', async () => {
    const token = await server.login();
    const { data } = await server.gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title: 'Public Url Draft' } }, token);
    const answer = await server.gql<{ previewLink: { url: string } }>(PREVIEW_LINK, { id: data!.saveDraft._id }, { token, headers: { host: 'evil.example:8080' } });
    expect(answer.data!.previewLink.url).toMatch(/^https:\/\/bcf\.example\.rw\/preview\/[A-Za-z0-9_-]{22}$/);
  });
});
