import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ADD_POST, GET_ALL_POSTS } from '../../../shared/postDocuments.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The admin tables, 50 rows a page from the server, with a search.
const server = withAdminServer();
let token = '';
const graphqlUrl = () => `${server.url}/graphql`;

const postInput = (title: string) => ({
  title,
  content: 'A post written to fill more than one page of the table.',
  category: 'Events',
  contentSections: [{ sectionTitle: 'Part', paragraph1: 'Text.' }],
  image_urls: [],
});

beforeAll(async () => {
  token = server.token;
  for (let i = 0; i < 55; i += 1) await server.gql(ADD_POST, { input: postInput(`Bulk post ${i}`) }, token);
  for (let i = 0; i < 53; i += 1) await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `member${i}@paging.example` } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function allTitles(): Promise<string[]> {
  const result = await server.gql<{ getAllPosts: { title: string }[] }>(GET_ALL_POSTS);
  return result.data!.getAllPosts.map((post) => post.title);
}

describe('the admin tables, a page at a time', () => {
  test('overview: 50 rows newest first, the total, page links, and a search by title', async () => {
    const user = userEvent.setup();
    const titles = await allTitles();
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: 'Bulk post 54' });
    expect(rowHeaders()).toEqual(titles.slice(0, 50));
    expect(screen.getByText(`1–50 of ${titles.length} activity posts`)).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of activity posts' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByText(`51–${titles.length} of ${titles.length} activity posts`);
    await expect.poll(rowHeaders, SLOW).toEqual(titles.slice(50));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await expect.poll(rowHeaders, SLOW).toEqual(titles.slice(0, 50));

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'bulk post 5');
    await screen.findByText('1–6 of 6 activity posts', undefined, SLOW);
    expect(rowHeaders().sort()).toEqual(['Bulk post 5', 'Bulk post 50', 'Bulk post 51', 'Bulk post 52', 'Bulk post 53', 'Bulk post 54']);
    expect(screen.queryByRole('navigation', { name: 'Pages of activity posts' })).not.toBeInTheDocument();
  });

  test('overview: a delete on the second page refetches that page', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const titles = await allTitles();
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: titles[0] });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expect.poll(rowHeaders, SLOW).toEqual(titles.slice(50));
    const doomed = titles[50]!;
    await user.click(screen.getByRole('button', { name: `Delete ${doomed}` }));
    expect(await screen.findByText('✅ Post deleted successfully!')).toBeInTheDocument();
    await expect.poll(rowHeaders, SLOW).toEqual(titles.slice(51));
    expect(screen.getByText(`51–${titles.length - 1} of ${titles.length - 1} activity posts`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('subscriptions: 50 a page, the total, a search by e-mail', async () => {
    const user = userEvent.setup();
    renderApp('/admin/subscriptions', { token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: 'member52@paging.example' });
    expect(rowHeaders()).toHaveLength(50);
    expect(screen.getByText(/^1–50 of \d+ subscribers$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(() => rowHeaders().includes('member0@paging.example'), SLOW).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'MEMBER7@');
    await expect.poll(rowHeaders, SLOW).toEqual(['member7@paging.example']);
    expect(screen.getByText('1–1 of 1 subscribers')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody-here');
    expect(await screen.findByText('No subscriber matches “nobody-here”.', undefined, SLOW)).toBeInTheDocument();
  });
});
