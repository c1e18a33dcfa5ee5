import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ADD_POST } from '../../../shared/postDocuments.ts';
import { formatKigali } from '../../../shared/kigaliTime.ts';
import { OVERDUE_POLL_MS } from '../../../src/pages/admin/posts/OverviewPage.tsx';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The overview's Status column, its status filter and the overdue banner, against a real
// server whose scheduler is paused after start, so that a post can stay overdue while the test looks.
const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }';
const SUBMIT = 'mutation ($id: ID!) { submitForReview(id: $id) { _id } }';
const SCHEDULE = 'mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }';

const server = withAdminServer({ schedulerPaused: true });
let token = '';
const graphqlUrl = () => `${server.url}/graphql`;
// Thirty days ahead, on a whole minute (a schedule may be at most a year ahead).
const later = Math.floor((Date.now() + 30 * 24 * 3_600_000) / 60_000) * 60_000;
let overdueAt = 0;

async function draft(title: string): Promise<string> {
  const answer = await server.gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: { title, content: `All about ${title}.`, category: 'Events' } }, token);
  return answer.data!.saveDraft._id;
}

const statusOf = (title: string) => {
  const row = screen.getByRole('rowheader', { name: title }).closest('tr')!;
  return within(row).getAllByRole('cell').at(-2)!.textContent;
};
const totalPosts = async () =>
  (await server.gql<{ postRows: { total: number } }>('query { postRows { total } }', {}, token)).data!.postRows.total;
const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeAll(async () => {
  token = server.token;
  for (let i = 0; i < 50; i += 1) {
    await server.gql(ADD_POST, { input: { title: `Published ${i}`, content: 'Out there.', category: 'Stories', contentSections: [], image_urls: [] } }, token);
  }
  await draft('Half-written draft');
  await server.gql(SUBMIT, { id: await draft('Waiting for review') }, token);
  await server.gql(SCHEDULE, { id: await draft('Graduation day'), at: later }, token);
  // Scheduled ahead (a schedule is in the future), then its time moved to a whole minute at least a
  // minute past: overdue, with the scheduler paused.
  const assembly = await draft('Morning assembly');
  expect((await server.gql(SCHEDULE, { id: assembly, at: later }, token)).errors).toBeUndefined();
  overdueAt = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  await server.query(`UPDATE posts SET publish_at = to_timestamp($2::float8 / 1000) WHERE id = $1`, [assembly, overdueAt]);
});

describe('the overview shows and filters by status', () => {
  test('a Status column with Draft, In review, Scheduled for a Kigali time, and Published', async () => {
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: 'Graduation day' });
    // The Owner sees the Insights, so the posts' views too, once the server has said who is signed in.
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date Posted', 'Title', 'Category', 'Content', 'Views', 'Status', 'Actions']),
    );
    expect(statusOf('Half-written draft')).toBe('Draft');
    expect(statusOf('Waiting for review')).toBe('In review');
    expect(statusOf('Graduation day')).toBe(`Scheduled for ${formatKigali(later)}`);
    expect(statusOf('Graduation day')).toMatch(/^Scheduled for \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Kigali\)$/);
    expect(statusOf('Published 49')).toBe('Published');
  });

  test('the Status filter asks the server for one status, with the search, from the first page', async () => {
    const user = userEvent.setup();
    // The sample posts of a first start (published), 50 published here, a draft, one in review, two scheduled.
    const total = await totalPosts();
    const published = total - 4;
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
    await screen.findByText(`1–50 of ${total} activity posts`);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(`51–${Math.min(total, 100)} of ${total} activity posts`, undefined, SLOW);

    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Draft', 'In review', 'Scheduled', 'Published']);
    await user.selectOptions(filter, 'Scheduled');
    await screen.findByText('1–2 of 2 activity posts', undefined, SLOW);
    expect(rowHeaders().sort()).toEqual(['Graduation day', 'Morning assembly']);

    await user.selectOptions(filter, 'Published');
    await screen.findByText(`1–50 of ${published} activity posts`, undefined, SLOW);
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'published 4');
    await screen.findByText('1–11 of 11 activity posts', undefined, SLOW);
    await user.selectOptions(filter, 'Draft');
    await screen.findByText('No activity posts', undefined, SLOW);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await expect.poll(rowHeaders, SLOW).toEqual(['Half-written draft']);
    await user.selectOptions(filter, 'All');
    await screen.findByText(`1–50 of ${total} activity posts`, undefined, SLOW);
  });

  test('a banner while a scheduled post is overdue; when the scheduler has published it the banner goes and the row says so', async () => {
    // The page's timers on a clock the test moves (running on with real time in between).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
      expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('1 scheduled post is overdue and will be published within a minute.');
      await screen.findByRole('rowheader', { name: 'Morning assembly' });
      expect(statusOf('Morning assembly')).toBe(`Scheduled for ${formatKigali(overdueAt)}`);

      await server.publishDue();
      // The next poll, OVERDUE_POLL_MS later, finds none overdue: the banner goes and the rows are read again.
      expect(screen.queryByRole('alert')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(OVERDUE_POLL_MS);
      await expect.poll(() => screen.queryByRole('alert'), SLOW).toBeNull();
      await expect.poll(() => statusOf('Morning assembly'), SLOW).toBe('Published');
    } finally {
      vi.useRealTimers();
    }
  });
});
