// The scale section of `npm run bench`: what a first visit costs on a phone (375x800,
// CPU slowed 4x through Chromium's DevTools protocol, an empty cache) with 9, 1,000 and 3,000
// posts (and beside them 10 subscribers and one contact message for every 3 posts: 30 and 3 with
// the 9 samples, 10,000 and 1,000 at 3,000 posts), and the card list query's latency under
// autocannon. Beyond the samples, every size also has half as many posts again that are not
// public (drafts, in review, scheduled a month ahead: a third of all posts, issue 24), written
// last so they are the newest: were they to leak into a public list they would be its first page.
// The goal: at 3,000 posts, at most 1.25 times the bytes, the time to the first card or row and
// the blocked time it takes with the sample data.
// Run alone: node --import tsx bench/scale.ts (SCALE_SIZES, SCALE_RUNS, SCALE_UNPUBLISHED adjust it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { POST_CARDS, postCardsVariables } from '../shared/cardDocuments.ts';
import { pathTo } from '../shared/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureBuilt } from '../tests/kit/builtSite.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { BENCH_ADMIN, startBenchServer, type BenchServer } from './serverProcess.ts';

export const SCALE_SIZES = (process.env.SCALE_SIZES ?? '9,1000,3000').split(',').map(Number);
const RUNS = Number(process.env.SCALE_RUNS ?? 5);
const CANNON_SECONDS = Number(process.env.SCALE_CANNON_SECONDS ?? 5);
const CPU_SLOWDOWN = 4;
/** The tab a filtered visit switches to (every size has posts of it, the samples two). */
const FILTER = 'Stories';
const PHONE = { width: 375, height: 800 };

const LOGIN = 'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';
const ADD_POST = 'mutation addPost($input: PostInput!) { addPost(input: $input) { _id } }';
const UNPUBLISH_POST = 'mutation unpublishPost($id: ID!) { unpublishPost(id: $id) { _id } }';
const SUBMIT_FOR_REVIEW = 'mutation submitForReview($id: ID!) { submitForReview(id: $id) { _id } }';
const SCHEDULE_POST = 'mutation schedulePost($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }';
/** How many posts of a sample-only database there are: that size has no unpublished posts. */
const SAMPLE_POSTS = 9;

export interface Visit {
  path: string;
  /** Bytes that crossed the wire (every response until the network is quiet). */
  bytes: number;
  /** From navigation start to the first card, post title or table row in the document. */
  firstMs: number;
  /** Total blocking time: the part beyond 50 ms of every long task. */
  blockedMs: number;
}

export interface ScaleRow {
  /** Published posts. */
  posts: number;
  /** Posts not public beside them: drafts, in review and scheduled. */
  unpublished: number;
  subscribers: number;
  messages: number;
  visits: Visit[];
  /** postCards, first page of every post, POST as the app sends it. */
  listP50Ms: number;
  listP99Ms: number;
  listRequestsPerSecond: number;
}

