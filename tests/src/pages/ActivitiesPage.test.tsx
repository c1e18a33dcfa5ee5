import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { FakeGraphqlServer, data } from '../fakeGraphqlServer.ts';
import { POSTS } from '../fixtures.ts';
import { renderPage } from '../renderPage.tsx';

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  server.on('getAllPosts', () => data({ getAllPosts: POSTS }));
});

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Activities' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the activities page', () => {
  test('shows the title and the loading banner until the posts arrive', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('getAllPosts', () => ({ ...data({ getAllPosts: POSTS }), after: held }));
    renderPage('/ActivitiesPage', server.url);

    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByText('Loading ...')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('heading', { name: 'Career workshop in Huye' })).toBeInTheDocument();
    expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();
    expect(document.title).toBe('Activities | Build Career Foundation');
  });

  test('offers the five filters with All selected at first, and shows every post', async () => {
    renderPage('/ActivitiesPage', server.url);
    const filters = within(screen.getByRole('group', { name: 'Show activities' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual(['All', 'Celebrations', 'Events', 'Meetings', 'Stories']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: 'Science fair' });
    expect(cardTitles()).toHaveLength(POSTS.length);
  });

  test('a filter shows only the posts of its category and is marked as selected', async () => {
    const user = userEvent.setup();
    renderPage('/ActivitiesPage', server.url);
    await screen.findByRole('heading', { name: 'Science fair' });

    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(cardTitles()).toEqual(['Career workshop in Huye', 'Science fair']);
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Meetings' }));
    expect(cardTitles()).toEqual(['Mentors meet']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toHaveLength(POSTS.length);
  });

  test('cuts titles to 25 and texts to 75 characters by the spec rule', async () => {
    renderPage('/ActivitiesPage', server.url);
    const title = await screen.findByRole('heading', { name: 'Graduation day for o...' });
    expect(title.textContent).toBe('Graduation day for o... ');
    const card = title.closest('article')!;
    const content = 'Twelve students supported by the foundation since 2022 finished second... ';
    expect(within(card).getByText((_, element) => element?.textContent === content)).toBeInTheDocument();
  });

  test("the image, the title and 'Read more' link to the post's details page", async () => {
    const user = userEvent.setup();
    server.on('getOnePost', () => data({ getOnePost: POSTS[1] }));
    renderPage('/ActivitiesPage', server.url);
    const title = await screen.findByRole('link', { name: 'Career workshop in Huye' });
    expect(title).toHaveAttribute('href', '/ActivityDetailsPage/huye');
    const readMore = screen.getByRole('link', { name: 'Read more about Career workshop in Huye' });
    expect(readMore).toHaveAttribute('href', '/ActivityDetailsPage/huye');
    expect(readMore).toHaveTextContent(/^Read more/);

    const gradCard = screen.getByRole('link', { name: 'Graduation day for o...' }).closest('article')!;
    const image = within(gradCard).getByRole('presentation', { hidden: true });
    expect(image).toHaveAttribute('src', '/uploads/grad.webp');
    // The first card's picture is the page's largest paint: fetched first, never lazily.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image.closest('a')).toHaveAttribute('href', '/ActivityDetailsPage/grad');

    await user.click(readMore);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/ActivityDetailsPage/huye');
  });

  test('only the first card’s picture is fetched eagerly; the others wait until scrolled near', async () => {
    const pictured = POSTS.map((item) => ({ ...item, image_url: [{ url: `/uploads/${item._id}.webp`, filename: `${item._id}.jpg` }] }));
    server.on('getAllPosts', () => data({ getAllPosts: pictured }));
    renderPage('/ActivitiesPage', server.url);
    await screen.findByRole('heading', { name: 'Science fair' });
    const images = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('presentation', { hidden: true });
    expect(images).toHaveLength(POSTS.length);
    const [first, ...rest] = images;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  test('a post without an image says so on its card', async () => {
    renderPage('/ActivitiesPage', server.url);
    const card = (await screen.findByRole('link', { name: 'Mentors meet' })).closest('article')!;
    expect(within(card).getByText('No image available')).toBeInTheDocument();
  });

  test('keeps the chosen filter after visiting a post and coming back', async () => {
    const user = userEvent.setup();
    server.on('getOnePost', () => data({ getOnePost: POSTS[3] }));
    const { router } = renderPage('/ActivitiesPage', server.url);
    await screen.findByRole('heading', { name: 'Science fair' });
    await user.click(screen.getByRole('button', { name: 'Stories' }));
    await user.click(screen.getByRole('link', { name: /^Read more about Aline/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aline’s story' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Stories' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Aline’s story']);
  });

  test('a failed query leaves an empty grid, not an error page', async () => {
    server.on('getAllPosts', () => ({ status: 500, body: 'Internal error' }));
    renderPage('/ActivitiesPage', server.url);
    await expect.poll(() => screen.queryByText('Loading ...')).toBeNull();
    expect(screen.getByRole('list', { name: 'Activities' })).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
  });
});
