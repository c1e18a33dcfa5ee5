import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ADD_POST, GET_ALL_POSTS } from '../../../shared/postDocuments.ts';
import { ADMIN_PAGES } from '../../../shared/routes.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SLOW, fakeToken, renderApp, withAdminServer } from './render.tsx';
import { type TestServerProcess } from '../../kit/testServerProcess.ts';

// The admin pages against a real server: the guard, login, lists and deletions.
const server = withAdminServer();
let ADMIN: TestServerProcess['admin'];
let token = '';
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  token = server.token;
  ADMIN = server.admin;
});

const samplePostInput = (overrides: Record<string, unknown>) => ({
  title: 'Tree planting day',
  content: 'Students and mentors planted two hundred trees around the school.',
  category: 'Events',
  contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: 'Rain came at ten.' }],
  image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
  ...overrides,
});

async function postTitles(): Promise<string[]> {
  const result = await server.gql<{ getAllPosts: { title: string }[] }>(GET_ALL_POSTS);
  return result.data!.getAllPosts.map((post) => post.title);
}
afterEach(() => {
  vi.restoreAllMocks();
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), ADMIN.email);
  await user.type(screen.getByLabelText(/^Password/), ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the guard', () => {
  test('sends a visitor without a token to the login page, and back to the page first asked for', async () => {
    const user = userEvent.setup();
    const { history, storage } = renderApp('/admin/subscriptions', { graphqlUrl: graphqlUrl() });
    await expect.poll(() => history.location.pathname, SLOW).toBe('/LoginIn');
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Subscriptions' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/subscriptions');
    expect(storage.getItem('userToken')).toMatch(/^ey/);
  });

  test('a login with nowhere to return to goes to the overview', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await logIn(user);
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
  });

  test('wrong credentials: a polite message beside the form, the detail in the console', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ADMIN.email);
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const message = await screen.findByText('Invalid email or password');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(consoleError).toHaveBeenCalledWith('Login failed', expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(history.location.pathname).toBe('/LoginIn');
  });

  test('a token whose own expiry has passed is dropped before any request', async () => {
    const { history, storage, store } = renderApp('/admin/overview', { token: fakeToken(-60), graphqlUrl: graphqlUrl() });
    await expect.poll(() => history.location.pathname, SLOW).toBe('/LoginIn');
    expect(store.getState().session).toEqual({ token: null, expired: true });
    expect(storage.getItem('userToken')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  test('a token the server refuses (UNAUTHENTICATED) is removed and the user lands on the login page', async () => {
    const { history, storage } = renderApp('/admin/subscriptions', { token: fakeToken(3600), graphqlUrl: graphqlUrl() });
    await expect.poll(() => history.location.pathname, SLOW).toBe('/LoginIn');
    expect(storage.getItem('userToken')).toBeNull();
    expect(history.location.state).toEqual({ from: '/admin/subscriptions' });
  });

  test('any other admin path redirects to the overview', async () => {
    const { history } = renderApp('/admin/no-such-page', { token, graphqlUrl: graphqlUrl() });
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
  });
});

describe('the layout', () => {
  test('the menu lists the route table’s admin pages that have a label, in its order, each leading to its page', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/admin/users', { token, graphqlUrl: graphqlUrl() });
    const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
    const labelled = ADMIN_PAGES.filter((page) => page.menu !== null);
    // The Owner's whole menu, once the server has said who is signed in.
    await waitFor(() => expect(menu.getAllByRole('link')).toHaveLength(labelled.length), SLOW);
    const links = menu.getAllByRole('link');
    // The Messages entry may carry its unread count after the label.
    expect(links.map((link) => link.textContent)).toEqual(labelled.map((page) => expect.stringMatching(new RegExp(`^${page.menu}`))));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(labelled.map((page) => page.path));
    expect(links.slice(0, 4).map((link) => link.textContent)).toEqual(['Activities Overview', 'Users', 'Subscriptions', 'Other']);
    await user.click(menu.getByRole('link', { name: 'Subscriptions' }));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/subscriptions');
    expect(menu.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
  });

  test('the menu collapses and expands, kept in the store', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/admin/users', { token, graphqlUrl: graphqlUrl() });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Subscriptions' }, SLOW)).toBeVisible();
    await user.click(toggle);
    expect(store.getState().adminUi.sidebarCollapsed).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).not.toBeInTheDocument();
  });

  test('the avatar toggles Logout; Logout removes the token and goes home', async () => {
    const user = userEvent.setup();
    const { history, storage } = renderApp('/admin/users', { token, graphqlUrl: graphqlUrl() });
    const avatar = await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(avatar);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/');
    expect(storage.getItem('userToken')).toBeNull();
  });

  test('users and others: the empty state with a Refresh button', async () => {
    const user = userEvent.setup();
    renderApp('/admin/users', { token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText('Nothing to show on Users Page... yet!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByText('Nothing to show on Others Page... yet!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
  });
});

describe('posts and subscribers', () => {
  test('the overview lists posts with dates, previews and named actions; dismissing a delete keeps the post', async () => {
    const user = userEvent.setup();
    const long = 'x'.repeat(80);
    const created = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Overview row', content: long }) }, token);
    const id = created.data!.addPost._id;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });

    const row = (await screen.findByRole('rowheader', { name: 'Overview row' })).closest('tr')!;
    expect(within(row).getByText(`${'x'.repeat(50)}...`)).toBeInTheDocument();
    expect(within(row).getByText(new Date().toLocaleDateString())).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Overview row' })).toHaveAttribute('href', `/admin/overview/${id}`);
    expect(within(row).getByRole('link', { name: 'Edit Overview row' })).toHaveAttribute('href', `/admin/updateActivities/${id}`);
    await user.click(within(row).getByRole('button', { name: 'Delete Overview row' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(await postTitles()).toContain('Overview row');
    expect(screen.getByRole('rowheader', { name: 'Overview row' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Activity' })).toHaveAttribute('href', '/admin/addNewActivitie');
  });

  test('accepting the confirmation deletes the post, toasts and refetches the list', async () => {
    const user = userEvent.setup();
    await server.gql(ADD_POST, { input: samplePostInput({ title: 'Doomed post' }) }, token);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/admin/overview', { token, graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('button', { name: 'Delete Doomed post' }));
    expect(await screen.findByText('✅ Post deleted successfully!')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('rowheader', { name: 'Doomed post' }), SLOW).toBeNull();
    expect(await postTitles()).not.toContain('Doomed post');
  });

  test('the detail page shows the post, and "Post not found" for an unknown id', async () => {
    const created = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Detailed' }) }, token);
    const view = renderApp(`/admin/overview/${created.data!.addPost._id}`, { token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detailed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.getByTitle('Video of Detailed')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/iG9CE55wbtY');
    view.unmount();
    renderApp('/admin/overview/00000000-0000-0000-0000-000000000000', { token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });

  test('the edit form opens preloaded with the post', async () => {
    const created = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'To correct' }) }, token);
    renderApp(`/admin/updateActivities/${created.data!.addPost._id}`, { token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('To correct');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Events');
    expect(screen.getByRole('textbox', { name: 'Section 1 title' })).toHaveValue('Morning');
    expect(screen.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue('https://www.youtube.com/watch?v=iG9CE55wbtY');
  });

  test('subscriptions: the table, and a confirmed delete of a subscriber', async () => {
    const user = userEvent.setup();
    await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'leaving@example.org' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderApp('/admin/subscriptions', { token, graphqlUrl: graphqlUrl() });
    const row = (await screen.findByRole('rowheader', { name: 'leaving@example.org' })).closest('tr')!;
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    const remove = within(row).getByRole('button', { name: 'Delete leaving@example.org' });
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this subscriber?');
    expect(screen.getByRole('rowheader', { name: 'leaving@example.org' })).toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByText('Subscriber deleted successfully!')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('rowheader', { name: 'leaving@example.org' }), SLOW).toBeNull();
  });
});
