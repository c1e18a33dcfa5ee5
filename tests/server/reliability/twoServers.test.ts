// Several server processes on one PostgreSQL schema, behind a load balancer: whichever process
// answers, the visitor and the admin see one site.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { ADD_POST, DELETE_POST, GET_ALL_SUBSCRIPTIONS, GET_ONE_POST, LOGIN, MAKE_SUBSCRIBE, SEND_CONTACT_MESSAGE, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { holdUpload, upload } from '../../kit/imageFixtures.ts';
import { startServerProcess, type ServerProcess } from '../../kit/process.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';
import { RECORD_GIFT } from '../giving/documents.ts';

const postgres = databases.find((kind) => kind.name === 'postgres');
const ALL_POSTS = 'query getAllPosts { getAllPosts { _id title category } }';

/** The Owner's token, from a sign-in at `server`. */
const ownerToken = async (server: ServerProcess) => (await graphql<{ login_user: { token: string } }>(server.url, LOGIN, ADMIN)).data!.login_user.token;

/** A picture of one `shade`, `width` by `height`, uploaded through `server` by the Owner as `name`: the upload as it answered. */
async function uploadedThrough(server: ServerProcess, width: number, height: number, shade: string, name: string): Promise<{ url: string }> {
  const picture = await sharp({ create: { width, height, channels: 3, background: shade } }).png().toBuffer();
  const response = await upload(server, [{ bytes: picture, name, type: 'image/png' }], await ownerToken(server));
  expect(response.status).toBe(200);
  return (response.body as { url: string }[])[0]!;
}

