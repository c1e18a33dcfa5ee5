// Counting visits in Chromium against the real server and the production build: browsing the
// public pages leaves no cookie and no storage entry, the first page is counted by the server and
// an in-app move by the app's beacon; a signed-in staff member's browsing is counted neither way.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEACON_PATH, STAFF_COOKIE } from '../../shared/insightsBeacon.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
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
  await e2e.services.insightsCounting.recorder.flush();
  return e2e.services.db.query('SELECT path, device, source FROM insight_views ORDER BY id');
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
    await e2e.services.db.query('DELETE FROM insight_views');
    // A phone's browser at a desktop's width, where the header shows its links.
    const page = await e2e.newPage(DESKTOP, { userAgent: PHONE_CHROME });
    const beacons = beaconsOf(page);
    await e2e.open(page, '/?ref=Partner-School');
    await moveToImpact(page);
    await expect.poll(() => beacons).toEqual([JSON.stringify({ p: '/ImpactPage', l: 'en', r: '' })]);
    await expect.poll(storedViews).toEqual([
      { path: '/', device: 'PHONE', source: 'partner-school' },
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
    // The app writes the mark in the page; the browser's cookie store has it a moment later.
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([`${STAFF_COOKIE}=1`]);
    await e2e.services.db.query('DELETE FROM insight_views');
    await e2e.open(page, '/');
    await moveToImpact(page);
    await e2e.open(page, '/ContactPage');
    expect(await storedViews()).toEqual([]);
    expect(beacons).toEqual([]);
  });
});

describe('where gifts come from', () => {
  test('a pledge keeps the source of its visit and the page the visit began on, and the Giving insights show them', async () => {
    const page = await e2e.newPage(DESKTOP, { userAgent: DESKTOP_CHROME });
    await e2e.open(page, '/ImpactPage?ref=partner-school');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^donate$/i }).click();
    await expect.poll(() => path(page)).toBe('/DonatePage');
    await page.getByRole('link', { name: 'Open the giving form' }).click();
    const form = page.getByRole('form', { name: 'Giving form' });
    await form.waitFor();
    await form.getByRole('button', { name: 'RWF 10,000' }).click();
    await form.getByRole('radio', { name: 'Cash' }).check();
    await form.getByRole('button', { name: 'Give' }).click();
    const thanks = page.getByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/);
    await thanks.waitFor();
    const reference = /BCF-[A-Z0-9]{6}/.exec((await thanks.textContent())!)![0];
    expect(await e2e.services.db.query('SELECT arrival_source, arrival_path FROM gifts WHERE reference = $1', [reference])).toEqual([
      { arrival_source: 'partner-school', arrival_path: '/ImpactPage' },
    ]);

    const token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
    type Row = { key: string; gifts: number; pledged: number };
    const { givingInsights } = await e2e.graphql<{ givingInsights: { sources: Row[]; pages: Row[] } }>(
      'query { givingInsights(period: LAST_7_DAYS) { sources { key gifts pledged } pages { key gifts pledged } } }',
      {},
      token,
    );
    expect(givingInsights.sources).toContainEqual({ key: 'partner-school', gifts: 1, pledged: 10_000 });
    expect(givingInsights.pages).toContainEqual({ key: '/ImpactPage', gifts: 1, pledged: 10_000 });
  });
});
