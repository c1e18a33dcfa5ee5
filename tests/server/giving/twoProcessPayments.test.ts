// Two server processes on one PostgreSQL schema (behind a load balancer), MTN MoMo and Flutterwave
// answering SUCCESSFUL (tests/kit/momoStandIn.ts, flutterwaveStandIn.ts): MTN's callbacks, the
// gift's externalId callbacks, Flutterwave's webhooks and the donors' returns sent to both at once,
// many times, with both processes' scheduled checks ticking, receive each gift once: one receipt
// number, one receipt e-mail through a real SMTP server. PostgreSQL only: PGlite is one process's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { FLUTTERWAVE_SECRETS, FlutterwaveStandIn, flutterwaveSettingsFor } from '../../kit/flutterwaveStandIn.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL, TestSmtpServer } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';

const PLEDGE = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!) { pledgeGift(input: $input) { reference payToken } }`;
const PAY_MOMO = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status } }`;
const PAY_CARD = /* GraphQL */ `mutation pay($reference: String!, $payToken: String!) { payGiftByCard(reference: $reference, payToken: $payToken) { link } }`;

const postgres = databases.find((kind) => kind.name === 'postgres');
/** Gifts of each way, and notices of each kind sent for each gift (half to each process). */
const GIFTS = 6;
const NOTICES = 16;
const RECEIPT_NUMBER = /BCF-\d{4}-\d{4,}/;

