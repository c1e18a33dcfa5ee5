// The page-view counter against a hostile client: a forged referrer or campaign name is kept only
// as a plain host or name (or not at all), an oversized or unknown path stores nothing, a flood of
// beacons from one address adds a bounded number of views and one visitor, and no table of the
// insights ever holds a client's address or user agent. The real server.
import { beforeEach, describe, expect, test } from 'vitest';
import { BEACON_PATH } from '../../../shared/insightsBeacon.ts';

import { databasesOf } from '../../kit/databases.ts';

import { withSiteServer } from '../../kit/withServer.ts';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36 Unusual/9.8.7';
const ADDRESS = '203.0.113.77';
const FLOOD_ADDRESS = '198.51.100.23';
const INSIGHT_TABLES = ['insight_views', 'insight_summary_daily', 'insight_visitors_daily', 'insight_salts', 'insight_rollups', 'insight_day_visitors', 'insight_day_arrivals'];

describe.each(databasesOf(import.meta.url))('insights under attack on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false });

  const beacon = (body: string, remoteAddress = ADDRESS) =>
    server.request(BEACON_PATH, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA }, body, remoteAddress });
  const stored = async () => {
    await server.services.insightsCounting.recorder.flush();
    return server.services.db.query<{ path: string; source: string; visitor: string }>(
      `SELECT path, source, encode(visitor, 'hex') AS visitor FROM insight_views ORDER BY id`,
    );
  };

  beforeEach(async () => {
    await server.services.insightsCounting.recorder.flush();
    await server.services.db.query('DELETE FROM insight_views');
  });

  test('a script in a referrer or a campaign name is stored as a plain host, or not at all', async () => {
    const hostile = [
      { p: '/', l: 'en', r: 'https://evil.example/"><script>alert(1)</script>' },
      { p: '/', l: 'en', r: 'javascript:alert(document.cookie)' },
      { p: '/', l: 'en', r: '<script>alert(1)</script>' },
      { p: '/', l: 'en', r: 'https://<img src=x onerror=alert(1)>/' },
      { p: '/?ref=<script>alert(1)</script>', l: 'en', r: '' },
      { p: '/?utm_source="><svg/onload=alert(1)>', l: 'en', r: '' },
    ];
    for (const body of hostile) expect((await beacon(JSON.stringify(body))).status).toBe(204);
    await server.request('/WhoWeArePage', { headers: { 'user-agent': UA, referer: 'https://x.example/<script>alert(1)</script>' }, remoteAddress: ADDRESS });
    const sources = (await stored()).map((view) => view.source);
    expect(sources).toEqual(['evil.example', '', '', '', '', '', 'x.example']);
    for (const source of sources) expect(source).toMatch(/^[a-z0-9.-]*$/);
  });

  test('a 10 KB path is refused whole: a body past the limit is 413, and nothing stored', async () => {
    const path = `/ActivitiesPage/${'a'.repeat(10 * 1024)}`;
    expect((await beacon(JSON.stringify({ p: path, l: 'en', r: '' }))).status).toBe(413);
    // Within the body limit, still longer than any page address.
    expect((await beacon(JSON.stringify({ p: `/?ref=${'b'.repeat(1_500)}`, l: 'en', r: '' }))).status).toBe(204);
    expect((await server.request(path, { headers: { 'user-agent': UA }, remoteAddress: ADDRESS })).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  test('a path that is no route of the site, a staff page or a preview link stores nothing', async () => {
    for (const p of ['/wp-login.php', '/admin/users', '/LoginIn', '/preview/abc', '/rw/LoginIn', 'https://evil.example/', '//evil.example/', '']) {
      expect((await beacon(JSON.stringify({ p, l: 'en', r: '' }))).status).toBe(204);
    }
    for (const body of ['', '{}', '[]', 'null', '{"p":1,"l":"en"}', '{"p":"/","l":"xx"}', '{"p":"/","l":"en","r":{"x":1}}'.replace('{"x":1}', '[]')]) {
      expect((await beacon(body)).status).toBe(204);
    }
    // The last body above is a page with a bad referrer: counted, as a direct visit.
    expect(await stored()).toEqual([expect.objectContaining({ path: '/', source: '' })]);
  });

  test('10,000 beacons from one address: a bounded number of views, and one visitor', async () => {
    const body = JSON.stringify({ p: '/ImpactPage', l: 'en', r: '' });
    for (let sent = 0; sent < 10_000; sent += 100) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => beacon(body, FLOOD_ADDRESS)));
      expect(answers.every((answer) => answer.status === 204)).toBe(true);
    }
    const views = await stored();
    // 30 a minute; the flood may straddle a minute's turn, and no more.
    expect(views.length).toBeGreaterThanOrEqual(30);
    expect(views.length).toBeLessThanOrEqual(60);
    expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
  }, 120_000);

  test('no table of the insights holds a client address or a user agent', async () => {
    await server.request('/FrequentAskedQuestions', { headers: { 'user-agent': UA }, remoteAddress: ADDRESS });
    await beacon(JSON.stringify({ p: '/ContactPage', l: 'en', r: 'https://ref.example/' }), '2001:db8:1234:5678::42');
    await stored();
    await server.services.insightsCounting.rollups!.runNow();
    const columns = await server.services.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY($1::text[]) ORDER BY 1, 2`,
      [INSIGHT_TABLES],
    );
    expect(columns.map((column) => column.column_name)).not.toEqual(expect.arrayContaining(['ip', 'address', 'user_agent']));
    let rows = 0;
    for (const table of INSIGHT_TABLES) {
      for (const { row } of await server.services.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`)) {
        rows += 1;
        for (const secret of [ADDRESS, '2001:db8', 'Unusual/9.8.7', 'Windows NT', Buffer.from(ADDRESS).toString('hex')]) {
          expect(row, `${table} holds ${secret}`).not.toContain(secret);
        }
      }
    }
    expect(rows).toBeGreaterThanOrEqual(5);
  });
});
