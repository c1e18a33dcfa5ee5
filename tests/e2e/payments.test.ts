// Paying a pledge now, in Chromium against the real build and server, with MTN's MoMo Open API
// stood in for on 127.0.0.1 (tests/kit/momoStandIn.ts): a donor gives 5,000 RWF from the Donate
// page, types their number as people do, approves on the phone (the stand-in), and sees the
// receipt number; the gift is Received with MTN's transaction id. A payment MTN says failed leaves
// the pledge with its manual instructions and reference, and may be tried again.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fill } from '../../shared/i18n/message.ts';
import { givingForm } from '../../shared/locales/en.ts';
import { PAY_NOW_TEXTS } from '../../src/components/giving/payNowTexts.ts';
import { LOGIN_USER } from '../../store/api/login.ts';
import { TOKEN_STORAGE_KEY } from '../../store/sessionSlice.ts';
import { FlutterwaveStandIn, flutterwaveSettingsFor } from '../kit/flutterwaveStandIn.ts';
import { MomoStandIn, momoSettingsFor } from '../kit/momoStandIn.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../kit/smtp.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, startE2E, type E2E } from './harness.ts';

const en = PAY_NOW_TEXTS.en;
let e2e: E2E;
const smtp = new TestSmtpServer();
const momo = new MomoStandIn();
const flutterwave = new FlutterwaveStandIn();
let staffToken = '';

beforeAll(async () => {
  await smtp.start();
  await momo.start();
  await flutterwave.start();
  e2e = await startE2E({
    publicUrl: PUBLIC_URL,
    mail: mailSettings(smtp),
    payments: { momo: momoSettingsFor(momo), flutterwave: flutterwaveSettingsFor(flutterwave) },
    paymentTimings: { tickMs: 1_000, firstCheckMs: 1_000, maxBackoffMs: 2_000, deadlineMs: 120_000, leaseMs: 30_000, hintSpacingMs: 0, providerTimeoutMs: 2_000 },
  });
  // MTN calls back the address PUBLIC_URL names; here that is this server.
  momo.callbacksTo = e2e.baseUrl;
  flutterwave.redirectsTo = e2e.baseUrl;
  staffToken = (await e2e.graphql<{ login_user: { token: string } }>(LOGIN_USER, ADMIN)).login_user.token;
});
afterAll(async () => {
  await e2e?.stop();
  await momo.stop();
  await flutterwave.stop();
  await smtp.stop();
});

async function pledgeByMomo(viewport = PHONE, email = `donor-${Date.now()}@example.rw`) {
  const page = await e2e.newPage(viewport);
  await e2e.open(page, '/DonatePage');
  await page.getByRole('link', { name: 'Open the giving form' }).click();
  const giving = page.getByRole('form', { name: givingForm.name });
  await giving.waitFor();
  await giving.getByRole('button', { name: 'RWF 5,000' }).click();
  await giving.getByRole('radio', { name: givingForm.ways.MTN_MOMO }).check();
  await giving.getByRole('textbox', { name: givingForm.email }).fill(email);
  await giving.getByRole('button', { name: givingForm.submit }).click();
  const thanks = page.getByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/);
  await thanks.waitFor();
  const reference = /BCF-[A-Z0-9]{6}/.exec((await thanks.textContent())!)![0];
  return { page, reference, email };
}

const giftOf = async (reference: string) =>
  (await e2e.graphql<{ gifts: { items: { status: string; transactionId: string; receiptNumber: string | null }[] } }>(
    'query ($search: String) { gifts(search: $search) { items { status transactionId receiptNumber } } }', { search: reference }, staffToken)).gifts.items[0]!;

