// The Insights against a client that wants them wrong, through the real server and its roll-up:
// one person is one visitor of each row they touch (four pages from one site, one page in two
// languages, a post in two languages); one address is one allowance whatever user agents it sends;
// a beacon body past its limit is refused 413 before it is read; made-up sources never crowd out
// the real ones; a hand-typed ref=newsletter is not the newsletter's; and an Editor never reads
// one donor's amount in the giving figures. Both databases.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../../shared/insightsBeacon.ts';
import { kigaliDate } from '../../../shared/kigaliTime.ts';
import { loadJwtSecret } from '../../../server/core/secret.ts';
import { DEFAULT_RECORDER } from '../../../server/insights/recorder.ts';
import { newsletterLink, newsletterMark } from '../../../server/subscribers/links.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { PLEDGE } from '../giving/documents.ts';
import { SOURCES_KEPT_PER_DAY } from '../../../server/insights/rollups.ts';
import { GIVING_INSIGHTS, TRAFFIC, POST_INSIGHTS, countViews, someone, type Row, type View } from './documents.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MINUTE = 60_000;

interface Traffic {
  visitors: number;
  views: number;
  pages: Row[];
  sources: Row[];
  languages: Row[];
  devices: Row[];
}

/**
 * Posts a body of `total` bytes to the beacon, a kilobyte at a time, its length declared or sent
 * chunked; stops writing once answered. Answers the status and how much of the body had been written.
 */
