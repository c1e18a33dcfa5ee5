import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DETAILS_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import type { Post } from '../../../shared/types.ts';
import { App } from '../../../src/App.tsx';
import { setupStore } from '../../../store/index.ts';
import { FakeGraphqlServer, data } from '../../kit/fakeGraphqlServer.ts';
import { post } from '../fixtures.ts';
import { openPage } from '../renderApp.tsx';

const GALLERY = [1, 2, 3].map((n) => ({ url: `/uploads/g${n}.webp`, filename: `g${n}.jpg` }));
const FULL_POST: Post = post({
  _id: 'grad',
  category: 'Celebrations',
  title: 'Graduation day',
  content: 'Twelve scholars finished secondary school.',
  contentSections: [
    { sectionTitle: 'A day of pride', paragraph1: 'Parents travelled far.', paragraph2: 'Each graduate spoke.' },
    { sectionTitle: 'What comes next', paragraph1: 'Mentors keep meeting them.', paragraph2: null },
  ],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY&t=5s',
  image_url: [{ url: '/uploads/main.webp', filename: 'main.jpg' }],
  image_urls: GALLERY,
});

const realSetTimeout = globalThis.setTimeout;
const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function serve(answer: Post | null) {
  server.on('getOnePost', () => data({ getOnePost: answer }));
}

