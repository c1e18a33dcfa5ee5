// The Insights' reports against views, subscriptions and gifts written through the product's own
// paths: traffic by day and month from the roll-ups, visitors now from the single views, posts'
// views, subscribers per week, and giving by month, way, campaign, arrival source and page. Each
// read needs insights.view: an Author is refused, an Editor answered.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kigaliDate } from '../../../shared/kigaliTime.ts';
import { validatePost } from '../../../server/posts/validation.ts';
import { loadJwtSecret } from '../../../server/core/secret.ts';
import { newsletterMark } from '../../../server/subscribers/links.ts';
import { addDays } from '../../../server/core/time.ts';
import { mondayOf, periodOf } from '../../../server/insights/periods.ts';
import { databasesOf } from '../../kit/databases.ts';
import { samplePostInput } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import { TestServer } from '../../kit/server.ts';
import { ADMIN } from '../../kit/settings.ts';
import { MARK_RECEIVED, PLEDGE, CANCEL_GIFT } from '../giving/documents.ts';
import { GIVING_INSIGHTS, NEWSLETTER_REACH, POST_INSIGHTS, POST_VIEWS, SUBSCRIBER_INSIGHTS, TRAFFIC, countViews, someone, type Row } from './documents.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Traffic {
  visitors: number;
  views: number;
  visitorsNow: number;
  series: { period: string; visitors: number; views: number }[];
  pages: Row[];
  sources: Row[];
  languages: Row[];
  devices: Row[];
}

