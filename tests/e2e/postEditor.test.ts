// Drafts and scheduling in Chromium against the real server and the production build: a draft
// written, the network lost and the page closed mid-typing, found again; a post scheduled two
// minutes ahead in the form, then brought to a few seconds ahead, appearing on the Activities page by
// itself; an old revision restored and published again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_USER } from '../../store/api/login.ts';
import { ADD_POST, UPDATE_POST } from '../../store/api/posts.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { toKigaliInputValue } from '../../shared/kigaliTime.ts';
import { AUTOSAVE_TEXTS } from '../../machines/postAutosave.ts';
import { ADMIN, DESKTOP, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
let token = '';

beforeAll(async () => {
  // The scheduler ticks every second here (15 s in production), so the wait below is the schedule's own.
  e2e = await startE2E({ scheduleTickMs: 1_000 });
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN_USER, variables: ADMIN }),
  });
  token = ((await response.json()) as { data: { login_user: { token: string } } }).data.login_user.token;
});
afterAll(async () => {
  await e2e?.stop();
});

/** A signed-in page (the session as the login page leaves it). */
async function signedIn(): Promise<Page> {
  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;

async function statusOf(title: string): Promise<string | undefined> {
  const rows = await e2e.services.repos.posts.listRows({ search: title, offset: 0, limit: 5 });
  return rows.items.find((row) => row.title === title)?.status;
}

describe('the post editor', () => {
  const scheduledTitle = `Scheduled assembly ${Date.now()}`;
  let scheduledAt = 0;

  test('schedule a draft two minutes ahead in Kigali time (checked at the end)', async () => {
    const page = await signedIn();
    await e2e.open(page, '/admin/addNewActivitie');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(scheduledTitle);
    await page.getByRole('textbox', { name: 'Main content' }).fill('The whole school met in the yard.');
    await page.getByRole('textbox', { name: 'Section 1 paragraph 1' }).fill('Each class sang a song.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Meetings');
    await page.getByRole('status').filter({ hasText: AUTOSAVE_TEXTS.saved }).waitFor({ timeout: 15_000 });
    expect(await statusOf(scheduledTitle)).toBe('DRAFT');

    // Its page: a draft, with Publish and Schedule.
    await e2e.open(page, '/admin/overview');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: scheduledTitle }) });
    await row.getByRole('link', { name: `Edit ${scheduledTitle}` }).click();
    await page.getByText('Status: Draft').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    // An hour ahead, to the nearest minute (the field has no seconds): far enough that the tests
    // between this one and the last, however slow, finish before it.
    scheduledAt = Math.round((Date.now() + 60 * 60_000) / 60_000) * 60_000;
    await page.getByLabel('Publish at (Kigali time)').fill(toKigaliInputValue(scheduledAt));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Scheduled for /).first().waitFor();
    await page.getByText(/^Status: Scheduled for /).waitFor();
    await page.getByRole('button', { name: 'Cancel schedule' }).waitFor();
    const stored = (await e2e.services.repos.posts.listRows({ search: scheduledTitle, offset: 0, limit: 5 })).items[0]!;
    expect(stored).toMatchObject({ status: 'SCHEDULED', publish_at: scheduledAt });
    // Not public before its time.
    await e2e.open(page, '/ActivitiesPage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(scheduledTitle).count()).toBe(0);
    await page.close();
  });

  test('write a draft, close the page mid-typing, come back and find the text', async () => {
    const title = `Library day ${Date.now()}`;
    const page = await signedIn();
    await e2e.open(page, '/admin/addNewActivitie');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Main content' }).fill('We opened the new library');
    // The server has the draft within 2 s of the last change.
    await page.getByRole('status').filter({ hasText: AUTOSAVE_TEXTS.saved }).waitFor({ timeout: 15_000 });
    expect(await statusOf(title)).toBe('DRAFT');
    // Then the network goes, more typing, and the tab closes: the server never got this part.
    const context = page.context();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Main content' }).pressSequentially(' with three hundred books.', { delay: 5 });
    await page.getByRole('status').filter({ hasText: AUTOSAVE_TEXTS.retrying }).waitFor({ timeout: 15_000 });
    await page.close({ runBeforeUnload: false });
    await context.setOffline(false);
    const kept = (await e2e.services.repos.posts.listRows({ search: title, offset: 0, limit: 5 })).items[0]!;
    expect((await e2e.services.repos.posts.find(kept._id))!.content).toBe('We opened the new library');

    // Back later (same browser): the draft is on the overview, and its page offers the rest back.
    const again = await context.newPage();
    await e2e.open(again, '/admin/overview');
    const row = again.getByRole('row').filter({ has: again.getByRole('rowheader', { name: title }) });
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await again.getByRole('heading', { name: 'Edit Activity' }).waitFor();
    const content = again.getByRole('textbox', { name: 'Main content' });
    await expect.poll(() => content.inputValue()).toMatch(/^We opened the new library/);
    const offer = again.getByRole('region', { name: 'Unsaved changes' });
    await offer.getByRole('button', { name: 'Restore them' }).click();
    expect(await content.inputValue()).toBe('We opened the new library with three hundred books.');
    // Restored text is saved as the draft like any change.
    await again.getByRole('status').filter({ hasText: AUTOSAVE_TEXTS.saved }).waitFor({ timeout: 15_000 });
    const saved = (await e2e.services.repos.posts.listRows({ search: title, offset: 0, limit: 5 })).items[0]!;
    expect((await e2e.services.repos.posts.find(saved._id))!.content).toBe('We opened the new library with three hundred books.');
    // Finished and published with the form's Publish: public, and the copy in this browser is gone.
    await again.getByRole('textbox', { name: 'Section 1 paragraph 1' }).fill('Families came to borrow the first ones.');
    await again.getByRole('combobox', { name: 'Category' }).selectOption('Events');
    await again.getByRole('button', { name: 'Publish', exact: true }).click();
    await again.getByText('Post updated successfully!').waitFor();
    expect(await statusOf(title)).toBe('PUBLISHED');
    expect(await again.evaluate((id) => localStorage.getItem(`bcf.postDraft.${id}`), saved._id)).toBeNull();
    await again.close();
  });

  test('restore a revision: it becomes the draft, the site keeps the published text until the post is updated', async () => {
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${e2e.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, { _id: string }> }).data;
    };
    const post = {
      content: 'Mentors met the new students.',
      category: 'Meetings',
      contentSections: [{ sectionTitle: 'Morning', paragraph1: 'Introductions.' }],
      image_urls: [],
      youtube_video_url: null,
    };
    const first = `Mentor meeting ${Date.now()}`;
    const id = (await gql(ADD_POST, { input: { ...post, title: first } })).addPost!._id;
    await gql(UPDATE_POST, { input: { ...post, post_id: id, title: `${first}, renamed`, content: 'Mentors and parents met the new students.' } });

    const page = await signedIn();
    await e2e.open(page, `/admin/updateActivities/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    const restoreButtons = history.getByRole('button', { name: /^Restore the revision of / });
    await expect.poll(() => restoreButtons.count()).toBe(2);
    // Newest first: the oldest is the first publication.
    await history.getByText(`Title: “${first}” → “${first}, renamed”`).waitFor();
    await restoreButtons.last().click();
    await page.getByText('Revision restored as the current draft').waitFor();
    // The form now holds the old text, as the post's unpublished changes; the site still has the new one.
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe(first);
    await page.getByText(/^Changes saved on .* are not published yet/).waitFor();
    const publicTitle = async () => {
      const response = await fetch(`${e2e.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID!) { getOnePost(id: $id) { title content } }', variables: { id } }),
      });
      return ((await response.json()) as { data: { getOnePost: { title: string; content: string } } }).data.getOnePost;
    };
    expect(await publicTitle()).toEqual({ title: `${first}, renamed`, content: 'Mentors and parents met the new students.' });
    await page.getByRole('button', { name: 'Update post' }).click();
    await page.getByText('Post updated successfully!').waitFor();
    await expect.poll(publicTitle).toEqual({ title: first, content: 'Mentors met the new students.' });
    await page.close();
  });

  test('the scheduled post appears on the Activities page by itself', async () => {
    const page = await e2e.newPage(DESKTOP);
    // The form schedules in whole minutes, as stored above; its time is brought to a few seconds
    // from now, so the real scheduler on the real clock publishes it without minutes of waiting.
    scheduledAt = Date.now() + 3_000;
    await e2e.services.db.query(`UPDATE posts SET publish_at = to_timestamp($2::float8 / 1000) WHERE title = $1 AND status = 'SCHEDULED'`, [
      scheduledTitle,
      scheduledAt,
    ]);
    // Within a tick of its time: reload until it shows.
    await expect
      .poll(
        async () => {
          await e2e.open(page, '/ActivitiesPage');
          return page.getByText(scheduledTitle).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    const published = (await e2e.services.repos.posts.listRows({ search: scheduledTitle, offset: 0, limit: 5 })).items[0]!;
    expect(published.status).toBe('PUBLISHED');
    expect(published.date_posted).toBeGreaterThanOrEqual(scheduledAt);
    expect(path(page)).toBe('/ActivitiesPage');
  }, 120_000);
});
