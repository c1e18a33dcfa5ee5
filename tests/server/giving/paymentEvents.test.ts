// The activity log records each provider event of a payment (server/giving/payments/): the request
// to pay, every notice naming an open attempt (MTN's callback, Flutterwave's webhook, the donor's
// return) with what the provider said when asked (SUCCESSFUL, PENDING, FAILED, unreachable), and how
// the attempt ended (successful, under-paid, failed), against the stand-ins of MTN's Open API and
// Flutterwave's v3 API. No entry holds the payer's number, a secret or the pay token; notices that
// name no open attempt (forged, replayed) add nothing, so they cannot fill the log.
import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { FLUTTERWAVE_SECRETS } from '../../kit/flutterwaveStandIn.ts';
import { MOMO_CREDENTIALS } from '../../kit/momoStandIn.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { withPaymentServer } from './kit.ts';

const PLEDGE = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!) { pledgeGift(input: $input) { reference payToken } }`;
const PAY_MOMO = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status } }`;
const PAY_CARD = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!) { payGiftByCard(reference: $reference, payToken: $payToken) { link } }`;

interface Entry {
  action: string;
  target: string;
  actor_id: string | null;
  user_agent: string;
  detail: string;
}

describe.each(databasesOf(import.meta.url))('provider events in the activity log on $name', (kind) => {
  const { server, momo, flutterwave } = withPaymentServer(kind, { momo: true, flutterwave: true }, { publicUrl: PUBLIC_URL });
  beforeAll(() => {
    momo.callbacksTo = server.url;
    flutterwave.redirectsTo = server.url;
  });
  let client = 0;
  const tokens: string[] = [];
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

  async function pledge(input: Record<string, unknown>) {
    const answer = await server.gql<{ pledgeGift: { reference: string; payToken: string } }>(PLEDGE, { input }, { headers: from() });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    tokens.push(answer.data.pledgeGift.payToken);
    const [row] = await server.services.db.query<{ id: string }>('SELECT id FROM gifts WHERE reference = $1', [answer.data.pledgeGift.reference]);
    return { ...answer.data.pledgeGift, id: row!.id };
  }
  /** The gift's entries, oldest first: action and detail (parsed). */
  const entriesOf = async (giftId: string) =>
    (await server.services.db.query<Entry>('SELECT action, target, actor_id, user_agent, detail FROM audit_log WHERE target = $1 ORDER BY id', [giftId])).map((one) => ({
      action: one.action,
      ...(JSON.parse(one.detail) as Record<string, string>),
    }));
  const callback = (path: string, body: unknown) => server.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const webhook = (body: string) => server.request('/hooks/flutterwave', { method: 'POST', headers: { 'content-type': 'application/json', 'verif-hash': FLUTTERWAVE_SECRETS.secretHash }, body });
  const returning = (url: string) => server.request(new URL(url).pathname + new URL(url).search);

  test('MoMo: the request, a callback while MTN says PENDING, the callback once approved, and the payment received; replays add nothing', async () => {
    const gift = await pledge({ amount: 5_000, way: 'MTN_MOMO' });
    expect((await server.gql(PAY_MOMO, { reference: gift.reference, payToken: gift.payToken, number: '+250 78 812 3456' }, { headers: from() })).errors).toBeUndefined();
    const sent = momo.forReference(gift.reference)!;
    const attempt = { provider: 'MTN_MOMO', attempt: sent.referenceId };
    expect(await entriesOf(gift.id)).toEqual([{ action: 'payment.requested', ...attempt }]);

    await callback(`/hooks/momo/${sent.referenceId}`, momo.statusBody(sent));
    expect((await entriesOf(gift.id)).at(-1)).toEqual({ action: 'payment.notice', ...attempt, via: 'callback', answer: 'PENDING' });

    // MTN calls back itself once approved (PUT, to this request's own path).
    await momo.approve(sent.referenceId);
    expect(await entriesOf(gift.id)).toEqual([
      { action: 'payment.requested', ...attempt },
      { action: 'payment.notice', ...attempt, via: 'callback', answer: 'PENDING' },
      { action: 'payment.successful', ...attempt, reason: '' },
      { action: 'payment.notice', ...attempt, via: 'callback', answer: 'SUCCESSFUL' },
    ]);
    // Replayed, by path and by externalId, and a forged one for no attempt: the attempt has ended, nothing is added.
    await callback(`/hooks/momo/${sent.referenceId}`, momo.statusBody(sent));
    await callback('/hooks/momo', momo.statusBody(sent));
    await callback('/hooks/momo/0b6c4f1e-0000-4000-8000-000000000000', { status: 'SUCCESSFUL' });
    expect(await entriesOf(gift.id)).toHaveLength(4);
  });

  test('MoMo: an under-payment, a declined prompt and MTN unreachable are each recorded', async () => {
    const short = await pledge({ amount: 5_000, way: 'MTN_MOMO' });
    await server.gql(PAY_MOMO, { reference: short.reference, payToken: short.payToken, number: '078 8100002' }, { headers: from() });
    const shortSent = momo.forReference(short.reference)!;
    await momo.approve(shortSent.referenceId, { amount: '4000' });
    expect(await entriesOf(short.id)).toContainEqual({ action: 'payment.underpaid', provider: 'MTN_MOMO', attempt: shortSent.referenceId, reason: 'paid 4000 RWF of 5000 RWF' });

    const declined = await pledge({ amount: 5_000, way: 'MTN_MOMO' });
    await server.gql(PAY_MOMO, { reference: declined.reference, payToken: declined.payToken, number: '078 8100003' }, { headers: from() });
    const declinedSent = momo.forReference(declined.reference)!;
    await momo.decline(declinedSent.referenceId);
    expect((await entriesOf(declined.id)).slice(1)).toEqual([
      { action: 'payment.failed', provider: 'MTN_MOMO', attempt: declinedSent.referenceId, reason: 'APPROVAL_REJECTED' },
      { action: 'payment.notice', provider: 'MTN_MOMO', attempt: declinedSent.referenceId, via: 'callback', answer: 'FAILED' },
    ]);

    const waiting = await pledge({ amount: 5_000, way: 'MTN_MOMO' });
    await server.gql(PAY_MOMO, { reference: waiting.reference, payToken: waiting.payToken, number: '078 8100004' }, { headers: from() });
    const waitingSent = momo.forReference(waiting.reference)!;
    momo.unavailable = true;
    try {
      await callback(`/hooks/momo/${waitingSent.referenceId}`, momo.statusBody(waitingSent));
    } finally {
      momo.unavailable = false;
    }
    expect((await entriesOf(waiting.id)).at(-1)).toEqual({ action: 'payment.notice', provider: 'MTN_MOMO', attempt: waitingSent.referenceId, via: 'callback', answer: 'unreachable' });
  });

  test('card: the request, the donor’s return and the webhook with what Flutterwave verified, a failed card, another attempt’s transaction', async () => {
    const gift = await pledge({ amount: 20, currency: 'USD', way: 'CARD', email: 'card-events@bcf.test' });
    expect((await server.gql(PAY_CARD, { reference: gift.reference, payToken: gift.payToken }, { headers: from() })).errors).toBeUndefined();
    const checkout = flutterwave.checkoutFor(gift.reference)!;
    const attempt = { provider: 'FLUTTERWAVE', attempt: checkout.txRef };
    const paid = flutterwave.pay(checkout.txRef);
    expect((await returning(flutterwave.returnUrl(checkout.txRef, paid))).status).toBe(303);
    await webhook(flutterwave.webhookBody(paid));
    expect(await entriesOf(gift.id)).toEqual([
      { action: 'payment.requested', ...attempt },
      { action: 'payment.successful', ...attempt, reason: '' },
      { action: 'payment.notice', ...attempt, via: 'return', answer: 'successful' },
    ]);

    const failing = await pledge({ amount: 20, currency: 'USD', way: 'CARD', email: 'card-failed@bcf.test' });
    await server.gql(PAY_CARD, { reference: failing.reference, payToken: failing.payToken }, { headers: from() });
    const failingCheckout = flutterwave.checkoutFor(failing.reference)!;
    // A webhook naming another gift's transaction under this attempt's tx_ref: verified, and nothing changes.
    await webhook(JSON.stringify({ event: 'charge.completed', data: { ...paid, tx_ref: failingCheckout.txRef } }));
    await webhook(flutterwave.webhookBody(flutterwave.pay(failingCheckout.txRef, { status: 'failed' })));
    expect((await entriesOf(failing.id)).slice(1)).toEqual([
      { action: 'payment.notice', provider: 'FLUTTERWAVE', attempt: failingCheckout.txRef, via: 'webhook', answer: 'successful under another tx_ref' },
      { action: 'payment.failed', provider: 'FLUTTERWAVE', attempt: failingCheckout.txRef, reason: 'the card payment failed' },
      { action: 'payment.notice', provider: 'FLUTTERWAVE', attempt: failingCheckout.txRef, via: 'webhook', answer: 'failed' },
    ]);
  });

  test('every provider event is the payment provider’s, on its gift, and holds no number, secret or pay token', async () => {
    const rows = await server.services.db.query<Entry>(`SELECT action, target, actor_id, user_agent, detail FROM audit_log WHERE action LIKE 'payment.%'`);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const secrets = [MOMO_CREDENTIALS.apiKey, MOMO_CREDENTIALS.subscriptionKey, MOMO_CREDENTIALS.apiUser, FLUTTERWAVE_SECRETS.secretKey, FLUTTERWAVE_SECRETS.secretHash, ...tokens];
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: null, user_agent: 'payment provider' });
      const text = JSON.stringify(row);
      // The payer's number, in any of the ways it was typed or sent (2507..., 07..., 7...).
      expect(text, row.action).not.toMatch(/7881\d{5}|788 ?123 ?456|78810000\d/);
      for (const secret of secrets) expect(text, row.action).not.toContain(secret);
    }
  });
});
