// Giving as donors and staff live it, in Chromium against the real build, server and an SMTP
// server started here on 127.0.0.1: staff open a campaign; a visitor on the Kinyarwanda Donate
// page pledges 10,000 RWF by MTN Mobile Money and gets the reference, the dial link and the
// instructions by e-mail in Kinyarwanda; staff mark the gift received; the thank-you with its
// receipt arrives in Kinyarwanda and its printable page opens; the campaign's bar moves. axe
// checks every new screen on the way.
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { fill } from '../../shared/i18n/message.ts';
import * as rw from '../../shared/locales/rw.ts';
import { SITE_NAME } from '../../shared/routes.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { PUBLIC_URL, linkIn } from '../kit/smtp.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, withMailE2E } from './harness.ts';

const { e2e, smtp } = withMailE2E();
let token = '';
const DONOR = 'umuterankunga@example.rw';
const CAMPAIGN = 'School fees 2027';

beforeAll(async () => {
  token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
  // The foundation's MTN code is digits: pledges by MTN get a dial link.
  const section = (await e2e.graphql<{ siteSection: { version: number; published: string } }>('query { siteSection(section: "donate") { version published } }', {}, token)).siteSection;
  await e2e.graphql(
    'mutation ($content: String!, $version: Int!) { publishSiteSection(section: "donate", content: $content, version: $version) { version } }',
    { content: JSON.stringify({ ...(JSON.parse(section.published) as object), mobileMoneyCode: '654321' }), version: section.version },
    token,
  );
});

/** A staff page, signed in as the login page leaves it. */
async function staffPage(): Promise<Page> {
  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  return page;
}

/** The campaign's bar on a fresh visit to `path`. */
async function campaignBar(path: string, name: string) {
  const page = await e2e.newPage(PHONE);
  await e2e.open(page, path);
  const bar = page.getByRole('progressbar', { name });
  await bar.waitFor();
  return { page, bar };
}

