import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { ADD_POST } from '../../store/api/posts.ts';
import { ADMIN, DESKTOP, startE2E, waitForApp, type E2E } from './harness.ts';

// Preview links in Chromium against the real server and the production build: staff get
// a draft's link from its admin page's Preview button; someone without an account opens it in a
// fresh browser and sees the post as the published details page shows one, never indexed.
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.stop());


const CONTENT = {
  content: 'Forty students met their mentors to plan the school year.',
  category: 'Meetings',
  contentSections: [{ sectionTitle: 'The plan', paragraph1: 'Each student chose three goals.', paragraph2: 'Mentors wrote them down.' }],
};

/** What a details page is made of: its article's children, each by tag and class, and its styles. */
function outline(page: Page) {
  return page.evaluate(() => {
    const article = document.querySelector('article.post-details')!;
    const heading = article.querySelector('h1')!;
    return {
      children: [...article.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`),
      headingSize: getComputedStyle(heading).fontSize,
      articleWidth: getComputedStyle(article).maxWidth,
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].length,
    };
  });
}

describe('a preview link in the browser', () => {
  test('staff get a draft’s link from its admin page; a fresh browser without a session sees it as visitors will, not indexed; revoked, it is not found', async () => {
    const { login_user } = await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN);
    const staffToken = login_user.token;
    const { saveDraft } = await e2e.graphql<{ saveDraft: { _id: string } }>(
      'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
      { input: { title: 'Mentors Day Draft', ...CONTENT } },
      staffToken,
    );
    const { addPost } = await e2e.graphql<{ addPost: { _id: string } }>(
      ADD_POST,
      { input: { title: 'Mentors Day Published', ...CONTENT, image_urls: [], youtube_video_url: '' } },
      staffToken,
    );

    // Staff: the post's admin page, Preview.
    const staff = await e2e.newPage(DESKTOP);
    await staff.addInitScript((token) => localStorage.setItem('userToken', token), staffToken);
    await e2e.open(staff, `/admin/overview/${saveDraft._id}`);
    await staff.getByRole('heading', { name: 'Mentors Day Draft' }).waitFor();
    const opened = staff.context().waitForEvent('page');
    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    const tab = await opened;
    const field = staff.getByRole('textbox', { name: 'Preview link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.baseUrl}/preview/[A-Za-z0-9_-]{22}$`));
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => tab.url()).toBe(link);
    await tab.close();
    await staff.getByRole('button', { name: 'Copy link' }).waitFor();

    // Someone without an account, in a browser of their own.
    const visitor = await e2e.newPage(DESKTOP);
    const response = await visitor.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    await waitForApp(visitor);
    await visitor.getByRole('heading', { level: 1, name: 'Mentors Day Draft' }).waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    expect(await visitor.getByText(CONTENT.content).count()).toBe(1);
    expect(await visitor.getByRole('heading', { level: 2, name: 'The plan' }).count()).toBe(1);
    expect(await visitor.getByRole('status').filter({ hasText: 'Preview: not yet public' }).count()).toBe(1);
    expect(await visitor.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThanOrEqual(1);
    expect(await visitor.title()).toBe('Mentors Day Draft | Build Career Foundation');
    const previewed = await outline(visitor);

    // The published post's details page is made the same way.
    const reader = await e2e.newPage(DESKTOP);
    await e2e.open(reader, `/ActivityDetailsPage/${addPost._id}`);
    await reader.getByRole('heading', { level: 1, name: 'Mentors Day Published' }).waitFor();
    expect(previewed).toEqual(await outline(reader));
    expect(previewed.children.length).toBeGreaterThan(2);

    // Revoked: the link opens the not-found page, answered 404.
    await staff.getByRole('button', { name: 'Revoke preview links' }).click();
    await staff.getByText('Preview links revoked').waitFor();
    const late = await e2e.newPage(DESKTOP);
    const gone = await late.goto(link);
    expect(gone!.status()).toBe(404);
    await waitForApp(late);
    await late.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await late.getByText('Mentors Day Draft').count()).toBe(0);
  });
});
