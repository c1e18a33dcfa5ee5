// Paying a pledge with MTN MoMo (server/giving/payments/) against the stand-in of MTN's Open API on
// 127.0.0.1 (tests/kit/momoStandIn.ts): the request to pay as MTN's documentation asks it, receiving
// through the staff's receive step once whatever the hints say, and every try at abuse: forged,
// replayed, reordered and oversized callbacks, an answer for another gift or a smaller amount, a
// provider that hangs or is down, prompts sent to a stranger's phone, two checkers at once.
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/payments.ts';
import { paymentsService } from '../../../server/giving/payments/service.ts';
import { momoClient } from '../../../server/giving/payments/momoClient.ts';
import { subscribeLimit } from '../../../server/core/formLimit.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode } from '../../kit/graphql.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { withPaymentServer } from './kit.ts';

const PLEDGE = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!) { pledgeGift(input: $input) { reference payNow payToken instructions { kind number } } }`;
const PAY = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status receiptNumber reason } }`;
const STATUS = /* GraphQL */ `query status($reference: String!, $payToken: String!) { giftPayment(reference: $reference, payToken: $payToken) { status receiptNumber reason } }`;
const GIFTS = /* GraphQL */ `query gifts($search: String) { gifts(search: $search) { items { id status receivedRwf transactionId receiptNumber } } }`;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Payment = { status: string; receiptNumber: string | null; reason: string | null };