// Notes when the first element matching the page's selector appears, and every long task.
const PROBE = `(() => {
  window.__bench = { first: null, blocked: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.blocked += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const look = () => {
    if (window.__bench.first === null && document.querySelector(window.__benchSelector)) window.__bench.first = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Opens `url` on the slowed phone with an empty cache, waits until `selector` is in the document and
 * the network is quiet, then hands the page and the bytes so far to `measure`.
 */
async function onPhone<T>(
  browser: Browser,
  url: string,
  selector: string,
  token: string | undefined,
  measure: (page: Page, bytes: () => number) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await context.addInitScript(
      `window.__benchSelector = ${JSON.stringify(selector)};${token ? `localStorage.setItem('userToken', ${JSON.stringify(token)});` : ''}${PROBE}`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector(selector, { state: 'attached', timeout: 120_000 });
    await settle(page);
    return await measure(page, () => bytes);
  } finally {
    await context.close();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
}

const visit = (browser: Browser, url: string, selector: string, token?: string): Promise<Omit<Visit, 'path'>> =>
  onPhone(browser, url, selector, token, async (page, bytes) => {
    const probe = await page.evaluate(() => (window as unknown as { __bench: { first: number; blocked: number } }).__bench);
    return { bytes: bytes(), firstMs: Math.round(probe.first), blockedMs: Math.round(probe.blocked) };
  });

/**
 * A filter tab on /ActivitiesPage: the page is loaded as in visit(), then the tab is pressed; bytes,
 * time (from the press to the first card of that category) and blocked time count from the press.
 */
const visitFilter = (browser: Browser, url: string, category: string): Promise<Omit<Visit, 'path'>> =>
  onPhone(browser, url, '.activity-card', undefined, async (page, bytes) => {
    const bytesBefore = bytes();
    // Notes the moment the grid is settled on the category's cards, from the press on. (A string:
    // tsx would wrap a function's inner functions in a helper the page does not have.)
    const before = (await page.evaluate(`(() => {
      window.__filterShown = null;
      const wanted = ${JSON.stringify(category)};
      new MutationObserver(() => {
        const grid = document.querySelector('.activity-grid');
        const first = grid && grid.querySelector('.activity-card__category');
        if (window.__filterShown === null && grid && grid.getAttribute('aria-busy') !== 'true' && first && first.textContent === wanted) {
          window.__filterShown = performance.now();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      return { at: performance.now(), blocked: window.__bench.blocked };
    })()`)) as { at: number; blocked: number };
    await page.getByRole('button', { name: category, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __filterShown: number | null }).__filterShown !== null, undefined, {
      timeout: 120_000,
    });
    const firstAt = await page.evaluate(() => (window as unknown as { __filterShown: number }).__filterShown);
    await settle(page);
    const blocked = await page.evaluate(() => (window as unknown as { __bench: { blocked: number } }).__bench.blocked);
    return { bytes: bytes() - bytesBefore, firstMs: Math.round(firstAt - before.at), blockedMs: Math.round(blocked - before.blocked) };
  });

/** Beside the posts: 10 subscribers and 1 contact message for every 3 posts. */
export const scalePeople = (posts: number) => ({ subscribers: Math.round((posts * 10) / 3), messages: Math.round(posts / 3) });

/** Posts not public for each published one beyond the samples (SCALE_UNPUBLISHED=0 leaves them out, to compare). */
const UNPUBLISHED_PER_PUBLISHED = Number(process.env.SCALE_UNPUBLISHED ?? 0.5);

/** Beside `posts` published ones, half as many not public (a third of all posts); none with the samples alone. */
export const scaleUnpublished = (posts: number) => (posts > SAMPLE_POSTS ? Math.round(posts * UNPUBLISHED_PER_PUBLISHED) : 0);

/**
 * Subscribers (most active, some pending or unsubscribed, one an hour back in time) and contact
 * messages (a third unread), written straight into the database before its server starts.
 */
async function seedPeople(dataDir: string, subscribers: number, messages: number): Promise<void> {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    await db.query(
      `INSERT INTO subscribers (email, status, date_subscribed)
       SELECT 'reader-' || n || '@example.org', CASE WHEN n % 20 = 0 THEN 'PENDING' WHEN n % 25 = 0 THEN 'UNSUBSCRIBED' ELSE 'ACTIVE' END,
              now() - n * interval '1 hour'
       FROM generate_series(1, $1::int) n`,
      [subscribers],
    );
    await db.query(
      `INSERT INTO contact_messages (name, email, message, is_read, date_sent)
       SELECT 'Visitor ' || n, 'visitor-' || n || '@example.org',
              'Hello, I would like to know how to mentor a student and how the foundation chooses them. ' || n,
              n % 3 <> 0, now() - n * interval '3 hours'
       FROM generate_series(1, $1::int) n`,
      [messages],
    );
  } finally {
    await db.close();
  }
}

async function fill(url: string, token: string, target: number): Promise<string> {
  const ids = async () => (await graphqlData<{ getAllPosts: { _id: string; image_url: { url: string; filename: string }[] }[] }>(
    url,
    'query ids { getAllPosts { _id image_url { url filename } } }',
  )).getAllPosts;
  const existing = await ids();
  const picture = existing[0]?.image_url[0] ?? { url: '/logo.svg', filename: 'logo.svg' };
  const missing = Array.from({ length: Math.max(0, target - existing.length) }, (_, i) => i);
  // A few at a time: the server writes them one by one anyway.
  for (let start = 0; start < missing.length; start += 8) {
    await Promise.all(
      missing.slice(start, start + 8).map((i) =>
        graphqlData(url, ADD_POST, {
          input: {
            title: `Bench post ${i + 1}`,
            content: 'Students and mentors met to plan the next term. '.repeat(6),
            category: ['Celebrations', 'Events', 'Meetings', 'Stories'][i % 4],
            contentSections: [{ sectionTitle: 'What happened', paragraph1: 'A good day for everyone. '.repeat(20), paragraph2: 'More soon.' }],
            image_urls: [picture, picture],
            image_url: picture,
          },
        }, token),
      ),
    );
  }
  // The sample post the details page shows: the same post at every size.
  return existing.at(-1)!._id;
}

const UNPUBLISHED_KINDS = ['DRAFT', 'IN_REVIEW', 'SCHEDULED'] as const;

/**
 * `count` posts that are not public, written after the published ones (so the newest), in turn
 * drafts, in review and scheduled a month ahead (later than the bench lasts).
 */
async function fillUnpublished(url: string, token: string, count: number): Promise<void> {
  const monthAhead = Date.now() + 30 * 24 * 3_600_000;
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, (_, k) => start + k).map(async (i) => {
        const kind = UNPUBLISHED_KINDS[i % UNPUBLISHED_KINDS.length]!;
        const { addPost } = await graphqlData<{ addPost: { _id: string } }>(url, ADD_POST, {
          input: {
            title: `Unpublished ${kind.toLowerCase()} ${i + 1}`,
            content: 'Notes for a post that is not ready yet. '.repeat(6),
            category: ['Celebrations', 'Events', 'Meetings', 'Stories'][i % 4],
            contentSections: [{ sectionTitle: 'Plan', paragraph1: 'To be written. '.repeat(20) }],
            image_urls: [],
          },
        }, token);
        // Written as a post and taken back to a draft: new drafts are limited per person an hour
        // (server/posts/staffLimits.ts), unpublishing is not.
        await graphqlData(url, UNPUBLISH_POST, { id: addPost._id }, token);
        if (kind === 'IN_REVIEW') await graphqlData(url, SUBMIT_FOR_REVIEW, { id: addPost._id }, token);
        if (kind === 'SCHEDULED') await graphqlData(url, SCHEDULE_POST, { id: addPost._id, at: monthAhead + i * 60_000 }, token);
      }),
    );
  }
}

async function listLatency(url: string) {
  const body = JSON.stringify({ query: POST_CARDS, operationName: 'postCards', variables: postCardsVariables(null, null) });
  const options = { url, connections: 20, requests: [{ method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json' }, body }] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: CANNON_SECONDS });
  return { listP50Ms: result.latency.p50, listP99Ms: result.latency.p99, listRequestsPerSecond: Math.round(result.requests.average) };
}

export async function measureScale(): Promise<ScaleRow[]> {
  ensureBuilt();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const dataDirs: string[] = [];
  const servers: BenchServer[] = [];
  try {
    // One server per size, each with its own database, so that the visits can take turns: a
    // shared machine's slow moments then fall on every size alike.
    const sized = [];
    for (const size of SCALE_SIZES) {
      console.error(`Scale: filling a database to ${size} posts...`);
      const dataDir = mkdtempSync(join(tmpdir(), 'bcf-scale-'));
      dataDirs.push(dataDir);
      const people = scalePeople(size);
      await seedPeople(dataDir, people.subscribers, people.messages);
      const server = await startBenchServer({ DATA_DIR: dataDir });
      servers.push(server);
      const { login_user } = await graphqlData<{ login_user: { token: string } }>(server.url, LOGIN, BENCH_ADMIN);
      const postId = await fill(server.url, login_user.token, size);
      const unpublished = scaleUnpublished(size);
      await fillUnpublished(server.url, login_user.token, unpublished);
      const token = login_user.token;
      const pages: [string, () => Promise<Omit<Visit, 'path'>>][] = [
        ['/ActivitiesPage', () => visit(browser, server.url + '/ActivitiesPage', '.activity-card')],
        [`/ActivitiesPage, ${FILTER} tab`, () => visitFilter(browser, server.url + '/ActivitiesPage', FILTER)],
        ['/ActivityDetailsPage/{id}', () => visit(browser, `${server.url}/ActivityDetailsPage/${postId}`, '.post-details__headline')],
        ...(['adminOverview', 'adminSubscriptions', 'adminMessages'] as const).map((id) => {
          const path = pathTo(id);
          return [path, () => visit(browser, server.url + path, '.admin-table tbody tr', token)] as [string, () => Promise<Omit<Visit, 'path'>>];
        }),
      ];
      sized.push({ size, unpublished, ...people, server, pages, runs: pages.map(() => [] as Omit<Visit, 'path'>[]) });
    }
    for (let run = 0; run < RUNS; run += 1) {
      console.error(`Scale: visits, round ${run + 1} of ${RUNS}...`);
      for (let index = 0; index < sized[0]!.pages.length; index += 1) {
        for (const one of sized) one.runs[index]!.push(await one.pages[index]![1]());
      }
    }
    const rows: ScaleRow[] = [];
    for (const one of sized) {
      const visits = one.pages.map(([path], index) => {
        const runs = one.runs[index]!;
        return {
          path,
          bytes: median(runs.map((r) => r.bytes)),
          firstMs: median(runs.map((r) => r.firstMs)),
          blockedMs: median(runs.map((r) => r.blockedMs)),
        };
      });
      console.error(`Scale: postCards under autocannon at ${one.size} posts...`);
      rows.push({ posts: one.size, unpublished: one.unpublished, subscribers: one.subscribers, messages: one.messages, visits, ...(await listLatency(one.server.url)) });
    }
    return rows;
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await browser.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');

/** The README's table: each page at each size, and the ratio of the largest size to the smallest. */
export function scaleTable(rows: ScaleRow[]): string {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const lines = [
    `Data: ${rows
      .map((row) => `${row.posts} posts${row.unpublished ? ` (and ${row.unpublished} not public: drafts, in review, scheduled)` : ''} with ${row.subscribers} subscribers and ${row.messages} messages`)
      .join('; ')}.`,
    '',
    `| page | posts | transferred KB | first card/row ms | blocked ms | ratio to ${first.posts} posts (bytes / first / blocked) |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const [index, base] of first.visits.entries()) {
    for (const row of rows) {
      const v = row.visits[index]!;
      const ratios = row === first ? '' : `${ratio(v.bytes, base.bytes)} / ${ratio(v.firstMs, base.firstMs)} / ${ratio(v.blockedMs, base.blockedMs)}`;
      lines.push(`| ${v.path} | ${row.posts} | ${kb(v.bytes)} | ${v.firstMs} | ${v.blockedMs} | ${ratios} |`);
    }
  }
  lines.push('', '| posts | postCards p50 ms | p99 ms | req/s |', '| ---: | ---: | ---: | ---: |');
  for (const row of rows) lines.push(`| ${row.posts} | ${row.listP50Ms} | ${row.listP99Ms} | ${row.listRequestsPerSecond} |`);
  void last;
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureScale();
  console.log(`## Scale: first visits on a phone (375x800, CPU 4x slower), median of ${RUNS}\n\n${scaleTable(rows)}\n`);
}
