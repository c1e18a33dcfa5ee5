import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

// Yup's own default message and Formik's context name: a bundle holding them holds the library.
const FORM_LIBRARY_MARKERS = ['must be a valid email', 'FormikContext'];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** Content-Security-Policy violations the page reports, collected from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

describe('contact page and page heads in the real app', () => {
  test('the home page carries its JSON-LD without a CSP report, and no Formik or Yup in its first load', async () => {
    const page = await e2e.newPage(PHONE);
    const violations = await watchCsp(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await e2e.open(page, '/');
    await page.waitForLoadState('networkidle');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'NGO', name: 'Build Career Foundation' });
    expect(await violations()).toEqual([]);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => FORM_LIBRARY_MARKERS.some((marker) => body.includes(marker)))).toEqual([]);
    expect(await page.title()).toBe('Build Career Foundation: guided choices, brighter futures');
  });

  test('a post’s link preview, as a chat app fetches it: title, text and a photo that loads', async () => {
    const [post] = await e2e.services.db.query<{ id: string; title: string }>(
      'SELECT id, title FROM posts ORDER BY date_posted DESC LIMIT 1',
    );
    const response = await fetch(`${e2e.baseUrl}/ActivityDetailsPage/${post!.id}`, {
      headers: { 'user-agent': 'WhatsApp/2.23 preview' },
    });
    const html = await response.text();
    const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    expect(unescapeHtml(tag('og:title')!)).toBe(post!.title);
    expect(tag('og:description')!.length).toBeGreaterThan(20);
    expect(tag('og:type')).toBe('article');
    const image = await fetch(tag('og:image')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  });

  test('on a details page the browser shows the server’s head and reports no CSP violation', async () => {
    const [post] = await e2e.services.db.query<{ id: string }>('SELECT id FROM posts LIMIT 1');
    const page = await e2e.newPage(DESKTOP);
    const violations = await watchCsp(page);
    await e2e.open(page, `/ActivityDetailsPage/${post!.id}`);
    await page.waitForLoadState('networkidle');
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(article['@type']).toBe('Article');
    expect(await violations()).toEqual([]);
  });

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('at the %s size a visitor sends a message, is thanked, and the form is cleared', async (size, viewport) => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/ContactPage');
    expect(await page.title()).toBe('Contact | Build Career Foundation');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);

    const text = `Hello from the ${size}: I would like to mentor a student in maths.`;
    await page.getByRole('textbox', { name: 'Name' }).fill(`Aline (${size})`);
    await page.getByRole('textbox', { name: 'Email' }).fill('aline@example.rw');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    const stored = await e2e.services.db.query<{ name: string; is_read: boolean }>(
      'SELECT name, is_read FROM contact_messages WHERE message = $1',
      [text],
    );
    expect(stored).toEqual([{ name: `Aline (${size})`, is_read: false }]);
  });

  test('a message sent on the Contact page reaches the admin: unread, then read, then deleted after confirming', async () => {
    const page = await e2e.newPage(DESKTOP);
    await e2e.open(page, '/ContactPage');
    const text = 'Our school in Nyamagabe would like to host a career day.';
    await page.getByRole('textbox', { name: 'Name' }).fill('Jean Bosco');
    await page.getByRole('textbox', { name: 'Email' }).fill('bosco@example.rw');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 10_000 });

    await page.goto(new URL('/admin/messages', e2e.baseUrl).href);
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor({ timeout: 10_000 });

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Jean Bosco' }) });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByRole('link', { name: 'bosco@example.rw' }).getAttribute('href')).toBe('mailto:bosco@example.rw');
    expect(await row.getByText(text).isVisible()).toBe(true);
    expect(await row.getByText('Unread').isVisible()).toBe(true);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const unreadLink = sidebar.getByRole('link', { name: /^Messages \d+ unread$/ });
    const unread = Number(/"Messages (\d+) unread"/.exec(await unreadLink.ariaSnapshot())![1]);
    expect(unread).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Mark the message from Jean Bosco read' }).click();
    await row.getByText('Read', { exact: true }).waitFor({ timeout: 10_000 });
    const after = unread - 1;
    await (after > 0
      ? sidebar.getByRole('link', { name: `Messages ${after} unread` })
      : sidebar.getByRole('link', { name: 'Messages', exact: true })
    ).waitFor({ timeout: 10_000 });

    const dialogs: string[] = [];
    page.once('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await row.getByRole('button', { name: 'Delete the message from Jean Bosco' }).click();
    await page.getByText('Message deleted successfully!').waitFor({ timeout: 10_000 });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    expect(dialogs).toEqual(['Are you sure you want to delete this message?']);
    expect(await e2e.services.db.query('SELECT 1 FROM contact_messages WHERE message = $1', [text])).toEqual([]);
  });
});
