// How an attempt to pay online ends when the donor, the provider or staff do something else
// (server/giving/payments/service.ts), against the stand-ins of MTN's Open API and Flutterwave's
// v3 API: a prompt not approved or a card not paid by the deadline EXPIRES, as does one whose
// provider cannot be asked by then; a provider that cannot be asked before it is asked again; a
// payment the provider confirms but that cannot be received (in another currency without the RWF
// settled, after staff cancelled or received the pledge) is kept for staff, with why, and never
// receives the gift twice. An attempt whose provider was switched off waits, open, for it to be back.
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/payments.ts';
import { ATTEMPTS_PER_GIFT_PER_HOUR, CARD_ATTEMPTS_PER_GIFT_PER_HOUR } from '../../../server/giving/payments/service.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode } from '../../kit/graphql.ts';
import type { CardTransaction } from '../../kit/flutterwaveStandIn.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { CANCEL_GIFT, MARK_RECEIVED } from './documents.ts';
import { withPaymentServer } from './kit.ts';

const PLEDGE = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!) { pledgeGift(input: $input) { reference payToken } }`;
const PAY_MOMO = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status receiptNumber reason } }`;
const PAY_CARD = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!) { payGiftByCard(reference: $reference, payToken: $payToken) { link } }`;
const STATUS = /* GraphQL */ `query status($reference: String!, $payToken: String!) { giftPayment(reference: $reference, payToken: $payToken) { status receiptNumber reason } }`;
const SEEN = /* GraphQL */ `query gifts($search: String) { gifts(search: $search) { items { id status receivedRwf transactionId receiptNumber
  onlinePayment { provider status reason providerTransactionId paidAmount paidCurrency } } } }`;

type Payment = { status: string; receiptNumber: string | null; reason: string | null };
interface Seen {
  id: string;
  status: string;
  receivedRwf: number | null;
  transactionId: string;
  receiptNumber: string | null;
  onlinePayment: { provider: string; status: string; reason: string; providerTransactionId: string; paidAmount: string; paidCurrency: string } | null;
}

describe.each(databasesOf(import.meta.url))('online payments that end otherwise on $name', (kind) => {
  const logLines: string[] = [];
  const logStream = new PassThrough().on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  const { server, momo, flutterwave } = withPaymentServer(kind, { momo: true, flutterwave: true, smtp: true }, { publicUrl: PUBLIC_URL, logLevel: 'info', logStream });
  const staff = signedIn(server);
  beforeAll(() => {
    // MTN's callbacks go nowhere: the checks below are the only ones.
    momo.callbacksTo = 'http://127.0.0.1:9';
  });

  let client = 0;
  const from = () => ({ 'x-forwarded-for': `192.0.2.${++client % 250}` });
  let phone = 0;
  const fresh = () => `078 82${String(++phone).padStart(5, '0')}`;

  async function pledge(input: Record<string, unknown>) {
    const answer = await server.gql<{ pledgeGift: { reference: string; payToken: string } }>(
      PLEDGE, { input: { email: `outcome-${++client}@bcf.test`, ...input } }, { headers: from() });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.pledgeGift;
  }
  const momoPledge = () => pledge({ amount: 5_000, way: 'MTN_MOMO' });
  const cardPledge = (input: Record<string, unknown> = {}) => pledge({ amount: 20, currency: 'USD', way: 'CARD', ...input });
  const payMomo = (gift: { reference: string; payToken: string }) =>
    server.gql<{ payGiftByMomo: Payment }>(PAY_MOMO, { reference: gift.reference, payToken: gift.payToken, number: fresh() }, { headers: from() });
  const payCard = (gift: { reference: string; payToken: string }) =>
    server.gql<{ payGiftByCard: { link: string } }>(PAY_CARD, { reference: gift.reference, payToken: gift.payToken }, { headers: from() });
  const status = async (gift: { reference: string; payToken: string }) =>
    (await server.gql<{ giftPayment: Payment }>(STATUS, { reference: gift.reference, payToken: gift.payToken })).data!.giftPayment;
  const seen = async (reference: string) => (await server.gql<{ gifts: { items: Seen[] } }>(SEEN, { search: reference }, staff.token)).data!.gifts.items[0]!;
  const runDue = () => server.services.giving.payments.checkDue();
  const receipts = async (giftId: string) => (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE gift_id = $1 AND kind = 'receipt'`, [giftId]))[0]!.n;
  /** The attempt's deadline has passed (the providers' prompts and pages last minutes). */
  const pastDeadline = (providerRef: string) =>
    server.services.db.query(`UPDATE gift_payments SET deadline_at = now() - interval '1 second' WHERE provider_ref = $1`, [providerRef]);
  const linesAbout = (providerRef: string, words: string) => logLines.filter((line) => line.includes(providerRef) && line.includes(words)).length;

  test('MoMo: a prompt not approved by its deadline expires; the pledge stands and may be paid again', async () => {
    const gift = await momoPledge();
    await payMomo(gift);
    const sent = momo.forReference(gift.reference)!;
    await runDue();
    expect((await status(gift)).status).toBe('PENDING');
    await pastDeadline(sent.referenceId);
    await runDue();
    expect(await status(gift)).toEqual({ status: 'EXPIRED', receiptNumber: null, reason: null });
    expect(await seen(gift.reference)).toMatchObject({ status: 'PLEDGED', onlinePayment: { provider: 'MTN_MOMO', status: 'EXPIRED', reason: 'not approved in time' } });
    expect((await payMomo(gift)).data!.payGiftByMomo.status).toBe('PENDING');
  });

  test('MoMo: MTN that cannot be asked is asked again later, and once past the deadline the attempt expires with why', async () => {
    const gift = await momoPledge();
    await payMomo(gift);
    const sent = momo.forReference(gift.reference)!;
    await momo.stop();
    try {
      await runDue();
      expect((await status(gift)).status).toBe('PENDING');
      expect(linesAbout(sent.referenceId, 'MTN could not be asked; asking again later')).toBe(1);
      await pastDeadline(sent.referenceId);
      await runDue();
    } finally {
      await momo.start();
    }
    expect((await status(gift)).status).toBe('EXPIRED');
    expect((await seen(gift.reference)).onlinePayment).toMatchObject({ status: 'EXPIRED', reason: 'the provider could not be reached' });
  });

  test('card: no payment on the hosted page by the deadline expires', async () => {
    const gift = await cardPledge();
    await payCard(gift);
    const opened = flutterwave.checkoutFor(gift.reference)!;
    await runDue();
    expect((await status(gift)).status).toBe('PENDING');
    await pastDeadline(opened.txRef);
    await runDue();
    expect((await status(gift)).status).toBe('EXPIRED');
    expect(await seen(gift.reference)).toMatchObject({ status: 'PLEDGED', onlinePayment: { provider: 'FLUTTERWAVE', status: 'EXPIRED', reason: 'no card payment in time' } });
  });

  test('card: Flutterwave down at a check leaves the attempt open; the next check receives the payment', async () => {
    const gift = await cardPledge({ currency: 'RWF', amount: 15_000 });
    await payCard(gift);
    const opened = flutterwave.checkoutFor(gift.reference)!;
    const paid = flutterwave.pay(opened.txRef);
    flutterwave.unavailable = true;
    try {
      await runDue();
    } finally {
      flutterwave.unavailable = false;
    }
    expect((await status(gift)).status).toBe('PENDING');
    expect(linesAbout(opened.txRef, 'Flutterwave could not be asked; asking again later')).toBe(1);
    await runDue();
    expect(await seen(gift.reference)).toMatchObject({ status: 'RECEIVED', receivedRwf: 15_000, transactionId: String(paid.id) });
  });

  test('paid in another currency without the RWF settled: successful for the donor, left for staff to mark received in RWF', async () => {
    const gift = await cardPledge();
    await payCard(gift);
    const opened = flutterwave.checkoutFor(gift.reference)!;
    const paid = flutterwave.pay(opened.txRef);
    delete (paid as Partial<CardTransaction>).amount_settled;
    await runDue();
    expect(await status(gift)).toEqual({ status: 'SUCCESSFUL', receiptNumber: null, reason: null });
    const row = await seen(gift.reference);
    expect(row).toMatchObject({
      status: 'PLEDGED',
      onlinePayment: { status: 'SUCCESSFUL', reason: 'paid in USD: mark it received with the amount in RWF', providerTransactionId: String(paid.id), paidAmount: '20', paidCurrency: 'USD' },
    });
    expect(await receipts(row.id)).toBe(0);
    const received = await server.gql<{ markGiftReceived: { status: string; receivedRwf: number } }>(MARK_RECEIVED, { id: row.id, input: { amountRwf: 27_000, transactionId: String(paid.id) } }, staff.token);
    expect(received.data!.markGiftReceived).toMatchObject({ status: 'RECEIVED', receivedRwf: 27_000 });
  });

  test('paid after staff cancelled the pledge: kept for staff to refund or record, the pledge stays cancelled, no receipt', async () => {
    const gift = await momoPledge();
    await payMomo(gift);
    const { id } = await seen(gift.reference);
    expect((await server.gql<{ cancelGift: { status: string } }>(CANCEL_GIFT, { id }, staff.token)).data!.cancelGift.status).toBe('CANCELLED');
    const approved = await momo.approve(momo.forReference(gift.reference)!.referenceId);
    await runDue();
    const row = await seen(gift.reference);
    expect(row).toMatchObject({
      status: 'CANCELLED', receiptNumber: null,
      onlinePayment: { status: 'SUCCESSFUL', reason: 'paid after the pledge was cancelled: refund it or record it', providerTransactionId: approved.financialTransactionId },
    });
    expect(await receipts(id)).toBe(0);
    // The donor's page cannot ask again for a cancelled pledge.
    expect((await payMomo(gift)).errors?.[0]?.message).toBe(PAYMENT_MESSAGES.notPayable);
  });

  test('paid online after staff received it by hand: kept for staff to refund one, the gift received once with one receipt', async () => {
    const gift = await momoPledge();
    await payMomo(gift);
    const { id } = await seen(gift.reference);
    const byHand = await server.gql<{ markGiftReceived: { receiptNumber: string } }>(MARK_RECEIVED, { id, input: { amountRwf: 5_000, transactionId: 'BANK-0042' } }, staff.token);
    const receiptNumber = byHand.data!.markGiftReceived.receiptNumber;
    await momo.approve(momo.forReference(gift.reference)!.referenceId);
    await runDue();
    expect(await seen(gift.reference)).toMatchObject({
      status: 'RECEIVED', transactionId: 'BANK-0042', receiptNumber,
      onlinePayment: { status: 'SUCCESSFUL', reason: 'the gift was already received: paid twice, refund one' },
    });
    expect(await receipts(id)).toBe(1);
    // The donor's page shows it received, and asking to pay again prompts nobody.
    const before = momo.requests.size;
    expect((await payMomo(gift)).data!.payGiftByMomo).toEqual({ status: 'SUCCESSFUL', receiptNumber, reason: null });
    expect(momo.requests.size).toBe(before);
  });

  test(`a gift may be tried ${ATTEMPTS_PER_GIFT_PER_HOUR} times an hour by MoMo and ${CARD_ATTEMPTS_PER_GIFT_PER_HOUR} by card`, async () => {
    const gift = await momoPledge();
    for (let n = 0; n < ATTEMPTS_PER_GIFT_PER_HOUR; n++) {
      expect((await payMomo(gift)).data!.payGiftByMomo.status).toBe('PENDING');
      await momo.decline(momo.forReference(gift.reference)!.referenceId);
      await runDue();
    }
    const refused = await payMomo(gift);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe('Too many attempts. Please try again later.');

    const card = await cardPledge();
    for (let n = 0; n < CARD_ATTEMPTS_PER_GIFT_PER_HOUR; n++) expect((await payCard(card)).data!.payGiftByCard.link).toContain('/checkout/');
    const cardRefused = await payCard(card);
    expect(errorCode(cardRefused)).toBe('RATE_LIMITED');
    expect([...flutterwave.checkouts.values()].filter((one) => one.txRef.startsWith(`${card.reference}-`))).toHaveLength(CARD_ATTEMPTS_PER_GIFT_PER_HOUR);
  });

  test('notices naming no attempt of ours are answered alike and change nothing', async () => {
    const gift = await cardPledge({ currency: 'RWF', amount: 9_000 });
    await payCard(gift);
    const opened = flutterwave.checkoutFor(gift.reference)!;
    const paid = flutterwave.pay(opened.txRef);
    for (const query of [`tx_ref=${'x'.repeat(61)}&transaction_id=${paid.id}`, `tx_ref=${opened.txRef}&transaction_id=12ab`, `tx_ref=BCF-NOSUCH-1&transaction_id=${paid.id}`]) {
      const back = await server.request(`/pay/card/return?status=successful&${query}`);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/DonatePage#give');
    }
    const hook = (body: unknown) => server.request('/hooks/momo', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const body of [{ externalId: gift.reference, status: 'SUCCESSFUL' }, { externalId: 'BCF-' + 'Z'.repeat(17), status: 'SUCCESSFUL' }]) {
      expect((await hook(body)).status).toBe(200);
    }
    expect((await seen(gift.reference)).status).toBe('PLEDGED');
    expect(await status(gift)).toEqual({ status: 'PENDING', receiptNumber: null, reason: null });
  });

  test('an attempt whose provider was switched off stays open, never guessed, and is received once it is back on', async () => {
    const gift = await momoPledge();
    await payMomo(gift);
    const sent = momo.forReference(gift.reference)!;
    const payments = server.options.payments!;
    server.options.payments = { flutterwave: payments.flutterwave! };
    try {
      await server.restart();
      // MTN says it was paid, but this server may not ask MTN any more.
      await momo.approve(sent.referenceId);
      await runDue();
      expect(await status(gift)).toEqual({ status: 'PENDING', receiptNumber: null, reason: null });
      expect(await seen(gift.reference)).toMatchObject({ status: 'PLEDGED', onlinePayment: { provider: 'MTN_MOMO', status: 'PENDING', reason: '' } });
    } finally {
      server.options.payments = payments;
      await server.restart();
    }
    await runDue();
    // The restarted server's own first round runs beside this one and may be the one that claims
    // and receives it: either way it is received, once.
    await expect.poll(async () => (await seen(gift.reference)).status).toBe('RECEIVED');
    const row = await seen(gift.reference);
    expect(row).toMatchObject({ status: 'RECEIVED', receivedRwf: 5_000, onlinePayment: { status: 'SUCCESSFUL' } });
    expect(await receipts(row.id)).toBe(1);
  });
});
