// The admin area on a 375 px phone, by touch, in Chromium against the real build and server: every
// admin page opens with its menu closed and fits the screen (no page wider than it, every control
// inside it or inside a table's own scrolling box, headings broken between words, each table row a
// card of labelled values), and axe finds nothing; "Menu" opens the menu over the page and Escape,
// a choice or the backdrop close it, focus going in and coming back; at a desktop's width the menu
// is beside the page as before. And the work staff do on the move: a post with photos written,
// published and sent to the subscribers, a pledge marked received, gifts paid online by MTN MoMo
// (the stand-in of MTN's Open API) read in Donations, Insights read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import { ADMIN_PAGES, pathTo, type AdminPageId } from '../../shared/routes.ts';
import { PAY_GIFT_BY_MOMO, PLEDGE_GIFT } from '../../store/api/giving.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { MomoStandIn, momoSettingsFor } from '../kit/momoStandIn.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn, mailSettings } from '../kit/smtp.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE, ADMIN, startE2E, type E2E } from './harness.ts';
import { closedYesterday } from './steps.ts';

let e2e: E2E;
let token = '';
let postId = '';
let photoDir = '';
const photos: string[] = [];
const smtp = new TestSmtpServer();
const momo = new MomoStandIn();
const READER = 'phone-reader@example.org';

/** A phone's screen and touch. */
const TOUCH = { hasTouch: true, isMobile: true };

