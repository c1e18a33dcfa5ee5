import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { ADD_POST } from '../../store/api/posts.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';


// The admin area in Chromium against the real server and the production build.
let e2e: E2E;
let photoDir = '';
let photo = '';

beforeAll(async () => {
  e2e = await startE2E();
  photoDir = mkdtempSync(join(tmpdir(), 'bcf-e2e-photo-'));
  photo = join(photoDir, 'tree-planting.jpg');
  // A real JPEG from the disk, big enough for the upload to report progress.
  const noise = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 90 }).toFile(photo);
});
afterAll(async () => {
  await e2e?.stop();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

const path = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('userToken'));

/** Logs in with the keyboard alone, from wherever the login page is showing. */
async function logInByKeyboard(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
}


const SAMPLE_POST = {
  content: 'Students planted trees around the school.',
  category: 'Events',
  contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }],
  image_urls: [],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
};

/** Asks for the overview, is sent to log in, logs in by keyboard and comes back. */
async function loggedInPage(): Promise<Page> {
  const page = await e2e.newPage(DESKTOP);
  await e2e.open(page, '/admin/overview');
  await expect.poll(() => path(page)).toBe('/LoginIn');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await logInByKeyboard(page);
  await expect.poll(() => path(page)).toBe('/admin/overview');
  await page.getByRole('heading', { name: 'Activities Overview' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  return page;
}

describe('the admin area in the browser', () => {
  test('the public home page downloads none of the admin code; the login page does', async () => {
    const page = await e2e.newPage(PHONE);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await e2e.open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes('Welcome to Login') || body.includes('Loging in ...'))).toBe(false);

    await page.getByRole('link', { name: 'Login as Admin' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Login' }).count()).toBe(1);
    // The response handler reads each body asynchronously: wait for it to have read the chunk.
    await expect.poll(() => scripts.some((body) => body.includes('Loging in ...'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a token the server refuses is removed and the user lands on the login page, then returns', async () => {
    const page = await e2e.newPage(DESKTOP);
    await e2e.open(page, '/');
    // Well-formed, not expired by its own claim, but not signed by this server.
    const forged = `${btoa('{"alg":"HS256","typ":"JWT"}')}.${btoa(JSON.stringify({ sub: 'x', exp: 4_102_444_800 }))}.c2ln`;
    await page.evaluate((token) => localStorage.setItem('userToken', token), forged);
    await e2e.open(page, '/admin/subscriptions');
    await expect.poll(() => path(page)).toBe('/LoginIn');
    expect(await storedToken(page)).toBeNull();
    await page.getByText('Your session has expired. Please log in again.').waitFor();

    await logInByKeyboard(page);
    await expect.poll(() => path(page)).toBe('/admin/subscriptions');
    expect(await storedToken(page)).toMatch(/^ey/);
  });

  test('publish a post with a photo from the disk and see it on the overview, its detail and /ActivitiesPage', async () => {
    const page = await loggedInPage();

    // Create.
    await page.getByRole('link', { name: 'Add New Activity' }).click();
    await page.getByRole('heading', { name: 'Add New Activity' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E tree planting');
    await page.getByRole('textbox', { name: 'Main content' }).fill('Students planted trees around the school.');
    await page.getByRole('textbox', { name: 'Section 1 paragraph 1' }).fill('We started at eight.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Events');
    await page.getByRole('textbox', { name: 'YouTube URL' }).fill('https://www.youtube.com/watch?v=iG9CE55wbtY');

    // A file that is not an image: the service refuses it, the form stays filled in.
    await page.getByLabel(/^Images/).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.getByText('Failed to upload images. Please check your connection and try again.').first().waitFor();
    // The same words come as a toast too, a moment later (the toasts' script loads on the first one).
    await page.locator('.Toastify__toast').filter({ hasText: 'Failed to upload images.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('E2E tree planting');

    await page.getByLabel(/^Images/).setInputFiles(photo);
    await page.getByRole('img', { name: 'Preview of tree-planting.jpg' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('dialog').first().waitFor();
    await page.getByText('Post saved successfully!').waitFor();
    await page.getByText('Redirecting to overview page...').waitFor();
    await expect.poll(() => path(page), { timeout: 5_000 }).toBe('/admin/overview');

    // On the overview and its detail page, with the uploaded photo served.
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E tree planting' }) });
    await row.waitFor();
    // Create publishes at once: its row says so in the Status column.
    await row.getByRole('cell', { name: 'Published', exact: true }).waitFor();
    await row.getByRole('link', { name: 'View E2E tree planting' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E tree planting' }).waitFor();
    const main = page.getByRole('img', { name: 'E2E tree planting, main image 1' });
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // On the public activities page.
    await e2e.open(page, '/ActivitiesPage');
    await page.getByText('E2E tree planting').first().waitFor();
  });

  test('correct a post, delete it (dismiss, then accept), prune a subscriber, log out', async () => {
    const { token } = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user;
    await e2e.graphql(ADD_POST, { input: { ...SAMPLE_POST, title: 'E2E mentoring day' } }, token);
    const page = await loggedInPage();

    // Edit, by keyboard from the overview.
    const edit = page.getByRole('link', { name: 'Edit E2E mentoring day' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('E2E mentoring day');
    await title.fill('E2E mentoring day, corrected');
    await page.getByRole('button', { name: 'Update post' }).click();
    await page.getByText('Post updated successfully!').waitFor();
    await page.getByText('Redirecting to activities page...').waitFor();
    await expect.poll(() => path(page), { timeout: 8_000 }).toBe('/admin/overview');
    const corrected = page.getByRole('rowheader', { name: 'E2E mentoring day, corrected' });
    await corrected.waitFor();

    // Delete: dismissing the confirmation changes nothing, accepting it deletes.
    const remove = page.getByRole('button', { name: 'Delete E2E mentoring day, corrected' });
    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.dismiss();
    });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => confirmations).toEqual(['Are you sure you want to delete this post?']);
    expect(await corrected.count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await remove.click();
    await page.getByText('✅ Post deleted successfully!').waitFor();
    await expect.poll(() => corrected.count()).toBe(0);

    // Subscribers.
    await e2e.graphql('mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }', {
      input: { subscriptionWithEmail: 'e2e-reader@example.org' },
    });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
    const subscriber = page.getByRole('rowheader', { name: 'e2e-reader@example.org' });
    await subscriber.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete e2e-reader@example.org' }).click();
    await page.getByText('Subscriber deleted successfully!').waitFor();
    await expect.poll(() => subscriber.count()).toBe(0);
    expect(confirmations.at(-1)).toBe('Are you sure you want to delete this subscriber?');

    // Logout.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => path(page)).toBe('/');
    expect(await storedToken(page)).toBeNull();
  });
});
