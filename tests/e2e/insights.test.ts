// Counting visits in Chromium against the real server and the production build: browsing the
// public pages leaves no cookie and no storage entry, the first page is counted by the server and
// an in-app move by the app's beacon; a signed-in staff member's browsing is counted neither way.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEACON_PATH, STAFF_COOKIE } from '../../shared/insightsBeacon.ts';
import { ADMIN, DESKTOP, startE2E, type E2E } from './harness.ts';

// Headless Chromium names itself HeadlessChrome, which the crawler list rightly does not count.
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.stop());

const path = (page: Page) => new URL(page.url()).pathname;

async function storedViews(): Promise<{ path: string; device: string; source: string }[]> {
  await e2e.server.insightsCounting.recorder.flush();
  return e2e.server.db.query('SELECT path, device, source FROM insight_views ORDER BY id');
}

/** The beacons a page sends, by their bodies. */
function beaconsOf(page: Page): string[] {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BEACON_PATH) beacons.push(request.postData() ?? '');
  });
  return beacons;
}

/** Moves inside the app by the main navigation's Impact link, and waits for the page. */
async function moveToImpact(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Impact' }).click();
  await expect.poll(() => path(page)).toBe('/ImpactPage');
}

describe('visits counted in the browser', () => {
  test('a visit sets no cookie and no storage entry; the server counts its first page, the beacon its move', async () => {
    await e2e.server.db.query('DELETE FROM insight_views');
    // A phone's browser at a desktop's width, where the header shows its links.
    const page = await e2e.newPage(DESKTOP, { userAgent: PHONE_CHROME });
    const beacons = beaconsOf(page);
    await e2e.open(page, '/?ref=Newsletter');
    await moveToImpact(page);
    await expect.poll(() => beacons).toEqual([JSON.stringify({ p: '/ImpactPage', l: 'en', r: '' })]);
    await expect.poll(storedViews).toEqual([
      { path: '/', device: 'PHONE', source: 'newsletter' },
      { path: '/ImpactPage', device: 'PHONE', source: '' },
    ]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('a signed-in staff member sends no beacon and the server counts none of their pages', async () => {
    const page = await e2e.newPage(DESKTOP, { userAgent: DESKTOP_CHROME });
    const beacons = beaconsOf(page);
    await e2e.open(page, '/LoginIn');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Email' }).press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toMatch(/^\/admin\//);
    expect((await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([`${STAFF_COOKIE}=1`]);
    await e2e.server.db.query('DELETE FROM insight_views');
    await e2e.open(page, '/');
    await moveToImpact(page);
    await e2e.open(page, '/ContactPage');
    expect(await storedViews()).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
