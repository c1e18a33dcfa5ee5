import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, DESKTOP, startE2E, type E2E } from './harness.ts';

// Each payload sets window.__xss or opens a dialog if the page ever treats post text as HTML.
const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '"><svg onload="window.__xss = \'svg\'">',
  "javascript:window.__xss='href'",
];
const text = (field: string) => `${field} ${PAYLOADS.join(' ')}`;


async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return { dialogs, flag: () => page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null) };
}

describe('post texts are rendered as text, never as HTML', () => {
  let e2e: E2E;
  let postId = '';
  let token = '';

  beforeAll(async () => {
    e2e = await startE2E();
    const login = await e2e.graphql<{ login_user: { token: string } }>('mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }', ADMIN);
    token = login.login_user.token;
    const created = await e2e.graphql<{ addPost: { _id: string } }>(
      'mutation addPost($input: PostInput!) { addPost(input: $input) { _id } }',
      {
        input: {
          title: text('Title'),
          content: text('Content'),
          category: 'Events',
          contentSections: [{ sectionTitle: text('Section'), paragraph1: text('Paragraph one'), paragraph2: text('Paragraph two') }],
          image_urls: [{ url: '/uploads/none.webp', filename: text('file') }],
          youtube_video_url: 'https://www.youtube.com/watch?v="><script>window.__xss="video"</script>',
        },
      },
      token,
    );
    postId = created.addPost._id;
  });
  afterAll(() => e2e?.stop());

  test.each([
    ['the activities list', () => '/ActivitiesPage'],
    ['the post details page', () => `/ActivityDetailsPage/${postId}`],
  ])('%s shows the payloads literally and runs none of them', async (_, path) => {
    const page = await e2e.newPage(DESKTOP);
    const watch = await watchForExecution(page);
    await e2e.open(page, path());
    await expect.poll(() => page.getByText('Title <script>', { exact: false }).count()).toBeGreaterThan(0);
    // Give any injected handler (onerror, onload) its chance to run.
    await page.waitForTimeout(500);
    expect(await watch.flag()).toBeNull();
    expect(watch.dialogs).toEqual([]);
    expect(await page.locator('main script, main svg[onload], main img[onerror]').count()).toBe(0);
  });

  test.each([
    ['the admin overview table', () => '/admin/overview'],
    ['the admin post detail', () => `/admin/overview/${postId}`],
  ])('%s runs none of the payloads', async (_, path) => {
    const page = await e2e.newPage(DESKTOP);
    await page.addInitScript((value) => window.localStorage.setItem('userToken', value), token);
    const watch = await watchForExecution(page);
    await e2e.open(page, path());
    await expect.poll(() => page.getByText('<img src=x', { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await watch.flag()).toBeNull();
    expect(watch.dialogs).toEqual([]);
  });
});