describe.runIf(postgres)('two server processes receiving online payments on one PostgreSQL schema', () => {
  const smtp = new TestSmtpServer();
  const momo = new MomoStandIn();
  const flutterwave = new FlutterwaveStandIn();
  let owner: TestServer;
  const processes: TestServerProcess[] = [];

  beforeAll(async () => {
    await Promise.all([smtp.start(), momo.start(), flutterwave.start()]);
    // This one makes the schema (its migrations); the processes share it.
    owner = new TestServer(postgres!, { seed: false });
    await owner.start();
    await owner.stop();
    const settings = {
      seed: false,
      databaseSchema: owner.schema,
      publicUrl: PUBLIC_URL,
      payments: { momo: momoSettingsFor(momo), flutterwave: flutterwaveSettingsFor(flutterwave) },
      // Both processes' scheduled checks look for due attempts every 50 ms, and a hint checks at once.
      paymentTimings: { tickMs: 50, firstCheckMs: 0, maxBackoffMs: 0, deadlineMs: 120_000, leaseMs: 30_000, hintSpacingMs: 0, providerTimeoutMs: 5_000 },
    };
    processes.push(...(await Promise.all([0, 1].map(() => startTestServerProcess({ postgres: true, smtpUrl: smtp.url, settings })))));
    momo.callbacksTo = processes[0]!.url;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((one) => one.stop()));
    await owner?.destroy();
    await Promise.all([smtp.stop(), momo.stop(), flutterwave.stop()]);
  });

  /** The n-th notice goes to one process, the next to the other: a round-robin load balancer. */
  const at = (n: number) => processes[n % 2]!.url;

  async function pledge(input: Record<string, unknown>, n: number) {
    const answer = await processes[n % 2]!.gql<{ pledgeGift: { reference: string; payToken: string } }>(PLEDGE, { input });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.pledgeGift;
  }

  test('callbacks, webhooks and returns sent to both at once receive each gift once, with one receipt e-mail', async () => {
    const donors: { email: string; reference: string }[] = [];
    const notices: (() => Promise<Response>)[] = [];
    /** The donors approve or pay; each adds the notices that follow it. */
    const approvals: (() => Promise<unknown>)[] = [];

    for (let n = 0; n < GIFTS; n++) {
      const email = `momo-twin-${n}@bcf.test`;
      const gift = await pledge({ amount: 5_000 + n, way: 'MTN_MOMO', email }, n);
      const paying = await processes[(n + 1) % 2]!.gql(PAY_MOMO, { reference: gift.reference, payToken: gift.payToken, number: `078 82${String(n).padStart(5, '0')}` });
      expect(paying.errors).toBeUndefined();
      const sent = momo.forReference(gift.reference)!;
      // The payer approves just before the notices go (MTN's own callback, to one process, among them).
      approvals.push(() => {
        const approved = momo.approve(sent.referenceId);
        const body = JSON.stringify(momo.statusBody(sent));
        for (let k = 0; k < NOTICES; k++) {
          const path = k % 3 === 2 ? '/hooks/momo' : `/hooks/momo/${sent.referenceId}`;
          notices.push(() => fetch(`${at(k)}${path}`, { method: k % 2 ? 'PUT' : 'POST', headers: { 'content-type': 'application/json' }, body }));
        }
        return approved;
      });
      donors.push({ email, reference: gift.reference });
    }

    for (let n = 0; n < GIFTS; n++) {
      const email = `card-twin-${n}@bcf.test`;
      const gift = await pledge({ amount: 20 + n, currency: 'USD', way: 'CARD', email }, n);
      const paying = await processes[(n + 1) % 2]!.gql<{ payGiftByCard: { link: string } }>(PAY_CARD, { reference: gift.reference, payToken: gift.payToken });
      expect(paying.errors).toBeUndefined();
      const checkout = flutterwave.checkoutFor(gift.reference)!;
      approvals.push(async () => {
        const paid = flutterwave.pay(checkout.txRef);
        const back = new URL(flutterwave.returnUrl(checkout.txRef, paid));
        for (let k = 0; k < NOTICES; k++) {
          notices.push(
            k % 2
              ? () => fetch(`${at(k)}${back.pathname}${back.search}`, { redirect: 'manual' })
              : () => fetch(`${at(k)}/hooks/flutterwave`, { method: 'POST', headers: { 'content-type': 'application/json', 'verif-hash': FLUTTERWAVE_SECRETS.secretHash }, body: flutterwave.webhookBody(paid) }),
          );
        }
      });
      donors.push({ email, reference: gift.reference });
    }

    // Every payment approved at once (both processes' checks ticking), then every notice at once,
    // in a shuffled order, to both processes.
    const approved = approvals.map((approve) => approve());
    for (let i = notices.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [notices[i], notices[j]] = [notices[j]!, notices[i]!];
    }
    const answers = await Promise.all(notices.map((send) => send()));
    await Promise.all(approved);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 303)).toEqual([]);

    const references = donors.map((donor) => donor.reference);
    const gifts = () =>
      processes[0]!.query<{ reference: string; status: string; receipt_number: string | null; paid_online: string }>(
        'SELECT reference, status, receipt_number, paid_online FROM gifts WHERE reference = ANY($1::text[]) ORDER BY reference',
        [references],
      );
    await expect.poll(async () => (await gifts()).filter((gift) => gift.status === 'RECEIVED').length, { timeout: 30_000, interval: 200 }).toBe(2 * GIFTS);
    const received = await gifts();
    // One receipt number each, none repeated.
    expect(new Set(received.map((gift) => gift.receipt_number)).size).toBe(2 * GIFTS);
    expect(received.every((gift) => RECEIPT_NUMBER.test(gift.receipt_number ?? ''))).toBe(true);
    expect(received.map((gift) => gift.paid_online).sort()).toEqual([...Array<string>(GIFTS).fill('FLUTTERWAVE'), ...Array<string>(GIFTS).fill('MTN_MOMO')]);
    // Each attempt ended once, successful, with nothing for staff to look at (no "paid twice").
    const attempts = await processes[1]!.query<{ status: string; reason: string }>(
      'SELECT p.status, p.reason FROM gift_payments p JOIN gifts g ON g.id = p.gift_id WHERE g.reference = ANY($1::text[])',
      [references],
    );
    expect(attempts).toEqual(Array.from({ length: 2 * GIFTS }, () => ({ status: 'SUCCESSFUL', reason: '' })));
    const queuedReceipts = await processes[0]!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox o JOIN gifts g ON g.id = o.gift_id WHERE g.reference = ANY($1::text[]) AND o.kind = 'receipt'`,
      [references],
    );
    expect(queuedReceipts[0]!.n).toBe(2 * GIFTS);

    // Each donor's mailbox gets one receipt, with the gift's own number.
    const receiptsTo = (email: string) => smtp.to(email).filter((one) => RECEIPT_NUMBER.test(one.mail.subject ?? ''));
    await expect.poll(() => donors.filter((donor) => receiptsTo(donor.email).length >= 1).length, { timeout: 30_000, interval: 200 }).toBe(2 * GIFTS);
    // Once nothing is left queued, nothing more can be sent: still one each.
    const queued = async () => (await processes[0]!.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'`))[0]!.n;
    await expect.poll(queued, { timeout: 20_000, interval: 100 }).toBe(0);
    for (const donor of donors) {
      const receipts = receiptsTo(donor.email);
      expect(receipts, donor.email).toHaveLength(1);
      const number = received.find((gift) => gift.reference === donor.reference)!.receipt_number!;
      expect(receipts[0]!.mail.subject).toContain(number);
    }
    // The providers were asked by both processes, but each payment was received by one.
    expect(momo.calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(GIFTS);
  }, 150_000);
});
