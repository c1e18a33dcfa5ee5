import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activities as rwActivities, postDetails as rwDetails } from '../../shared/locales/rw.ts';
import { postsRepository } from '../../server/posts/repository.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

// A post in the reader's language, in Chromium against the real build and server: a post WITH
// a Kinyarwanda version and one WITHOUT, on /rw/ActivitiesPage (the rw title on one card; the
// other card's title in English with lang="en") and on each details page (the rw text; the
// English text with lang="en" and the line saying the post is in English only). Each page draws
// its post(s) from the answer the server carried in the page, asked in rw.

const WITH_RW = {
  // Titles within the cards' limit (25 characters): shown whole.
  title: 'Mentors’ open day',
  rwTitle: 'Umunsi w’abajyanama',
  rwContent: 'Abajyanama bakiriye abanyeshuri n’ababyeyi babo, basobanura uko buruse zitangwa.',
  rwSection: 'Abanyeshuri babajije ibibazo byinshi ku mashuri makuru.',
};
const ENGLISH_ONLY = { title: 'Library books in Huye', content: 'Two hundred books reached the school library.' };

let e2e: E2E;
const ids = { withRw: '', englishOnly: '' };

beforeAll(async () => {
  e2e = await startE2E();
  const posts = postsRepository(e2e.services.db);
  // Newer than every sample post: both are on the first page of cards.
  const soon = Date.now() + 60_000;
  ids.englishOnly = (
    await posts.insert(
      {
        title: ENGLISH_ONLY.title,
        content: ENGLISH_ONLY.content,
        category: 'Events',
        contentSections: [{ sectionTitle: 'Books', paragraph1: 'Every class chose some.', paragraph2: null }],
        youtube_video_url: null,
        image_url: [],
        image_urls: [],
      },
      null,
      new Date(soon),
    )
  )._id;
  ids.withRw = (
    await posts.insert(
      {
        title: WITH_RW.title,
        content: 'Mentors welcomed students and their parents and explained the scholarships.',
        category: 'Events',
        contentSections: [{ sectionTitle: 'Questions', paragraph1: 'Students asked about universities.', paragraph2: null }],
        youtube_video_url: null,
        image_url: [],
        image_urls: [],
        translations: {
          rw: {
            title: WITH_RW.rwTitle,
            content: WITH_RW.rwContent,
            contentSections: [{ sectionTitle: 'Ibibazo', paragraph1: WITH_RW.rwSection, paragraph2: null }],
          },
        },
      },
      null,
      new Date(soon + 1000),
    )
  )._id;
});
afterAll(async () => {
  await e2e?.stop();
});

/** Opens `path` on a fresh page, noting its requests to the API. */
async function open(path: string, viewport = PHONE): Promise<{ page: Page; graphql: Request[] }> {
  const page = await e2e.newPage(viewport);
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
  });
  await e2e.open(page, path);
  return { page, graphql };
}

describe('/rw/ActivitiesPage', () => {
  test.each([
    { size: 'phone', viewport: PHONE },
    { size: 'desktop', viewport: DESKTOP },
  ])('on a $size: the rw title on one card, the English one marked lang="en" on the other, from the carried answer', async ({ viewport }) => {
    const { page, graphql } = await open('/rw/ActivitiesPage', viewport);
    const grid = page.getByRole('list', { name: rwActivities.listLabel });
    const translated = grid.locator('article').filter({ has: page.getByRole('heading', { level: 2, name: WITH_RW.rwTitle }) });
    const english = grid.locator('article').filter({ has: page.getByRole('heading', { level: 2, name: ENGLISH_ONLY.title }) });
    await translated.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('rw');

    expect(await translated.locator('h2').getAttribute('lang')).toBeNull();
    expect(await english.locator('h2').getAttribute('lang')).toBe('en');
    expect(await english.locator('.activity-card__content').getAttribute('lang')).toBe('en');
    // The English title is nowhere on the page: the card shows its rw version.
    expect(await page.getByText(WITH_RW.title).count()).toBe(0);
    // Links in rw, the page's own texts from the rw catalogue.
    expect(await translated.getByRole('link', { name: WITH_RW.rwTitle, exact: true }).getAttribute('href')).toBe(`/rw/ActivityDetailsPage/${ids.withRw}`);
    expect(await page.getByRole('button', { name: rwActivities.filters.All }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.activity-more__count').textContent()).toMatch(/^Herekanwa ibikorwa \d+ muri \d+$/);
    // Drawn from the answer the server carried, asked in rw: the page asked the API nothing.
    expect(graphql.map((request) => request.postData())).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a post’s page in rw', () => {
  test('with a rw version: its rw text, no English-only line, from the carried answer', async () => {
    const { page, graphql } = await open(`/rw/ActivityDetailsPage/${ids.withRw}`);
    const heading = page.getByRole('heading', { level: 1, name: WITH_RW.rwTitle });
    await heading.waitFor();
    expect(await heading.getAttribute('lang')).toBeNull();
    expect(await page.getByText(WITH_RW.rwContent).isVisible()).toBe(true);
    expect(await page.getByText(WITH_RW.rwSection).isVisible()).toBe(true);
    expect(await page.getByText(rwDetails.englishOnly).count()).toBe(0);
    expect(graphql).toEqual([]);
  });

  test('without one: the English text marked lang="en", the line saying so in rw', async () => {
    const { page, graphql } = await open(`/rw/ActivityDetailsPage/${ids.englishOnly}`, DESKTOP);
    const heading = page.getByRole('heading', { level: 1, name: ENGLISH_ONLY.title });
    await heading.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('rw');
    expect(await heading.getAttribute('lang')).toBe('en');
    expect(await page.getByText(ENGLISH_ONLY.content).getAttribute('lang')).toBe('en');
    expect(await page.locator('section.post-section').first().getAttribute('lang')).toBe('en');
    const line = page.getByText(rwDetails.englishOnly);
    expect(await line.isVisible()).toBe(true);
    expect(await line.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('rw');
    expect(graphql).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the English pages are as before: no lang marks, no line', async () => {
    const { page } = await open(`/ActivityDetailsPage/${ids.englishOnly}`);
    const heading = page.getByRole('heading', { level: 1, name: ENGLISH_ONLY.title });
    await heading.waitFor();
    expect(await heading.getAttribute('lang')).toBeNull();
    expect(await page.getByText('This post is available in English only.').count()).toBe(0);
    const list = await open('/ActivitiesPage');
    await list.page.getByRole('heading', { level: 2, name: WITH_RW.title }).waitFor();
    expect(await list.page.locator('.activity-card h2[lang], .activity-card p[lang]').count()).toBe(0);
  });
});
