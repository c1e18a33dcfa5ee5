import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET_ALL_POSTS } from '../../shared/postDocuments.ts';
import { publicRoutes } from '../../src/routes.tsx';
import { DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

// What the server announces in a page's head (server/seo/firstScreen.ts), checked in Chromium
// against what the page then really loads: the route's bundles, its first answers, its main picture.

let e2e: E2E;
let postPath = '';
beforeAll(async () => {
  e2e = await startE2E();
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GET_ALL_POSTS }),
  });
  const { data } = (await response.json()) as { data: { getAllPosts: { _id: string }[] } };
  postPath = `/ActivityDetailsPage/${data.getAllPosts[0]!._id}`;
});
afterAll(async () => {
  await e2e?.stop();
});

interface Load {
  page: Page;
  requests: Request[];
  warnings: string[];
}

/** Opens `path` on a fresh page, noting every request and console warning of the first load. */
async function load(path: string, viewport = PHONE): Promise<Load> {
  const page = await e2e.newPage(viewport);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  const requests: Request[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await e2e.open(page, path);
  await page.waitForLoadState('networkidle');
  return { page, requests, warnings };
}

const pathOf = (url: string) => new URL(url).pathname;
const scripts = ({ requests }: Load) => requests.filter((r) => r.resourceType() === 'script').map((r) => pathOf(r.url()));
const modulePreloads = (page: Page) =>
  page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
const graphqlCalls = ({ requests }: Load) => requests.filter((r) => pathOf(r.url()) === '/graphql');

const PUBLIC_PATHS = publicRoutes
  .filter((route) => route.path !== '*' && route.path !== 'newPost' && !route.path?.includes(':'))
  .map((route) => (route.index ? '/' : `/${route.path}`));

describe('the bundles announced in the head are the ones the page loads', () => {
  test.each([...PUBLIC_PATHS, 'a details page'])('%s', async (path) => {
    const loaded = await load(path === 'a details page' ? postPath : path);
    const announced = await modulePreloads(loaded.page);
    expect(announced.length, 'the page’s own chunk is announced').toBeGreaterThan(0);
    const main = (await loaded.page.locator('script[type="module"][src]').first().getAttribute('src'))!;
    // Everything the page ran was either the main script or announced, and everything announced was fetched.
    expect(scripts(loaded).filter((script) => script !== main && !announced.includes(script))).toEqual([]);
    for (const script of announced) expect(scripts(loaded)).toContain(script);
  });
});

describe('the first answers and the main picture travel with the page', () => {
  test.each([
    { size: 'phone', viewport: PHONE },
    { size: 'desktop', viewport: DESKTOP },
  ])('on a $size the home page fetches its hero once, the width the preload chose', async ({ viewport }) => {
    const loaded = await load('/', viewport);
    const hero = loaded.page.locator('img.hero__image');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    const shown = pathOf(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc));
    const fetched = loaded.requests.map((r) => pathOf(r.url())).filter((path) => path.startsWith('/images/home-hero'));
    expect(fetched).toEqual([shown]);
    expect(loaded.warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('/ActivitiesPage draws its cards without asking /graphql, its first picture fetched once and used', async () => {
    const loaded = await load('/ActivitiesPage');
    const { page } = loaded;
    const cards = page.getByRole('list', { name: 'Activities' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(2);
    expect(graphqlCalls(loaded)).toEqual([]);

    const picture = cards.first().locator('img');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('loading')).toBeNull();
    const shown = pathOf(await picture.evaluate((img) => (img as HTMLImageElement).currentSrc));
    const hash = /\/uploads\/([0-9a-f]{64})/.exec(shown)![1]!;
    const fetched = loaded.requests.filter((r) => pathOf(r.url()).startsWith(`/uploads/${hash}`)).map((r) => pathOf(r.url()));
    expect(fetched).toEqual([shown]);
    expect(loaded.warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('a details page shows its post without asking /graphql; going to another post asks for that one', async () => {
    const loaded = await load(postPath, DESKTOP);
    const { page } = loaded;
    await expect.poll(() => page.locator('img.post-details__main').evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    expect(graphqlCalls(loaded)).toEqual([]);
    expect(loaded.warnings.filter((text) => /preload/i.test(text))).toEqual([]);

    await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
    const list = page.getByRole('list', { name: 'Activities' });
    await list.getByRole('heading', { level: 2 }).first().waitFor();
    const before = loaded.requests.length;
    const other = list.getByRole('link', { name: /^Read more/ }).nth(1);
    const otherPath = new URL((await other.getAttribute('href'))!, e2e.baseUrl).pathname;
    expect(otherPath).not.toBe(postPath);
    await other.click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => graphqlCalls({ ...loaded, requests: loaded.requests.slice(before) }).length).toBe(1);
    const asked = graphqlCalls({ ...loaded, requests: loaded.requests.slice(before) })[0]!;
    expect(asked.postData()).toContain('getOnePost');
  });
});
