// What the payment providers' answers mean to the server (server/giving/payments/momoClient.ts,
// flutterwaveClient.ts, http.ts), against the stand-ins of MTN's Open API and Flutterwave's v3 API
// on 127.0.0.1: every way a call goes wrong is a ProviderError saying what happened in one line
// (never a key or the provider's own words) and whether the provider surely did not act on it
// (refused, or never reached), which decides whether an attempt ends at once or is checked again.
// Answers that make no sense, are too long or break off are never taken for a payment.
import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { flutterwaveClient, webhookHashMatches } from '../../../server/giving/payments/flutterwaveClient.ts';
import { ProviderError } from '../../../server/giving/payments/http.ts';
import { momoClient, type RequestToPay } from '../../../server/giving/payments/momoClient.ts';
import { FLUTTERWAVE_SECRETS, FlutterwaveStandIn, flutterwaveSettingsFor, type CardTransaction } from '../../kit/flutterwaveStandIn.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import type { StandInRequest } from '../../kit/standInServer.ts';

/** How a stand-in may answer beside its provider's way: too much, or a body that breaks off. */
type Misbehaviour = 'too long' | 'broken off' | 'not json' | null;

function misbehave(response: ServerResponse, how: Exclude<Misbehaviour, null>): void {
  if (how === 'too long') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'PENDING', padding: 'x'.repeat(70_000) }));
  } else if (how === 'broken off') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    response.write('{"status":"SUCC');
    setTimeout(() => response.destroy(), 20);
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>Service temporarily unavailable</html>');
  }
}

/** MTN's stand-in, which may answer its status requests out of MTN's way. */
class MisbehavingMomo extends MomoStandIn {
  statusAnswers: Misbehaviour = null;
  protected override handle(request: StandInRequest, response: ServerResponse): void {
    if (this.statusAnswers && request.method === 'GET') return misbehave(response, this.statusAnswers);
    super.handle(request, response);
  }
}

/** Flutterwave's stand-in, which may give a payment page somewhere else. */
class MisleadingFlutterwave extends FlutterwaveStandIn {
  pageAt: string | null = null;
  protected override handle(request: StandInRequest, response: ServerResponse): void {
    if (this.pageAt && request.method === 'POST' && request.url.pathname === '/payments') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'success', message: 'Hosted Link', data: { link: this.pageAt } }));
      return;
    }
    super.handle(request, response);
  }
}

