import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, startE2E, type E2E, type Viewport } from './harness.ts';
import { axeViolations } from './axe.ts';

// Every public route, loaded directly: its main heading and the link that must be highlighted.
const ROUTES: { path: string; heading: string; current: string | null }[] = [
  { path: '/', heading: 'Guided choices, brighter futures.', current: null },
  { path: '/WhoWeArePage', heading: 'Who We Are', current: 'Who We Are' },
  { path: '/ImpactPage', heading: 'Impact: What do YOU care about?', current: 'Impact' },
  { path: '/ActivitiesPage', heading: 'Activities', current: 'Activities' },
  { path: '/HowDoesGivingWorkPage', heading: 'How Does Giving to the BCF Work?', current: 'How Does BCF works' },
  { path: '/DonatePage', heading: 'Donate', current: 'DONATE' },
  { path: '/paymentByVissa', heading: 'Donate by card', current: 'DONATE' },
  { path: '/FrequentAskedQuestions', heading: 'Frequently Asked Questions', current: 'FAQ' },
  { path: '/ContactPage', heading: 'Contact', current: 'Contact' },
  { path: '/PhoneNavbar', heading: 'Menu', current: null },
  { path: '/no-such-page', heading: 'Page not found', current: null },
];

const SIZES: [string, Viewport, number][] = [
  ['phone', PHONE, 80],
  ['desktop', DESKTOP, 160],
];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** The labels of the links marked aria-current="page", anywhere on the page. */
const currentLinks = (page: Page) =>
  page.locator('a[aria-current="page"]').evaluateAll((links) => links.map((link) => link.textContent));

describe.each(SIZES)('every public route at the %s size', (_, viewport, headerHeight) => {
  test('has its heading, the header height, the right highlight and no axe violations', async () => {
    const page = await e2e.newPage(viewport);
    for (const route of ROUTES) {
      await e2e.open(page, route.path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: route.path })
        .toBe(route.heading);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height, route.path).toBe(headerHeight);
      const current = await currentLinks(page);
      // On the phone the header's inline links are hidden; the footer still shows its own.
      for (const label of current) expect(label, route.path).toBe(route.current);
      if (route.current === 'FAQ' || route.current === 'Contact') expect(current.length, route.path).toBe(1);
      expect(await axeViolations(page), route.path).toEqual([]);
    }
  });
});

describe('an address that names nothing', () => {
  test('is answered 404 and shows the not-found page; a post that does not exist shows its error state', async () => {
    const page = await e2e.newPage(DESKTOP);
    const unknown = await page.goto(new URL('/no-such-page', e2e.baseUrl).href);
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    const missingPost = await page.goto(new URL('/ActivityDetailsPage/does-not-exist', e2e.baseUrl).href);
    expect(missingPost?.status()).toBe(404);
    await page.getByText('Error loading post details. Please try again later.').waitFor();
  });
});
