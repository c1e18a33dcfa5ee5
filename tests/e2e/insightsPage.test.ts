// The admin's Insights page in Chromium against the real build and server, on a phone and a
// desktop: the Owner opens it from the menu and finds its sections, charts and tables; axe finds
// nothing; the chart library arrives with this page alone, never with the admin area's first visit.
// And a visitor's visit in a fresh context (the home page, then a post by the app's links) shows
// on the page within a minute: the post's title, the source, the language and the device.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { ADD_POST } from '../../store/api/posts.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, DIST_DIR, PHONE, startE2E, type E2E, type Viewport } from './harness.ts';
import { bundleWith } from './pageWeight.ts';
import { closedYesterday } from './steps.ts';

let e2e: E2E;
let token = '';

beforeAll(async () => {
  e2e = await startE2E();
  token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
  // Yesterday's counts, as the roll-up keeps them: the home page from a newsletter, on phones and desktops.
  await closedYesterday(e2e, [
    { page: '/', source: 'newsletter', language: 'en', device: 'DESKTOP', views: 6, visitors: 4 },
    { page: '/DonatePage', source: '', language: 'rw', device: 'PHONE', views: 3, visitors: 3 },
  ]);
});
afterAll(() => e2e?.stop());

/** A signed-in Owner's page at `viewport`, with the scripts it downloads recorded. */
async function ownerPage(viewport: Viewport): Promise<{ page: Page; scripts: string[] }> {
  const page = await e2e.newPage(viewport);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  const scripts: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.replace(/^\//, ''));
  });
  return { page, scripts };
}

const UPLOT = /node_modules\/uplot\//;
const INSIGHTS_PAGE = /src\/pages\/admin\/insights\//;

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('Insights on %s', (_name, viewport) => {
  test('the Owner opens Insights from the menu: its sections, a drawn chart and tables; axe finds nothing', async () => {
    const { page, scripts } = await ownerPage(viewport);
    await e2e.open(page, '/admin/overview');
    await page.getByRole('heading', { level: 1, name: 'Activities Overview' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The admin area's first visit carries neither the page nor its chart library.
    expect(bundleWith(DIST_DIR, scripts, UPLOT)).toBeUndefined();
    expect(bundleWith(DIST_DIR, scripts, INSIGHTS_PAGE)).toBeUndefined();

    const menu = page.getByRole('navigation', { name: 'Admin' });
    if (viewport === PHONE && !(await menu.getByRole('link', { name: 'Insights' }).isVisible())) {
      await menu.getByRole('button', { name: 'Menu' }).click();
    }
    await menu.getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    for (const heading of ['Visits', 'Newsletter reach', 'Subscribers', 'Giving']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByRole('table', { name: 'Top pages' }).waitFor();
    await page.getByRole('table', { name: 'Subscribers per week' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Sources' }).getByRole('rowheader').allTextContents()).toEqual(['Newsletter', 'Direct']);
    // uPlot drew the chart of visitors and page views, loaded with the page.
    await page.locator('.insights-chart canvas').first().waitFor();
    expect(bundleWith(DIST_DIR, scripts, UPLOT)).toBeDefined();
    expect(await axeViolations(page)).toEqual([]);

    // The period picker, by keyboard.
    const picker = page.getByRole('combobox', { name: 'Period' });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => picker.inputValue()).toBe('LAST_30_DAYS');
    await page.getByRole('table', { name: 'Top pages' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Headless Chromium names itself HeadlessChrome, which is rightly not counted: the visitor's browser is a phone's Chrome.
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** Counts roll up every minute: a visit shows within that, and half a minute more for a busy machine's pages. */
const WITHIN_A_MINUTE_MS = 90_000;

test('a visit to the home page and a post in a fresh context shows on the Insights page within a minute', { timeout: 240_000 }, async () => {
  const title = 'Library opened in Nyamata';
  const { addPost } = await e2e.graphql<{ addPost: { _id: string } }>(
    ADD_POST,
    { input: { title, content: 'Pupils borrowed their first books.', category: 'Events', contentSections: [], image_urls: [] } },
    token,
  );
  // A phone's browser at a desktop's width, where the header shows its links.
  const visitor = await e2e.newPage(DESKTOP, { userAgent: PHONE_CHROME });
  const visited = Date.now();
  await e2e.open(visitor, '/?ref=partner-school');
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activities' }).click();
  await visitor.getByRole('link', { name: title, exact: true }).click();
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();

  const { page } = await ownerPage(DESKTOP);
  await e2e.open(page, '/admin/insights');
  const rowHeaders = (caption: string) => page.getByRole('table', { name: caption }).getByRole('rowheader').allTextContents();
  // The minute's roll-up is awaited in the database, where asking costs nothing: reloading the page
  // every few seconds meanwhile drew it a dozen times over on a machine other tests share.
  const rolledUp = () => e2e.services.db.query('SELECT 1 FROM insight_summary_daily WHERE post_id = $1', [addPost._id]);
  await expect.poll(async () => (await rolledUp()).length, { timeout: Math.max(visited + WITHIN_A_MINUTE_MS - Date.now(), 5_000), interval: 1_000 }).toBeGreaterThan(0);
  // Then asked again by reloading, as someone waiting for it would.
  const shown = async () => {
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Visits' }).waitFor();
    const pages = page.getByRole('table', { name: 'Top pages' });
    if (!(await pages.waitFor({ timeout: 5_000 }).then(() => true, () => false))) return [];
    return rowHeaders('Top pages');
  };
  // From the visit, not from now: the owner's page took some of the minute to open.
  await expect.poll(shown, { timeout: Math.max(visited + WITHIN_A_MINUTE_MS - Date.now(), 5_000), interval: 2_000 }).toContain(title);
  expect(await rowHeaders('Top pages')).toEqual(expect.arrayContaining(['/', '/ActivitiesPage', title]));
  expect(await rowHeaders('Sources')).toEqual(expect.arrayContaining(['partner-school', 'Direct']));
  expect(await rowHeaders('Languages')).toContain('English');
  expect(await rowHeaders('Devices')).toContain('Phone');
});