describe.each(databasesOf(import.meta.url))('MTN MoMo payments on $name', (kind) => {
  let client = 0;
  const logLines: string[] = [];
  const logStream = new PassThrough().on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++client}` });

  const { server, momo } = withPaymentServer(kind, { momo: true, smtp: true }, { logLevel: 'debug', logStream, publicUrl: PUBLIC_URL });
  const staff = signedIn(server);
  beforeAll(() => {
    momo.callbacksTo = server.url;
  });

  async function pledge(input: Record<string, unknown> = {}) {
    const answer = await server.gql<{ pledgeGift: { reference: string; payNow: string[]; payToken: string | null } }>(
      PLEDGE, { input: { amount: 5000, way: 'MTN_MOMO', email: `donor-${client}@bcf.test`, ...input } }, { headers: from() });
    return answer.data!.pledgeGift;
  }
  /** A number of its own for each payment (a few prompts per number an hour). */
  let phone = 0;
  const fresh = () => `078 81${String(++phone).padStart(5, '0')}`;
  const pay = async (gift: { reference: string; payToken: string | null }, number = fresh(), headers = from()) =>
    server.gql<{ payGiftByMomo: Payment }>(PAY, { reference: gift.reference, payToken: gift.payToken, number }, { headers });
  const status = async (gift: { reference: string; payToken: string | null }) =>
    (await server.gql<{ giftPayment: Payment }>(STATUS, { reference: gift.reference, payToken: gift.payToken })).data!.giftPayment;
  const giftRow = async (reference: string) => (await server.gql<{ gifts: { items: { id: string; status: string; receivedRwf: number | null; transactionId: string; receiptNumber: string | null }[] } }>(GIFTS, { search: reference }, staff.token)).data!.gifts.items[0]!;
  const runDue = () => server.services.giving.payments.checkDue();
  const receipts = async (giftId: string) => (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE gift_id = $1 AND kind = 'receipt'`, [giftId]))[0]!.n;
  const hook = (path: string, body: unknown, method = 'PUT') =>
    server.request(path, { method, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  test('a MoMo pledge offers pay now with a pay token; other ways and other currencies do not', async () => {
    const gift = await pledge();
    expect(gift.payNow).toEqual(['MTN_MOMO']);
    expect(gift.payToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const other of [{ way: 'BANK_TRANSFER' }, { currency: 'USD', amount: 20 }]) {
      const answer = await pledge(other);
      expect(answer.payNow).toEqual([]);
      expect(answer.payToken).toBeNull();
    }
  });

  test('pays 5,000 RWF: the request MTN gets, then receipt number and MTN transaction id once approved', async () => {
    const gift = await pledge();
    expect((await pay(gift, '+250 78 812 3456')).data!.payGiftByMomo.status).toBe('PENDING');
    const sent = momo.forReference(gift.reference)!;
    expect(sent).toMatchObject({ amount: '5000', currency: 'RWF', externalId: gift.reference, partyId: '250788123456', status: 'PENDING' });
    expect(sent.referenceId).toMatch(UUID_V4);
    // PUBLIC_URL is https: MTN calls back under /hooks/momo, at a path of this request's own.
    expect(sent.callbackUrl).toBe(`${PUBLIC_URL}/hooks/momo/${sent.referenceId}`);
    await runDue();
    expect((await status(gift)).status).toBe('PENDING');
    // MTN's callback (PUT) makes the server ask, and receive.
    const approved = await momo.approve(sent.referenceId);
    const row = await giftRow(gift.reference);
    expect(row).toMatchObject({ status: 'RECEIVED', receivedRwf: 5000, transactionId: approved.financialTransactionId });
    expect(await status(gift)).toEqual({ status: 'SUCCESSFUL', receiptNumber: row.receiptNumber, reason: null });
    expect(await receipts(row.id)).toBe(1);
  });

  test('the callback, POST or PUT, by path or by externalId, only makes the server ask MTN', async () => {
    for (const [method, byPath] of [['PUT', true], ['POST', false]] as const) {
      const gift = await pledge();
      await pay(gift);
      const sent = momo.forReference(gift.reference)!;
      const path = byPath ? `/hooks/momo/${sent.referenceId}` : '/hooks/momo';
      // Forged: says SUCCESSFUL while MTN says PENDING.
      const forged = { ...momo.statusBody(sent), status: 'SUCCESSFUL', financialTransactionId: '1' };
      expect((await hook(path, forged, method)).status).toBe(200);
      expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
      await momo.approve(sent.referenceId);
      expect((await hook(path, momo.statusBody(sent), method)).status).toBe(200);
      const row = await giftRow(gift.reference);
      expect(row.status).toBe('RECEIVED');
      // Replayed, and reordered (a FAILED notice after the success): nothing more happens.
      for (const again of [momo.statusBody(sent), { ...momo.statusBody(sent), status: 'FAILED' }, momo.statusBody(sent)]) await hook(path, again, method);
      await runDue();
      expect(await giftRow(gift.reference)).toEqual(row);
      expect(await receipts(row.id)).toBe(1);
    }
  });

  test('an oversized or unknown callback changes nothing', async () => {
    const gift = await pledge();
    await pay(gift);
    const sent = momo.forReference(gift.reference)!;
    expect((await hook(`/hooks/momo/${sent.referenceId}`, 'x'.repeat(20_000))).status).toBe(413);
    expect((await hook('/hooks/momo/not-a-reference', {})).status).toBe(200);
    expect((await hook('/hooks/momo', { externalId: 'BCF-ZZZZZZ', status: 'SUCCESSFUL' })).status).toBe(200);
    expect((await hook('/hooks/momo', '{not json')).status).toBe(200);
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
  });

  test('declined: FAILED, and the pledge stands to be paid by hand or again', async () => {
    const gift = await pledge();
    await pay(gift);
    await momo.decline(momo.forReference(gift.reference)!.referenceId);
    await runDue();
    expect(await status(gift)).toEqual({ status: 'FAILED', receiptNumber: null, reason: 'APPROVAL_REJECTED' });
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
    expect((await pay(gift)).data!.payGiftByMomo.status).toBe('PENDING');
  });

  test('a smaller amount, another currency or another gift in MTN\'s answer receives nothing', async () => {
    const cases: [Parameters<MomoStandIn['approve']>[1] | null, Record<string, unknown> | null, string][] = [
      [{ amount: '4000' }, null, 'UNDERPAID'],
      [{ currency: 'EUR' }, null, 'UNDERPAID'],
      [null, { externalId: 'BCF-ABCDEF' }, 'FAILED'],
    ];
    for (const [paid, lie, expected] of cases) {
      const gift = await pledge();
      await pay(gift);
      const sent = momo.forReference(gift.reference)!;
      await momo.approve(sent.referenceId, paid ?? {}, lie ?? undefined);
      await runDue();
      expect((await status(gift)).status).toBe(expected);
      expect((await giftRow(gift.reference)).status).toBe('PLEDGED');
      // Staff see the attempt and why (Donations).
      const seen = await server.gql<{ gifts: { items: { onlinePayment: { provider: string; status: string; reason: string } }[] } }>(
        'query ($search: String) { gifts(search: $search) { items { onlinePayment { provider status reason } } } }', { search: gift.reference }, staff.token);
      expect(seen.data!.gifts.items[0]!.onlinePayment).toMatchObject({ provider: 'MTN_MOMO', status: expected });
      expect(seen.data!.gifts.items[0]!.onlinePayment.reason).not.toBe('');
    }
  });

  test('only the browser that pledged may ask, and a number as typed must be an MTN one', async () => {
    const gift = await pledge();
    for (const token of ['', 'x'.repeat(32), (await pledge()).payToken!]) {
      const answer = await server.gql(PAY, { reference: gift.reference, payToken: token, number: fresh() }, { headers: from() });
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(errorCode(await server.gql(STATUS, { reference: gift.reference, payToken: token }))).toBe('BAD_USER_INPUT');
    }
    for (const number of ['0728123456', '12345', '+1 202 555 0100', '0788123456'.repeat(5)]) {
      const answer = await pay(gift, number);
      expect(answer.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.momoNumber);
    }
    expect(momo.forReference(gift.reference)).toBeUndefined();
  });

  test('nobody floods a phone with prompts: one open request per gift, and a few per number an hour', async () => {
    const victim = '0799000111';
    const first = await pledge();
    await pay(first, victim);
    const again = await pay(first, victim);
    expect(again.data!.payGiftByMomo.status).toBe('PENDING');
    expect([...momo.requests.values()].filter((one) => one.partyId === '250799000111')).toHaveLength(1);
    for (let n = 0; n < 2; n++) expect((await pay(await pledge(), victim)).data!.payGiftByMomo.status).toBe('PENDING');
    const refused = await pay(await pledge(), victim);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect([...momo.requests.values()].filter((one) => one.partyId === '250799000111')).toHaveLength(3);
  });

  test('a provider that is down or hangs: the pledge stands with its instructions, nothing is lost', async () => {
    const gift = await pledge();
    momo.hang = true;
    const started = Date.now();
    const hung = await pay(gift);
    expect(Date.now() - started).toBeLessThan(5_000);
    // MTN may have taken it: the checks ask again (they hang too, and keep it open).
    expect(hung.data!.payGiftByMomo.status).toBe('PENDING');
    await runDue();
    expect((await status(gift)).status).toBe('PENDING');
    momo.hang = false;
    // MTN never took it: it says so, and the attempt ends after a second look.
    await runDue();
    await runDue();
    expect((await status(gift)).status).toBe('FAILED');
    expect((await giftRow(gift.reference)).status).toBe('PLEDGED');

    const down = await pledge();
    await momo.stop();
    try {
      expect((await pay(down)).data!.payGiftByMomo.status).toBe('FAILED');
    } finally {
      await momo.start();
    }
    expect((await giftRow(down.reference)).status).toBe('PLEDGED');
  });

  /** Another process's payments on the same database, asking MTN with calls of up to `timeoutMs`. */
  const otherProcess = (timeoutMs = 1_000) => paymentsService({
    repos: server.services.repos,
    markReceived: server.services.giving.markReceived,
    momo: momoClient(momoSettingsFor(momo), timeoutMs),
    timings: { ...server.app.config.paymentTimings, providerTimeoutMs: timeoutMs },
    clientLimit: subscribeLimit(server.services.repos.rateLimitCounters, 100, 'pay'),
    numberLimit: subscribeLimit(server.services.repos.rateLimitCounters, 100, 'pay-number'),
    log: server.app.log,
  });

  test('two checkers at once receive a gift once, with one receipt', async () => {
    const one = otherProcess();
    const gift = await pledge();
    await one.payByMomo(gift.reference, gift.payToken!, '0788765432', '192.0.2.1', PUBLIC_URL);
    const sent = momo.forReference(gift.reference)!;
    await momo.approve(sent.referenceId);
    const checkers = [one, otherProcess(), otherProcess(), otherProcess()];
    await Promise.all([...checkers.map((checker) => checker.checkDue()), ...checkers.map((checker) => checker.hint(sent.referenceId))]);
    const row = await giftRow(gift.reference);
    expect(row.status).toBe('RECEIVED');
    expect(await receipts(row.id)).toBe(1);
    const receiptsOfYear = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM gifts WHERE receipt_number = $1`, [row.receiptNumber]);
    expect(receiptsOfYear[0]!.n).toBe(1);
  });

  test('one slow answer from MTN holds back no other attempt: a callback meanwhile receives its gift at once', async () => {
    const slow = await pledge();
    await pay(slow);
    const paid = await pledge();
    await pay(paid);
    const slowRef = momo.forReference(slow.reference)!.referenceId;
    const paidRef = momo.forReference(paid.reference)!.referenceId;
    // Both are due, the slow one first. MTN keeps the round's first question about either waiting until released.
    await server.services.db.query(`UPDATE gift_payments SET next_check_at = now() - interval '1 hour' WHERE provider_ref = $1`, [slowRef]);
    await server.services.db.query(`UPDATE gift_payments SET next_check_at = now() - interval '1 minute' WHERE provider_ref = $1`, [paidRef]);
    const askedAbout = (ref: string) => momo.calls.filter((call) => call.method === 'GET' && call.path.endsWith(ref)).length;
    momo.holdIf = (request) => request.method === 'GET' && [slowRef, paidRef].some((ref) => request.url.pathname.endsWith(ref)) && momo.waitingCount === 0;
    const round = otherProcess(60_000).checkDue();
    try {
      await expect.poll(() => momo.waitingCount).toBe(1);
      // The payer approves the other; MTN's callback reaches this server while the round waits.
      await momo.approve(paidRef);
      const row = await giftRow(paid.reference);
      expect(row.status).toBe('RECEIVED');
      expect(await receipts(row.id)).toBe(1);
      expect((await status(slow)).status).toBe('PENDING');
    } finally {
      momo.holdIf = null;
      await momo.release();
    }
    // The round goes on once MTN answers, and asks about each attempt once, however soon it is due again.
    expect(await round).toBeGreaterThanOrEqual(1);
    expect(askedAbout(slowRef)).toBe(1);
    expect((await status(slow)).status).toBe('PENDING');
  });

  test('a request to pay still on its way to MTN is not asked about: checks meanwhile leave it open, and the payment is received', async () => {
    const gift = await pledge();
    const requests = () => momo.calls.filter((call) => call.method === 'POST' && call.path === '/collection/v1_0/requesttopay');
    const before = requests().length;
    momo.holdIf = (request) => request.method === 'POST' && request.url.pathname === '/collection/v1_0/requesttopay';
    let paying: Promise<Payment> | undefined;
    let referenceId = '';
    try {
      // Another process makes the request; MTN has not taken it yet.
      paying = otherProcess(60_000).payByMomo(gift.reference, gift.payToken!, fresh(), '192.0.2.7', PUBLIC_URL);
      await expect.poll(() => momo.waitingCount).toBe(1);
      referenceId = String(requests()[before]!.headers['x-reference-id']);
      for (let round = 0; round < 3; round++) await runDue();
      expect(momo.calls.filter((call) => call.method === 'GET' && call.path.endsWith(referenceId))).toEqual([]);
      expect((await status(gift)).status).toBe('PENDING');
    } finally {
      momo.holdIf = null;
      await momo.release();
    }
    expect((await paying!).status).toBe('PENDING');
    // That process gave MTN no callback address: the next check finds the approval.
    await momo.approve(referenceId);
    await runDue();
    const row = await giftRow(gift.reference);
    expect(row.status).toBe('RECEIVED');
    expect(await receipts(row.id)).toBe(1);
  });

  test('erasing the donor erases the number MTN was asked to prompt and its transaction id', async () => {
    const gift = await pledge();
    await pay(gift, '0788000999');
    await momo.approve(momo.forReference(gift.reference)!.referenceId);
    const row = await giftRow(gift.reference);
    expect(row.status).toBe('RECEIVED');
    const erased = await server.gql('mutation ($id: ID!) { eraseDonor(id: $id) { id } }', { id: row.id }, staff.token);
    expect(erased.errors).toBeUndefined();
    const kept = await server.services.db.query<{ payer: string; provider_transaction_id: string }>(`SELECT payer, provider_transaction_id FROM gift_payments WHERE gift_id = $1`, [row.id]);
    expect(kept).toEqual([{ payer: 'erased', provider_transaction_id: 'erased' }]);
  });

  test('received and marked paid online in one transaction: a failure between them receives nothing, and the next check receives it whole', async () => {
    const gift = await pledge();
    await pay(gift);
    const sent = momo.forReference(gift.reference)!;
    // MTN's callback goes nowhere: the checks below are the only ones.
    const callbacksTo = momo.callbacksTo;
    momo.callbacksTo = 'http://127.0.0.1:9';
    // The database refuses the write that says the gift was paid online, as a crash there would stop it.
    await server.services.db.exec(`
      CREATE FUNCTION refuse_paid_online() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.paid_online <> OLD.paid_online THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_paid_online BEFORE UPDATE ON gifts FOR EACH ROW EXECUTE FUNCTION refuse_paid_online();`);
    try {
      await momo.approve(sent.referenceId);
      const failedBefore = logLines.filter((line) => line.includes('a check failed') && line.includes(sent.referenceId)).length;
      await runDue();
      // The check ran and failed: it is left for the next one.
      expect(logLines.filter((line) => line.includes('a check failed') && line.includes(sent.referenceId)).length).toBe(failedBefore + 1);
      const row = await giftRow(gift.reference);
      expect(row.status).toBe('PLEDGED');
      expect(row.receiptNumber).toBeNull();
      expect(await receipts(row.id)).toBe(0);
    } finally {
      await server.services.db.exec(`DROP TRIGGER refuse_paid_online ON gifts; DROP FUNCTION refuse_paid_online();`);
      momo.callbacksTo = callbacksTo;
    }
    // The attempt is still open: once its claim lapses, the next check receives the gift and says how it was paid.
    await server.services.db.query(`UPDATE gift_payments SET claimed_until = NULL, next_check_at = now() WHERE provider_ref = $1`, [sent.referenceId]);
    await runDue();
    const row = await giftRow(gift.reference);
    expect(row.status).toBe('RECEIVED');
    expect(await receipts(row.id)).toBe(1);
    const [kept] = await server.services.db.query<{ paid_online: string }>(`SELECT paid_online FROM gifts WHERE id = $1`, [row.id]);
    expect(kept!.paid_online).toBe('MTN_MOMO');
  });

  test('the secrets never reach an answer or a log line', async () => {
    const gift = await pledge();
    const answers = JSON.stringify([gift, await status(gift), (await server.request('/hooks/momo', { method: 'POST' })).status]);
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [momoSettingsFor(momo).apiKey, momoSettingsFor(momo).subscriptionKey, 'token-']) {
      expect(answers).not.toContain(secret);
      expect(logLines.join('')).not.toContain(secret);
    }
  });
});
