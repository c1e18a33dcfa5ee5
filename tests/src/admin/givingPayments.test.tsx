import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { PASSWORD_CHECK_TEXTS } from '../../../src/pages/admin/common/PasswordCheck.tsx';
import { PAY_GIFT_BY_MOMO, PLEDGE_GIFT } from '../../../store/api/giving.ts';
import { CANCEL_GIFT, MARK_RECEIVED } from '../../server/giving/documents.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { SLOW, catchDownloads, renderApp } from './render.tsx';

// The Donations page's lines on how a gift was paid, against a real server that collects through
// the stand-in of MTN MoMo's API: paid online (with MTN's transaction id and the receipt), waiting
// for the payer, declined, under-paid, paid after the pledge was cancelled; and what arrived in RWF
// beside a pledge of another amount or currency. A password check cancelled leaves all as it was.
const momo = new MomoStandIn();
let server: TestServerProcess;
beforeAll(async () => {
  await import('../../../src/pages/admin/routes.tsx');
  await momo.start();
  server = await startTestServerProcess({
    settings: {
      publicUrl: PUBLIC_URL,
      payments: { momo: momoSettingsFor(momo) },
      // Checked with MTN when its callback comes (a hint), not on a timer.
      paymentTimings: { tickMs: 3_600_000, firstCheckMs: 0, maxBackoffMs: 0, deadlineMs: 600_000, leaseMs: 30_000, hintSpacingMs: 0, providerTimeoutMs: 2_000 },
    },
  });
  // MTN's callbacks go to the test server, not to the public address it names.
  momo.callbacksTo = server.url;
});
afterAll(async () => {
  await server?.stop();
  await momo.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const graphqlUrl = () => `${server.url}/graphql`;
const openDonations = () => renderApp('/admin/donations', { token: server.token, graphqlUrl: graphqlUrl() });

interface GiftState {
  status: string;
  receiptNumber: string | null;
  transactionId: string;
  onlinePayment: { status: string; reason: string } | null;
}
const GIFT_STATE = `query ($search: String) { gifts(search: $search) { items {
  status receiptNumber transactionId onlinePayment { status reason } } } }`;
/** The gift `reference` as the server answers the Owner. */
async function giftState(reference: string): Promise<GiftState> {
  const answer = await server.gql<{ gifts: { items: GiftState[] } }>(GIFT_STATE, { search: reference }, server.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.gifts.items[0]!;
}

/** A pledge made on the public form: its reference and the pay token its answer gave the donor's browser. */
async function pledge(input: Record<string, unknown>): Promise<{ reference: string; payToken: string }> {
  const answer = await server.gql<{ pledgeGift: { reference: string; payToken: string } }>(PLEDGE_GIFT, { input, language: 'en' });
  expect(answer.errors).toBeUndefined();
  return answer.data!.pledgeGift;
}
/** The donor asks to pay `gift` by MoMo from `number`: MTN prompts the phone; its request to pay. */
async function payByMomo(gift: { reference: string; payToken: string }, number: string) {
  const asked = await server.gql<{ payGiftByMomo: { status: string } }>(PAY_GIFT_BY_MOMO, { ...gift, number });
  expect(asked.data?.payGiftByMomo.status).toBe('PENDING');
  return momo.forReference(gift.reference)!;
}
const onlineStatusOf = async (reference: string) => (await giftState(reference)).onlinePayment?.status;

/** The lines of the row's cell under the column `column`, once the row of `reference` shows. */
async function linesUnder(reference: string, column: 'Donor' | 'Amount' | 'Status'): Promise<string[]> {
  const row = (await screen.findByRole('rowheader', { name: reference }, SLOW)).closest('tr')!;
  const index = screen.getAllByRole('columnheader').map((cell) => cell.textContent).indexOf(column);
  return [...row.cells[index]!.children].map((line) => line.textContent ?? '');
}

describe('gifts paid online by MTN MoMo', () => {
  const refs = { paid: '', waiting: '', declined: '', short: '', late: '' };
  const transactions = { paid: '', short: '', late: '' };

  beforeAll(async () => {
    const paid = await pledge({ amount: 12_000, way: 'MTN_MOMO', name: 'Jean Bosco' });
    transactions.paid = (await momo.approve((await payByMomo(paid, '078 8300001')).referenceId)).financialTransactionId!;

    const waiting = await pledge({ amount: 7_000, way: 'MTN_MOMO', name: 'Aline Uwase' });
    await payByMomo(waiting, '078 8300002');

    const declined = await pledge({ amount: 8_000, way: 'MTN_MOMO', name: 'Eric Mugisha' });
    await momo.decline((await payByMomo(declined, '078 8300003')).referenceId);

    const short = await pledge({ amount: 15_000, way: 'MTN_MOMO', name: 'Claudine' });
    transactions.short = (await momo.approve((await payByMomo(short, '078 8300004')).referenceId, { amount: '4000' })).financialTransactionId!;

    // Staff cancel the pledge while its payer is still asked; the payer then approves.
    const late = await pledge({ amount: 6_000, way: 'MTN_MOMO', name: 'Grace' });
    const lateRequest = await payByMomo(late, '078 8300005');
    const giftId = (await server.gql<{ gifts: { items: { id: string }[] } }>('query ($search: String) { gifts(search: $search) { items { id } } }', { search: late.reference }, server.token)).data!.gifts.items[0]!.id;
    expect((await server.gql(CANCEL_GIFT, { id: giftId }, server.token)).errors).toBeUndefined();
    transactions.late = (await momo.approve(lateRequest.referenceId)).financialTransactionId!;

    Object.assign(refs, { paid: paid.reference, waiting: waiting.reference, declined: declined.reference, short: short.reference, late: late.reference });
    // The server hears from MTN (its callback, then its own question) and settles each.
    const settled = { timeout: 15_000, interval: 100 };
    await vi.waitFor(async () => expect((await giftState(refs.paid)).status).toBe('RECEIVED'), settled);
    await vi.waitFor(async () => expect(await onlineStatusOf(refs.declined)).toBe('FAILED'), settled);
    await vi.waitFor(async () => expect(await onlineStatusOf(refs.short)).toBe('UNDERPAID'), settled);
    await vi.waitFor(async () => expect(await onlineStatusOf(refs.late)).toBe('SUCCESSFUL'), settled);
  });

  test('a gift paid in full is Received with its receipt, marked paid online by MTN MoMo with MTN’s transaction id, and has no Mark received', async () => {
    const stored = await giftState(refs.paid);
    expect(stored).toMatchObject({ transactionId: transactions.paid, onlinePayment: { status: 'SUCCESSFUL', reason: '' } });
    openDonations();
    expect(await linesUnder(refs.paid, 'Status')).toEqual(['Received', `Receipt ${stored.receiptNumber}`, 'Paid online by MTN MoMo', `Transaction ${transactions.paid}`]);
    expect(await linesUnder(refs.paid, 'Amount')).toEqual(['RWF 12,000']);
    expect(screen.queryByRole('button', { name: `Mark received: ${refs.paid}` })).toBeNull();
  });

  test('an attempt that is waiting, declined, under-paid or paid after the cancellation says so, with MTN’s transaction id where there is one', async () => {
    openDonations();
    expect(await linesUnder(refs.waiting, 'Status')).toEqual(['Pledged', 'Online by MTN MoMo: waiting for the payer']);
    expect(await linesUnder(refs.declined, 'Status')).toEqual(['Pledged', 'Online by MTN MoMo: failed (APPROVAL_REJECTED)']);
    expect(await linesUnder(refs.short, 'Status')).toEqual([
      'Pledged',
      'Online by MTN MoMo: under-paid (paid 4000 RWF of 15000 RWF)',
      `Transaction ${transactions.short}`,
    ]);
    expect(await linesUnder(refs.late, 'Status')).toEqual([
      'Cancelled',
      'Online by MTN MoMo: paid (paid after the pledge was cancelled: refund it or record it)',
      `Transaction ${transactions.late}`,
    ]);
    // What is still pledged may still be marked received by hand.
    for (const reference of [refs.waiting, refs.declined, refs.short]) {
      expect(screen.getByRole('button', { name: `Mark received: ${reference}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: `Mark received: ${refs.late}` })).toBeNull();
  });
});

describe('what arrived in RWF', () => {
  const refs = { usd: '', less: '', same: '' };

  beforeAll(async () => {
    refs.usd = (await pledge({ amount: 25, currency: 'USD', way: 'BANK_TRANSFER', name: 'Marie Claire' })).reference;
    refs.less = (await pledge({ amount: 10_000, way: 'CASH', name: 'Patrick' })).reference;
    refs.same = (await pledge({ amount: 5_000, way: 'CASH', name: 'Solange' })).reference;
    const idOf = async (reference: string) =>
      (await server.gql<{ gifts: { items: { id: string }[] } }>('query ($search: String) { gifts(search: $search) { items { id } } }', { search: reference }, server.token)).data!.gifts.items[0]!.id;
    const received = [
      { reference: refs.usd, input: { amountRwf: 33_000, date: kigaliToday(), transactionId: 'BK-2026-0042' } },
      { reference: refs.less, input: { amountRwf: 9_500, date: kigaliToday() } },
      { reference: refs.same, input: { amountRwf: 5_000, date: kigaliToday() } },
    ];
    for (const { reference, input } of received) expect((await server.gql(MARK_RECEIVED, { id: await idOf(reference), input }, server.token)).errors).toBeUndefined();
  });

  test('a gift pledged in another currency or amount shows what was received in RWF under its amount; one received as pledged shows its amount alone', async () => {
    openDonations();
    expect(await linesUnder(refs.usd, 'Amount')).toEqual(['USD 25', 'Received RWF 33,000']);
    expect(await linesUnder(refs.usd, 'Status')).toEqual(['Received', `Receipt ${(await giftState(refs.usd)).receiptNumber}`, 'Transaction BK-2026-0042']);
    expect(await linesUnder(refs.less, 'Amount')).toEqual(['RWF 10,000', 'Received RWF 9,500']);
    expect(await linesUnder(refs.same, 'Amount')).toEqual(['RWF 5,000']);
  });
});

describe('a password check cancelled', () => {
  test('leaves the donors’ addresses hidden and saves no file', async () => {
    const { names } = catchDownloads();
    const yves = await pledge({ amount: 4_000, way: 'CASH', name: 'Yves', email: 'yves@example.rw' });
    await server.agePasswordChecks();
    const { user } = openDonations();
    expect(await linesUnder(yves.reference, 'Donor')).toEqual(['Yves', 'E-mail and phone hidden']);

    await user.click(screen.getByRole('button', { name: 'Show e-mail and phone' }));
    let dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await linesUnder(yves.reference, 'Donor')).toEqual(['Yves', 'E-mail and phone hidden']);
    expect(screen.getByRole('button', { name: 'Show e-mail and phone' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names).toEqual([]);
    expect(screen.queryByText('The export failed. Try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
