// Card payments on Flutterwave's hosted page (server/giving/payments/) against the stand-in of
// Flutterwave's v3 API on 127.0.0.1 (tests/kit/flutterwaveStandIn.ts): a fresh tx_ref per attempt,
// the donor's return and the webhook only make the server verify with Flutterwave, and it receives
// only the gift's own transaction, successful, in its currency, for at least its amount. Forged,
// replayed and oversized webhooks, another gift's transaction, a smaller amount or another currency,
// a cancelled page and a provider that is down receive nothing and lose nothing.
import { describe, expect, test } from 'vitest';
import { GIVING_MESSAGES } from '../../../shared/giving.ts';
import { PAYMENT_MESSAGES } from '../../../shared/payments.ts';
import { databases, databasesOf } from '../../kit/databases.ts';
import { FLUTTERWAVE_SECRETS, type CardTransaction } from '../../kit/flutterwaveStandIn.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { withPaymentServer } from './kit.ts';

const PLEDGE = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!, $language: Language) { pledgeGift(input: $input, language: $language) { reference payNow payToken instructions { kind } } }`;
const PAY = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!) { payGiftByCard(reference: $reference, payToken: $payToken) { link } }`;
const STATUS = /* GraphQL */ `query status($reference: String!, $payToken: String!) { giftPayment(reference: $reference, payToken: $payToken) { status receiptNumber reason } }`;
const GIFTS = /* GraphQL */ `query gifts($search: String) { gifts(search: $search) { items { id status receivedRwf transactionId receiptNumber } } }`;

