import { beforeAll, describe, expect, test } from 'vitest';
import { OTHER_SOURCE } from '../../../server/insights/views.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

// Closing a day deletes what it kept of who was counted by ranges of the visitors' hashes: every
// hash, whatever its first byte (the first and last ranges included), goes with its day, and no
// other day's rows go with it.
describe.each(databasesOf(import.meta.url))('closing a day on $name', (kind) => {
  const server = withServer(kind);
  // The tests close days and delete views themselves: the server's own roll-up (a round at start,
  // then one a minute) would close and delete the same rows beside them.
  beforeAll(() => server.services.insightsCounting.rollups?.stop());

  const hash = (first: number, fill: number) => Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? first : fill));
  const rowsOf = async (table: string, day: string) =>
    (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE day = $1`, [day]))[0]!.n;

  test('every visitor of the closed day is forgotten, from the first hash byte 00 to ff, and the day after keeps its own', async () => {
    const [closing, open] = ['2026-10-01', '2026-10-02'];
    const visitors = [0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff].flatMap((first) => [hash(first, 0x00), hash(first, 0xff)]);
    for (const day of [closing, open]) {
      for (const [n, visitor] of visitors.entries()) {
        await server.services.db.query('INSERT INTO insight_day_arrivals (day, visitor, source) VALUES ($1, $2, $3)', [day, visitor, `tag-${n}`]);
        await server.services.db.query(
          `INSERT INTO insight_day_visitors (day, visitor, dimension, key, post_id) VALUES ($1, $2, 'page', '/', ''), ($1, $2, 'language', 'en', '')`,
          [day, visitor],
        );
      }
    }
    await server.services.db.query(`INSERT INTO insight_visitors_daily (day, visitors, views) VALUES ($1, $2, $2)`, [closing, visitors.length]);

    expect(await server.services.repos.insightViews.closeDay(closing, { sourcesKept: 50, otherSource: OTHER_SOURCE })).toBe(true);

    expect(await rowsOf('insight_day_arrivals', closing)).toBe(0);
    expect(await rowsOf('insight_day_visitors', closing)).toBe(0);
    expect(await rowsOf('insight_day_arrivals', open)).toBe(visitors.length);
    expect(await rowsOf('insight_day_visitors', open)).toBe(visitors.length * 2);
    expect(await rowsOf('insight_rollups', closing)).toBe(1);
  });

  test('single views of closed days past the limit go in batches from where the last stopped, interleaved days apart', async () => {
    const [expired, kept, cutoff] = ['2026-09-01', '2026-09-20', '2026-09-10'];
    await server.services.db.query('INSERT INTO insight_rollups (day) VALUES ($1), ($2) ON CONFLICT DO NOTHING', [expired, kept]);
    const visitor = hash(0x42, 0x42);
    for (let n = 0; n < 250; n += 1) {
      await server.services.db.query(
        `INSERT INTO insight_views (at, day, path, language, device, visitor, counted) VALUES (now(), $1, '/', 'en', 'PHONE', $2, true)`,
        [n % 5 === 4 ? kept : expired, visitor],
      );
    }
    expect(await server.services.repos.insightViews.deleteViewsBefore(cutoff, 30)).toBe(200);
    expect(await rowsOf('insight_views', expired)).toBe(0);
    expect(await rowsOf('insight_views', kept)).toBe(50);
    expect(await server.services.repos.insightViews.deleteViewsBefore(cutoff, 30)).toBe(0);
  });
});