function postRaw(url: string, total: number, declare: boolean): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest(`${url}${BEACON_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_UA, ...(declare ? { 'content-length': String(total) } : {}) },
    });
    req.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, written });
    });
    // The server closes the connection on a refused body: writing on is then an error, as expected.
    req.on('error', (error) => (answered || written > 0 ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024, 'a');
    const pump = () => {
      if (answered) return;
      if (written >= total) return void req.end();
      const size = Math.min(chunk.length, total - written);
      written += size;
      req.write(chunk.subarray(0, size), () => setImmediate(pump));
    };
    pump();
  });
}

describe.each(databasesOf(import.meta.url))('the Insights under attack on $name', (kind) => {
  const server = new TestServer(kind);
  let token: string;
  let postId: string;

  const page = (path: string, headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
    server.request(path, { headers: { 'user-agent': DESKTOP_UA, ...headers }, remoteAddress });
  const beacon = (body: object, headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
    server.request(BEACON_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_UA, ...headers },
      body: JSON.stringify(body),
      remoteAddress,
    });
  const rolledUp = async () => {
    await server.services.insightsCounting.recorder.flush();
    await server.services.insightsCounting.rollups!.runNow();
  };
  const traffic = async (): Promise<Traffic> => {
    const answer = await server.gql<{ trafficInsights: Traffic }>(TRAFFIC, { period: 'LAST_7_DAYS' }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.trafficInsights;
  };
  const row = (rows: Row[], key: string) => rows.find((one) => one.key === key);
  /** No row of any breakdown has more visitors than the site. */
  const noRowAboveTheSite = (answer: Traffic) => {
    for (const rows of [answer.pages, answer.sources, answer.languages, answer.devices]) {
      for (const one of rows) expect(one.visitors, one.key).toBeLessThanOrEqual(answer.visitors);
    }
  };

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir) });
    await server.start();
    token = await server.login();
    const [post] = await server.services.repos.posts.listPublished();
    postId = post!._id;
  });
  afterAll(() => server.destroy());
  beforeEach(async () => {
    await rolledUp();
    for (const table of ['insight_views', 'insight_summary_daily', 'insight_visitors_daily', 'insight_rollups', 'insight_day_visitors', 'insight_day_arrivals', 'insight_post_totals']) {
      await server.services.db.query(`DELETE FROM ${table}`);
    }
  });

  test('one person reading four pages after arriving from a news site is one visitor from that site, and one of each page', async () => {
    await page('/', { referer: 'https://news.example/story' });
    await beacon({ p: '/ActivitiesPage', l: 'en', r: '' });
    await beacon({ p: '/DonatePage', l: 'en', r: '' });
    await beacon({ p: '/ContactPage', l: 'en', r: '' });
    await rolledUp();
    const answer = await traffic();
    expect(answer).toMatchObject({ visitors: 1, views: 4 });
    expect(answer.sources).toEqual([{ key: 'news.example', label: 'news.example', visitors: 1, views: 4 }]);
    expect(answer.pages.map((one) => [one.key, one.visitors, one.views])).toEqual([
      ['/', 1, 1],
      ['/ActivitiesPage', 1, 1],
      ['/ContactPage', 1, 1],
      ['/DonatePage', 1, 1],
    ]);
    expect(answer.languages).toEqual([{ key: 'en', label: 'en', visitors: 1, views: 4 }]);
    expect(answer.devices).toEqual([{ key: 'DESKTOP', label: 'DESKTOP', visitors: 1, views: 4 }]);
    noRowAboveTheSite(answer);
  });

  test('one person reading / in English and Kinyarwanda is one visitor of /; a post read in two languages has one reader', async () => {
    await page('/');
    await page('/rw/');
    await page(`/ActivityDetailsPage/${postId}`);
    await beacon({ p: `/rw/ActivityDetailsPage/${postId}`, l: 'rw', r: '' });
    // Someone else reads / once: two visitors of /.
    await page('/', {}, '192.0.2.11');
    await rolledUp();
    const answer = await traffic();
    expect(answer).toMatchObject({ visitors: 2, views: 5 });
    expect(row(answer.pages, '/')).toMatchObject({ visitors: 2, views: 3 });
    expect(row(answer.pages, postId)).toMatchObject({ visitors: 1, views: 2 });
    expect(answer.languages).toEqual([
      { key: 'en', label: 'en', visitors: 2, views: 3 },
      { key: 'rw', label: 'rw', visitors: 1, views: 2 },
    ]);
    expect(answer.sources).toEqual([{ key: '', label: '', visitors: 2, views: 5 }]);
    noRowAboveTheSite(answer);
    const post = await server.gql<{ postInsights: { visitors: number; views: number; languages: Row[] } }>(POST_INSIGHTS, { id: postId }, token);
    expect(post.data!.postInsights).toMatchObject({ visitors: 1, views: 2 });
    expect(post.data!.postInsights.languages.map((one) => [one.key, one.visitors, one.views])).toEqual([
      ['en', 1, 1],
      ['rw', 1, 1],
    ]);

    // Once the day has closed, its counts and the post's totals are the same.
    await server.services.db.query(`UPDATE insight_views SET day = day - 1`);
    for (const table of ['insight_summary_daily', 'insight_visitors_daily', 'insight_day_visitors', 'insight_day_arrivals']) {
      await server.services.db.query(`UPDATE ${table} SET day = day - 1`);
    }
    await rolledUp();
    expect(await server.services.db.query('SELECT day FROM insight_rollups')).toHaveLength(1);
    const closed = await traffic();
    expect(row(closed.pages, '/')).toMatchObject({ visitors: 2, views: 3 });
    expect(closed.languages).toEqual(answer.languages);
    const after = await server.gql<{ postInsights: { visitors: number; views: number; languages: Row[] } }>(POST_INSIGHTS, { id: postId }, token);
    expect(after.data!.postInsights).toEqual(post.data!.postInsights);
  });

  test("300 beacons from one address, each with its own user agent, add at most that address's allowance", async () => {
    const started = Date.now();
    for (let sent = 0; sent < 300; sent += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, n) => beacon({ p: '/ImpactPage', l: 'en', r: '' }, { 'user-agent': `${DESKTOP_UA} Flood/${sent + n}` }, '198.51.100.40')),
      );
    }
    const minutes = Math.floor(Date.now() / MINUTE) - Math.floor(started / MINUTE) + 1;
    await rolledUp();
    const answer = await traffic();
    expect(answer.views).toBeGreaterThanOrEqual(DEFAULT_RECORDER.viewsPerMinute);
    expect(answer.views).toBeLessThanOrEqual(DEFAULT_RECORDER.viewsPerMinute * minutes);
    expect(answer.visitors).toBeLessThanOrEqual(DEFAULT_RECORDER.viewsPerMinute * minutes);
    // Another address is not held back by it.
    await beacon({ p: '/ImpactPage', l: 'en', r: '' }, {}, '198.51.100.41');
    await rolledUp();
    expect((await traffic()).views).toBe(answer.views + 1);
  });

  test('a beacon body past the limit is refused 413 before it is read, whether its length is declared or not; one at the limit is taken', async () => {
    const fiftyMegabytes = 50 * 1024 * 1024;
    for (const declare of [true, false]) {
      const { status, written } = await postRaw(server.url, fiftyMegabytes, declare);
      expect(status, `declared: ${declare}`).toBe(413);
      expect(written, `declared: ${declare}`).toBeLessThan(fiftyMegabytes / 10);
    }
    expect((await postRaw(server.url, BEACON_MAX_BYTES + 1, true)).status).toBe(413);
    expect((await postRaw(server.url, BEACON_MAX_BYTES + 1, false)).status).toBe(413);
    const body = JSON.stringify({ p: '/FrequentAskedQuestions', l: 'en', r: '' });
    const atLimit = body.padEnd(BEACON_MAX_BYTES, ' ');
    const taken = await server.request(BEACON_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_UA },
      body: atLimit,
      remoteAddress: '192.0.2.12',
    });
    expect(taken.status).toBe(204);
    // The server still answers.
    expect((await server.request('/healthz')).status).toBe(200);
  });

  test('a period row never counts a visitor twice a day: the page views of one day keep kigali days apart', async () => {
    // Two visits of one person a day apart are two daily visitors, as the site's own figure.
    const now = Date.now();
    const yesterday = kigaliDate(now - 86_400_000);
    await page('/WhoWeArePage');
    await server.services.insightsCounting.recorder.flush();
    await server.services.db.query(`UPDATE insight_views SET day = $1`, [yesterday]);
    await page('/WhoWeArePage');
    await rolledUp();
    const answer = await traffic();
    expect(answer).toMatchObject({ visitors: 2, views: 2 });
    expect(row(answer.pages, '/WhoWeArePage')).toMatchObject({ visitors: 2, views: 2 });
  });

  test("an Editor cannot learn one donor's pledge from the giving figures: rows of fewer than five gifts are merged, and no difference isolates one", async () => {
    let address = 0;
    const pledge = async (arrivalSource: string, amount: number) => {
      const answer = await server.gql(PLEDGE, { input: { amount, way: 'CASH', arrivalSource, arrivalPath: '/DonatePage' } }, { remoteAddress: `203.0.113.${++address}` });
      expect(answer.errors).toBeUndefined();
    };
    // A link tagged for one person brought one pledge; the other sources brought many or few.
    await pledge('alice-tag-42', 123_457);
    for (let n = 0; n < 6; n += 1) await pledge('google.com', 1_000);
    for (let n = 0; n < 3; n += 1) await pledge('facebook.com', 2_000);
    for (let n = 0; n < 2; n += 1) await pledge('twitter.com', 2_000);
    type Giving = { sources: { key: string; label: string; gifts: number; pledged: number }[]; pages: { key: string; gifts: number; pledged: number }[] };
    const giving = async (as: string) => {
      const answer = await server.gql<{ givingInsights: Giving }>(GIVING_INSIGHTS, { period: 'LAST_30_DAYS' }, as);
      expect(answer.errors).toBeUndefined();
      return answer.data!.givingInsights;
    };

    // Whoever may see donors sees the row as it is.
    expect((await giving(token)).sources).toContainEqual(expect.objectContaining({ key: 'alice-tag-42', gifts: 1, pledged: 123_457 }));

    const editor = (await server.addStaff('EDITOR')).token;
    const seen = await giving(editor);
    for (const rows of [seen.sources, seen.pages]) {
      for (const one of rows) {
        expect(one.gifts, one.key).toBeGreaterThanOrEqual(5);
        expect(one.pledged, one.key).not.toBe(123_457);
      }
    }
    expect(seen.sources.map((one) => one.key)).not.toContain('alice-tag-42');
    // The small rows are one "Other" of at least five gifts, so no row subtracted from the total is one gift.
    expect(seen.sources).toEqual([
      { key: '(other)', label: 'Other', currency: 'RWF', gifts: 6, pledged: 123_457 + 2 * 2_000 + 3 * 2_000, received: 0 },
      { key: 'google.com', label: 'google.com', currency: 'RWF', gifts: 6, pledged: 6_000, received: 0 },
    ]);
    expect(seen.pages).toEqual([{ key: '/DonatePage', label: '/DonatePage', currency: 'RWF', gifts: 12, pledged: 139_457, received: 0 }]);
  });

  test("an Editor cannot learn one donor's gift from the months: a quiet month's pledged or received is counted in a later one, and the months add up to the rows", async () => {
    await server.services.db.query(`DELETE FROM gifts`);
    let address = 0;
    const pledge = async (amount: number) => {
      const answer = await server.gql(PLEDGE, { input: { amount, way: 'CASH', arrivalSource: 'google.com', arrivalPath: '/DonatePage' } }, { remoteAddress: `203.0.113.${++address}` });
      expect(answer.errors).toBeUndefined();
    };
    const receive = (where: string, params: unknown[]) =>
      server.services.db.query(
        `UPDATE gifts SET status = 'RECEIVED', received_rwf = amount, received_on = (pledged_at + interval '2 hours')::date,
           receipt_number = 'R-' || reference WHERE ${where}`,
        params,
      );
    // Six gifts this month, five of them received; one pledged alone 45 days ago, and one pledged
    // and received alone 110 days ago: each of those two months holds one donor's gift.
    for (let n = 0; n < 6; n += 1) await pledge(1_000);
    await pledge(123_457);
    await pledge(55_555);
    await server.services.db.query(`UPDATE gifts SET pledged_at = pledged_at - interval '45 days' WHERE amount = 123457`);
    await server.services.db.query(`UPDATE gifts SET pledged_at = pledged_at - interval '110 days' WHERE amount = 55555`);
    await receive(`amount = 55555`, []);
    await receive(`seq IN (SELECT seq FROM gifts WHERE amount = 1000 ORDER BY seq LIMIT 5)`, []);
    type Giving = { months: { month: string; currency: string; pledged: number; received: number }[]; sources: { gifts: number; pledged: number; received: number }[] };
    const giving = async (as: string) => {
      const answer = await server.gql<{ givingInsights: Giving }>(GIVING_INSIGHTS, { period: 'LAST_12_MONTHS' }, as);
      expect(answer.errors).toBeUndefined();
      return answer.data!.givingInsights;
    };

    // Whoever may see donors sees each month as it is.
    const whole = await giving(token);
    expect(whole.months.map((one) => one.pledged)).toEqual(expect.arrayContaining([123_457, 55_555]));
    expect(whole.months.map((one) => one.received)).toContain(55_555);

    const seen = await giving((await server.addStaff('EDITOR')).token);
    for (const one of seen.months) {
      expect([123_457, 55_555], one.month).not.toContain(one.pledged);
      expect([55_555], one.month).not.toContain(one.received);
    }
    // Only the month with enough gifts shows, holding the quiet months' too: nothing is lost, and
    // the months add up to the rows, so no difference of what an Editor reads is one gift.
    expect(seen.months).toEqual([{ month: kigaliDate(Date.now()).slice(0, 7), currency: 'RWF', pledged: 6_000 + 123_457 + 55_555, received: 5_000 + 55_555 }]);
    const sum = (amounts: number[]) => amounts.reduce((total, one) => total + one, 0);
    expect(sum(seen.sources.map((one) => one.pledged))).toBe(sum(seen.months.map((one) => one.pledged)));
    expect(sum(seen.sources.map((one) => one.received))).toBe(sum(seen.months.map((one) => one.received)));
  });

  test("a pledge is the newsletter's only by the newsletter's marked link: a hand-typed ref=newsletter, or a wrong mark, names no source", async () => {
    await server.services.db.query(`DELETE FROM gifts`);
    const mark = newsletterMark(loadJwtSecret(server.app.config.dataDir, server.app.config.jwtSecret));
    let address = 100;
    const sourceOf = async (arrivalSource: string, arrivalPath: string) => {
      const answer = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 1_000, way: 'CASH', arrivalSource, arrivalPath } }, { remoteAddress: `203.0.113.${++address}` });
      expect(answer.errors).toBeUndefined();
      const [row] = await server.services.db.query<{ arrival_source: string; arrival_path: string }>('SELECT arrival_source, arrival_path FROM gifts WHERE reference = $1', [
        answer.data!.pledgeGift.reference,
      ]);
      return row;
    };
    expect(await sourceOf('newsletter', '/DonatePage?ref=newsletter')).toEqual({ arrival_source: '', arrival_path: '/DonatePage' });
    expect(await sourceOf('newsletter', '/DonatePage')).toEqual({ arrival_source: '', arrival_path: '/DonatePage' });
    expect(await sourceOf('Newsletter', `/DonatePage?ref=newsletter&nl=${'0'.repeat(mark.length)}`)).toEqual({ arrival_source: '', arrival_path: '/DonatePage' });
    // The newsletter's own link, as its e-mail carries it, is the newsletter's.
    const link = new URL(newsletterLink('http://bcf.test/DonatePage', mark));
    expect(await sourceOf('newsletter', link.pathname + link.search)).toEqual({ arrival_source: 'newsletter', arrival_path: '/DonatePage' });
    // Other sources need no mark.
    expect(await sourceOf('partner-school', '/DonatePage?ref=partner-school')).toEqual({ arrival_source: 'partner-school', arrival_path: '/DonatePage' });
    const { sources } = (await server.gql<{ givingInsights: { sources: { key: string; gifts: number }[] } }>(GIVING_INSIGHTS, { period: 'LAST_7_DAYS' }, token)).data!.givingInsights;
    expect(sources.find((one) => one.key === 'newsletter')?.gifts).toBe(1);
  });

  test('200 made-up ref tags push no real source out: past the day\'s most visited they are one Other row, closed day or open', async () => {
    const now = Date.now();
    for (const at of [now - 86_400_000, now]) {
      const views: View[] = [];
      for (let n = 0; n < 3; n += 1) views.push({ at, path: '/', source: 'newsletter', visitor: someone() });
      for (let n = 0; n < 2; n += 1) views.push({ at, path: '/', source: 'facebook.com', visitor: someone() });
      for (let n = 0; n < 200; n += 1) views.push({ at, path: '/', source: `junk-${String(n).padStart(3, '0')}`, visitor: someone() });
      await countViews(server, views, kigaliDate);
    }
    // Yesterday has closed: its rows are at most the kept sources and Other.
    const [closed] = await server.services.db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM insight_summary_daily WHERE day = $1 AND dimension = 'source'`,
      [kigaliDate(now - 86_400_000)],
    );
    expect(closed!.rows).toBe(SOURCES_KEPT_PER_DAY + 1);
    const answer = await traffic();
    expect(answer.visitors).toBe(2 * 205);
    expect(answer.sources.slice(0, 3)).toEqual([
      // Each day keeps newsletter, facebook.com and SOURCES_KEPT_PER_DAY - 2 of the made-up tags.
      { key: '(other)', label: 'Other', visitors: 2 * (200 - (SOURCES_KEPT_PER_DAY - 2)), views: 2 * (200 - (SOURCES_KEPT_PER_DAY - 2)) },
      { key: 'newsletter', label: 'newsletter', visitors: 6, views: 6 },
      { key: 'facebook.com', label: 'facebook.com', visitors: 4, views: 4 },
    ]);
    expect(answer.sources.reduce((sum, one) => sum + one.visitors, 0)).toBe(answer.visitors);
    noRowAboveTheSite(answer);
  });

  test("a hand-typed ref=newsletter is not the newsletter's visit; a link the newsletter sent is", async () => {
    const mark = newsletterMark(loadJwtSecret(server.app.config.dataDir, server.app.config.jwtSecret));
    await page('/?ref=newsletter', { referer: 'https://forum.example/thread' }, '192.0.2.20');
    await page('/ImpactPage?utm_source=newsletter', {}, '192.0.2.21');
    await page('/?ref=newsletter&nl=0123456789abcdef', {}, '192.0.2.22');
    await beacon({ p: '/DonatePage?ref=newsletter', l: 'en', r: '' }, {}, '192.0.2.23');
    await rolledUp();
    const typed = await traffic();
    expect(typed.visitors).toBe(4);
    expect(row(typed.sources, 'newsletter')).toBeUndefined();
    expect(typed.sources).toEqual([
      { key: '', label: '', visitors: 3, views: 3 },
      { key: 'forum.example', label: 'forum.example', visitors: 1, views: 1 },
    ]);
    // The newsletter's own link, as server/subscribers/links.ts writes it.
    const link = new URL(newsletterLink('http://bcf.test/ActivitiesPage', mark));
    await page(link.pathname + link.search, {}, '192.0.2.24');
    await rolledUp();
    expect(row((await traffic()).sources, 'newsletter')).toEqual({ key: 'newsletter', label: 'newsletter', visitors: 1, views: 1 });
  });
});
