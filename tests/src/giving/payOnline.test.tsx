// Paying a pledge online from the giving form, in jsdom against a real server whose MTN MoMo and
// Flutterwave are the stand-ins of tests/kit/ and whose e-mail goes to the test's SMTP server. MoMo:
// "Pay now" beside the manual instructions, the number checked in the page, MTN's prompt awaited,
// then the receipt number, a decline (tried again), another amount, a gift no longer payable, a
// page back while MTN's word is awaited, and a monthly reminder's pay link. Card: the e-mail address
// it needs, the hosted page's address the browser is sent to (jsdom cannot leave the page: the
// call to location.assign is caught), the return from that page paid, cancelled or paid short, and
// a provider that gives no page. The card page's "Pay by card", with card payments on and off.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PAY_GIFT_BY_MOMO, PLEDGE_GIFT } from '../../../store/api/giving.ts';
import { FlutterwaveStandIn, flutterwaveSettingsFor } from '../../kit/flutterwaveStandIn.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import { PUBLIC_URL, TestSmtpServer } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { CANCEL_GIFT, GIFTS, type GiftAnswer } from '../../server/giving/documents.ts';
import { SLOW, renderApp } from '../admin/render.tsx';

/** Long enough for the page's next question to the server (every 3 s) on a busy machine. */
const NEXT_POLL = { timeout: 15_000 };
const THANKS = /^Thank you! Your gift reference is (BCF-[A-HJ-NP-Z2-9]{6})\.$/;
const RECEIPT = /^Your gift has arrived\. Your receipt number is BCF-\d{4}-\d{4}\.$/;

const smtp = new TestSmtpServer();
const momo = new MomoStandIn();
const flutterwave = new FlutterwaveStandIn();
let server: TestServerProcess;
const graphqlUrl = () => `${server.url}/graphql`;

beforeAll(async () => {
  await smtp.start();
  await momo.start();
  await flutterwave.start();
  server = await startTestServerProcess({
    smtpUrl: smtp.url,
    settings: {
      payments: { momo: momoSettingsFor(momo), flutterwave: flutterwaveSettingsFor(flutterwave) },
      // An attempt is checked only when a provider's notice comes (MTN's callback, the donor's
      // return from the card page): what the page shows follows the stand-in's word alone.
      paymentTimings: { tickMs: 3_600_000, firstCheckMs: 0, maxBackoffMs: 0, deadlineMs: 600_000, leaseMs: 30_000, hintSpacingMs: 0, providerTimeoutMs: 1_000 },
    },
  });
  // The providers answer PUBLIC_URL's addresses; here those are this server's.
  momo.callbacksTo = server.url;
  flutterwave.redirectsTo = server.url;
});
afterAll(async () => {
  await server?.stop();
  await flutterwave.stop();
  await momo.stop();
  await smtp.stop();
});

// A test may set the browser's address (a pay link): each one ends where the file began.
let startingAddress = '';
beforeAll(() => {
  startingAddress = window.location.href;
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', startingAddress);
});

/**
 * Where the page sends the browser away to (location.assign), caught instead of followed: jsdom
 * cannot load another site. Everything else of the location reads as it is.
 */
function catchNavigation(): string[] {
  const assigned: string[] = [];
  const real = window.location;
  const record = (url: string | URL) => void assigned.push(String(url));
  vi.stubGlobal('location', new Proxy({}, { get: (_target, key) => (key === 'assign' ? record : Reflect.get(real, key)) }));
  return assigned;
}

/** The gift stored under `reference`, as staff read it. */
async function giftOf(reference: string): Promise<GiftAnswer> {
  const answer = await server.gql<{ gifts: { items: GiftAnswer[] } }>(GIFTS, { search: reference }, server.token);
  return answer.data!.gifts.items[0]!;
}

/** The Donate page's giving form, open. */
async function openForm(path = '/DonatePage#give') {
  const view = renderApp(path, { graphqlUrl: graphqlUrl() });
  const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
  return { ...view, form };
}

/** The reference of the thank-you on screen. */
async function thanked(): Promise<string> {
  const thanks = await screen.findByText(THANKS, {}, SLOW);
  return THANKS.exec(thanks.textContent!)![1]!;
}