test('a donor pays 5,000 RWF by MTN MoMo from the Donate page and sees the receipt number; the gift is Received with MTN’s transaction id', async () => {
  const { page, reference, email } = await pledgeByMomo(DESKTOP);
  // The manual instructions stay; "Pay now" is offered beside them.
  await page.getByText(givingForm.mobileMoneyReference).waitFor();
  const payNow = page.getByRole('form', { name: en.pay });
  expect(await axeViolations(page)).toEqual([]);
  // A number that is no MTN one is refused in the page, before MTN is asked.
  await payNow.getByRole('textbox', { name: en.number }).fill('0728 123 456');
  await payNow.getByRole('button', { name: en.pay }).click();
  await page.getByText(en.momoNumber).waitFor();
  expect(momo.forReference(reference)).toBeUndefined();
  await payNow.getByRole('textbox', { name: en.number }).fill('+250 78 812 3456');
  await payNow.getByRole('button', { name: en.pay }).click();
  await page.getByText(en.approve).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const sent = momo.forReference(reference)!;
  expect(sent).toMatchObject({ amount: '5000', currency: 'RWF', partyId: '250788123456', externalId: reference });

  const approved = await momo.approve(sent.referenceId);
  const receipt = page.getByText(/^Your gift has arrived\. Your receipt number is BCF-\d{4}-\d{4}\.$/);
  await receipt.waitFor({ timeout: 20_000 });
  const number = /BCF-\d{4}-\d{4}/.exec((await receipt.textContent())!)![0];
  expect(await axeViolations(page)).toEqual([]);
  expect(await giftOf(reference)).toEqual({ status: 'RECEIVED', transactionId: approved.financialTransactionId, receiptNumber: number });
  // One thank-you with the receipt, whatever came after.
  await expect.poll(() => smtp.to(email).filter((one) => one.mail.subject?.includes(number)).length, { timeout: 15_000 }).toBe(1);

  // Staff find it Received in Donations, with MTN's transaction id.
  const staff = await e2e.newPage(DESKTOP);
  await staff.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, staffToken]);
  await e2e.open(staff, '/admin/donations');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: reference }) });
  await row.getByText('Received', { exact: true }).waitFor();
  await row.getByText(number, { exact: false }).waitFor();
  await row.getByText('Paid online by MTN MoMo', { exact: true }).waitFor();
  await row.getByText(`Transaction ${approved.financialTransactionId}`, { exact: true }).waitFor();
  expect(await axeViolations(staff)).toEqual([]);
});

test('MTN says the payment failed: the page says so, the instructions and reference stay, and it can be tried again', async () => {
  const { page, reference } = await pledgeByMomo(PHONE);
  const payNow = page.getByRole('form', { name: en.pay });
  await payNow.getByRole('textbox', { name: en.number }).fill('0799 123 456');
  await payNow.getByRole('button', { name: en.pay }).click();
  await page.getByText(en.approve).waitFor();
  await momo.decline(momo.forReference(reference)!.referenceId);
  await page.getByText(fill('en', en.failed, { reference })).waitFor({ timeout: 20_000 });
  await page.getByText(givingForm.mobileMoneyReference).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect((await giftOf(reference)).status).toBe('PLEDGED');
  await page.getByRole('button', { name: en.retry }).click();
  await page.getByRole('form', { name: en.pay }).waitFor();
});

test('a donor pays 20 USD by card on the hosted page and sees the receipt number; a cancelled page keeps the pledge', async () => {
  const page = await e2e.newPage(DESKTOP);
  const email = `card-${Date.now()}@example.com`;
  await e2e.open(page, '/DonatePage');
  await page.getByRole('link', { name: 'Open the giving form' }).click();
  const giving = page.getByRole('form', { name: givingForm.name });
  await giving.waitFor();
  await giving.getByRole('radio', { name: givingForm.ways.CARD }).check();
  await giving.getByRole('combobox', { name: givingForm.currency }).selectOption('USD');
  await giving.getByRole('textbox', { name: givingForm.amount }).fill('20');
  // The card way needs the e-mail address.
  await giving.getByRole('button', { name: givingForm.submit }).click();
  await page.getByText(en.cardEmail).waitFor();
  await giving.getByRole('textbox', { name: givingForm.email }).fill(email);
  await giving.getByRole('button', { name: givingForm.submit }).click();
  const thanks = page.getByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/);
  await thanks.waitFor();
  const reference = /BCF-[A-Z0-9]{6}/.exec((await thanks.textContent())!)![0];
  expect(await axeViolations(page)).toEqual([]);

  // Cancelled on the hosted page: back on the Donate page, the pledge stands and "Pay by card" is there again.
  await page.getByRole('button', { name: en.card }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await thanks.waitFor();
  expect(new URL(page.url()).pathname).toBe('/DonatePage');
  await page.getByRole('button', { name: en.card }).waitFor();
  expect((await giftOf(reference)).status).toBe('PLEDGED');

  await page.getByRole('button', { name: en.card }).click();
  await page.getByRole('button', { name: 'Pay USD 20' }).click();
  const receipt = page.getByText(/^Your gift has arrived\. Your receipt number is BCF-\d{4}-\d{4}\.$/);
  await receipt.waitFor({ timeout: 20_000 });
  const number = /BCF-\d{4}-\d{4}/.exec((await receipt.textContent())!)![0];
  const paid = [...flutterwave.transactions.values()].find((one) => one.tx_ref.startsWith(reference))!;
  expect(await giftOf(reference)).toEqual({ status: 'RECEIVED', transactionId: String(paid.id), receiptNumber: number });
  expect(await axeViolations(page)).toEqual([]);
});