const login = async () => (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;

beforeAll(async () => {
  await smtp.start();
  await momo.start();
  e2e = await startE2E({
    publicUrl: PUBLIC_URL,
    mail: mailSettings(smtp, { notifyOnSubscribe: false }),
    payments: { momo: momoSettingsFor(momo) },
    // MTN's callback makes the server ask at once; the scheduled checks stay out of the way.
    paymentTimings: { tickMs: 3_600_000, firstCheckMs: 0, maxBackoffMs: 0, deadlineMs: 600_000, leaseMs: 30_000, hintSpacingMs: 0, providerTimeoutMs: 2_000 },
  });
  // MTN calls back the address PUBLIC_URL names; here that is this server.
  momo.callbacksTo = e2e.baseUrl;
  token = await login();
  const { getAllPosts } = await e2e.graphql<{ getAllPosts: { _id: string }[] }>('query getAllPosts { getAllPosts { _id } }');
  postId = getAllPosts[0]!._id;

  // Something in every table: a confirmed subscriber and a newsletter sent to them, a message, an
  // invitation, a campaign, gifts pledged and recorded, and yesterday's visits.
  await e2e.graphql('mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }', { input: { subscriptionWithEmail: READER } });
  await vi.waitFor(() => expect(smtp.to(READER)).toHaveLength(1), { timeout: 15_000, interval: 100 });
  const confirm = linkIn(smtp.to(READER)[0]!.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`);
  await fetch(confirm.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, '')), { redirect: 'manual' });
  await e2e.graphql('mutation ($input: ID!) { sendPostToSubscribers(input: $input) { total } }', { input: postId }, token);
  await e2e.graphql('mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { received } }', {
    input: { name: 'Aline Mukamana', email: 'aline.mukamana@example.org', message: 'I would like to mentor students in Nyamata on Saturdays. How can I help?' },
  });
  await e2e.graphql('mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }', { input: { email: 'new.editor@example.org', role: 'EDITOR' } }, token);
  const campaign = { title: JSON.stringify({ en: 'School fees 2027' }), description: JSON.stringify({ en: 'Fees for forty students.' }), goalRwf: 3_000_000, startsOn: '2026-01-01', endsOn: '2099-12-31' };
  const { saveCampaign } = await e2e.graphql<{ saveCampaign: { id: string } }>('mutation ($input: CampaignInput!) { saveCampaign(input: $input) { id } }', { input: campaign }, token);
  await e2e.graphql(PLEDGE_GIFT, { input: { amount: 10_000, way: 'MTN_MOMO', campaignId: saveCampaign.id, name: 'Aline Uwase', email: 'aline.uwase@example.rw' } });
  await e2e.graphql('mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id } }', { input: { amount: 20_000, way: 'CASH', amountRwf: 20_000, date: kigaliToday(), name: 'A visitor at the office' } }, token);
  await closedYesterday(e2e, [
    { page: '/', source: 'newsletter', language: 'en', device: 'PHONE', views: 6, visitors: 4 },
    { page: '/ActivitiesPage', source: 'a-partner-school-with-a-long-name', language: 'rw', device: 'DESKTOP', views: 3, visitors: 3 },
  ]);

  // Two photos from the phone's gallery.
  photoDir = mkdtempSync(join(tmpdir(), 'bcf-e2e-phone-'));
  for (const [index, name] of ['market-day.jpg', 'mentors.jpg'].entries()) {
    const pixels = Buffer.alloc(320 * 240 * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * (7919 + index)) % 251;
    photos.push(join(photoDir, name));
    await sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } }).jpeg().toFile(photos.at(-1)!);
  }
});
afterAll(async () => {
  await e2e?.stop();
  await momo.stop();
  await smtp.stop();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

const path = (page: Page) => new URL(page.url()).pathname;

/** A signed-in phone. */
async function staffPhone(signedIn = token): Promise<Page> {
  const page = await e2e.newPage(PHONE, TOUCH);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, signedIn]);
  return page;
}

/** An admin page's address, its parameters filled in. */
function addressOf(id: AdminPageId): string {
  if (id === 'adminPost' || id === 'adminEdit') return pathTo(id, { id: postId });
  if (id === 'adminSiteContentSection') return pathTo(id, { section: 'donate' });
  return pathTo(id);
}

/** The pages whose tables must be on screen before they are measured (the others may show none). */
const WITH_TABLES = new Set<AdminPageId>([
  'adminOverview',
  'adminUsers',
  'adminSubscriptions',
  'adminMessages',
  'adminNewsletter',
  'adminActivity',
  'adminGiving',
  'adminGivingCampaigns',
  'adminInsights',
  'adminAccount',
]);

/**
 * What does not fit a phone on the page as it shows: the document wider than the screen; a
 * control (or a table's scrolling box) reaching outside the screen; a heading whose word is broken
 * across lines (a break after a hyphen is between words); a card's value without its column's
 * label. Empty when it all fits.
 */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (element: Element) => `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    const outside = (rect: DOMRect) => rect.left < -0.5 || rect.right > width + 0.5;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);

    const scrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return parent;
      }
      return null;
    };
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      // Shown only when focused (checked apart), kept for assistive technology at 1 px, or a toast
      // sliding in or out from beside the screen.
      if (control.classList.contains('skip-link') || control.closest('.Toastify')) continue;
      if (rect.width <= 1 || rect.height <= 1 || !control.checkVisibility()) continue;
      if (!outside(rect)) continue;
      const box = scrollBox(control);
      if (!box) problems.push(`${name(control)} reaches ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      else if (outside(box.getBoundingClientRect())) problems.push(`the scrolling box of ${name(control)} is outside the screen`);
    }

    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
      if (!heading.checkVisibility()) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index!);
          range.setEnd(text, word.index! + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`the heading ${name(heading)} breaks “${word[0]}”`);
        }
      }
    }

    for (const table of document.querySelectorAll<HTMLTableElement>('main table:not(.figure-table)')) {
      const headings = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent?.trim());
      for (const row of table.tBodies[0]?.rows ?? []) {
        if (getComputedStyle(row).display === 'table-row') problems.push(`a row of ${name(table)} is not a card`);
        for (const [index, cell] of [...row.cells].entries()) {
          if (cell.tagName === 'TD' && cell.dataset.label !== headings[index]) problems.push(`${name(cell)} is not labelled ${headings[index]}`);
        }
      }
    }
    return problems;
  });
}

/** True when the whole of the element is on the screen. */
async function onScreen(page: Page, target: string | Locator): Promise<boolean> {
  const box = await (typeof target === 'string' ? page.locator(target) : target).boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

/**
 * A tap on what is on the screen, as a thumb does it: the target is scrolled into view first and
 * tapped a frame later (a touch sent at the moment of the scroll that brought its target on
 * screen was seen not to arrive).
 */
async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await target.tap();
}

/** Waits until the toasts shown have gone (they arrive a moment after what asked for them). */
const toastsGone = (page: Page) => page.locator('.Toastify__toast').last().waitFor({ state: 'detached', timeout: 10_000 });

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Waits until the page has what it shows: its heading, its answers and, where it has some, its tables. */
async function settled(page: Page, id: AdminPageId) {
  await page.locator('main h1').first().waitFor();
  if (WITH_TABLES.has(id)) await page.locator('main table').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('every admin page at 375 px', () => {
  test.each(ADMIN_PAGES.map((entry) => entry.id))('%s opens with its menu closed, fits the screen and passes axe', async (id) => {
    const page = await staffPhone();
    await e2e.open(page, addressOf(id));
    await settled(page, id);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link').filter({ visible: true }).count()).toBe(0);
    expect(await misfits(page)).toEqual([]);
    // The skip link, once focused, is on the screen too.
    await page.locator('.skip-link').focus();
    expect(await onScreen(page, '.skip-link')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('"Menu" opens the menu over the page and focus goes in; Escape, a choice or the backdrop close it, focus back on "Menu"; Logout is on the screen; a desktop keeps its menu beside the page', async () => {
  const page = await staffPhone(await login());
  await e2e.open(page, pathTo('adminOverview'));
  await page.getByRole('heading', { level: 1, name: 'Activities Overview' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  const users = nav.getByRole('link', { name: 'Users' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await users.isVisible()).toBe(false);

  // Open: over the page from top to bottom, focus on its first link.
  await tap(menu);
  await users.waitFor();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  const drawer = (await page.locator('#admin-menu').boundingBox())!;
  expect(drawer).toMatchObject({ x: 0, y: 0, height: PHONE.height });
  const atItsFoot = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('nav')?.getAttribute('aria-label'), [drawer.width / 2, PHONE.height - 10]);
  expect(atItsFoot).toBe('Admin');
  expect(await focused(page)).toBe('Activities Overview');
  // The page behind takes no focus: Tab goes from the last link back to Menu.
  await nav.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('☰ Menu');
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes it.
  await page.keyboard.press('Escape');
  await users.waitFor({ state: 'hidden' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await focused(page)).toBe('☰ Menu');

  // A choice closes it and opens the page chosen.
  await tap(menu);
  await tap(nav.getByRole('link', { name: 'Subscriptions' }));
  await expect.poll(() => path(page)).toBe(pathTo('adminSubscriptions'));
  await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
  expect(await users.isVisible()).toBe(false);
  expect(await focused(page)).toBe('☰ Menu');

  // The backdrop beside it closes it.
  await tap(menu);
  await users.waitFor();
  await page.touchscreen.tap(PHONE.width - 10, PHONE.height / 2);
  await users.waitFor({ state: 'hidden' });
  expect(await focused(page)).toBe('☰ Menu');

  // At a desktop's width the menu is open beside the page, as it always was; back on the phone it is closed.
  await page.setViewportSize(DESKTOP);
  await users.waitFor();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  const [sidebar, main] = await Promise.all([nav.boundingBox(), page.locator('main').boundingBox()]);
  expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(main!.x);
  await page.setViewportSize(PHONE);
  await users.waitFor({ state: 'hidden' });

  // The avatar's Logout is on the screen and logs out.
  await tap(page.getByRole('button', { name: 'Account' }));
  const logout = page.getByRole('button', { name: 'Logout' });
  expect(await onScreen(page, logout)).toBe(true);
  expect(await onScreen(page, page.getByRole('link', { name: 'Your account' }))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await tap(logout);
  await expect.poll(() => path(page)).toBe('/');
});

test('by touch: a post with two photos from the gallery, published, then sent to the subscribers', async () => {
  const title = 'Market day with our mentors';
  const page = await staffPhone();
  const confirmations: string[] = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });
  await e2e.open(page, pathTo('adminOverview'));
  await tap(page.getByRole('link', { name: 'Add New Activity' }));
  await page.getByRole('heading', { level: 1, name: 'Add New Activity' }).waitFor();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Main content' }).fill('Students sold what they made in the workshop.');
  await page.getByRole('textbox', { name: 'Section 1 paragraph 1' }).fill('The stalls opened at nine.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Events');
  await page.getByRole('textbox', { name: 'YouTube URL' }).fill('https://www.youtube.com/watch?v=iG9CE55wbtY');

  // The field offers the camera and the gallery: any image, several, and no capture that would leave out the gallery.
  const images = page.getByLabel(/^Images/);
  expect(await images.getAttribute('accept')).toBe('image/*');
  expect(await images.getAttribute('capture')).toBeNull();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap(images)]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(photos);
  await page.getByRole('img', { name: 'Preview of market-day.jpg' }).waitFor();
  await page.getByRole('img', { name: 'Preview of mentors.jpg' }).waitFor();
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await tap(page.getByRole('button', { name: 'Save post' }));
  await page.getByText('Post saved successfully!').waitFor();
  await expect.poll(() => path(page), { timeout: 5_000 }).toBe(pathTo('adminOverview'));
  const card = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await card.getByRole('cell', { name: 'Published', exact: true }).waitFor();
  expect(await misfits(page)).toEqual([]);

  // From its page, to the subscribers.
  await tap(card.getByRole('link', { name: `View ${title}` }));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  // Both photos are the post's, served by this server (their addresses are on PUBLIC_URL, the site's address for e-mail).
  for (const name of [`${title}, main image 1`, 'market-day.jpg', 'mentors.jpg']) {
    const address = new URL((await page.getByRole('img', { name, exact: true }).getAttribute('src'))!);
    const served = await fetch(new URL(address.pathname, e2e.baseUrl));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  }
  const send = page.getByRole('button', { name: 'Send to subscribers' });
  await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
  // A toast sliding in over the top of the screen would take the tap: the saved post's have gone
  // first, on time although it showed where the finger last touched (a touch screen keeps that point
  // "hovered", and a toast paused under it would stay).
  await toastsGone(page);
  await tap(send);
  await expect.poll(() => confirmations).toEqual([`Send '${title}' to 1 subscribers?`]);
  await page.getByRole('status').filter({ hasText: 'Queued for 1 subscribers.' }).waitFor();
  expect(await misfits(page)).toEqual([]);

  await tap(page.getByRole('link', { name: 'See it on the Newsletter page' }));
  await expect.poll(() => path(page)).toBe(pathTo('adminNewsletter'));
  const sent = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect.poll(() => sent.getByRole('cell').nth(1).textContent(), { timeout: 30_000 }).toBe('Done');
  await expect.poll(() => smtp.to(READER).filter((message) => message.mail.subject === title).length, { timeout: 15_000 }).toBe(1);
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('by touch: a pledge found by its reference and marked received from its card; the dialogs fit the screen', async () => {
  const { pledgeGift } = await e2e.graphql<{ pledgeGift: { reference: string } }>(PLEDGE_GIFT, {
    input: { amount: 15_000, way: 'AIRTEL_MONEY', name: 'Eric Nshimiyimana', email: 'eric.nshimiyimana@example.rw' },
  });
  const reference = pledgeGift.reference;
  const page = await staffPhone();
  await e2e.open(page, pathTo('adminGiving'));
  await page.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  // The tallest dialog, a gift recorded without a pledge, stays within the screen and scrolls inside.
  await tap(page.getByRole('button', { name: 'Record a gift' }));
  const record = page.getByRole('dialog', { name: 'Record a gift' });
  await record.waitFor();
  expect(await onScreen(page, record)).toBe(true);
  expect(await record.evaluate((box) => box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY)).toBe('auto');
  await page.keyboard.press('Escape');
  await record.waitFor({ state: 'detached' });

  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const card = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
  await tap(card.getByRole('button', { name: `Mark received: ${reference}` }));

  const dialog = page.getByRole('dialog', { name: `Mark received: ${reference}` });
  await dialog.waitFor();
  expect(await onScreen(page, dialog)).toBe(true);
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('spinbutton', { name: /^Amount received \(RWF\)/ }).fill('15000');
  await dialog.getByRole('textbox', { name: /^Transaction id/ }).fill('AM261206.0930.B67890');
  await tap(dialog.getByRole('button', { name: 'Confirm' }));
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Received', { exact: true }).waitFor();
  await card.getByText(/^Receipt BCF-\d{4}-\d{4}$/).waitFor();
  expect(await card.getByRole('button', { name: `Mark received: ${reference}` }).count()).toBe(0);
  expect(await misfits(page)).toEqual([]);
});

test('Donations on a phone: a gift paid online by MTN MoMo with its transaction id, and an under-paid attempt that needs a look, each value labelled and within the screen', async () => {
  /** A MoMo pledge paid through the stand-in: MTN is asked to prompt the number, and the payer approves `paid` (else the whole amount). */
  const payByMomo = async (amount: number, name: string, number: string, paid?: string) => {
    const { pledgeGift } = await e2e.graphql<{ pledgeGift: { reference: string; payToken: string } }>(PLEDGE_GIFT, { input: { amount, way: 'MTN_MOMO', name } });
    await e2e.graphql(PAY_GIFT_BY_MOMO, { reference: pledgeGift.reference, payToken: pledgeGift.payToken, number });
    const approved = await momo.approve(momo.forReference(pledgeGift.reference)!.referenceId, paid ? { amount: paid } : {});
    return { reference: pledgeGift.reference, transactionId: approved.financialTransactionId! };
  };
  const paid = await payByMomo(12_000, 'Jean Bosco Habimana', '078 8300001');
  const short = await payByMomo(15_000, 'Claudine Mukeshimana Uwimana', '078 8300002', '4000');
  const statusOf = async (reference: string) => (await e2e.services.db.query<{ status: string }>('SELECT status FROM gifts WHERE reference = $1', [reference]))[0]!.status;
  await expect.poll(() => statusOf(paid.reference), { timeout: 15_000 }).toBe('RECEIVED');

  const page = await staffPhone();
  await e2e.open(page, pathTo('adminGiving'));
  await page.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  const search = page.getByRole('searchbox', { name: 'Search' });
  /** The gift's card, found by its reference: its status cell's lines, each wholly on the screen. */
  const cardOf = async (reference: string) => {
    await search.fill(reference);
    const card = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
    await card.waitFor();
    return card;
  };
  const linesOnScreen = (card: Locator) =>
    card.locator('.gift-line').evaluateAll((lines) =>
      lines.filter((line) => line.getBoundingClientRect().left < -0.5 || line.getBoundingClientRect().right > window.innerWidth + 0.5).map((line) => line.textContent),
    );

  const card = await cardOf(paid.reference);
  const status = card.getByRole('cell').filter({ hasText: 'Paid online by MTN MoMo' });
  expect(await status.getAttribute('data-label')).toBe('Status');
  await status.getByText(/^Receipt BCF-\d{4}-\d{4}$/).waitFor();
  await status.getByText(`Transaction ${paid.transactionId}`, { exact: true }).waitFor();
  await card.scrollIntoViewIfNeeded();
  expect(await linesOnScreen(card)).toEqual([]);
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The under-paid attempt says so and what was paid, in a line that wraps within the card.
  const shortCard = await cardOf(short.reference);
  const look = shortCard.getByText('Online by MTN MoMo: under-paid (paid 4000 RWF of 15000 RWF)', { exact: true });
  await look.waitFor();
  expect(await look.evaluate((line) => line.classList.contains('mail-problem'))).toBe(true);
  await shortCard.getByText(`Transaction ${short.transactionId}`, { exact: true }).waitFor();
  expect(await shortCard.getByRole('button', { name: `Mark received: ${short.reference}` }).count()).toBe(1);
  await shortCard.scrollIntoViewIfNeeded();
  expect(await linesOnScreen(shortCard)).toEqual([]);
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('by touch: Insights from the menu; the chart as wide as the page, its table kept; a wide table scrolls in its box with its first column in view', async () => {
  const page = await staffPhone();
  await e2e.open(page, pathTo('adminOverview'));
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await tap(nav.getByRole('button', { name: 'Menu' }));
  await tap(nav.getByRole('link', { name: 'Insights' }));
  await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
  for (const heading of ['Visits', 'Newsletter reach', 'Subscribers', 'Giving']) await page.getByRole('heading', { level: 2, name: heading }).waitFor();

  // The chart takes the page's width, and the numbers it draws stay in a table below it.
  const chart = page.locator('.insights-chart').first();
  await chart.locator('canvas').waitFor();
  const [chartBox, pageBox] = await Promise.all([chart.locator('.insights-chart__plot').boundingBox(), page.locator('main section').first().boundingBox()]);
  expect(chartBox!.width).toBeGreaterThanOrEqual(pageBox!.width - 1);
  await page.getByRole('table', { name: 'Visitors and page views' }).waitFor();

  // The newsletter's reach has more columns than the phone is wide: its box scrolls, the newsletter's name stays.
  const reach = page.getByRole('region', { name: 'Newsletter reach, table' });
  const sizes = await reach.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await reach.scrollIntoViewIfNeeded();
  const name = reach.getByRole('rowheader').first();
  const before = (await name.boundingBox())!;
  await reach.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect.poll(() => reach.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  expect((await name.boundingBox())!.x).toBeCloseTo(before.x, 0);
  expect(await onScreen(page, reach.getByRole('columnheader', { name: 'Visits' }))).toBe(true);
  expect(await misfits(page)).toEqual([]);

  // Another period, by the picker.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('LAST_30_DAYS');
  await page.getByRole('table', { name: 'Top pages' }).waitFor();
  expect(await misfits(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