/** The ProviderError a call ends with (the test fails when it succeeds or throws anything else). */
async function providerError(call: Promise<unknown>): Promise<{ message: string; notActedOn: boolean; status: number }> {
  const error = await call.then(
    (answer) => new Error(`answered ${JSON.stringify(answer)}`),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { message, notActedOn, status } = error as ProviderError;
  return { message, notActedOn, status };
}

describe('MTN MoMo\'s answers', () => {
  const momo = new MisbehavingMomo();
  beforeAll(() => momo.start());
  afterAll(() => momo.stop());
  afterEach(() => {
    momo.unavailable = false;
    momo.hang = false;
    momo.statusAnswers = null;
    vi.useRealTimers();
  });

  const client = (settings: Partial<ReturnType<typeof momoSettingsFor>> = {}) => momoClient({ ...momoSettingsFor(momo), ...settings }, 500);
  let phone = 0;
  const request = (input: Partial<RequestToPay> = {}): RequestToPay => ({
    referenceId: randomUUID(), amount: '5000', currency: 'RWF', externalId: `BCF-T${String(++phone).padStart(5, '0')}`,
    msisdn: `25078${String(phone).padStart(7, '0')}`, payerMessage: 'Gift', payeeNote: 'Gift', ...input,
  });

  test('one token serves every call until it is near its end; calls made at once ask for one', async () => {
    const mtn = client();
    const before = momo.tokensIssued;
    await Promise.all([mtn.requestToPay(request()), mtn.requestToPay(request()), mtn.status(randomUUID())]);
    expect(momo.tokensIssued).toBe(before + 1);
    await mtn.requestToPay(request());
    expect(momo.tokensIssued).toBe(before + 1);
    // MTN's tokens last an hour: a minute before its end a new one is asked for.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_541_000 });
    await mtn.requestToPay(request());
    expect(momo.tokensIssued).toBe(before + 2);
  });

  test('credentials MTN refuses: the token is refused, and MTN surely acted on nothing', async () => {
    const taken = momo.requests.size;
    for (const wrong of [{ apiKey: 'not-the-api-key' }, { subscriptionKey: 'not-the-subscription-key' }]) {
      expect(await providerError(client(wrong).requestToPay(request()))).toEqual({ message: 'MTN refused the token (HTTP 401)', notActedOn: true, status: 401 });
    }
    expect(momo.requests.size).toBe(taken);
  });

  test('a request MTN refuses (4xx) was not acted on; a refused token is dropped and a new one asked for', async () => {
    const mtn = client({ targetEnvironment: 'sandbox' });
    const before = momo.tokensIssued;
    expect(await providerError(mtn.requestToPay(request()))).toEqual({ message: 'MTN did not accept the request to pay (HTTP 401)', notActedOn: true, status: 401 });
    await providerError(mtn.requestToPay(request()));
    expect(momo.tokensIssued).toBe(before + 2);
    expect(await providerError(mtn.status(randomUUID()))).toEqual({ message: 'MTN did not answer the status (HTTP 401)', notActedOn: false, status: 401 });
    expect(momo.tokensIssued).toBe(before + 3);

    const good = client();
    const taken = request();
    await good.requestToPay(taken);
    expect(await providerError(good.requestToPay(taken))).toEqual({ message: 'MTN did not accept the request to pay (HTTP 409)', notActedOn: true, status: 409 });
    expect(await providerError(good.requestToPay(request({ msisdn: '+250 78 812 3456' })))).toMatchObject({ status: 400, notActedOn: true });
  });

  test('MTN down (5xx) may have acted: the attempt stays open to be checked', async () => {
    const mtn = client();
    await mtn.status(randomUUID());
    momo.unavailable = true;
    expect(await providerError(mtn.requestToPay(request()))).toEqual({ message: 'MTN did not accept the request to pay (HTTP 503)', notActedOn: false, status: 503 });
    expect(await providerError(mtn.status(randomUUID()))).toEqual({ message: 'MTN did not answer the status (HTTP 503)', notActedOn: false, status: 503 });
    // Down before any token: the request was never sent.
    expect(await providerError(client().requestToPay(request()))).toEqual({ message: 'MTN refused the token (HTTP 503)', notActedOn: true, status: 503 });
  });

  test('MTN hanging may have acted; MTN not listening surely did not', async () => {
    const mtn = client();
    await mtn.status(randomUUID());
    momo.hang = true;
    const started = Date.now();
    expect(await providerError(mtn.requestToPay(request()))).toEqual({ message: 'the provider did not answer in time', notActedOn: false, status: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    momo.hang = false;
    // A port nothing listens on any more.
    const gone = await new MomoStandIn().start();
    await gone.stop();
    const nowhere = momoClient({ ...momoSettingsFor(momo), apiUrl: gone.url }, 500);
    expect(await providerError(nowhere.requestToPay(request()))).toEqual({ message: 'the provider could not be reached', notActedOn: true, status: 0 });
  });

  test('the status: pending, paid with all its details, declined with MTN\'s reason code, or no such request', async () => {
    const mtn = client();
    const asked = request();
    await mtn.requestToPay(asked);
    expect(await mtn.status(asked.referenceId)).toEqual({ status: 'PENDING' });
    const approved = await momo.approve(asked.referenceId);
    expect(await mtn.status(asked.referenceId)).toEqual({
      status: 'SUCCESSFUL', amount: '5000', currency: 'RWF', financialTransactionId: approved.financialTransactionId, externalId: asked.externalId,
    });
    expect(await mtn.status(randomUUID())).toEqual({ status: 'UNKNOWN' });

    const declined = request();
    await mtn.requestToPay(declined);
    await momo.decline(declined.referenceId, 'PAYER_LIMIT_REACHED');
    expect(await mtn.status(declined.referenceId)).toEqual({ status: 'FAILED', reason: 'PAYER_LIMIT_REACHED' });
    // The reason as an object of a code and MTN's words: the code only.
    const found = momo.requests.get(declined.referenceId)!;
    found.answerOverride = { ...momo.statusBody(found), reason: { code: 'NOT_ENOUGH_FUNDS', message: 'The payer does not have enough funds.' } };
    expect(await mtn.status(declined.referenceId)).toEqual({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });
    // A reason that is no code, or none at all: just FAILED.
    for (const reason of ['<script>alert(1)</script>', { message: 'no code' }, undefined, 'R'.repeat(101)]) {
      found.answerOverride = { ...momo.statusBody({ ...found, answerOverride: undefined }), reason };
      expect(await mtn.status(declined.referenceId)).toEqual({ status: 'FAILED', reason: 'FAILED' });
    }
  });

  test('a status that makes no sense, is too long, breaks off or is not JSON is never taken for a payment', async () => {
    const mtn = client();
    const asked = request();
    await mtn.requestToPay(asked);
    await momo.approve(asked.referenceId);
    const found = momo.requests.get(asked.referenceId)!;
    const truth = momo.statusBody(found);
    for (const lie of [{ status: 'APPROVED' }, { financialTransactionId: undefined }, { amount: { value: 5000 } }, { currency: 'RWFX' }, { externalId: null }]) {
      found.answerOverride = { ...truth, ...lie };
      expect(await providerError(mtn.status(asked.referenceId))).toEqual({ message: 'MTN answered a status that makes no sense', notActedOn: false, status: 200 });
    }
    // A number where MTN writes a string is read as its digits.
    found.answerOverride = { ...truth, amount: 5000 };
    expect(await mtn.status(asked.referenceId)).toMatchObject({ status: 'SUCCESSFUL', amount: '5000' });
    found.answerOverride = undefined;

    momo.statusAnswers = 'too long';
    expect(await providerError(mtn.status(asked.referenceId))).toEqual({ message: 'the provider answered more than 64 KB', notActedOn: false, status: 200 });
    momo.statusAnswers = 'broken off';
    expect(await providerError(mtn.status(asked.referenceId))).toEqual({ message: 'the provider\'s answer broke off', notActedOn: false, status: 200 });
    momo.statusAnswers = 'not json';
    expect(await providerError(mtn.status(asked.referenceId))).toEqual({ message: 'MTN answered a status that makes no sense', notActedOn: false, status: 200 });
  });

  test('no error says a key or MTN\'s own words', async () => {
    const settings = momoSettingsFor(momo);
    const lines = [
      (await providerError(client({ apiKey: 'wrong-api-key-0001' }).requestToPay(request()))).message,
      (await providerError(client({ targetEnvironment: 'sandbox' }).requestToPay(request()))).message,
    ];
    for (const line of lines) {
      for (const secret of [settings.apiKey, settings.subscriptionKey, 'wrong-api-key-0001', 'Access denied', 'INVALID_TARGET_ENVIRONMENT', 'token-']) {
        expect(line).not.toContain(secret);
      }
    }
  });
});

describe('Flutterwave\'s answers', () => {
  const flutterwave = new MisleadingFlutterwave();
  beforeAll(() => flutterwave.start());
  afterAll(() => flutterwave.stop());
  afterEach(() => {
    flutterwave.unavailable = false;
    flutterwave.pageAt = null;
  });

  const client = (secretKey = FLUTTERWAVE_SECRETS.secretKey) => flutterwaveClient({ ...flutterwaveSettingsFor(flutterwave), secretKey }, 500);
  let n = 0;
  const payment = () => ({
    txRef: `BCF-C${String(++n).padStart(5, '0')}-${randomUUID().slice(0, 8)}`, amount: 20, currency: 'USD',
    redirectUrl: 'https://bcf.rw/pay/card/return', email: 'donor@bcf.test', name: '', title: 'Gift',
  });

  test('the hosted page is given for a payment once; a refused one was not acted on, one while down may have been', async () => {
    const card = client();
    const first = payment();
    expect(await card.hostedPage(first)).toBe(`${flutterwave.url}/checkout/${encodeURIComponent(first.txRef)}`);
    expect(flutterwave.checkouts.get(first.txRef)).toMatchObject({ amount: '20', currency: 'USD', email: 'donor@bcf.test' });
    expect(await providerError(card.hostedPage(first))).toEqual({ message: 'Flutterwave did not give a payment page (HTTP 400)', notActedOn: true, status: 400 });
    expect(await providerError(client('FLWSECK_TEST-not-ours').hostedPage(payment()))).toEqual({
      message: 'Flutterwave did not give a payment page (HTTP 401)', notActedOn: true, status: 401,
    });
    flutterwave.unavailable = true;
    expect(await providerError(card.hostedPage(payment()))).toEqual({ message: 'Flutterwave did not give a payment page (HTTP 503)', notActedOn: false, status: 503 });
  });

  test('a payment page that is not Flutterwave\'s (plain http elsewhere) is never handed to the donor', async () => {
    for (const link of ['http://pay.example.com/checkout/1', 'javascript:alert(1)', `http://127.0.0.2:${new URL(flutterwave.url).port}/checkout/1`]) {
      flutterwave.pageAt = link;
      expect(await providerError(client().hostedPage(payment()))).toEqual({ message: 'Flutterwave did not give a payment page (HTTP 200)', notActedOn: false, status: 200 });
    }
    flutterwave.pageAt = 'https://checkout.flutterwave.com/v3/hosted/pay/abc';
    expect(await client().hostedPage(payment())).toBe('https://checkout.flutterwave.com/v3/hosted/pay/abc');
  });

  test('a transaction verified by its id or by our reference; none is null', async () => {
    const card = client();
    const opened = payment();
    await card.hostedPage(opened);
    expect(await card.verifyByReference(opened.txRef)).toBeNull();
    expect(await card.verify('999999999')).toBeNull();
    const paid = flutterwave.pay(opened.txRef);
    const verified = { id: String(paid.id), txRef: opened.txRef, status: 'successful', amount: '20', currency: 'USD', amountSettled: String(paid.amount_settled) };
    expect(await card.verify(String(paid.id))).toEqual(verified);
    expect(await card.verifyByReference(opened.txRef)).toEqual(verified);
  });

  test('a verification that makes no sense, or Flutterwave down, is an error and never a payment', async () => {
    const card = client();
    const opened = payment();
    await card.hostedPage(opened);
    const paid = flutterwave.pay(opened.txRef);
    for (const lie of [{ amount: -20 }, { amount: '20.001' }, { currency: undefined }, { tx_ref: '' }, { status: ['successful'] }] as unknown as Partial<CardTransaction>[]) {
      flutterwave.transactions.set(paid.id, { ...paid, ...lie } as CardTransaction);
      expect(await providerError(card.verify(String(paid.id)))).toEqual({ message: 'Flutterwave answered a verification that makes no sense', notActedOn: false, status: 200 });
    }
    // Amounts as strings of digits are read too; a settled amount that is none is not said.
    flutterwave.transactions.set(paid.id, { ...paid, amount: '20.50', amount_settled: 'n/a' } as unknown as CardTransaction);
    expect(await card.verify(String(paid.id))).toMatchObject({ amount: '20.50', amountSettled: null });
    expect(await providerError(client('FLWSECK_TEST-not-ours').verifyByReference(opened.txRef))).toEqual({
      message: 'Flutterwave did not answer the verification (HTTP 401)', notActedOn: false, status: 401,
    });
    flutterwave.unavailable = true;
    expect(await providerError(card.verify(String(paid.id)))).toEqual({ message: 'Flutterwave did not answer the verification (HTTP 503)', notActedOn: false, status: 503 });
  });

  test('the webhook\'s verif-hash is the secret hash exactly, or nothing', () => {
    const hash = FLUTTERWAVE_SECRETS.secretHash;
    expect(webhookHashMatches(hash, hash)).toBe(true);
    for (const given of [undefined, null, ['x'], 42, '', hash.toUpperCase(), `${hash} `, hash.slice(1), 'x'.repeat(501)]) {
      expect(webhookHashMatches(hash, given)).toBe(false);
    }
  });
});
