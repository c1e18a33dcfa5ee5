import { act, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { ADD_POST } from '../../../store/api/posts.ts';
import { TRAFFIC_INSIGHTS } from '../../../store/api/insightsAdmin.ts';
import { errorCode } from '../../kit/graphql.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { PLEDGE } from '../../server/giving/documents.ts';
import { SLOW, catchDownloads, expectSentAway, renderApp } from './render.tsx';

// The Insights page against a real server whose counts are written as the roll-ups keep them:
// a post read yesterday in Kinyarwanda on phones, the home page reached from a newsletter, a
// visit three weeks ago, one seven months ago, two people on the home page a minute ago; a
// newsletter sent two days ago to two addresses, one of them refused; a pledge.
let server: TestServerProcess;
const graphqlUrl = () => `${server.url}/graphql`;
const POST_TITLE = 'Trees planted at the Kayonza school';
let postId = '';

const DAY_MS = 86_400_000;
/** The Kigali day `n` days before today, YYYY-MM-DD. */
const daysAgo = (n: number) => new Date(Date.parse(`${kigaliToday()}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/**
 * Views of a day that share a page, language, source and device, as the roll-up counts them: a row
 * per page, source, language and device (and the post's language), each with those views and
 * distinct visitors (added to what the row has).
 */
async function daily(day: string, cell: { path: string; postId?: string; language: string; source: string; device: string; views: number; visitors: number }) {
  const postId = cell.postId ?? '';
  const rows = [
    ['page', cell.path, postId],
    ['source', cell.source, ''],
    ['language', cell.language, ''],
    ['device', cell.device, ''],
    ...(postId ? [['post_language', cell.language, postId]] : []),
  ];
  for (const [dimension, key, post] of rows) {
    await server.query(
      `INSERT INTO insight_summary_daily AS s (day, dimension, key, post_id, views, visitors) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (day, dimension, key, post_id) DO UPDATE SET views = s.views + EXCLUDED.views, visitors = s.visitors + EXCLUDED.visitors`,
      [day, dimension, key, post, cell.views, cell.visitors],
    );
  }
}

async function visitorsOfDay(day: string, visitors: number, views: number) {
  await server.query('INSERT INTO insight_visitors_daily (day, visitors, views) VALUES ($1, $2, $3)', [day, visitors, views]);
}

beforeAll(async () => {
  await import('../../../src/pages/admin/routes.tsx');
  await import('../../../src/pages/admin/insights/InsightsPage.tsx');
  server = await startTestServerProcess({ staff: true });
  const created = await server.gql<{ addPost: { _id: string } }>(
    ADD_POST,
    {
      input: {
        title: POST_TITLE,
        content: 'Students and mentors planted two hundred trees around the school.',
        category: 'Events',
        contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }],
        image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
      },
    },
    server.token,
  );
  postId = created.data!.addPost._id;

  await daily(daysAgo(1), { path: '/ActivityDetailsPage/:postId', postId, language: 'rw', source: '', device: 'PHONE', views: 5, visitors: 3 });
  await daily(daysAgo(1), { path: '/', language: 'en', source: 'newsletter', device: 'DESKTOP', views: 4, visitors: 2 });
  await visitorsOfDay(daysAgo(1), 5, 9);
  await daily(daysAgo(20), { path: '/DonatePage', language: 'fr', source: 'example.org', device: 'TABLET', views: 7, visitors: 6 });
  await visitorsOfDay(daysAgo(20), 6, 7);
  await daily(daysAgo(200), { path: '/', language: 'en', source: 'facebook.com', device: 'DESKTOP', views: 100, visitors: 50 });
  await visitorsOfDay(daysAgo(200), 50, 100);
  // Those days have closed: their last roll-up is made and marked, and the reports read their sums.
  await server.query('INSERT INTO insight_rollups (day) SELECT unnest($1::date[])', [[daysAgo(1), daysAgo(20), daysAgo(200)]]);
  // Today's two views a minute ago, already counted into the roll-up the server makes of them.
  await server.query(
    `INSERT INTO insight_views (at, day, path, post_id, language, source, device, visitor, counted)
     SELECT now() - interval '1 minute', $1::date, '/', NULL, 'en', '', 'DESKTOP', sha256(convert_to('visitor ' || n, 'UTF8')), true
     FROM generate_series(1, 2) AS n`,
    [kigaliToday()],
  );
  await daily(kigaliToday(), { path: '/', language: 'en', source: '', device: 'DESKTOP', views: 2, visitors: 2 });
  await visitorsOfDay(kigaliToday(), 2, 2);

  const [send] = await server.query<{ id: string }>(
    `INSERT INTO newsletter_sends (post_id, title, category, subject, html, text_body, total, date_queued)
     VALUES ($1, $2, 'Events', $2, '<p>Trees</p>', 'Trees', 2, now() - interval '2 days') RETURNING id`,
    [postId, POST_TITLE],
  );
  await server.query(
    `INSERT INTO mail_outbox (kind, recipient, send_id, status, finished_at)
     VALUES ('newsletter', 'one@example.org', $1, 'sent', now()), ('newsletter', 'two@example.org', $1, 'failed', now())`,
    [send!.id],
  );
  const pledged = await server.gql(PLEDGE, { input: { amount: 10_000, way: 'MTN_MOMO', arrivalSource: 'google.com', arrivalPath: '/DonatePage' } });
  expect(pledged.errors).toBeUndefined();
  // As if it came by the newsletter's marked link (the mark is the server process's own secret).
  await server.query(`UPDATE gifts SET arrival_source = 'newsletter'`);
});
afterAll(() => server?.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether the server has said who is signed in (the page shows what their role may see from then on). */
function meAnswered(store: { getState: () => unknown }): boolean {
  const queries = (store.getState() as { api?: { queries: Record<string, { endpointName?: string; status: string }> } }).api?.queries ?? {};
  return Object.values(queries).some((query) => query.endpointName === 'getMe' && query.status === 'fulfilled');
}

const openInsights = () => renderApp('/admin/insights', { token: server.token, graphqlUrl: graphqlUrl() });
/** What a total says, by its label. */
const totalOf = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
const tableOf = (caption: string) => screen.getByRole('table', { name: caption });
/** A table's rows as text, its header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Insights page', () => {
  test('opens on the last 7 days: visitors, page views, visitors now, and the pages, sources, languages and devices', async () => {
    openInsights();
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 7 days');
    await waitFor(() => expect(totalOf('Visitors')).toBe('7'), SLOW);
    expect(totalOf('Page views')).toBe('11');
    expect(screen.getByRole('heading', { level: 3, name: 'Visitors now' }).nextElementSibling).toHaveTextContent('2 in the last 5 minutes');
    expect(rowsOf(tableOf('Top pages'))).toEqual([
      ['Page', 'Visitors', 'Page views'],
      ['/', '4', '6'],
      [POST_TITLE, '3', '5'],
    ]);
    expect(rowsOf(tableOf('Sources')).slice(1).sort()).toEqual([
      ['Direct', '5', '7'],
      ['Newsletter', '2', '4'],
    ]);
    expect(rowsOf(tableOf('Languages')).slice(1).sort()).toEqual([
      ['English', '4', '6'],
      ['Ikinyarwanda', '3', '5'],
    ]);
    expect(rowsOf(tableOf('Devices')).slice(1).sort()).toEqual([
      ['Desktop', '4', '6'],
      ['Phone', '3', '5'],
    ]);
    const days = rowsOf(tableOf('Visitors and page views'));
    expect(days[0]).toEqual(['Day', 'Visitors', 'Page views']);
    expect(days.slice(1).map((row) => row[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    expect(days.find((row) => row[0] === daysAgo(1))).toEqual([daysAgo(1), '5', '9']);
  });

  test('the period picker changes the figures: 30 days count the visit of three weeks ago, 12 months the one of seven months ago', async () => {
    const { user } = openInsights();
    await waitFor(() => expect(totalOf('Visitors')).toBe('7'), SLOW);
    const picker = screen.getByRole('combobox', { name: 'Period' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 12 months']);

    await user.selectOptions(picker, 'Last 30 days');
    await waitFor(() => expect(totalOf('Visitors')).toBe('13'), SLOW);
    expect(totalOf('Page views')).toBe('18');
    expect(rowsOf(tableOf('Sources')).map((row) => row[0])).toContain('example.org');
    expect(rowsOf(tableOf('Devices')).map((row) => row[0])).toContain('Tablet');
    expect(rowsOf(tableOf('Languages')).map((row) => row[0])).toContain('Français');

    await user.selectOptions(picker, 'Last 12 months');
    await waitFor(() => expect(totalOf('Visitors')).toBe('63'), SLOW);
    expect(totalOf('Page views')).toBe('118');
    const months = rowsOf(tableOf('Visitors and page views'));
    expect(months[0]).toEqual(['Month', 'Visitors', 'Page views']);
    expect(months).toHaveLength(13);
  });

  test('every section has its tables, each with its caption and a Download CSV button', async () => {
    openInsights();
    await screen.findByRole('table', { name: 'Top pages' }, SLOW);
    await screen.findByRole('table', { name: 'Newsletter reach' }, SLOW);
    await screen.findByRole('table', { name: 'Subscribers per week' }, SLOW);
    await screen.findByRole('table', { name: 'By way of giving' }, SLOW);
    const captions = [
      'Visitors and page views',
      'Top pages',
      'Sources',
      'Languages',
      'Devices',
      'Newsletter reach',
      'Subscribers per week',
      'Pledged and received per month (RWF)',
      'How the pledges ended',
      'By way of giving',
      'By campaign',
      'Sources pledges came from',
      'Pages pledges began on',
    ];
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual(captions);
    for (const caption of captions) expect(screen.getByRole('button', { name: `Download CSV (${caption})` })).toBeInTheDocument();
    for (const heading of ['Visits', 'Newsletter reach', 'Subscribers', 'Giving']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  test('newsletter reach: recipients, accepted, failed, unsubscribed within 7 days and the visits it brought', async () => {
    openInsights();
    const reach = await screen.findByRole('table', { name: 'Newsletter reach' }, SLOW);
    expect(rowsOf(reach)).toEqual([
      ['Newsletter', 'Queued', 'Recipients', 'Accepted', 'Failed', 'Unsubscribed within 7 days', 'Visits'],
      [POST_TITLE, daysAgo(2), '2', '1', '1', '0', '4'],
    ]);
  });

  test('giving: the pledge in RWF this month, waiting, by its way, from the newsletter and the Donate page', async () => {
    openInsights();
    const ways = await screen.findByRole('table', { name: 'By way of giving' }, SLOW);
    expect(rowsOf(ways)).toEqual([
      ['Way', 'Currency', 'Gifts', 'Pledged', 'Received', 'Received online', 'Received by hand'],
      ['MTN Mobile Money', 'RWF', '1', '10,000', '0', '0', '0'],
    ]);
    expect(rowsOf(tableOf('Pledged and received per month (RWF)')).slice(1)).toEqual([[kigaliToday().slice(0, 7), '10,000', '0', '0', '0']]);
    expect(rowsOf(tableOf('How the pledges ended')).slice(1)).toEqual([
      ['Received', '0'],
      ['Received online', '0'],
      ['Received by hand', '0'],
      ['Cancelled', '0'],
      ['Waiting', '1'],
    ]);
    expect(rowsOf(tableOf('Sources pledges came from')).slice(1)).toEqual([['Newsletter', 'RWF', '1', '10,000', '0', '0', '0']]);
    expect(rowsOf(tableOf('Pages pledges began on')).slice(1).map((row) => row[0])).toEqual(['/DonatePage']);
  });

  test('Download CSV gives the table’s rows, its numbers as numbers', async () => {
    const { blobs, names } = catchDownloads();
    const { user } = openInsights();
    const pages = await screen.findByRole('table', { name: 'Top pages' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Download CSV (Top pages)' }));
    expect(names).toEqual([`insights-top-pages-${kigaliToday()}.csv`]);
    const csv = await blobs[0]!.text();
    expect(csv).toBe(`"Page","Visitors","Page views"\r\n"/",4,6\r\n"${POST_TITLE}",3,5\r\n`);
    expect(parse(csv)).toEqual(rowsOf(pages));
  });

  test('says when the visits cannot be loaded, and offers to ask again', async () => {
    // The server's address answers nothing.
    renderApp('/admin/insights', { token: server.token });
    expect(await screen.findByText('Failed to load the visits.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Refresh' }).length).toBeGreaterThan(0);
  });
});

describe('a post’s readers in the admin', () => {
  test('the post’s page shows its unique visitors, its views and its views by language', async () => {
    renderApp(`/admin/overview/${postId}`, { token: server.token, graphqlUrl: graphqlUrl() });
    const readers = await screen.findByRole('region', { name: 'Readers' }, SLOW);
    await waitFor(() => expect(within(readers).queryByText('Unique visitors', { selector: 'dt' })?.nextElementSibling).toHaveTextContent('3'), SLOW);
    expect(within(readers).getByText('Views', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5');
    expect(rowsOf(within(readers).getByRole('table', { name: 'Views by language' }))).toEqual([
      ['Language', 'Unique visitors', 'Views'],
      ['Ikinyarwanda', '3', '5'],
    ]);
  });

  test('the overview has a Views column: each post’s views, asked once for the page’s posts', async () => {
    renderApp('/admin/overview', { token: server.token, graphqlUrl: graphqlUrl() });
    const row = (await screen.findByRole('rowheader', { name: POST_TITLE }, SLOW)).closest('tr')!;
    const column = () => screen.getAllByRole('columnheader').findIndex((cell) => cell.textContent === 'Views');
    await waitFor(() => expect(column()).toBeGreaterThan(0), SLOW);
    await waitFor(() => expect(row.querySelectorAll('th, td')[column()]).toHaveTextContent(/^5$/), SLOW);
  });

  test('an Author’s overview has no Views column', async () => {
    const author = renderApp('/admin/overview', { token: server.staff.AUTHOR!.token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: POST_TITLE }, SLOW);
    await expect.poll(() => meAnswered(author.store), SLOW).toBe(true);
    await act(() => Promise.resolve());
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Views');
  });

  test('giving: what was received online (paid by MTN MoMo) and by hand, apart; an Editor is not shown a split of fewer than five gifts', async () => {
    for (const input of [{ amount: 5_000, way: 'MTN_MOMO' }, { amount: 3_000, way: 'CASH' }]) {
      const pledged = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input });
      expect(pledged.errors).toBeUndefined();
      // Received as the payments' receive step and staff leave a gift: paid_online names the provider that confirmed it.
      await server.query(
        `UPDATE gifts SET status = 'RECEIVED', received_rwf = amount, received_on = (pledged_at + interval '2 hours')::date,
           receipt_number = 'R-' || reference, paid_online = $2 WHERE reference = $1`,
        [pledged.data!.pledgeGift.reference, input.way === 'MTN_MOMO' ? 'MTN_MOMO' : ''],
      );
    }
    const owner = openInsights();
    const ways = await screen.findByRole('table', { name: 'By way of giving' }, SLOW);
    await waitFor(() => expect(rowsOf(ways)).toHaveLength(3), SLOW);
    expect(rowsOf(ways)).toEqual([
      ['Way', 'Currency', 'Gifts', 'Pledged', 'Received', 'Received online', 'Received by hand'],
      ['MTN Mobile Money', 'RWF', '2', '15,000', '5,000', '5,000', '0'],
      ['Cash', 'RWF', '1', '3,000', '3,000', '0', '3,000'],
    ]);
    expect(rowsOf(tableOf('Pledged and received per month (RWF)')).slice(1)).toEqual([[kigaliToday().slice(0, 7), '18,000', '8,000', '5,000', '3,000']]);
    expect(rowsOf(tableOf('How the pledges ended')).slice(1)).toEqual([
      ['Received', '2'],
      ['Received online', '1'],
      ['Received by hand', '1'],
      ['Cancelled', '0'],
      ['Waiting', '1'],
    ]);
    expect(screen.queryByText(/are not shown where one of them would add up fewer than 5 gifts/)).toBeNull();
    owner.unmount();

    // An Editor (no donations.manage): three gifts are too few for a row, and one online is too few to show apart.
    renderApp('/admin/insights', { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    const outcomes = await screen.findByRole('table', { name: 'How the pledges ended' }, SLOW);
    expect(rowsOf(outcomes).slice(1)).toEqual([
      ['Received', '2'],
      ['Received online', 'Not shown'],
      ['Received by hand', 'Not shown'],
      ['Cancelled', '0'],
      ['Waiting', '1'],
    ]);
    expect(rowsOf(tableOf('By way of giving'))).toHaveLength(1);
    expect(screen.getByText('Online and by hand are not shown where one of them would add up fewer than 5 gifts: each gift stays private.')).toBeInTheDocument();
  });

  test('an Author sees no readers on a post’s page', async () => {
    const author = renderApp(`/admin/overview/${postId}`, { token: server.staff.AUTHOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: POST_TITLE }, SLOW)).toBeInTheDocument();
    await expect.poll(() => meAnswered(author.store), SLOW).toBe(true);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Readers' })).toBeNull();
  });
});

describe('who sees Insights', () => {
  test('the Owner has the menu entry; an Editor too', async () => {
    for (const token of [server.token, server.staff.EDITOR!.token]) {
      const view = renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
      const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
      expect(await menu.findByRole('link', { name: 'Insights' }, SLOW)).toHaveAttribute('href', '/admin/insights');
      view.unmount();
    }
  });

  test('an Author has no Insights entry, is sent from the page to the overview, and the server refuses the reads', async () => {
    await expectSentAway('/admin/insights', server.staff.AUTHOR!.token, graphqlUrl(), 'Insights', 'Activities Overview');
    const replayed = await server.gql(TRAFFIC_INSIGHTS, { period: 'LAST_7_DAYS' }, server.staff.AUTHOR!.token);
    expect(errorCode(replayed)).toBe('FORBIDDEN');
    expect(replayed.data).toBeNull();
  });
});