describe.each(databasesOf(import.meta.url))('card payments on $name', (kind) => {
  const { server, flutterwave } = withPaymentServer(kind, { flutterwave: true, smtp: true }, { publicUrl: PUBLIC_URL });
  const staff = signedIn(server);
  let client = 0;
  const from = () => ({ 'x-forwarded-for': `198.18.0.${++client}` });

  async function pledge(input: Record<string, unknown> = {}, language?: string) {
    const answer = await server.gql<{ pledgeGift: { reference: string; payNow: string[]; payToken: string | null; instructions: { kind: string } } }>(
      PLEDGE, { input: { amount: 20, currency: 'USD', way: 'CARD', email: `card-${++client}@bcf.test`, ...input }, ...(language ? { language } : {}) }, { headers: from() });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.pledgeGift;
  }
  async function checkout(gift: { reference: string; payToken: string | null }) {
    const answer = await server.gql<{ payGiftByCard: { link: string } }>(PAY, { reference: gift.reference, payToken: gift.payToken }, { headers: from() });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return { link: answer.data.payGiftByCard.link, checkout: flutterwave.checkoutFor(gift.reference)! };
  }
  const status = async (gift: { reference: string; payToken: string | null }) =>
    (await server.gql<{ giftPayment: { status: string; receiptNumber: string | null; reason: string | null } }>(STATUS, { reference: gift.reference, payToken: gift.payToken })).data!.giftPayment;
  const giftRow = async (reference: string) => (await server.gql<{ gifts: { items: { id: string; status: string; receivedRwf: number | null; transactionId: string; receiptNumber: string | null }[] } }>(GIFTS, { search: reference }, staff.token)).data!.gifts.items[0]!;
  const receipts = async (giftId: string) => (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE gift_id = $1 AND kind = 'receipt'`, [giftId]))[0]!.n;
  const returning = (txRef: string, transaction?: CardTransaction) => server.request(new URL(flutterwave.returnUrl(txRef, transaction)).pathname + new URL(flutterwave.returnUrl(txRef, transaction)).search);
  const webhook = (body: string, hash: string | null = FLUTTERWAVE_SECRETS.secretHash) =>
    server.request('/hooks/flutterwave', { method: 'POST', headers: { 'content-type': 'application/json', ...(hash === null ? {} : { 'verif-hash': hash }) }, body });

  test('a card pledge needs the donor’s e-mail, and offers "Pay by card" with a pay token', async () => {
    const refused = await server.gql(PLEDGE, { input: { amount: 20, currency: 'USD', way: 'CARD' } }, { headers: from() });
    expect(refused.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.cardEmail);
    const gift = await pledge();
    expect(gift).toMatchObject({ payNow: ['CARD'], instructions: { kind: 'card' } });
    expect(gift.payToken).toBeTruthy();
  });

  test('pays 20 USD: a fresh tx_ref per attempt, the return verified, received with Flutterwave’s transaction id and one receipt', async () => {
    const gift = await pledge();
    const first = await checkout(gift);
    const second = await checkout(gift);
    expect(first.checkout.txRef).not.toBe(second.checkout.txRef);
    expect(second.checkout).toMatchObject({ amount: '20', currency: 'USD', redirectUrl: `${PUBLIC_URL}/pay/card/return` });
    expect(second.link).toBe(`${flutterwave.url}/checkout/${encodeURIComponent(second.checkout.txRef)}`);
    const paid = flutterwave.pay(second.checkout.txRef);
    const back = await returning(second.checkout.txRef, paid);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/DonatePage#give');
    const row = await giftRow(gift.reference);
    expect(row).toMatchObject({ status: 'RECEIVED', transactionId: String(paid.id), receivedRwf: paid.amount_settled });
    expect(await status(gift)).toEqual({ status: 'SUCCESSFUL', receiptNumber: row.receiptNumber, reason: null });
    // The webhook after the return, replayed: nothing more.
    for (let n = 0; n < 3; n++) expect((await webhook(flutterwave.webhookBody(paid))).status).toBe(200);
    await server.services.giving.payments.checkDue();
    expect(await giftRow(gift.reference)).toEqual(row);
    expect(await receipts(row.id)).toBe(1);
  });

  test('the webhook alone receives a gift whose donor never came back; a forged hash is 401 and does nothing', async () => {
    const gift = await pledge({ currency: 'RWF', amount: 30_000 });
    const { checkout: opened } = await checkout(gift);
    const paid = flutterwave.pay(opened.txRef);
    for (const hash of [null, '', 'wrong', `${FLUTTERWAVE_SECRETS.secretHash}x`, FLUTTERWAVE_SECRETS.secretHash.slice(0, -1)]) {
      expect((await webhook(flutterwave.webhookBody(paid), hash)).status).toBe(401);
    }
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
    expect((await webhook(flutterwave.webhookBody(paid))).status).toBe(200);
    expect(await giftRow(gift.reference)).toMatchObject({ status: 'RECEIVED', receivedRwf: 30_000, transactionId: String(paid.id) });
  });

  test('a webhook or return naming another gift’s transaction, a smaller amount or another currency receives nothing', async () => {
    const other = await pledge();
    const { checkout: otherCheckout } = await checkout(other);
    const otherPaid = flutterwave.pay(otherCheckout.txRef, { status: 'pending' });
    const gift = await pledge();
    const { checkout: opened } = await checkout(gift);
    // The body says this gift's tx_ref but names the other's transaction: verified, it is not this one's.
    await webhook(JSON.stringify({ event: 'charge.completed', data: { ...otherPaid, tx_ref: opened.txRef, status: 'successful' } }));
    await returning(opened.txRef, otherPaid);
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
    expect((await status(gift)).status).toBe('PENDING');

    const short = await pledge();
    const { checkout: shortCheckout } = await checkout(short);
    await returning(shortCheckout.txRef, flutterwave.pay(shortCheckout.txRef, { amount: 15 }));
    expect(await status(short)).toMatchObject({ status: 'UNDERPAID', reason: 'paid 15 USD of 20 USD' });
    expect((await giftRow(short.reference)).status).toBe('PLEDGED');

    const euros = await pledge();
    const { checkout: euroCheckout } = await checkout(euros);
    await webhook(flutterwave.webhookBody(flutterwave.pay(euroCheckout.txRef, { currency: 'EUR' })));
    expect((await status(euros)).status).toBe('UNDERPAID');
    expect((await giftRow(euros.reference)).status).toBe('PLEDGED');
  });

  test('a cancelled page keeps the pledge and "Pay by card" works again; the browser’s word alone changes nothing', async () => {
    const gift = await pledge({}, 'rw');
    const { checkout: opened } = await checkout(gift);
    const back = await returning(opened.txRef);
    expect(back.headers.get('location')).toBe('/rw/DonatePage#give');
    // A hand-made return saying successful without a real transaction.
    await server.request(`/pay/card/return?status=successful&tx_ref=${encodeURIComponent(opened.txRef)}&transaction_id=999999999`);
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
    const again = await checkout(gift);
    await returning(again.checkout.txRef, flutterwave.pay(again.checkout.txRef));
    expect((await giftRow(gift.reference)).status).toBe('RECEIVED');
  });

  test('oversized or malformed webhooks change nothing', async () => {
    expect((await webhook('x'.repeat(70_000))).status).toBe(413);
    expect((await webhook('{not json')).status).toBe(200);
    expect((await webhook(JSON.stringify({ data: { id: 'DROP TABLE', tx_ref: 'x'.repeat(1000) } }))).status).toBe(200);
  });

  test('a provider that is down: no page, a clear refusal, and the pledge stands', async () => {
    const gift = await pledge();
    flutterwave.unavailable = true;
    try {
      const answer = await server.gql(PAY, { reference: gift.reference, payToken: gift.payToken }, { headers: from() });
      expect(answer.errors?.[0]?.message).toBe('Card payments cannot be started just now. Please try again later.');
    } finally {
      flutterwave.unavailable = false;
    }
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
    expect((await checkout(gift)).link).toContain('/checkout/');
  });

  test('the scheduled check finds a payment whose return and webhook never came', async () => {
    const gift = await pledge({ currency: 'RWF', amount: 10_000 });
    const { checkout: opened } = await checkout(gift);
    flutterwave.pay(opened.txRef);
    await server.services.giving.payments.checkDue();
    expect((await giftRow(gift.reference)).status).toBe('RECEIVED');
  });
});

describe('card payments switched off', () => {
  test('a card pledge is refused as a way not offered', async () => {
    const server = await new TestServer(databases[0]!, { seed: false }).start();
    try {
      const refused = await server.gql(PLEDGE, { input: { amount: 20, currency: 'USD', way: 'CARD', email: 'a@bcf.test' } });
      expect(refused.errors?.[0]?.message).toBe(GIVING_MESSAGES.way);
      expect((await server.request('/hooks/flutterwave', { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await server.destroy();
    }
  });
});