/** Pledges 5,000 RWF by MTN Mobile Money from the form: the reference and the "Pay now" form. */
async function pledgeByMomo(email = `momo-${Date.now()}@example.rw`) {
  const { user, form, unmount } = await openForm();
  await user.click(within(form).getByRole('button', { name: 'RWF 5,000' }));
  await user.click(within(form).getByRole('radio', { name: 'MTN Mobile Money' }));
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), email);
  await user.click(within(form).getByRole('button', { name: 'Give' }));
  const reference = await thanked();
  const payNow = await screen.findByRole('form', { name: 'Pay now with MTN MoMo' }, SLOW);
  return { user, reference, payNow, email, unmount };
}

/** Types `number` in "Pay now" and pays. */
async function payWith(user: UserEvent, payNow: HTMLElement, number: string) {
  const field = within(payNow).getByRole('textbox', { name: 'Your MTN MoMo number' });
  await user.clear(field);
  await user.type(field, number);
  await user.click(within(payNow).getByRole('button', { name: 'Pay now with MTN MoMo' }));
}

/** Waits for MTN's prompt to be said: the request MTN received for `reference`. */
async function prompted(reference: string) {
  expect(await screen.findByText('Approve the payment on your phone', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('MTN is asking your phone for RWF 5,000: enter your MoMo PIN to approve it.')).toBeInTheDocument();
  return momo.forReference(reference)!;
}

const requestsFor = (reference: string) => [...momo.requests.values()].filter((request) => request.externalId === reference);

describe('Pay now with MTN MoMo', () => {
  test('a number that is no MTN one is refused before MTN is asked; MTN’s prompt is awaited; approved, the receipt number shows and the gift is Received', async () => {
    const { user, reference, payNow, email } = await pledgeByMomo();
    // The manual instructions stay beside "Pay now", and were sent to the donor.
    expect(screen.getByText('Write the reference in the payment message.')).toBeInTheDocument();
    expect(screen.getByText(`We have sent these instructions to ${email}.`)).toBeInTheDocument();

    await payWith(user, payNow, '0728 123 456');
    const number = within(payNow).getByRole('textbox', { name: 'Your MTN MoMo number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription('Enter an MTN Mobile Money number: 078… or 079…'));
    expect(momo.forReference(reference)).toBeUndefined();

    await payWith(user, payNow, '+250 78 812 3456');
    const sent = await prompted(reference);
    expect(sent).toMatchObject({ amount: '5000', currency: 'RWF', partyId: '250788123456', externalId: reference });
    expect(screen.queryByRole('form', { name: 'Pay now with MTN MoMo' })).toBeNull();

    const approved = await momo.approve(sent.referenceId);
    const receipt = await screen.findByText(RECEIPT, {}, NEXT_POLL);
    // Focused by an effect, a moment after it is drawn.
    await waitFor(() => expect(receipt).toHaveFocus());
    const receiptNumber = /BCF-\d{4}-\d{4}/.exec(receipt.textContent!)![0];
    expect(await giftOf(reference)).toMatchObject({ status: 'RECEIVED', transactionId: approved.financialTransactionId, receiptNumber });
    expect(screen.queryByText('Approve the payment on your phone')).toBeNull();
  });

  test('declined on the phone: the page says the payment did not go through, the instructions and the reference stay, and "Try again" brings the number back', async () => {
    const { user, reference, payNow } = await pledgeByMomo();
    await payWith(user, payNow, '0799 123 456');
    await momo.decline((await prompted(reference)).referenceId);
    const failed = await screen.findByText(
      `MTN says the payment did not go through. You can try again, or pay as above with your reference ${reference}.`,
      {},
      NEXT_POLL,
    );
    expect(failed).toHaveRole('alert');
    await waitFor(() => expect(failed).toHaveFocus());
    expect(screen.getByText('Write the reference in the payment message.')).toBeInTheDocument();
    expect(screen.getByText(`Thank you! Your gift reference is ${reference}.`)).toBeInTheDocument();
    expect((await giftOf(reference)).status).toBe('PLEDGED');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('form', { name: 'Pay now with MTN MoMo' });
    expect(within(again).getByRole('textbox', { name: 'Your MTN MoMo number' })).toHaveValue('');
    expect(screen.queryByText(/did not go through/)).toBeNull();
  });

  test('MTN reports another amount: the page says it will be looked into, with the reference, and offers no "Try again"', async () => {
    const { user, reference, payNow } = await pledgeByMomo();
    await payWith(user, payNow, '0788 333 444');
    await momo.approve((await prompted(reference)).referenceId, { amount: '4000' });
    const underpaid = await screen.findByText(`MTN reports a different amount. We will look into it; your reference is ${reference}.`, {}, NEXT_POLL);
    expect(underpaid).toHaveRole('alert');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((await giftOf(reference)).status).toBe('PLEDGED');
  });

  test('back on the page while MTN’s word is awaited (the tab restored), the page follows that payment without asking MTN again', async () => {
    const first = await pledgeByMomo();
    await payWith(first.user, first.payNow, '0788 111 222');
    const sent = await prompted(first.reference);
    first.unmount();

    renderApp('/DonatePage#give', { graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(`Thank you! Your gift reference is ${first.reference}.`, {}, SLOW)).toBeInTheDocument();
    await prompted(first.reference);
    expect(screen.queryByRole('form', { name: 'Pay now with MTN MoMo' })).toBeNull();
    expect(requestsFor(first.reference)).toHaveLength(1);

    await momo.approve(sent.referenceId);
    expect(await screen.findByText(RECEIPT, {}, NEXT_POLL)).toBeInTheDocument();
  });

  test('a pledge that can no longer be paid (staff cancelled it): the page says MTN could not be asked, with the reference to pay as above', async () => {
    const { user, reference, payNow } = await pledgeByMomo();
    const cancelled = await server.gql(CANCEL_GIFT, { id: (await giftOf(reference)).id }, server.token);
    expect(cancelled.errors).toBeUndefined();
    await payWith(user, payNow, '0788 555 666');
    await waitFor(() =>
      expect(within(payNow).getByRole('alert')).toHaveTextContent(
        `MTN MoMo could not be asked just now. Pay as above with your reference ${reference}, or try again later.`,
      ),
    );
    expect(within(payNow).getByRole('button', { name: 'Pay now with MTN MoMo' })).toBeEnabled();
    expect(momo.forReference(reference)).toBeUndefined();
  });
});

describe('a monthly giver', () => {
  test('"Give every month" with MTN Mobile Money: the thanks says a reminder comes each month, the instructions are e-mailed, and "Pay now" is offered', async () => {
    const email = `monthly-${Date.now()}@example.rw`;
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'RWF 5,000' }));
    await user.click(within(form).getByRole('radio', { name: 'MTN Mobile Money' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Give every month' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), email);
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    const reference = await thanked();
    expect(screen.getByText('You give every month: on this day each month your reminder comes by e-mail, with a link to stop it.')).toBeInTheDocument();
    expect(screen.getByText(`We have sent these instructions to ${email}.`)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Pay now with MTN MoMo' }, SLOW)).toBeInTheDocument();
    expect((await smtp.waitFor(email)).mail.text).toContain(reference);
  });

  /** A pledge of 5,000 RWF by MoMo as a reminder makes it: its reference and pay token. */
  async function reminded(): Promise<{ reference: string; payToken: string }> {
    const answer = await server.gql<{ pledgeGift: { reference: string; payToken: string } }>(PLEDGE_GIFT, {
      input: { amount: 5_000, currency: 'RWF', way: 'MTN_MOMO', email: `reminded-${Date.now()}@example.rw` },
      language: 'en',
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.pledgeGift;
  }

  /** Opens the reminder's pay link (the Donate page at #give:<reference>:<pay token>), as the browser's address. */
  function openPayLink(link: string) {
    window.history.replaceState(null, '', `/DonatePage${link}`);
    return renderApp(`/DonatePage${link}`, { graphqlUrl: graphqlUrl() });
  }

  test('the pay link opens its pledge ready to be paid, and the token leaves the address', async () => {
    const { reference, payToken } = await reminded();
    const { history } = openPayLink(`#give:${reference}:${payToken}`);
    expect(await screen.findByText('Opening your gift ...', {}, SLOW)).toHaveRole('status');
    const thanks = await screen.findByText(`Thank you! Your gift reference is ${reference}.`, {}, SLOW);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('Write the reference in the payment message.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Pay now with MTN MoMo' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(history.location.hash).toBe('#give'));
  });

  test('a pay link that does not work any more says so above the form', async () => {
    const { history } = openPayLink('#give:BCF-AAAAAA:no-such-token');
    const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    expect(within(form).getByText('This payment link does not work any more. You can give below, or use the link in your latest reminder.')).toHaveRole('alert');
    // The router's navigation is a transition: it may land a moment after the form.
    await waitFor(() => expect(history.location.hash).toBe('#give'));
  });

  test('a gift whose three attempts of the hour failed: the page opens on the failure, and a fourth attempt is refused as too many', async () => {
    const { reference, payToken } = await reminded();
    for (const number of ['0788 500 001', '0788 500 002', '0788 500 003']) {
      const paid = await server.gql(PAY_GIFT_BY_MOMO, { reference, payToken, number });
      expect(paid.errors).toBeUndefined();
      await momo.decline(momo.forReference(reference)!.referenceId);
    }
    const { user } = openPayLink(`#give:${reference}:${payToken}`);
    const failed = await screen.findByText(
      `MTN says the payment did not go through. You can try again, or pay as above with your reference ${reference}.`,
      {},
      SLOW,
    );
    expect(failed).toHaveRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const payNow = await screen.findByRole('form', { name: 'Pay now with MTN MoMo' });
    await payWith(user, payNow, '0788 500 004');
    await waitFor(() => expect(within(payNow).getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'));
    expect(requestsFor(reference)).toHaveLength(3);
  });
});

/** Pledges 20 USD by card from the form (the e-mail address asked for first): the reference. */
async function pledgeByCard(user: UserEvent, form: HTMLElement, email = `card-${Date.now()}@example.com`) {
  // "Card" is offered once the form has heard that card payments are on.
  await user.click(await within(form).findByRole('radio', { name: 'Card' }, SLOW));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'USD');
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '20');
  await user.click(within(form).getByRole('button', { name: 'Give' }));
  const field = within(form).getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(field).toHaveAccessibleDescription('Enter your e-mail address: a card payment needs it'));
  await user.type(field, email);
  await user.click(within(form).getByRole('button', { name: 'Give' }));
  return { reference: await thanked(), email };
}

/** "Pay by card": the address the browser is sent to, and Flutterwave's checkout behind it. */
async function openCardPage(user: UserEvent, reference: string) {
  const assigned = catchNavigation();
  await user.click(await screen.findByRole('button', { name: 'Pay by card' }, SLOW));
  await waitFor(() => expect(assigned).toHaveLength(1));
  vi.unstubAllGlobals();
  const checkout = flutterwave.checkoutFor(reference)!;
  expect(assigned[0]).toBe(`${flutterwave.url}/checkout/${encodeURIComponent(checkout.txRef)}`);
  return checkout;
}

/** The browser back from the hosted page at `returnUrl`: the server's answer is where it sends the donor; the page there. */
async function comeBack(returnUrl: string) {
  const answer = await fetch(returnUrl, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location')!;
  expect(location).toBe('/DonatePage#give');
  return renderApp(location, { graphqlUrl: graphqlUrl() });
}

describe('Pay by card', () => {
  test('a card pledge needs the e-mail address; "Pay by card" asks the server for Flutterwave’s page for it and sends the browser there', async () => {
    const { user, form } = await openForm();
    const { reference, email } = await pledgeByCard(user, form);
    expect(screen.getByText('You pay on Flutterwave’s secure page: your card number never reaches this site.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dial to pay' })).toBeNull();
    const checkout = await openCardPage(user, reference);
    expect(checkout).toMatchObject({ amount: '20', currency: 'USD', email, redirectUrl: `${PUBLIC_URL}/pay/card/return` });
    expect(checkout.txRef.startsWith(`${reference}-`)).toBe(true);
    expect((await giftOf(reference)).status).toBe('PLEDGED');
  });

  test('back from Flutterwave’s page paid: the return sends the donor to the giving form, which shows the receipt number; the gift is Received', async () => {
    const { user, form, unmount } = await openForm();
    const { reference } = await pledgeByCard(user, form);
    const checkout = await openCardPage(user, reference);
    unmount();

    const paid = flutterwave.pay(checkout.txRef);
    await comeBack(flutterwave.returnUrl(checkout.txRef, paid));
    expect(await screen.findByText(`Thank you! Your gift reference is ${reference}.`, {}, SLOW)).toBeInTheDocument();
    const receipt = await screen.findByText(RECEIPT, {}, SLOW);
    // Focused by an effect, a moment after it is drawn.
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    const receiptNumber = /BCF-\d{4}-\d{4}/.exec(receipt.textContent!)![0];
    expect(await giftOf(reference)).toMatchObject({ status: 'RECEIVED', transactionId: String(paid.id), receiptNumber });
  });

  test('cancelled on Flutterwave’s page: back on the form the pledge stands, the page says it is confirming any payment, and "Pay by card" is offered again', async () => {
    const { user, form, unmount } = await openForm();
    const { reference } = await pledgeByCard(user, form);
    const checkout = await openCardPage(user, reference);
    unmount();

    const back = await comeBack(flutterwave.returnUrl(checkout.txRef));
    expect(await screen.findByText(`Thank you! Your gift reference is ${reference}.`, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('If you have paid, we are confirming it with the card provider ...', {}, SLOW)).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect((await giftOf(reference)).status).toBe('PLEDGED');

    // A fresh hosted page for the next attempt.
    const next = await openCardPage(back.user, reference);
    expect(next.txRef).not.toBe(checkout.txRef);
  });

  test('paid less than pledged: back on the form, the page says it will be looked into, with the reference, and offers no "Pay by card"', async () => {
    const { user, form, unmount } = await openForm();
    const { reference } = await pledgeByCard(user, form);
    const checkout = await openCardPage(user, reference);
    unmount();

    await comeBack(flutterwave.returnUrl(checkout.txRef, flutterwave.pay(checkout.txRef, { amount: 10 })));
    const underpaid = await screen.findByText(`The card provider reports a different amount. We will look into it; your reference is ${reference}.`, {}, SLOW);
    expect(underpaid).toHaveRole('alert');
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect((await giftOf(reference)).status).toBe('PLEDGED');
  });

  test('Flutterwave gives no page (it does not answer): the button says the page is opening, then that card payments cannot be started, with the reference', async () => {
    const { user, form } = await openForm();
    const { reference } = await pledgeByCard(user, form);
    const assigned = catchNavigation();
    flutterwave.hang = true;
    try {
      await user.click(await screen.findByRole('button', { name: 'Pay by card' }, SLOW));
      const opening = await screen.findByRole('button', { name: 'Opening the card page ...' });
      expect(opening).toBeDisabled();
      expect(opening).toHaveAttribute('aria-busy', 'true');
      await waitFor(
        () => expect(screen.getByText(`Card payments cannot be started just now. Please try again later; your reference is ${reference}.`)).toHaveRole('alert'),
        NEXT_POLL,
      );
    } finally {
      flutterwave.hang = false;
    }
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect(assigned).toEqual([]);
  });
});

describe('the card page with card payments on', () => {
  test('offers "Pay by card" above its fields, which leads to the giving form with the Card way chosen', async () => {
    const { user } = renderApp('/paymentByVissa', { graphqlUrl: graphqlUrl() });
    const pay = await screen.findByRole('link', { name: 'Pay by card' }, SLOW);
    expect(pay).toHaveAttribute('href', '/DonatePage?way=card#give');
    expect(screen.getByRole('heading', { level: 1, name: 'Donate by card' })).toBeInTheDocument();
    expect(
      screen.getByText('Pay by card on Flutterwave’s secure page: give the amount and your e-mail address in the Donate page’s form, then pay. Your card number never reaches this site.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing you type in the fields below is sent or stored: to give by card, use “Pay by card” above.')).toBeInTheDocument();
    expect(screen.queryByText('Card payments are not processed online yet: nothing you type here is sent or stored.')).toBeNull();
    expect(pay.compareDocumentPosition(screen.getByRole('textbox', { name: 'Credit Card number' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(pay);
    const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Card' })).toBeChecked());
  });
});

describe('with card payments off', () => {
  let plain: TestServerProcess;
  beforeAll(async () => {
    plain = await startTestServerProcess();
  });
  afterAll(() => plain?.stop());

  test('the card page keeps its note and fields, without "Pay by card"', async () => {
    renderApp('/paymentByVissa', { graphqlUrl: `${plain.url}/graphql` });
    expect(await screen.findByText('Card payments are not processed online yet: nothing you type here is sent or stored.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Credit Card number' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay by card' })).toBeNull();
  });

  test('"?way=card" chooses no way, and the form offers no Card; a MoMo pledge has no "Pay now"', async () => {
    const { user } = renderApp('/DonatePage?way=card#give', { graphqlUrl: `${plain.url}/graphql` });
    const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    expect(within(form).queryByRole('radio', { name: 'Card' })).toBeNull();
    expect(within(form).queryByRole('radio', { checked: true })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'RWF 5,000' }));
    await user.click(within(form).getByRole('radio', { name: 'MTN Mobile Money' }));
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    await thanked();
    expect(screen.getByText('Write the reference in the payment message.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pay now with MTN MoMo' })).toBeNull();
  });
});
