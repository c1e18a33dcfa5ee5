import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CARD_CONTENT_LIMIT } from '../../../shared/constants.ts';
import { truncate } from '../../../shared/truncate.ts';
import type { Post } from '../../../shared/types.ts';
import { FakeGraphqlServer, data, type GraphqlRequest } from '../../kit/fakeGraphqlServer.ts';
import { POSTS, post } from '../fixtures.ts';
import { openPage } from '../renderApp.tsx';

/** Answers postCards as the server does: a page of cards of a category after a cursor, with the total. */
function cardPages(posts: Post[]) {
  return ({ variables }: GraphqlRequest) => {
    const inFilter = posts.filter((item) => !variables.category || item.category === variables.category);
    const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
    const first = Number(variables.first ?? 12);
    const items = inFilter.slice(start, start + first).map((item) => ({
      _id: item._id,
      title: item.title,
      category: item.category,
      date_posted: item.date_posted,
      image_url: item.image_url.slice(0, 1),
      content: truncate(item.content, CARD_CONTENT_LIMIT),
    }));
    const next = start + first < inFilter.length ? String(start + first) : null;
    return data({ postCards: { items, total: inFilter.length, nextCursor: next } });
  };
}

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  server.on('postCards', cardPages(POSTS));
});

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Activities' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the activities page', () => {
  test('shows the title and the loading banner until the posts arrive', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = cardPages(POSTS);
    server.on('postCards', (request) => ({ ...answer(request), after: held }));
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });

    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByText('Loading ...')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('heading', { name: 'Career workshop in Huye' })).toBeInTheDocument();
    expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();
    expect(document.title).toBe('Activities | Build Career Foundation');
  });

  test('offers the five filters with All selected at first, and shows every post', async () => {
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    const filters = within(screen.getByRole('group', { name: 'Show activities' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual(['All', 'Celebrations', 'Events', 'Meetings', 'Stories']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: 'Science fair' });
    expect(cardTitles()).toHaveLength(POSTS.length);
  });

  test('a filter asks the server for its category’s first page', async () => {
    const user = userEvent.setup();
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    await screen.findByRole('heading', { name: 'Science fair' });
    expect(server.requests.map((request) => request.variables)).toEqual([{ first: 12 }]);
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await screen.findByText('Showing 2 of 2 activities');
    expect(server.requests.map((request) => request.variables)).toEqual([{ first: 12 }, { category: 'Events', first: 12 }]);
  });

  test('a filter shows only the posts of its category and is marked as selected', async () => {
    const user = userEvent.setup();
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    await screen.findByRole('heading', { name: 'Science fair' });

    // Each category's cards come from the server.
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(cardTitles).toEqual(['Career workshop in Huye', 'Science fair']);

    await user.click(screen.getByRole('button', { name: 'Meetings' }));
    await expect.poll(cardTitles).toEqual(['Mentors meet']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await expect.poll(() => cardTitles().length).toBe(POSTS.length);
  });

  test('cuts titles to 25 and texts to 75 characters', async () => {
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    const title = await screen.findByRole('heading', { name: 'Graduation day for o...' });
    expect(title.textContent).toBe('Graduation day for o... ');
    const card = title.closest('article')!;
    const content = 'Twelve students supported by the foundation since 2022 finished second... ';
    expect(within(card).getByText((_, element) => element?.textContent === content)).toBeInTheDocument();
  });

  test("the image, the title and 'Read more' link to the post's details page", async () => {
    const user = userEvent.setup();
    server.on('getOnePost', () => data({ getOnePost: POSTS[1] }));
    const { history } = await openPage('/ActivitiesPage', { graphqlUrl: server.url });
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
    expect(history.location.pathname).toBe('/ActivityDetailsPage/huye');
  });

  test('only the first card’s picture is fetched eagerly; the others wait until scrolled near', async () => {
    const pictured = POSTS.map((item) => ({ ...item, image_url: [{ url: `/uploads/${item._id}.webp`, filename: `${item._id}.jpg` }] }));
    server.on('postCards', cardPages(pictured));
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
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
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    const card = (await screen.findByRole('link', { name: 'Mentors meet' })).closest('article')!;
    expect(within(card).getByText('No image available')).toBeInTheDocument();
  });

  test('keeps the chosen filter after visiting a post and coming back', async () => {
    const user = userEvent.setup();
    server.on('getOnePost', () => data({ getOnePost: POSTS[3] }));
    const { history } = await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    await screen.findByRole('heading', { name: 'Science fair' });
    await user.click(screen.getByRole('button', { name: 'Stories' }));
    await user.click(await screen.findByRole('link', { name: /^Read more about Aline/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aline’s story' })).toBeInTheDocument();

    await act(() => history.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Stories' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(cardTitles).toEqual(['Aline’s story']);
  });

  describe('more than a page of posts', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      post({ _id: `p${i}`, title: `Activity ${i}`, category: i % 2 ? 'Events' : 'Stories', date_posted: 1_700_000_000_000 - i }),
    );
    beforeEach(() => {
      server.on('postCards', cardPages(many));
    });
    const titles = (from: number, to: number) => many.slice(from, to).map((item) => item.title);

    test('shows 12 cards, says how many of how many, and a Load more button fetches the next 12', async () => {
      const user = userEvent.setup();
      await openPage('/ActivitiesPage', { graphqlUrl: server.url });
      await screen.findByRole('heading', { name: 'Activity 0' });
      expect(cardTitles()).toEqual(titles(0, 12));
      const count = screen.getByText('Showing 12 of 30 activities');
      expect(count).toHaveAttribute('aria-live', 'polite');

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('Showing 24 of 30 activities');
      expect(cardTitles()).toEqual(titles(0, 24));
      // Focus moves to the first new card.
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Activity 12' }));
      expect(server.requests.at(-1)!.variables).toEqual({ after: '12', first: 12 });

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('Showing 30 of 30 activities');
      expect(cardTitles()).toEqual(titles(0, 30));
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Activity 24' }));
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    test('Load more works from the keyboard', async () => {
      const user = userEvent.setup();
      await openPage('/ActivitiesPage', { graphqlUrl: server.url });
      await screen.findByRole('heading', { name: 'Activity 0' });
      screen.getByRole('button', { name: 'Load more' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByText('Showing 24 of 30 activities');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Activity 12' }));
      await user.tab({ shift: true });
      expect(document.activeElement?.textContent).toMatch(/^Read more/);
    });

    test('switching filters shows each category’s first page, and loads more within it', async () => {
      const user = userEvent.setup();
      await openPage('/ActivitiesPage', { graphqlUrl: server.url });
      await screen.findByRole('heading', { name: 'Activity 0' });
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('Showing 24 of 30 activities');

      await user.click(screen.getByRole('button', { name: 'Events' }));
      await screen.findByText('Showing 12 of 15 activities');
      const events = many.filter((item) => item.category === 'Events').map((item) => item.title);
      expect(cardTitles()).toEqual(events.slice(0, 12));
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('Showing 15 of 15 activities');
      expect(cardTitles()).toEqual(events);

      await user.click(screen.getByRole('button', { name: 'All' }));
      await screen.findByText('Showing 12 of 30 activities');
      expect(cardTitles()).toEqual(titles(0, 12));
    });
  });

  test('a failed query leaves an empty grid, not an error page', async () => {
    server.on('postCards', () => ({ status: 500, body: 'Internal error' }));
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    await expect.poll(() => screen.queryByText('Loading ...')).toBeNull();
    expect(screen.getByRole('list', { name: 'Activities' })).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
  });
});
