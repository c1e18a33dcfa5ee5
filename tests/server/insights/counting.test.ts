import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BEACON_PATH, STAFF_COOKIE } from '../../../shared/insightsBeacon.ts';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { loadJwtSecret } from '../../../server/core/secret.ts';
import { addDays } from '../../../server/core/time.ts';
import { newsletterMark } from '../../../server/subscribers/links.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const TABLET_UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface StoredView {
  path: string;
  post_id: string | null;
  language: string;
  source: string;
  device: string;
  day: string;
}

describe.each(databasesOf(import.meta.url))('page views counted on $name', (kind) => {
  const server = new TestServer(kind);
  let postId: string;

  const views = async () => {
    await server.services.insightsCounting.recorder.flush();
    return server.services.db.query<StoredView>('SELECT path, post_id, language, source, device, day::text AS day FROM insight_views ORDER BY id');
  };
  const page = (path: string, headers: Record<string, string> = {}, init: { method?: string; remoteAddress?: string } = {}) =>
    server.request(path, { headers: { 'user-agent': DESKTOP_UA, ...headers }, ...init });
  const beacon = (body: object | string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    server.request(BEACON_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_UA, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress,
    });

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir) });
    await server.start();
    const [post] = await server.services.repos.posts.listPublished();
    postId = post!._id;
  });
  afterAll(() => server.destroy());
  beforeEach(async () => {
    await server.services.insightsCounting.recorder.flush();
    await server.services.insightsCounting.rollups!.runNow();
    for (const table of ['insight_views', 'insight_summary_daily', 'insight_visitors_daily', 'insight_rollups', 'insight_day_visitors', 'insight_day_arrivals']) {
      await server.services.db.query(`DELETE FROM ${table}`);
    }
  });

  test('a public page the server answers is a view: its route, language, source host and device, on the Kigali day', async () => {
    expect((await page('/')).status).toBe(200);
    expect((await page('/rw/DonatePage', { 'user-agent': PHONE_UA, referer: 'https://WWW.Facebook.com:443/some/post?id=9' })).status).toBe(200);
    expect((await page(`/fr/ActivityDetailsPage/${postId}?utm_source=Partner-School`, { 'user-agent': TABLET_UA })).status).toBe(200);
    expect(await views()).toEqual([
      { path: '/', post_id: null, language: 'en', source: '', device: 'DESKTOP', day: kigaliToday() },
      { path: '/DonatePage', post_id: null, language: 'rw', source: 'facebook.com', device: 'PHONE', day: kigaliToday() },
      { path: '/ActivityDetailsPage/:postId', post_id: postId, language: 'fr', source: 'partner-school', device: 'TABLET', day: kigaliToday() },
    ]);
  });

  test('a referrer from the site itself and a ref parameter: internal is no source, ref names it; newsletter only with its mark', async () => {
    const mark = newsletterMark(loadJwtSecret(server.app.config.dataDir, server.app.config.jwtSecret));
    await page('/ContactPage', { host: 'bcf.example', referer: 'http://bcf.example/' });
    await page('/ContactPage?ref=partner', { referer: 'https://mail.example/inbox' });
    await page(`/ContactPage?ref=newsletter&nl=${mark}`, { referer: 'https://mail.example/inbox' });
    await page('/ContactPage?ref=newsletter', { referer: 'https://mail.example/inbox' });
    expect((await views()).map((view) => view.source)).toEqual(['', 'partner', 'newsletter', 'mail.example']);
  });

  test('not counted: HEAD, prefetches, Do Not Track, Global Privacy Control, crawlers, staff pages and a signed-in staff browser', async () => {
    await page('/', {}, { method: 'HEAD' });
    await page('/', { 'sec-purpose': 'prefetch' });
    await page('/', { purpose: 'prefetch' });
    await page('/', { 'x-moz': 'prefetch' });
    await page('/', { dnt: '1' });
    await page('/', { 'sec-gpc': '1' });
    await page('/', { 'user-agent': BOT_UA });
    await page('/', { 'user-agent': '' });
    await page('/', { cookie: `theme=dark; ${STAFF_COOKIE}=1` });
    await page('/admin/overview');
    await page('/LoginIn');
    await page('/newPost');
    await page('/ActivityDetailsPage/no-such-post');
    await page('/NoSuchPage');
    expect(await views()).toEqual([]);
    // The same page without any of these is counted.
    await page('/');
    expect(await views()).toHaveLength(1);
  });

  test('the beacon counts an in-app move to a public page and answers 204, counted or not', async () => {
    expect((await beacon({ p: '/ActivitiesPage', l: 'en', r: '' })).status).toBe(204);
    expect((await beacon({ p: `/rw/ActivityDetailsPage/${postId}`, l: 'rw', r: 'https://news.example/a' })).status).toBe(204);
    expect((await beacon({ p: '/admin/users', l: 'en', r: '' })).status).toBe(204);
    expect((await beacon({ p: '/ActivitiesPage', l: 'en', r: '' }, { dnt: '1' })).status).toBe(204);
    expect((await beacon({ p: '/ActivitiesPage', l: 'en', r: '' }, { cookie: `${STAFF_COOKIE}=1` })).status).toBe(204);
    expect((await beacon({ p: '/ActivitiesPage', l: 'de', r: '' })).status).toBe(204);
    expect((await beacon({ p: '/rw/ActivitiesPage', l: 'en', r: '' })).status).toBe(204);
    expect((await beacon('not json')).status).toBe(204);
    expect(await views()).toEqual([
      { path: '/ActivitiesPage', post_id: null, language: 'en', source: '', device: 'DESKTOP', day: kigaliToday() },
      { path: '/ActivityDetailsPage/:postId', post_id: postId, language: 'rw', source: 'news.example', device: 'DESKTOP', day: kigaliToday() },
    ]);
  });

  test('a beacon for a post that does not exist is not counted', async () => {
    await beacon({ p: '/ActivityDetailsPage/00000000-0000-0000-0000-000000000000', l: 'en', r: '' });
    expect(await views()).toEqual([]);
  });

  test('the roll-ups count views and distinct visitors per page and per day', async () => {
    // Visitor A reads / twice and the contact page; visitor B (another address) reads / once.
    await page('/');
    await page('/');
    await beacon({ p: '/ContactPage', l: 'en', r: '' });
    await page('/', {}, { remoteAddress: '192.0.2.7' });
    await server.services.insightsCounting.recorder.flush();
    const { counted } = await server.services.insightsCounting.rollups!.runNow();
    expect(counted).toBe(4);
    const daily = await server.services.db.query<{ path: string; views: number; visitors: number }>(
      `SELECT key AS path, views, visitors FROM insight_summary_daily WHERE day = $1 AND dimension = 'page' ORDER BY key`,
      [kigaliToday()],
    );
    expect(daily).toEqual([
      { path: '/', views: 3, visitors: 2 },
      { path: '/ContactPage', views: 1, visitors: 1 },
    ]);
    const [total] = await server.services.db.query('SELECT visitors, views FROM insight_visitors_daily WHERE day = $1', [kigaliToday()]);
    expect(total).toEqual({ visitors: 2, views: 4 });
  });

  test('single views older than INSIGHTS_RAW_DAYS go once rolled up, and their daily counts stay; old salts go', async () => {
    const rawDays = server.app.config.insightsRawDays;
    expect(rawDays).toBe(30);
    await page('/');
    await page('/FrequentAskedQuestions');
    await server.services.insightsCounting.recorder.flush();
    const old = addDays(kigaliToday(), -(rawDays + 1));
    const kept = addDays(kigaliToday(), -(rawDays - 1));
    await server.services.db.query(`UPDATE insight_views SET day = $1, at = at - make_interval(days => $2) WHERE path = '/'`, [old, rawDays + 1]);
    await server.services.db.query(`UPDATE insight_views SET day = $1, at = at - make_interval(days => $2) WHERE path <> '/'`, [kept, rawDays - 1]);
    await server.services.db.query(`INSERT INTO insight_salts (day, salt) VALUES ($1, '\\x00'), ($2, '\\x01') ON CONFLICT DO NOTHING`, [
      addDays(kigaliToday(), -2),
      addDays(kigaliToday(), -1),
    ]);
    const { closed, viewsDeleted } = await server.services.insightsCounting.rollups!.runNow();
    expect(closed).toEqual([old, kept]);
    expect(viewsDeleted).toBe(1);
    expect((await views()).map((view) => view.day)).toEqual([kept]);
    const daily = await server.services.db.query<{ day: string; path: string; views: number }>(
      `SELECT day::text AS day, key AS path, views FROM insight_summary_daily WHERE dimension = 'page' ORDER BY day`,
    );
    expect(daily).toEqual([
      { day: old, path: '/', views: 1 },
      { day: kept, path: '/FrequentAskedQuestions', views: 1 },
    ]);
    const salts = await server.services.db.query<{ day: string }>('SELECT day::text AS day FROM insight_salts ORDER BY day');
    expect(salts.map((salt) => salt.day).every((day) => day >= addDays(kigaliToday(), -1))).toBe(true);
    // A closed day is closed once: the next tick leaves it, and its counts stay; what it kept of
    // who was counted that day is gone.
    const again = await server.services.insightsCounting.rollups!.runNow();
    expect(again.closed).toEqual([]);
    const remembered = await server.services.db.query<{ day: string }>(
      'SELECT DISTINCT day::text AS day FROM insight_day_visitors UNION SELECT DISTINCT day::text FROM insight_day_arrivals',
    );
    expect(remembered).toEqual([]);
  });

  test('views queued when the server closes are written before the database closes', async () => {
    const second = new TestServer(kind);
    Object.assign(second.options, { distDir: standInSite(second.dataDir) });
    await second.start();
    try {
      await second.request('/ImpactPage', { headers: { 'user-agent': DESKTOP_UA } });
      await second.stop();
      await second.start();
      const rows = await second.services.db.query<{ path: string }>('SELECT path FROM insight_views');
      expect(rows).toEqual([{ path: '/ImpactPage' }]);
    } finally {
      await second.destroy();
    }
  });
});
