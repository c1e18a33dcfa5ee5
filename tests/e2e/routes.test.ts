import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STARTUP_SPINNER_ATTRIBUTE, STARTUP_SPINNER_MS } from '../../shared/constants.ts';
import { DESKTOP, PHONE, TEST_SPINNER_MS, startE2E, type E2E, type Viewport } from './harness.ts';
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
      // The footer is drawn just after the page, in a transition of its own.
      await page.getByRole('contentinfo').waitFor();
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

describe('the start-up spinner', () => {
  /** Opens `url` and answers when its start-up spinner left the page, in ms since the navigation began (the page's clock). */
  async function spinnerGoneAt(page: Page, url: URL): Promise<number> {
    await page.addInitScript(() => {
      const spun = window as unknown as { spinnerSeen?: boolean; spinnerGoneAt?: number };
      new MutationObserver(() => {
        if (document.querySelector('.startup-spinner')) spun.spinnerSeen = true;
        else if (spun.spinnerSeen && spun.spinnerGoneAt === undefined) spun.spinnerGoneAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url.href);
    await page.waitForFunction(() => (window as unknown as { spinnerGoneAt?: number }).spinnerGoneAt !== undefined, undefined, { timeout: 15_000 });
    return page.evaluate(() => (window as unknown as { spinnerGoneAt: number }).spinnerGoneAt);
  }

  test('the site’s build shows it 2 s on a page load (these tests lower it; the site does not)', async () => {
    const site = await startE2E({ startupSpinnerMs: STARTUP_SPINNER_MS });
    try {
      const url = new URL('/ImpactPage', site.baseUrl);
      expect(await (await fetch(url)).text()).not.toContain(STARTUP_SPINNER_ATTRIBUTE);
      const page = await site.newPage(PHONE);
      expect(await spinnerGoneAt(page, url)).toBeGreaterThanOrEqual(STARTUP_SPINNER_MS);
      await page.getByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' }).waitFor();
    } finally {
      await site.stop();
    }
  });

  test('the tests’ server asks the app for a shorter one, in the page itself', async () => {
    const url = new URL('/ImpactPage', e2e.baseUrl);
    expect(await (await fetch(url)).text()).toContain(`${STARTUP_SPINNER_ATTRIBUTE}="${TEST_SPINNER_MS}"`);
    const page = await e2e.newPage(PHONE);
    expect(await spinnerGoneAt(page, url)).toBeGreaterThanOrEqual(TEST_SPINNER_MS);
    await page.getByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' }).waitFor();
  });
});
