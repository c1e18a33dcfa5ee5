import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARD_TITLE_LIMIT } from '../../shared/constants.ts';
import { POST_CATEGORIES } from '../../shared/rules.ts';
import { truncate } from '../../shared/truncate.ts';
import { postsRepository } from '../../server/posts/repository.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

// The seeded sample posts (server/seed/samplePosts.ts), each with a gallery of generated photos.
const GRADUATION = 'Graduation day for our first scholars';
const STORIES = ['Aline wants to build bridges', 'Jean Claude, future nurse']; // cut, and exactly 25 long

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** A page whose YouTube frames get an empty document: the tests never leave the machine. */
async function newPage(viewport = PHONE): Promise<Page> {
  const page = await e2e.newPage(viewport);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  return page;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Activities' });
const cardTitles = (page: Page) => grid(page).getByRole('heading', { level: 2 }).allTextContents();
const gridColumns = (page: Page) =>
  grid(page).evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

describe('activities and their details', () => {
  test.each([
    { size: 'phone', viewport: PHONE, columns: 1 },
    { size: 'desktop', viewport: DESKTOP, columns: 4 },
  ])('on a $size the cards fill $columns column(s) and a filter keeps its category', async ({ viewport, columns }) => {
    const page = await newPage(viewport);
    await e2e.open(page, '/ActivitiesPage');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(9);
    expect(await gridColumns(page)).toBe(columns);
    expect(await page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Stories' }).click();
    expect(await page.getByRole('button', { name: 'Stories' }).getAttribute('aria-pressed')).toBe('true');
    // The category's first page comes from the server (the server pages the cards).
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(STORIES.map((title) => truncate(title, CARD_TITLE_LIMIT)).sort());
  });

  test('a visitor opens a post: its images, sections, the video frame and the way back', async () => {
    const page = await newPage(DESKTOP);
    await e2e.open(page, '/ActivitiesPage');
    await page.getByRole('button', { name: 'Celebrations' }).click();
    await page.getByRole('link', { name: `Read more about ${GRADUATION}` }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(GRADUATION);
    expect(new URL(page.url()).pathname).toMatch(/^\/ActivityDetailsPage\/[^/]+$/);
    expect(await page.title()).toBe(`${GRADUATION} | Build Career Foundation`);
    const main = page.getByRole('img', { name: GRADUATION, exact: true });
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'A day of pride' }).count()).toBe(1);

    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/iG9CE55wbtY');
    expect(await frame.getAttribute('title')).toBe(`Video: ${GRADUATION}`);
    expect(await page.getByRole('heading', { level: 2, name: 'Video of the Event' }).count()).toBe(1);
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

    await page.goBack();
    expect(await page.getByRole('button', { name: 'Celebrations' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(2);
  });

  test('a post without a video has no video section', async () => {
    const page = await newPage(PHONE);
    await e2e.open(page, '/ActivitiesPage');
    await page.getByRole('link', { name: `Read more about ${STORIES[0]}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(STORIES[0]);
    await page.getByRole('heading', { name: 'Event Photos Gallery' }).waitFor();
    expect(await page.getByText('Video of the Event').count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
  });

  test('a gallery photo opens the full image view, which closes by button, Escape and backdrop', async () => {
    const page = await newPage(DESKTOP);
    await e2e.open(page, '/ActivitiesPage');
    await page.getByRole('link', { name: `Read more about ${GRADUATION}` }).click();
    const photo = page.getByRole('button', { name: /^Photo 1 of \d+:/ });
    const dialog = page.getByRole('dialog', { name: 'Full Image View' });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent || document.activeElement?.querySelector('img')?.alt);

    const ways: [string, () => Promise<void>][] = [
      ['Close', () => dialog.getByRole('button', { name: 'Close' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
      ['backdrop', () => page.mouse.click(5, 5)],
    ];
    for (const [way, close] of ways) {
      await photo.click();
      await dialog.waitFor();
      expect(await dialog.getByRole('img').count(), way).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent), way).toBe('Close');
      await close();
      await dialog.waitFor({ state: 'detached' });
      expect(await focusedName(), way).toMatch(/^Photo 1 of \d+:/);
    }
  });

  test('the details page and its full image view have no axe violations', async () => {
    const page = await newPage(PHONE);
    await e2e.open(page, '/ActivitiesPage');
    await page.getByRole('link', { name: `Read more about ${GRADUATION}` }).click();
    await page.getByRole('heading', { name: 'Event Photos Gallery' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Photo 1 of \d+:/ }).click();
    await page.getByRole('dialog', { name: 'Full Image View' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Runs after the tests above (they count the nine sample posts): 31 more posts, 40 in all.
describe('more posts than a page: Load more', () => {
  const status = (page: Page) => page.locator('.activity-more__count');

  beforeAll(async () => {
    const posts = postsRepository(e2e.services.db);
    for (let i = 0; i < 31; i += 1) {
      await posts.insert(
        {
          title: `Older activity ${i}`,
          content: `What happened on day ${i}.`,
          category: i < 14 ? 'Celebrations' : POST_CATEGORIES[i % 4]!,
          contentSections: [{ sectionTitle: 'Day', paragraph1: 'It went well.', paragraph2: null }],
          youtube_video_url: null,
          image_url: [],
          image_urls: [],
        },
        null,
        new Date(Date.UTC(2020, 0, 31 - i)),
      );
    }
  });

  test.each([
    { size: 'phone', viewport: PHONE },
    { size: 'desktop', viewport: DESKTOP },
  ])('on a $size: 12 cards, then 12 more by keyboard, focus on the first new card, the count announced, no axe violations', async ({ viewport }) => {
    const page = await newPage(viewport);
    await e2e.open(page, '/ActivitiesPage');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(12);
    expect(await status(page).textContent()).toBe('Showing 12 of 40 activities');
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(page)).toEqual([]);

    // The keyboard reaches the button: from the last card's links, Tab goes to it.
    await grid(page).getByRole('link', { name: /^Read more/ }).last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Load more');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(24);
    expect(await status(page).textContent()).toBe('Showing 24 of 40 activities');
    const focused = await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h2')?.textContent);
    expect(focused).toBe((await cardTitles(page))[12]);
    expect(await axeViolations(page)).toEqual([]);

    // A click while a page is on its way asks for nothing more: each click waits for the last page.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(36);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(40);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(40);
    expect(titles.at(-1)).toBe(truncate('Older activity 30', CARD_TITLE_LIMIT));
  });

  test('a filter tab shows its category’s first page, and Load more continues within it', async () => {
    const page = await newPage(DESKTOP);
    await e2e.open(page, '/ActivitiesPage');
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(24);

    // 18 older Celebrations and the two sample ones.
    await page.getByRole('button', { name: 'Celebrations' }).click();
    // Wait for the category's own count: the previous one ("… of 38") shows until its first page arrives.
    await expect.poll(() => status(page).textContent()).toBe('Showing 12 of 20 activities');
    const total = 20;
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    for (const card of await grid(page).getByRole('article').all()) {
      expect(await card.locator('.activity-card__category').textContent()).toBe('Celebrations');
    }
  });
});

describe('subscribing on the home page', () => {
  const field = (page: Page) => page.getByRole('textbox', { name: 'Your email address' });
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

  test('the form loads only near its section, then subscribes once and refuses the same address', async () => {
    const page = await newPage(PHONE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await e2e.open(page, '/');

    const section = page.getByRole('region', { name: 'Get in Touch With Us' });
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(PHONE.height + 400);
    expect(await field(page).count()).toBe(0);
    expect(requested.filter((url) => /SubscribeForm/.test(url))).toEqual([]);

    await section.scrollIntoViewIfNeeded();
    await field(page).waitFor();
    expect(requested.some((url) => /SubscribeForm/.test(url))).toBe(true);

    await field(page).fill('visitor@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, '🎉 Subscribed successfully!').waitFor();
    expect(await field(page).inputValue()).toBe('');
    const box = (await toast(page, '🎉 Subscribed successfully!').boundingBox())!;
    expect(box.y).toBeLessThan(100);
    expect(box.x + box.width).toBeGreaterThan(PHONE.width - 40);

    await field(page).fill('Visitor@Example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, '❌ This email is already subscribed').waitFor();
    expect(await field(page).inputValue()).toBe('Visitor@Example.org');
  });

  test('the messages show once the form is submitted, then follow the address as it is put right', async () => {
    const page = await newPage(DESKTOP);
    await e2e.open(page, '/');
    await page.getByRole('region', { name: 'Get in Touch With Us' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Email is required!').waitFor();
    await field(page).fill('nobody@nowhere');
    await page.getByText('Enter a valid email!').waitFor();
    await field(page).fill('nobody@nowhere.org');
    await page.getByText('Enter a valid email!').waitFor({ state: 'detached' });
  });
});