describe.each(databasesOf(import.meta.url))('insights reports on $name', (kind) => {
  let server: TestServer;
  let token: string;
  let postId: string;
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

  beforeAll(async () => {
    server = await new TestServer(kind, { seed: false, trustProxy: 1 }).start();
    token = await server.login();
    const owner = await server.services.repos.staff.findWithHashByEmail(ADMIN.email);
    const fields = validatePost(samplePostInput({ title: 'Aline builds bridges' }) as Parameters<typeof validatePost>[0]);
    postId = (await server.services.repos.posts.insert(fields, owner!._id))._id;
  });
  afterAll(() => server.destroy());

  const read = async <T>(document: string, variables: object, as = token): Promise<T> => {
    const answer = await server.gql<Record<string, T>>(document, variables, as);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };

  test('every Insights read is refused to an Author and answered to an Editor', async () => {
    const author = (await server.addStaff('AUTHOR')).token;
    const editor = (await server.addStaff('EDITOR')).token;
    const reads: [string, object][] = [
      [TRAFFIC, { period: 'LAST_7_DAYS' }],
      [POST_INSIGHTS, { id: postId }],
      [POST_VIEWS, { ids: [postId] }],
      [NEWSLETTER_REACH, { period: 'LAST_30_DAYS' }],
      [SUBSCRIBER_INSIGHTS, { period: 'LAST_30_DAYS' }],
      [GIVING_INSIGHTS, { period: 'LAST_12_MONTHS' }],
    ];
    for (const [document, variables] of reads) {
      const refused = await server.gql(document, variables, author);
      expect(errorCode(refused), document).toBe('FORBIDDEN');
      expect(refused.data, document).toBeNull();
      expect(errorCode(await server.gql(document, variables)), document).toBe('UNAUTHENTICATED');
      const answered = await server.gql(document, variables, editor);
      expect(answered.errors, document).toBeUndefined();
    }
  });

  test('traffic over 7 days: visitors and views per day from the roll-ups, pages with the post title, sources, languages, devices and visitors now', async () => {
    const now = Date.now();
    const [ana, ben, chloe, dan] = [someone(), someone(), someone(), someone()];
    const twoDaysAgo = now - 2 * DAY;
    await countViews(
      server,
      [
        // Two days ago: Ana reads the post twice on her phone in Kinyarwanda, from the newsletter.
        { at: twoDaysAgo, path: '/ActivityDetailsPage/:postId', postId, language: 'rw', source: 'newsletter', device: 'PHONE', visitor: ana },
        { at: twoDaysAgo + MINUTE, path: '/ActivityDetailsPage/:postId', postId, language: 'rw', source: 'newsletter', device: 'PHONE', visitor: ana },
        { at: twoDaysAgo + 2 * MINUTE, path: '/', visitor: ben, source: 'google.com' },
        // Today: Chloe and Dan now, Ana ten minutes ago.
        { at: now - 10 * MINUTE, path: '/DonatePage', visitor: ana, language: 'fr', device: 'TABLET' },
        { at: now - MINUTE, path: '/', visitor: chloe },
        { at: now - MINUTE, path: '/ActivityDetailsPage/:postId', postId, visitor: dan, source: 'newsletter', device: 'PHONE' },
      ],
      kigaliDate,
    );
    const traffic = await read<Traffic>(TRAFFIC, { period: 'LAST_7_DAYS' });
    expect(traffic.visitors).toBe(2 + 3);
    expect(traffic.views).toBe(3 + 3);
    expect(traffic.visitorsNow).toBe(2);
    const period = periodOf('LAST_7_DAYS');
    expect(traffic.series.map((point) => point.period)).toEqual(period.points);
    expect(traffic.series.filter((point) => point.views > 0)).toEqual([
      { period: kigaliDate(twoDaysAgo), visitors: 2, views: 3 },
      { period: kigaliDate(now), visitors: 3, views: 3 },
    ]);
    expect(traffic.pages).toEqual([
      { key: postId, label: 'Aline builds bridges', visitors: 2, views: 3 },
      { key: '/', label: '/', visitors: 2, views: 2 },
      { key: '/DonatePage', label: '/DonatePage', visitors: 1, views: 1 },
    ]);
    expect(traffic.sources).toEqual([
      { key: 'newsletter', label: 'newsletter', visitors: 2, views: 3 },
      { key: '', label: '', visitors: 2, views: 2 },
      { key: 'google.com', label: 'google.com', visitors: 1, views: 1 },
    ]);
    expect(traffic.languages).toEqual([
      { key: 'en', label: 'en', visitors: 3, views: 3 },
      { key: 'rw', label: 'rw', visitors: 1, views: 2 },
      { key: 'fr', label: 'fr', visitors: 1, views: 1 },
    ]);
    expect(traffic.devices).toEqual([
      { key: 'PHONE', label: 'PHONE', visitors: 2, views: 3 },
      { key: 'DESKTOP', label: 'DESKTOP', visitors: 2, views: 2 },
      { key: 'TABLET', label: 'TABLET', visitors: 1, views: 1 },
    ]);

    // The reports read the roll-ups: once the single views are gone, the days still count.
    await server.services.db.query('DELETE FROM insight_views WHERE day < $1', [kigaliDate(now)]);
    expect((await read<Traffic>(TRAFFIC, { period: 'LAST_7_DAYS' })).views).toBe(6);
  });

  test('12 months: one point a month, this month last; views older than the period are left out', async () => {
    const before = await read<Traffic>(TRAFFIC, { period: 'LAST_12_MONTHS' });
    const now = Date.now();
    const someoneElse = someone();
    await countViews(
      server,
      [
        { at: now - 100 * DAY, path: '/ImpactPage', visitor: someoneElse },
        { at: now - 100 * DAY + MINUTE, path: '/ImpactPage', visitor: someoneElse },
        { at: now - 400 * DAY, path: '/ImpactPage', visitor: someone() },
      ],
      kigaliDate,
    );
    const year = await read<Traffic>(TRAFFIC, { period: 'LAST_12_MONTHS' });
    expect(year.series).toHaveLength(12);
    expect(year.series.at(-1)!.period).toBe(kigaliDate(now).slice(0, 7));
    const month = kigaliDate(now - 100 * DAY).slice(0, 7);
    const point = (answer: Traffic) => answer.series.find((one) => one.period === month)!;
    expect(point(year).views - point(before).views).toBe(2);
    expect(point(year).visitors - point(before).visitors).toBe(1);
    expect(year.views - before.views).toBe(2);
    expect(year.pages.find((page) => page.key === '/ImpactPage')).toEqual({ key: '/ImpactPage', label: '/ImpactPage', visitors: 1, views: 2 });
    const week = await read<Traffic>(TRAFFIC, { period: 'LAST_7_DAYS' });
    expect(week.pages.find((page) => page.key === '/ImpactPage')).toBeUndefined();
  });

  test("a post's views over all its days by language; a post never viewed has zeros; more than 100 posts are refused", async () => {
    const post = await read<{ postId: string; visitors: number; views: number; languages: Row[] }>(POST_INSIGHTS, { id: postId });
    expect(post).toEqual({
      postId,
      visitors: 2,
      views: 3,
      languages: [
        { key: 'rw', label: 'rw', visitors: 1, views: 2 },
        { key: 'en', label: 'en', visitors: 1, views: 1 },
      ],
    });
    const many = await read<{ postId: string; views: number }[]>(POST_VIEWS, { ids: ['never-viewed', postId] });
    expect(many.map(({ postId: id, views }) => [id, views])).toEqual([
      ['never-viewed', 0],
      [postId, 3],
    ]);
    const tooMany = await server.gql(POST_VIEWS, { ids: Array.from({ length: 101 }, (_, n) => `post-${n}`) }, token);
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  test('subscribers: those who became active and those who left, per week (Monday, Kigali), and the active total', async () => {
    const before = await read<{ active: number; weeks: { week: string; confirmed: number; unsubscribed: number; bounced: number }[] }>(SUBSCRIBER_INSIGHTS, {
      period: 'LAST_30_DAYS',
    });
    const added = [];
    for (const email of ['w1@example.org', 'w2@example.org', 'w3@example.org']) added.push((await server.services.repos.subscribers.insert(email))!);
    // A pending address has not confirmed; unsubscribing one already gone counts once.
    await server.services.repos.transaction((tx) => tx.subscribers.subscribePending('pending@example.org', 0));
    await server.services.repos.subscribers.unsubscribe(added[0]!.id);
    await server.services.repos.subscribers.unsubscribe(added[0]!.id);
    const after = await read<typeof before>(SUBSCRIBER_INSIGHTS, { period: 'LAST_30_DAYS' });
    expect(after.active - before.active).toBe(2);
    const { from, to } = periodOf('LAST_30_DAYS');
    expect(after.weeks[0]!.week).toBe(mondayOf(from));
    expect(after.weeks.at(-1)!.week).toBe(mondayOf(to));
    expect(after.weeks.map((week) => week.week)).toEqual(after.weeks.map((_, n) => addDays(mondayOf(from), 7 * n)));
    const thisWeek = (answer: typeof before) => answer.weeks.at(-1)!;
    expect(thisWeek(after).confirmed - thisWeek(before).confirmed).toBe(3);
    expect(thisWeek(after).unsubscribed - thisWeek(before).unsubscribed).toBe(1);
    expect(thisWeek(after).bounced).toBe(0);
  });

  test('giving: pledged and received per month apart by currency, by way, campaign, arrival source and page, statuses and the median days', async () => {
    const mark = newsletterMark(loadJwtSecret(server.app.config.dataDir, server.app.config.jwtSecret));
    const pledge = async (input: Record<string, unknown>) => {
      const answer = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input }, { headers: from() });
      expect(answer.errors).toBeUndefined();
      const [row] = await server.services.db.query<{ id: string; arrival_source: string; arrival_path: string }>(
        'SELECT id, arrival_source, arrival_path FROM gifts WHERE reference = $1',
        [answer.data!.pledgeGift.reference],
      );
      return row!;
    };
    const fromPost = await pledge({ amount: 20_000, way: 'MTN_MOMO', arrivalSource: 'Newsletter', arrivalPath: `/rw/ActivityDetailsPage/${postId}?ref=newsletter&nl=${mark}` });
    expect(fromPost).toMatchObject({ arrival_source: 'newsletter', arrival_path: `/ActivityDetailsPage/${postId}` });
    const received = await server.gql(MARK_RECEIVED, { id: fromPost.id, input: { amountRwf: 19_500 } }, token);
    expect(received.errors).toBeUndefined();
    const donatePage = await pledge({ amount: 5_000, way: 'CASH', arrivalSource: 'google.com', arrivalPath: '/DonatePage' });
    expect((await server.gql(CANCEL_GIFT, { id: donatePage.id }, token)).errors).toBeUndefined();
    await pledge({ amount: 10_000, way: 'MTN_MOMO' });
    await pledge({ amount: 50, currency: 'USD', way: 'BANK_TRANSFER', arrivalSource: 'google.com', arrivalPath: '/DonatePage' });

    const giving = await read<Record<string, unknown>>(GIVING_INSIGHTS, { period: 'LAST_30_DAYS' });
    const month = kigaliDate(Date.now()).slice(0, 7);
    expect(giving.months).toEqual([
      { month, currency: 'RWF', pledged: 35_000, received: 19_500 },
      { month, currency: 'USD', pledged: 50, received: 0 },
    ]);
    expect(giving.ways).toEqual([
      { key: 'MTN_MOMO', label: 'MTN Mobile Money', currency: 'RWF', gifts: 2, pledged: 30_000, received: 19_500 },
      { key: 'CASH', label: 'Cash', currency: 'RWF', gifts: 1, pledged: 5_000, received: 0 },
      { key: 'BANK_TRANSFER', label: 'Bank transfer', currency: 'USD', gifts: 1, pledged: 50, received: 0 },
    ]);
    expect(giving.campaigns).toEqual([
      { key: '', label: 'Where it is needed most', currency: 'RWF', gifts: 3, pledged: 35_000, received: 19_500 },
      { key: '', label: 'Where it is needed most', currency: 'USD', gifts: 1, pledged: 50, received: 0 },
    ]);
    expect(giving.sources).toEqual([
      { key: 'newsletter', label: 'newsletter', currency: 'RWF', gifts: 1, pledged: 20_000, received: 19_500 },
      { key: '', label: '', currency: 'RWF', gifts: 1, pledged: 10_000, received: 0 },
      { key: 'google.com', label: 'google.com', currency: 'RWF', gifts: 1, pledged: 5_000, received: 0 },
      { key: 'google.com', label: 'google.com', currency: 'USD', gifts: 1, pledged: 50, received: 0 },
    ]);
    expect(giving.pages).toEqual([
      { key: `/ActivityDetailsPage/${postId}`, label: 'Aline builds bridges', currency: 'RWF', gifts: 1, pledged: 20_000, received: 19_500 },
      { key: '', label: '', currency: 'RWF', gifts: 1, pledged: 10_000, received: 0 },
      { key: '/DonatePage', label: '/DonatePage', currency: 'RWF', gifts: 1, pledged: 5_000, received: 0 },
      { key: '/DonatePage', label: '/DonatePage', currency: 'USD', gifts: 1, pledged: 50, received: 0 },
    ]);
    expect(giving).toMatchObject({ received: 1, cancelled: 1, waiting: 2, medianDaysToReceive: 0 });

    // Received days after its pledge: the median follows the days between them.
    await server.services.db.query(`UPDATE gifts SET pledged_at = now() - interval '4 days' WHERE id = $1`, [fromPost.id]);
    expect((await read<{ medianDaysToReceive: number }>(GIVING_INSIGHTS, { period: 'LAST_30_DAYS' })).medianDaysToReceive).toBe(4);
  });

  test('forged arrival fields are kept as nothing, and the pledge still goes through; erasing the donor forgets where they came from', async () => {
    const forged: [string, string][] = [
      ['<script>alert(1)</script>', '/<script>alert(1)</script>'],
      ['x'.repeat(10_000), `/${'a'.repeat(10_000)}`],
      ['evil.example/path', '/admin/users'],
      ['javascript:alert(1)', '//evil.example/DonatePage'],
      ['a b', '/NoSuchPage'],
      ['', `/preview/${'a'.repeat(20)}`],
    ];
    for (const [arrivalSource, arrivalPath] of forged) {
      const answer = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 1_000, way: 'CASH', arrivalSource, arrivalPath } }, { headers: from() });
      expect(answer.errors, arrivalPath.slice(0, 40)).toBeUndefined();
      const [row] = await server.services.db.query<{ arrival_source: string; arrival_path: string }>('SELECT arrival_source, arrival_path FROM gifts WHERE reference = $1', [
        answer.data!.pledgeGift.reference,
      ]);
      expect(row, arrivalPath.slice(0, 40)).toEqual({ arrival_source: '', arrival_path: '' });
    }

    const kept = await server.gql<{ pledgeGift: { reference: string } }>(
      PLEDGE,
      { input: { amount: 1_000, way: 'CASH', name: 'Grace', arrivalSource: 'facebook.com', arrivalPath: '/fr/DonatePage' } },
      { headers: from() },
    );
    const [gift] = await server.services.db.query<{ id: string; arrival_source: string; arrival_path: string }>(
      'SELECT id, arrival_source, arrival_path FROM gifts WHERE reference = $1',
      [kept.data!.pledgeGift.reference],
    );
    expect(gift).toMatchObject({ arrival_source: 'facebook.com', arrival_path: '/DonatePage' });
    const erased = await server.gql(`mutation ($id: ID!) { eraseDonor(id: $id) { erased donorName } }`, { id: gift!.id }, token);
    expect(erased.data).toEqual({ eraseDonor: { erased: true, donorName: 'erased' } });
    const [after] = await server.services.db.query('SELECT arrival_source, arrival_path FROM gifts WHERE id = $1', [gift!.id]);
    expect(after).toEqual({ arrival_source: '', arrival_path: '' });
  });
});