async function openPost(answer: Post | null = FULL_POST) {
  serve(answer);
  const view = await openPage('/ActivityDetailsPage/grad', { graphqlUrl: server.url });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the activity details page', () => {
  test('shows the loading text, then the post with its image, headline and sections', async () => {
    // Held until the page was seen waiting for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('getOnePost', () => ({ ...data({ getOnePost: FULL_POST }), after: held }));
    await openPage('/ActivityDetailsPage/grad', { graphqlUrl: server.url });
    expect(screen.getByText('Loading post details...')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Graduation day' })).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ operationName: 'getOnePost', variables: { id: 'grad' } });
    expect(screen.getByRole('img', { name: 'Graduation day' })).toHaveAttribute('src', '/uploads/main.webp');
    expect(screen.getByText('Twelve scholars finished secondary school.')).toBeInTheDocument();
    const pride = screen.getByRole('heading', { level: 2, name: 'A day of pride' }).closest('section')!;
    expect(within(pride).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual([
      'Parents travelled far.',
      'Each graduate spoke.',
    ]);
    const next = screen.getByRole('heading', { level: 2, name: 'What comes next' }).closest('section')!;
    expect(within(next).getAllByText(/./, { selector: 'p' })).toHaveLength(1);
    expect(document.title).toBe('Graduation day | Build Career Foundation');
  });

  test('offers every stored width of an uploaded main image, at its own size', async () => {
    const hash = 'a'.repeat(64);
    await openPost({ ...FULL_POST, image_url: [{ url: `/uploads/${hash}.webp?w=1600&h=900`, filename: 'main.jpg' }] });
    const image = screen.getByRole('img', { name: 'Graduation day' });
    expect(image).toHaveAttribute('src', `/uploads/${hash}.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      `/uploads/${hash}-480.webp 480w, /uploads/${hash}-960.webp 960w, /uploads/${hash}-1600.webp 1600w`,
    );
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  test("shows 'No image available' for a post without a main image", async () => {
    await openPost({ ...FULL_POST, image_url: [] });
    expect(screen.getByText('No image available')).toBeInTheDocument();
  });

  test('shows the error text when the post fails to load, and loads it again on retry', async () => {
    const user = userEvent.setup();
    server.on('getOnePost', () => ({ status: 503, body: 'down' }));
    await openPage('/ActivityDetailsPage/grad', { graphqlUrl: server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading post details\. Please try again later\.$/);

    serve(FULL_POST);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduation day' })).toBeInTheDocument();
  });

  test('shows the error text for a post that does not exist', async () => {
    serve(null);
    await openPage('/ActivityDetailsPage/grad', { graphqlUrl: server.url });
    expect(await screen.findByText('Error loading post details. Please try again later.')).toBeInTheDocument();
  });

  test('embeds the video from youtube-nocookie.com at 16:9 when the post has a link', async () => {
    await openPost();
    const video = screen.getByRole('heading', { level: 2, name: 'Video of the Event' }).closest('section')!;
    const frame = within(video).getByTitle('Video: Graduation day');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/iG9CE55wbtY');
    expect(Number(frame.getAttribute('width')) / Number(frame.getAttribute('height'))).toBeCloseTo(16 / 9, 2);
  });

  test('leaves the video section out when the post has no link', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openPost({ ...FULL_POST, youtube_video_url: null });
    expect(screen.queryByText('Video of the Event')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  test('logs an invalid video link and leaves the video section out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openPost({ ...FULL_POST, youtube_video_url: 'https://www.youtube.com/watch?v=nope' });
    expect(screen.queryByText('Video of the Event')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('not a YouTube video link'), 'https://www.youtube.com/watch?v=nope');
  });

  test('leaves the gallery out when the post has no photos', async () => {
    await openPost({ ...FULL_POST, image_urls: [] });
    expect(screen.queryByText('Event Photos Gallery')).not.toBeInTheDocument();
  });

  test('in the app as src/main.tsx renders it (StrictMode, which restarts the page’s effects), loads the post with no error on the way', async () => {
    serve(FULL_POST);
    const errors: string[] = [];
    const seen = new MutationObserver(() => {
      if (document.body.textContent?.includes('Error loading post details')) errors.push('shown');
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    const store = setupStore(undefined, { graphqlUrl: server.url });
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/ActivityDetailsPage/grad']}>{children}</MemoryRouter>
    );
    render(
      <StrictMode>
        <App store={store} Router={Router} />
      </StrictMode>,
    );
    expect(await screen.findByText('Loading post details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduation day' })).toBeInTheDocument();
    seen.disconnect();
    expect(errors).toEqual([]);
  });
});

describe('the full image view', () => {
  async function openFirstPhoto() {
    const user = userEvent.setup();
    await openPost();
    const photo = screen.getByRole('button', { name: 'Photo 1 of 3: Graduation day' });
    await user.click(photo);
    const dialog = screen.getByRole('dialog', { name: 'Full Image View' });
    return { user, photo, dialog };
  }

  test('opens on the chosen gallery photo, with the focus on Close', async () => {
    const { dialog } = await openFirstPhoto();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/g1.webp');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  test('closes with the Close button and gives the focus back', async () => {
    const { user, photo, dialog } = await openFirstPhoto();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(photo).toHaveFocus();
  });

  test('closes on Escape and gives the focus back', async () => {
    const { user, photo } = await openFirstPhoto();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(photo).toHaveFocus();
  });

  test('closes on a click on the backdrop, but not on a click on the image', async () => {
    const { user, photo, dialog } = await openFirstPhoto();
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(photo).toHaveFocus();
  });

  test('keeps the keyboard inside while open', async () => {
    const { user, dialog } = await openFirstPhoto();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('the event photos gallery', () => {
  const shown = () => within(screen.getByRole('main')).getAllByRole('group').find((slide) => !slide.hidden)?.getAttribute('aria-label');

  async function openWithFakeClock() {
    // The page's chunk arrives on the real clock (React holds a suspended page back with a
    // timeout); the post is held until then, so the gallery starts on the faked one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('getOnePost', () => ({ ...data({ getOnePost: FULL_POST }), after: held }));
    await openPage('/ActivityDetailsPage/grad', { graphqlUrl: server.url });
    // Only the clock of timeouts is faked: the page's requests and React's scheduling run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    // Wait on the real clock: findBy and vi.waitFor would need (or move) the faked one.
    await act(async () => {
      while (!screen.queryByRole('heading', { level: 1, name: 'Graduation day' })) {
        await new Promise((resolve) => realSetTimeout(resolve, 10));
      }
    });
    return screen.getByRole('region', { name: 'Event Photos Gallery' });
  }

  test('moves to the next photo every 10000 ms and wraps round', async () => {
    await openWithFakeClock();
    expect(shown()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS - 1));
    expect(shown()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('1 of 3');
  });

  test('holds still while hovered and moves on again after', async () => {
    const gallery = await openWithFakeClock();
    fireEvent.mouseEnter(gallery);
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS * 3));
    expect(shown()).toBe('1 of 3');
    fireEvent.mouseLeave(gallery);
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('2 of 3');
  });

  test('holds still while something inside has the focus', async () => {
    await openWithFakeClock();
    act(() => screen.getByRole('button', { name: 'Next photo' }).focus());
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS * 3));
    expect(shown()).toBe('1 of 3');
    act(() => screen.getByRole('button', { name: 'Next photo' }).blur());
    act(() => vi.advanceTimersByTime(DETAILS_CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('2 of 3');
  });

  test('previous and next buttons move one photo, wrapping at both ends', async () => {
    await openWithFakeClock();
    const next = screen.getByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    fireEvent.click(previous);
    expect(shown()).toBe('3 of 3');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shown()).toBe('2 of 3');
  });
});
