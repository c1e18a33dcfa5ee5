// Monthly givers as a donor and staff live them, in Chromium against the real build and server, an
// SMTP server and the stand-in of MTN's API on 127.0.0.1: a visitor ticks "Give every month" (the
// form asks for the e-mail address it needs), pledges, and gets the first e-mail with its stop
// link; the next month's reminder comes, its Pay now link opens the form on the new pledge with
// "Pay now with MTN MoMo", and its stop link stops the reminders with one button. Staff see the
// monthly givers on the Donations area and stop one, after a confirmation. axe checks each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { MomoStandIn, momoSettingsFor } from '../kit/momoStandIn.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn, mailSettings } from '../kit/smtp.ts';
import { monthBefore } from '../server/giving/monthlyKit.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
let token = '';
const smtp = new TestSmtpServer();
const momo = new MomoStandIn();
const DONOR = 'buri-kwezi@example.rw';
const OTHER = 'another-giver@example.rw';

beforeAll(async () => {
  await smtp.start();
  await momo.start();
  e2e = await startE2E({ publicUrl: PUBLIC_URL, mail: mailSettings(smtp), payments: { momo: momoSettingsFor(momo) } });
  token = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
});
afterAll(async () => {
  await e2e?.stop();
  await smtp.stop();
  await momo.stop();
});

/** A link of an e-mail, on the server under test. */
const here = (link: string) => link.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, ''));

async function staffPage(): Promise<Page> {
  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  return page;
}

test('a visitor gives every month: the e-mail it needs, the first e-mail, the next month’s reminder, Pay now, and the stop link', async () => {
  const visitor = await e2e.newPage(PHONE);
  await e2e.open(visitor, '/DonatePage#give');
  const giving = visitor.getByRole('form', { name: 'Giving form' });
  await giving.waitFor();
  await giving.getByRole('button', { name: 'RWF 5,000' }).click();
  await giving.getByRole('radio', { name: 'MTN Mobile Money' }).check();
  const monthly = giving.getByRole('checkbox', { name: 'Give every month' });
  await monthly.check();
  expect(await axeViolations(visitor)).toEqual([]);
  // Without an address, the form says what it needs and sends nothing.
  await giving.getByRole('button', { name: 'Give' }).click();
  await giving.getByText('Enter your e-mail address: a monthly gift needs it', { exact: true }).waitFor();
  const email = giving.getByRole('textbox', { name: 'Email' });
  await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await axeViolations(visitor)).toEqual([]);
  await email.fill(DONOR);
  await giving.getByRole('button', { name: 'Give' }).click();
  const thanks = visitor.getByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/);
  await thanks.waitFor();
  await visitor.getByText(/^You give every month: on this day each month your reminder comes by e-mail/).waitFor();
  expect(await axeViolations(visitor)).toEqual([]);

  // The first e-mail carries the stop link.
  await expect.poll(() => smtp.to(DONOR).length, { timeout: 15_000 }).toBe(1);
  const first = smtp.to(DONOR)[0]!.mail;
  expect(first.text).toContain(`on day ${Number(kigaliToday().slice(8, 10))} of each month`);
  linkIn(first.text, `${PUBLIC_URL}/giving/monthly/stop?token=`);

  // Its next month comes: the reminder, with a fresh reference.
  await e2e.services.db.query(`UPDATE monthly_gifts SET last_month = $1 WHERE donor_email = $2`, [monthBefore(kigaliToday().slice(0, 7)), DONOR]);
  expect(await e2e.services.giving.monthly.remindDue()).toBe(1);
  await expect.poll(() => smtp.to(DONOR).length, { timeout: 15_000 }).toBe(2);
  const reminder = smtp.to(DONOR)[1]!.mail;
  const reference = /reference (BCF-[A-HJ-NP-Z2-9]{6})$/.exec(reminder.subject ?? '')![1]!;

  // Pay now opens the giving form on that pledge, ready to pay by MoMo; the token leaves the address.
  const payer = await e2e.newPage(PHONE);
  await e2e.open(payer, here(linkIn(reminder.text, `${PUBLIC_URL}/DonatePage#give:`)));
  await payer.getByText(`Thank you! Your gift reference is ${reference}.`, { exact: true }).waitFor();
  await payer.getByRole('button', { name: 'Pay now with MTN MoMo' }).waitFor();
  expect(new URL(payer.url()).hash).toBe('#give');
  expect(await axeViolations(payer)).toEqual([]);

  // The stop link: a page that asks, and one button that stops.
  const stopper = await e2e.newPage(PHONE);
  await stopper.goto(here(linkIn(reminder.text, `${PUBLIC_URL}/giving/monthly/stop?token=`)));
  await stopper.getByRole('heading', { name: 'Stop your monthly gift?' }).waitFor();
  expect(await axeViolations(stopper)).toEqual([]);
  await stopper.getByRole('button', { name: 'Stop my monthly gift' }).click();
  await stopper.getByRole('heading', { name: 'Your monthly gift is stopped' }).waitFor();
  expect(await axeViolations(stopper)).toEqual([]);

  // No reminder comes again.
  await e2e.services.db.query(`UPDATE monthly_gifts SET last_month = $1 WHERE donor_email = $2`, [monthBefore(kigaliToday().slice(0, 7)), DONOR]);
  expect(await e2e.services.giving.monthly.remindDue()).toBe(0);
});

test('staff see the monthly givers on the Donations area and stop one after a confirmation', async () => {
  await e2e.graphql('mutation ($input: PledgeInput!) { pledgeGift(input: $input) { reference } }', {
    input: { amount: 20_000, way: 'BANK_TRANSFER', email: OTHER, name: 'Eric Habimana', monthly: true },
  });
  const staff = await staffPage();
  await e2e.open(staff, '/admin/donations');
  await staff.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  await staff.getByRole('link', { name: 'Monthly givers' }).click();
  await staff.getByRole('heading', { level: 1, name: 'Monthly givers' }).waitFor();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: /Eric Habimana/ }) });
  await row.getByText('RWF 20,000', { exact: true }).waitFor();
  await row.getByText('Running', { exact: true }).waitFor();
  // The donor who stopped with the link is listed as stopped by the donor.
  await staff.getByRole('row').filter({ hasText: DONOR }).getByText(/by the donor$/).waitFor();
  expect(await axeViolations(staff)).toEqual([]);
  await row.getByRole('button', { name: 'Stop the monthly gift of Eric Habimana' }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Stop this monthly gift?' });
  await dialog.waitFor();
  expect(await axeViolations(staff)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stop it' }).click();
  await staff.getByText('Monthly gift stopped.', { exact: true }).waitFor();
  await row.getByText(/by staff$/).waitFor();
  expect(await row.getByRole('button', { name: /^Stop/ }).count()).toBe(0);
  const logged = await e2e.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'monthly_gift.stopped' AND actor_email IS NOT NULL`);
  expect(logged[0]!.n).toBe(1);
});