describe.runIf(postgres)('two server processes on one PostgreSQL schema', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dirs = [mkdtempSync(join(tmpdir(), 'bcf-two-a-')), mkdtempSync(join(tmpdir(), 'bcf-two-b-'))];
  let a: ServerProcess;
  let b: ServerProcess;
  /** The two processes, alternately: what a round-robin load balancer does. */
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? a : b).url;

  beforeAll(async () => {
    // A web app to serve: each page's head is written into it by the server.
    for (const dir of dirs) {
      mkdirSync(join(dir, 'no-dist'));
      writeFileSync(join(dir, 'no-dist', 'index.html'), '<!DOCTYPE html><html lang=en><head><title>BCF</title></head><body><div id=root></div></body></html>');
    }
    // Started together: the migrations run once, under their lock.
    const started = await Promise.all(dirs.map((dir) => startServerProcess({ kind: postgres!, dataDir: dir, schema })));
    a = started[0]!;
    b = started[1]!;
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      await server?.stop();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  test('a token from one works on the other', async () => {
    const token = await ownerToken(a);
    await graphql(a.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'both@example.rw' } });
    const onB = await graphql<{ getAllSubscriptions: { subscriptionWithEmail: string }[] }>(b.url, GET_ALL_SUBSCRIPTIONS, {}, token);
    expect(onB.errors).toBeUndefined();
    expect(onB.data!.getAllSubscriptions.map((s) => s.subscriptionWithEmail)).toContain('both@example.rw');
    const tokenB = await ownerToken(b);
    expect((await graphql(a.url, GET_ALL_SUBSCRIPTIONS, {}, tokenB)).errors).toBeUndefined();
  }, 60_000);

  test('a post created or changed through one is served at once, changed, by the other', async () => {
    const token = await ownerToken(a);
    // Both processes hold the list in their read caches before anything changes.
    for (const url of [a.url, b.url]) for (let i = 0; i < 2; i++) expect((await graphql(url, ALL_POSTS)).status).toBe(200);

    for (let round = 0; round < 6; round++) {
      const writer = next();
      const reader = next();
      const added = await graphql<{ addPost: { _id: string } }>(writer, ADD_POST, { input: samplePostInput({ title: `Round ${round}` }) }, token);
      const id = added.data!.addPost._id;
      const list = await graphql<{ getAllPosts: { _id: string; title: string }[] }>(reader, ALL_POSTS);
      expect(list.data!.getAllPosts.find((post) => post._id === id)?.title).toBe(`Round ${round}`);
      const one = await graphql<{ getOnePost: { title: string } }>(reader, GET_ONE_POST, { id });
      expect(one.data!.getOnePost.title).toBe(`Round ${round}`);

      const { user_id: _user, image_urls: _images, image_url: _main, ...fields } = samplePostInput();
      const edited = await graphql(reader, UPDATE_POST, { input: { ...fields, post_id: id, title: `Edited ${round}`, category: 'Stories' } }, token);
      expect(edited.errors).toBeUndefined();
      const seen = await graphql<{ getOnePost: { title: string } }>(writer, GET_ONE_POST, { id });
      expect(seen.data!.getOnePost.title).toBe(`Edited ${round}`);
      const seenInList = await graphql<{ getAllPosts: { _id: string; title: string; category: string }[] }>(writer, ALL_POSTS);
      expect(seenInList.data!.getAllPosts.find((post) => post._id === id)).toMatchObject({ title: `Edited ${round}`, category: 'Stories' });
      // The page a visitor opens on the other process carries the new title in its head too.
      const page = await (await fetch(`${writer}/ActivityDetailsPage/${id}`)).text();
      expect(page).toContain(`<title>Edited ${round}`);

      if (round % 2 === 1) {
        const removed = await graphql(writer, DELETE_POST, { id }, token);
        expect(removed.errors).toBeUndefined();
        const gone = await graphql<{ getAllPosts: { _id: string }[] }>(reader, ALL_POSTS);
        expect(gone.data!.getAllPosts.some((post) => post._id === id)).toBe(false);
      }
    }
  }, 120_000);

  test('site content published through one is read at once, published, from the other: its cache dropped', async () => {
    const token = await ownerToken(a);
    const READ = 'query siteContent($section: String!, $language: Language) { siteContent(section: $section, language: $language) { content } }';
    const EDIT = 'query ($section: String!) { siteSection(section: $section) { version published } }';
    const PUBLISH = `mutation ($section: String!, $content: String!, $version: Int!) {
      publishSiteSection(section: $section, content: $content, version: $version) { version } }`;
    for (let round = 0; round < 4; round++) {
      const writer = next();
      const reader = next();
      // The reader holds the section in its read cache (and in its pages') before the change.
      for (let i = 0; i < 2; i++) expect((await graphql(reader, READ, { section: 'contact', language: 'fr' })).errors).toBeUndefined();
      await fetch(`${reader}/fr/ContactPage`);
      const { data } = await graphql<{ siteSection: { version: number; published: string } }>(writer, EDIT, { section: 'contact' }, token);
      const phone = `+250 788 000 00${round}`;
      const content = JSON.stringify({ ...(JSON.parse(data!.siteSection.published) as object), phone });
      const published = await graphql(writer, PUBLISH, { section: 'contact', content, version: data!.siteSection.version }, token);
      expect(published.errors).toBeUndefined();
      const read = await graphql<{ siteContent: { content: string } }>(reader, READ, { section: 'contact', language: 'fr' });
      expect(JSON.parse(read.data!.siteContent.content).phone).toBe(phone);
      expect(await (await fetch(`${reader}/fr/ContactPage`)).text()).toContain(phone);
    }
  }, 60_000);

  test('an upload through one is served by the other', async () => {
    const image = await uploadedThrough(b, 800, 500, '#8a3b12', 'both.png');
    // The answer is absolute on the process that took the upload; the other serves the same path.
    const { pathname, search } = new URL(image.url);
    expect(image.url.startsWith(`${b.url}/uploads/`)).toBe(true);
    const fromB = Buffer.from(await (await fetch(image.url)).arrayBuffer());
    const fromA = await fetch(`${a.url}${pathname}${search}`);
    expect(fromA.status).toBe(200);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(fromB)).toBe(true);
  }, 60_000);

  test('one upload in flight per person, whichever process each goes to', async () => {
    const token = await ownerToken(a);
    const picture = (shade: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: shade } }).png().toBuffer();
    const held = holdUpload(a, { bytes: await picture('#123456'), name: 'held.png' }, token);
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${schema}.rate_limit_events WHERE key LIKE 'upload-in-flight:%'`);
        if (rows[0].n === 1) break;
        if (attempt > 1_000) throw new Error('the held upload never took its place');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await client.end();
    }
    const refused = await upload(b, [{ bytes: await picture('#654321'), name: 'second.png' }], token);
    expect(refused).toMatchObject({ status: 429, retryAfter: expect.any(String), body: { error: { code: 'RATE_LIMITED' } } });
    expect((await held.finish()).status).toBe(200);
    expect((await upload(b, [{ bytes: await picture('#654321'), name: 'second.png' }], token)).status).toBe(200);
  }, 60_000);

  test('an upload stored without its JPEG gets one on the first request: both processes at once store one and serve it whole', async () => {
    const image = await uploadedThrough(a, 1700, 1000, '#2f6f4e', 'older.png');
    const hash = /^\/uploads\/([0-9a-f]{64})\.webp/.exec(new URL(image.url).pathname)![1]!;
    // As an upload stored before migration 150: no JPEG.
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      await client.query(`DELETE FROM ${schema}.image_jpegs WHERE hash = $1`, [hash]);
      const answers = await Promise.all(
        [a, b, a, b].map(async (server) => {
          const answer = await fetch(`${server.url}/uploads/${hash}.jpg`);
          return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
        }),
      );
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200, type: 'image/jpeg' });
        expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
      }
      expect(await sharp(answers[0]!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 706 });
      const rows = await client.query(`SELECT width, height, bytes FROM ${schema}.image_jpegs WHERE hash = $1`, [hash]);
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]).toMatchObject({ width: 1200, height: 706 });
      expect((rows.rows[0].bytes as Buffer).equals(answers[0]!.bytes)).toBe(true);
    } finally {
      await client.end();
    }
  }, 60_000);

  test('login throttling counts the attempts made on both together', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await graphql(next(), LOGIN, { email: 'intruder@example.rw', password: `guess number ${i} of many` });
      codes.push(errorCode(result));
    }
    // Five passwords checked in all (three on each would be six): the sixth is refused.
    expect(codes.slice(0, 5).every((code) => code !== 'RATE_LIMITED')).toBe(true);
    expect(codes[5]).toBe('RATE_LIMITED');
    for (const url of [a.url, b.url]) {
      const result = await graphql(url, LOGIN, { email: 'intruder@example.rw', password: 'one more guess here' });
      expect(errorCode(result)).toBe('RATE_LIMITED');
    }
  }, 60_000);

  test('the contact-message limit counts the messages sent to both together', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await graphql<{ sendContactMessage: { received: boolean } }>(next(), SEND_CONTACT_MESSAGE, {
        input: { name: 'Aline Mukamana', email: 'aline@example.rw', message: `Message number ${i} about mentoring.` },
      });
      codes.push(result.data?.sendContactMessage.received ? 'received' : errorCode(result));
    }
    expect(codes).toEqual(['received', 'received', 'received', 'received', 'received', 'RATE_LIMITED']);
  }, 60_000);

  test('the subscribe limit counts the subscriptions made on both together: never more than 10 an hour from one address', async () => {
    // 'both@example.rw' above used one of this address's ten.
    const codes: string[] = [];
    for (let i = 0; i < 24; i++) {
      const result = await graphql(next(), MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `reader-${i}@example.rw` } });
      codes.push(errorCode(result) ?? 'OK');
    }
    // Each process takes part of what is left at a time, so one may refuse while the other still
    // holds a little; together they admit the nine left and never more.
    expect(codes.filter((code) => code === 'OK')).toHaveLength(9);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'RATE_LIMITED')).toBe(true);
    expect(codes.slice(-4)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    for (const url of [a.url, b.url]) {
      const result = await graphql(url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'one-more@example.rw' } });
      expect(errorCode(result)).toBe('RATE_LIMITED');
    }
  }, 60_000);

  test('gifts received through both at once take the next receipt numbers of the year: no gap, no repeat', async () => {
    const token = await ownerToken(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        graphql<{ recordGift: { receiptNumber: string } }>(i % 2 === 0 ? a.url : b.url, RECORD_GIFT, { input: { amount: 1_000 + i, way: 'CASH', amountRwf: 1_000 + i, date: '2026-03-01' } }, token),
      ),
    );
    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
    const numbers = answers.map((answer) => answer.data!.recordGift.receiptNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `BCF-2026-${String(i + 1).padStart(4, '0')}`));
  }, 60_000);
});
