// The card page (/paymentByVissa) keeps its fields and its 'Send your Donation' link as they are
// (they send nothing). With card payments on (Flutterwave's settings; tests/kit/flutterwaveStandIn.ts
// stands in for it), it also offers "Pay by card" above them, in the page's language: that opens the
// Donate page's giving form with the Card way chosen, whose pledge leads to Flutterwave's hosted page.
// Whether cards are on comes with the page (its first query, answered inside it). With card
// payments off, the page is as it always was.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cardForm, givingForm } from '../../shared/locales/en.ts';
import { cardForm as rwCardForm } from '../../shared/locales/rw.ts';
import { cardForm as frCardForm } from '../../shared/locales/fr.ts';
import { PAY_NOW_TEXTS } from '../../src/components/giving/payNowTexts.ts';
import { CARD_PAY_TEXTS } from '../../src/pages/public/cardPayments.ts';
import { FlutterwaveStandIn, flutterwaveSettingsFor } from '../kit/flutterwaveStandIn.ts';
import { PUBLIC_URL } from '../kit/smtp.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE, startE2E, type E2E, type Viewport } from './harness.ts';
import type { Page } from 'playwright-core';

const FIELDS = Object.values(cardForm.fields);

/** Loads `path` and counts the requests it sends to /graphql until the page is drawn. */
async function openCounting(e2e: E2E, page: Page, path: string): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') asked.push(request.postData() ?? '');
  });
  await e2e.open(page, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return asked;
}

/** The card page's own fields and link, exactly as they always were. */
async function expectTheSpecFields(page: Page) {
  for (const field of FIELDS) await page.getByRole('textbox', { name: field, exact: true }).waitFor();
  expect(await page.locator('form input').count()).toBe(FIELDS.length);
  const send = page.getByRole('link', { name: cardForm.send, exact: true });
  expect(new URL((await send.getAttribute('href'))!, 'http://site').pathname).toBe('/');
}

describe('with card payments on', () => {
  let e2e: E2E;
  const flutterwave = new FlutterwaveStandIn();

  beforeAll(async () => {
    await flutterwave.start();
    e2e = await startE2E({ publicUrl: PUBLIC_URL, payments: { flutterwave: flutterwaveSettingsFor(flutterwave) } });
    flutterwave.redirectsTo = e2e.baseUrl;
  });
  afterAll(async () => {
    await e2e?.stop();
    await flutterwave.stop();
  });

  test.each<[string, Viewport]>([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s, "Pay by card" is above the fields, which are as they were; the page asks nothing of /graphql', async (_, viewport) => {
    const page = await e2e.newPage(viewport);
    const asked = await openCounting(e2e, page, '/paymentByVissa');
    const pay = page.getByRole('link', { name: CARD_PAY_TEXTS.en.pay, exact: true });
    await pay.waitFor();
    await page.getByText(CARD_PAY_TEXTS.en.lead).waitFor();
    await page.getByText(CARD_PAY_TEXTS.en.fieldsNote).waitFor();
    expect(await page.getByText(cardForm.note).count()).toBe(0);
    await expectTheSpecFields(page);
    // Above the fields: before the first of them in the page's order.
    const firstField = page.getByRole('textbox', { name: FIELDS[0], exact: true });
    expect(await pay.evaluate((link, field) => Boolean(link.compareDocumentPosition(field!) & Node.DOCUMENT_POSITION_FOLLOWING), await firstField.elementHandle())).toBe(true);
    // Whether cards are on came inside the page.
    expect(asked.filter((body) => body.includes('onlinePayWays'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each([
    ['rw', CARD_PAY_TEXTS.rw, rwCardForm.heading],
    ['fr', CARD_PAY_TEXTS.fr, frCardForm.heading],
  ] as const)('in %s, the page says it in its language', async (language, texts, heading) => {
    const page = await e2e.newPage(PHONE);
    await openCounting(e2e, page, `/${language}/paymentByVissa`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const pay = page.getByRole('link', { name: texts.pay, exact: true });
    await pay.waitFor();
    await page.getByText(texts.lead).waitFor();
    expect(new URL((await pay.getAttribute('href'))!, 'http://site').pathname).toBe(`/${language}/DonatePage`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('reached from another page, it asks the server and offers "Pay by card" too', async () => {
    const page = await e2e.newPage(DESKTOP);
    await e2e.open(page, '/DonatePage');
    // The Donate page's picture links to the card page.
    await page.locator('a.donate__image').click();
    await page.getByRole('link', { name: CARD_PAY_TEXTS.en.pay, exact: true }).waitFor();
    await expectTheSpecFields(page);
  });

  test('"Pay by card" opens the giving form with the Card way chosen; its pledge pays 20 USD on Flutterwave’s page', async () => {
    const page = await e2e.newPage(PHONE);
    await e2e.open(page, '/paymentByVissa');
    await page.getByRole('link', { name: CARD_PAY_TEXTS.en.pay, exact: true }).click();
    const giving = page.getByRole('form', { name: givingForm.name });
    await giving.waitFor();
    expect(new URL(page.url()).pathname).toBe('/DonatePage');
    const card = giving.getByRole('radio', { name: givingForm.ways.CARD });
    await expect.poll(() => card.isChecked()).toBe(true);
    await giving.getByRole('combobox', { name: givingForm.currency }).selectOption('USD');
    await giving.getByRole('textbox', { name: givingForm.amount }).fill('20');
    await giving.getByRole('textbox', { name: givingForm.email }).fill(`card-page-${Date.now()}@example.com`);
    await giving.getByRole('button', { name: givingForm.submit }).click();
    const thanks = page.getByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/);
    await thanks.waitFor();
    const reference = /BCF-[A-Z0-9]{6}/.exec((await thanks.textContent())!)![0];
    await page.getByRole('button', { name: PAY_NOW_TEXTS.en.card }).click();
    // Flutterwave's hosted page (the stand-in's), for this gift's amount.
    await page.getByRole('button', { name: 'Pay USD 20' }).click();
    await page.getByText(/^Your gift has arrived\. Your receipt number is BCF-\d{4}-\d{4}\.$/).waitFor({ timeout: 20_000 });
    expect([...flutterwave.transactions.values()].some((one) => one.tx_ref.startsWith(reference))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('with card payments off', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.stop());

  test.each<[string, Viewport]>([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s, the page is as it always was', async (_, viewport) => {
    const page = await e2e.newPage(viewport);
    await openCounting(e2e, page, '/paymentByVissa');
    await expectTheSpecFields(page);
    await page.getByText(cardForm.note).waitFor();
    expect(await page.getByRole('link', { name: CARD_PAY_TEXTS.en.pay }).count()).toBe(0);
    expect(await page.getByText(CARD_PAY_TEXTS.en.lead).count()).toBe(0);
    // The heading, the note and the form: nothing else in the page's part.
    expect(await page.locator('.page--narrow > *').evaluateAll((nodes) => nodes.map((node) => node.tagName))).toEqual(['H1', 'P', 'FORM']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('"?way=card" on the Donate page chooses no way while cards are off', async () => {
    const page = await e2e.newPage(PHONE);
    await e2e.open(page, '/DonatePage?way=card#give');
    const giving = page.getByRole('form', { name: givingForm.name });
    await giving.waitFor();
    expect(await giving.getByRole('radio', { name: givingForm.ways.CARD }).count()).toBe(0);
    expect(await giving.getByRole('radio', { checked: true }).count()).toBe(0);
  });
});