test('a pledge on /rw/DonatePage, marked received by staff: reference, dial link, both e-mails in Kinyarwanda, the receipt page and the campaign’s bar', async () => {
  // Staff open a campaign from the Donations area's Campaigns page.
  const staff = await staffPage();
  await e2e.open(staff, '/admin/overview');
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Donations' }).click();
  await staff.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  await staff.getByRole('link', { name: 'Campaigns' }).click();
  await staff.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await staff.getByRole('button', { name: 'New campaign' }).click();
  const form = staff.getByRole('dialog', { name: 'New campaign' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(CAMPAIGN);
  await form.getByRole('tab', { name: 'Ikinyarwanda' }).click();
  await form.getByRole('textbox', { name: /^Title/ }).fill('Amafaranga y’ishuri 2027');
  await form.getByRole('spinbutton', { name: /^Goal \(RWF\)/ }).fill('3000000');
  await form.getByLabel(/^Starts/).fill('2026-01-01');
  await form.getByLabel(/^Ends/).fill('2099-12-31');
  expect(await axeViolations(staff)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await staff.getByRole('button', { name: `Edit ${CAMPAIGN}` }).waitFor();
  await staff.getByText(`Campaign “${CAMPAIGN}” saved`, { exact: true }).waitFor();
  expect(await axeViolations(staff)).toEqual([]);

  // A visitor on the Kinyarwanda page: the campaign's bar, then the form from a card's link.
  const { page: visitor, bar } = await campaignBar('/rw/DonatePage', 'Amafaranga y’ishuri 2027');
  expect(await bar.getAttribute('aria-valuenow')).toBe('0');
  expect(await bar.getAttribute('aria-valuetext')).toBe('RWF 0 kuri RWF 3.000.000');
  await visitor.getByRole('button', { name: rw.donate.options.momo }).click();
  await visitor.getByRole('region', { name: rw.donate.options.momo }).getByRole('link', { name: 'Uzuza ifishi yo gutanga inkunga hano' }).click();
  await expect.poll(() => new URL(visitor.url()).hash).toBe('#give');
  const giving = visitor.getByRole('form', { name: rw.givingForm.name });
  await giving.waitFor();
  expect(await axeViolations(visitor)).toEqual([]);
  await giving.getByRole('button', { name: 'RWF 10.000' }).click();
  await giving.getByRole('radio', { name: rw.givingForm.ways.MTN_MOMO }).check();
  await giving.getByRole('combobox', { name: rw.givingForm.campaign }).selectOption({ label: 'Amafaranga y’ishuri 2027' });
  await giving.getByRole('textbox', { name: rw.givingForm.donorName }).fill('Aline Uwase');
  await giving.getByRole('textbox', { name: rw.givingForm.email }).fill(DONOR);
  await giving.getByRole('button', { name: rw.givingForm.submit }).click();

  const thanks = visitor.getByText(/^Urakoze! Nimero iranga impano yawe ni BCF-[A-HJ-NP-Z2-9]{6}\.$/);
  await thanks.waitFor();
  const reference = /BCF-[A-Z0-9]{6}/.exec((await thanks.textContent())!)![0];
  expect(await visitor.getByRole('link', { name: rw.givingForm.dial }).getAttribute('href')).toBe('tel:*182*8*1*654321%23');
  await visitor.getByText(fill('rw', rw.givingForm.mobileMoney, { amount: 'RWF 10.000', number: '+250 7XX XXX XXX', code: '654321' })).waitFor();
  await visitor.getByText(rw.givingForm.mobileMoneyReference).waitFor();
  await visitor.getByText(fill('rw', rw.givingForm.emailed, { email: DONOR })).waitFor();
  expect(await axeViolations(visitor)).toEqual([]);

  // The same instructions by e-mail, in Kinyarwanda.
  await expect.poll(() => smtp.to(DONOR).length, { timeout: 15_000 }).toBe(1);
  const instructions = smtp.to(DONOR)[0]!.mail;
  expect(instructions.subject).toBe(fill('rw', rw.mail.pledge.subject, { site: SITE_NAME, reference }));
  expect(String(instructions.html)).toMatch(/<html[^>]*\blang="rw"/);

  // Staff find the pledge by its reference and mark it received.
  await staff.getByRole('link', { name: 'Donations' }).first().click();
  await staff.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  // "Record a gift" (money that came without a pledge) opens its form; Escape leaves it unsaved.
  await staff.getByRole('button', { name: 'Record a gift' }).click();
  await staff.getByRole('dialog', { name: 'Record a gift' }).getByRole('spinbutton', { name: /^Amount received \(RWF\)/ }).waitFor();
  expect(await axeViolations(staff)).toEqual([]);
  await staff.keyboard.press('Escape');
  await staff.getByRole('dialog').waitFor({ state: 'detached' });
  await staff.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: reference }) });
  await row.waitFor();
  expect(await axeViolations(staff)).toEqual([]);
  await row.getByRole('button', { name: `Mark received: ${reference}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: /^Amount received \(RWF\)/ }).fill('10000');
  await dialog.getByRole('textbox', { name: /^Transaction id/ }).fill('MP261127.1200.A12345');
  expect(await axeViolations(staff)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const year = new Date(Date.now() + 2 * 3_600_000).getUTCFullYear();
  await row.getByText(`BCF-${year}-0001`, { exact: false }).waitFor();
  await row.getByText('Received', { exact: true }).waitFor();

  // The thank-you with the receipt, in Kinyarwanda, links to the printable receipt of this gift.
  await expect.poll(() => smtp.to(DONOR).length, { timeout: 15_000 }).toBe(2);
  const receipt = smtp.to(DONOR).map((one) => one.mail).find((mail) => mail.subject !== instructions.subject)!;
  expect(receipt.subject).toBe(fill('rw', rw.mail.receipt.subject, { number: `BCF-${year}-0001`, site: SITE_NAME }));
  expect(receipt.text).toContain('RWF 10.000');
  const receiptLink = linkIn(receipt.text, `${PUBLIC_URL}/receipt/`);
  const printable = await e2e.newPage(PHONE);
  const response = await printable.goto(receiptLink.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, '')));
  expect(response?.status()).toBe(200);
  const receiptText = (await printable.locator('body').textContent()) ?? '';
  expect(receiptText).toContain(`BCF-${year}-0001`);
  expect(receiptText).toContain(reference);
  expect(receiptText).toContain(rw.mail.receipt.heading);

  // The campaign's bar on the English page has moved.
  const after = await campaignBar('/DonatePage', CAMPAIGN);
  expect(await after.bar.getAttribute('aria-valuenow')).toBe('10000');
  expect(await after.bar.getAttribute('aria-valuetext')).toBe('RWF 10,000 of RWF 3,000,000');
  await after.page.getByText('RWF 10,000 of RWF 3,000,000', { exact: true }).waitFor();
  expect(await after.page.locator('.campaign__figures').textContent()).toMatch(/· 1 gift · [\d,]+ days left$/);
  expect(await axeViolations(after.page)).toEqual([]);
});
