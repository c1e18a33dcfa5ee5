// The subscribe form as a mail cannon (the attack review's finding 1): display names, comments and
// lists that a mail library reads as someone else's mailbox, one client subscribing without end,
// one mailbox flooded with confirmations, and rows that never go away.
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, isValidEmail, normaliseEmail } from '../../../shared/rules.ts';
import { sweep } from '../../../server/mail/housekeeping.ts';
import { subscribeLimit } from '../../../server/core/formLimit.ts';
import { databasesOf, pgliteAlone } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../../kit/smtp.ts';
import { errorCode } from '../../kit/graphql.ts';
import { sleep } from './rawHttp.ts';
import { withMailServer } from '../../kit/withServer.ts';

const VICTIM = 'victim@example.test';

/** Every way the review (and a little more) found to reach one mailbox through a typed "address". */
const ATTACKS = [
  ...Array.from({ length: 30 }, (_, i) => `n${i + 1}<${VICTIM}>`),
  `(c1)${VICTIM}`,
  `${VICTIM}(c1)`,
  `x,${VICTIM}`,
  `${VICTIM},`,
  `${VICTIM};`,
  `x;${VICTIM}`,
  `"x"${VICTIM}`,
  `"x y"@example.test`,
  `Victim <${VICTIM}>`,
  `group:${VICTIM};`,
  `victim@[127.0.0.1]`,
  `a b@example.test`,
  `victim@exa mple.test`,
  `victim@exämple.test`,
  `.victim@example.test`,
  `vic..tim@example.test`,
  `victim@-example.test`,
  `victim@example.123`,
  `${'a'.repeat(65)}@example.test`,
  `a@${'b'.repeat(250)}.test`,
];

const PLAIN = [
  'victim@example.test',
  'first.last+tag@example.co.rw',
  "o'brien@example.test",
  'x_y-z!#$%&*/=?^`{|}~@sub.example.test',
  'a@xn--bcher-kva.example',
  'a@b-c.rw',
  `${'a'.repeat(64)}@example.test`,
];

describe('one address rule (shared/rules.ts)', () => {
  test('each attack is refused', () => {
    for (const typed of ATTACKS) expect(isValidEmail(normaliseEmail(typed)), typed).toBe(false);
  });

  test('a plain mailbox is accepted, and the mail library reads exactly that one address from it', () => {
    for (const address of PLAIN) {
      expect(isValidEmail(normaliseEmail(address)), address).toBe(true);
      const parsed = addressparser(address, { flatten: true });
      expect(parsed, address).toEqual([{ name: '', address }]);
    }
  });

  test('at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(61)}.${'c'.repeat(60)}.${'d'.repeat(63)}.rw`;
    expect(fits.length).toBe(254);
    expect(isValidEmail(fits)).toBe(true);
    const over = `${local}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(63)}.rw`;
    expect(over.length).toBe(255);
    expect(isValidEmail(over)).toBe(false);
  });
});

describe.each(pgliteAlone(import.meta.url))('the subscribe form against a mailbox, on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let server: TestServer;
  let from = 0;
  /** A new client address for each call (through a trusted proxy), so that only the rule under test can refuse. */
  const subscribe = (email: string, address = `10.20.${Math.floor(from / 250)}.${(from++ % 250) + 1}`) =>
    server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } }, { headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    await smtp.start();
    server = new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), trustProxy: 1 });
    await server.start();
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
  });

  test('the 30 display-name subscribes (and every other disguise) are refused and send nothing to the victim', async () => {
    for (const typed of ATTACKS) {
      const result = await subscribe(typed);
      expect(result.errors?.[0]?.message, typed).toBe(MESSAGES.emailInvalid);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    }
    // A real subscription after them: once its confirmation has arrived, anything queued before it has gone out too.
    expect((await subscribe('control@example.test')).errors).toBeUndefined();
    await expect.poll(() => smtp.to('control@example.test').length, { timeout: 10_000 }).toBe(1);
    expect(smtp.to(VICTIM)).toHaveLength(0);
    const rows = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers`);
    expect(rows[0]!.n).toBe(1);
  });

  test('at most 3 confirmation e-mails a day reach one mailbox, whoever asks and however it is written', async () => {
    const target = 'flooded@example.test';
    const typed = [target, ' Flooded@Example.TEST ', 'FLOODED@example.test', 'flooded@EXAMPLE.test'];
    const outcomes: (string | undefined)[] = [];
    for (const email of typed) {
      // Every time, the last link is made old enough for the 10-minute rule to send another.
      await server.services.db.query(`UPDATE subscribers SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`, [target]);
      const result = await subscribe(email);
      outcomes.push(errorCode(result) ?? 'OK');
      if (outcomes.at(-1) === 'RATE_LIMITED') expect(result.errors![0]!.message).toBe('Too many attempts. Please try again later.');
    }
    expect(outcomes).toEqual(['OK', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'RATE_LIMITED']);
    await expect.poll(() => smtp.to(target).length, { timeout: 10_000 }).toBe(3);
    // The refusal queued nothing: no fourth message comes later.
    await expect.poll(() => server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND status = 'queued'`, [target]).then((rows) => rows[0]!.n)).toBe(0);
    expect(smtp.to(target)).toHaveLength(3);
  });

  test('the 10-minute rule keys on the canonical address', async () => {
    expect((await subscribe('canonical@example.test')).errors).toBeUndefined();
    const again = await subscribe('  CANONICAL@Example.Test ');
    expect(again.errors?.[0]?.message).toBe('This email is waiting for confirmation: we sent the link again.');
    await expect.poll(() => smtp.to('canonical@example.test').length, { timeout: 10_000 }).toBe(1);
    await server.mailSettled();
    expect(smtp.to('canonical@example.test')).toHaveLength(1);
  });

  test('+tags and Gmail dots reach one mailbox: at most 3 confirmations a day, whichever variant is typed', async () => {
    const variants = ['victim+1@gmail.com', 'victim+2@gmail.com', 'v.ictim@gmail.com', 'vic.tim+x@googlemail.com', 'victim@gmail.com'];
    // What this block's other tests sent has gone out: from here, only this test's e-mails arrive.
    await server.mailSettled();
    const before = smtp.received.length;
    const codes: string[] = [];
    for (const [i, email] of variants.entries()) {
      const answer = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } }, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      codes.push(errorCode(answer) ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
    await expect.poll(() => smtp.received.length - before, { timeout: 10_000 }).toBe(3);
    await server.mailSettled();
    expect(smtp.received.length - before).toBe(3);
  });
});

describe.each(pgliteAlone(import.meta.url))('subscriptions per client address, one after another, on $name', (kind) => {
  test(`one client may subscribe 10 times an hour; the 11th is RATE_LIMITED, other clients are not`, async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const outcomes: string[] = [];
      for (let i = 0; i < 11; i++) {
        const result = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `reader-${i}@example.test` } });
        outcomes.push(errorCode(result) ?? 'OK');
        if (i === 10) expect(result.errors?.[0]?.message).toBe('Too many attempts. Please try again later.');
      }
      expect(outcomes).toEqual([...Array(10).fill('OK'), 'RATE_LIMITED']);
      const stored = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers`);
      expect(stored[0]!.n).toBe(10);
      // Another client is not held back by the first one.
      const other = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'other@example.test' } }, { remoteAddress: '192.0.2.7' });
      expect(other.errors).toBeUndefined();
    } finally {
      await server.destroy();
    }
  });

  test('the limit is a setting (SUBSCRIBE_LIMIT_PER_HOUR)', async () => {
    const server = await new TestServer(kind, { seed: false, subscribeLimitPerHour: 2 }).start();
    try {
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) {
        const result = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `few-${i}@example.test` } });
        codes.push(errorCode(result) ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'RATE_LIMITED']);
    } finally {
      await server.destroy();
    }
  });
});

// Requests at once race on PostgreSQL's connections (PGlite runs one statement at a time), and the
// counters' windows are reckoned in SQL.
describe.each(databasesOf(import.meta.url))('subscriptions per client address: the counters, asked at once and window by window, on $name', (kind) => {
  test('30 subscriptions sent at once from one client: exactly 10 are accepted', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: `burst-${i}@example.test` } })),
      );
      const codes = results.map((result) => errorCode(result) ?? 'OK');
      expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
      expect(codes.filter((code) => code !== 'OK').every((code) => code === 'RATE_LIMITED')).toBe(true);
    } finally {
      await server.destroy();
    }
  });

  test('a high limit admits a burst whole (the bench\'s setting): 200 asked at the same instant, none refused, the 201st refused', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      // The limiter itself, over the server's database, asked 200 times before any answer comes back.
      const limit = subscribeLimit(server.services.repos.rateLimitCounters, 200);
      const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => limit.admit('198.51.100.9')));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      await expect(limit.admit('198.51.100.9')).rejects.toMatchObject({ message: 'Too many attempts. Please try again later.' });
      // Another process (another limiter on the same database) finds nothing left either.
      const other = subscribeLimit(server.services.repos.rateLimitCounters, 200);
      await expect(other.admit('198.51.100.9')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await server.destroy();
    }
  });

  test('the wait it asks for is enough: asking again after it is admitted', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const counters = server.services.repos.rateLimitCounters;
      // A small limit, where one event more or less is the whole difference.
      const windowMs = 8_000;
      const max = 2;
      const key = `window:${Math.random()}`;
      // Windows start at whole multiples of their length: with less than 3 s left of this one, begin
      // in the next, so the filling and the first refusal fall in one window however slow the machine.
      const left = windowMs - (Date.now() % windowMs);
      if (left < 3_000) await sleep(left + 100);
      // Fill one window, then wait into the next: the previous window's share fades.
      let granted = 0;
      while (granted < max) {
        const lease = await counters.lease(key, windowMs, max);
        if (lease.granted === 0) break;
        granted += lease.granted;
      }
      expect(granted).toBe(max);
      const first = await counters.lease(key, windowMs, max);
      expect(first.granted).toBe(0);
      await sleep(first.windowEnd - Date.now() + 200);
      const refused = await counters.lease(key, windowMs, max);
      expect(refused.granted).toBe(0);
      await sleep(refused.retryAfterSeconds * 1000 + 50);
      const again = await counters.lease(key, windowMs, max);
      expect(again.granted).toBeGreaterThan(0);
    } finally {
      await server.destroy();
    }
  }, 30_000);
});

describe.each(databasesOf(import.meta.url))('nothing grows for good, on $name', (kind) => {
  const { server } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, subscribeLimitPerHour: 1_000 });

  test('pending subscriptions older than 7 days and settled e-mails older than 30 go, in batches; a send keeps its counts', async () => {
    const db = server.services.db;
    const token = await server.login();
    const post = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Kept counts' }) }, token);
    const postId = post.data!.addPost._id;
    // Five stale pending subscriptions, two fresh ones, one old but confirmed.
    await db.query(
      `INSERT INTO subscribers (email, status, confirmation_sent_at, date_subscribed)
       SELECT 'stale-' || n || '@example.test', 'PENDING', now() - interval '8 days', now() - interval '8 days' FROM generate_series(1, 5) n`,
    );
    await db.query(
      `INSERT INTO subscribers (email, status, confirmation_sent_at) VALUES
         ('fresh-1@example.test', 'PENDING', now() - interval '6 days'), ('fresh-2@example.test', 'PENDING', now()),
         ('loyal@example.test', 'ACTIVE', now() - interval '400 days')`,
    );
    // A newsletter send of 7 messages settled 31 days ago (5 sent, 2 failed), and 3 other old rows, and one recent.
    const send = await db.query<{ id: string }>(
      `INSERT INTO newsletter_sends (post_id, title, category, subject, html, text_body, total, date_queued)
       VALUES ($1, 'Kept counts', 'Events', 's', 'h', 't', 7, now() - interval '32 days') RETURNING id`,
      [postId],
    );
    await db.query(
      `INSERT INTO mail_outbox (kind, recipient, send_id, status, finished_at, created_at)
       SELECT 'newsletter', 'r' || n || '@example.test', $1, CASE WHEN n <= 5 THEN 'sent' ELSE 'failed' END,
         now() - interval '31 days', now() - interval '32 days' FROM generate_series(1, 7) n`,
      [send[0]!.id],
    );
    await db.query(
      `INSERT INTO mail_outbox (kind, recipient, subject, html, text_body, status, finished_at) VALUES
         ('confirm', 'a@example.test', 's', 'h', 't', 'sent', now() - interval '31 days'),
         ('welcome', 'b@example.test', 's', 'h', 't', 'failed', now() - interval '45 days'),
         ('confirm', 'c@example.test', 's', 'h', 't', 'skipped', now() - interval '31 days'),
         ('confirm', 'recent@example.test', 's', 'h', 't', 'sent', now() - interval '29 days')`,
    );
    const SENDS = `query { getNewsletterSends { id status total sent failed date_finished } }`;
    const before = (await server.gql<{ getNewsletterSends: unknown[] }>(SENDS, {}, token)).data!.getNewsletterSends;

    const result = await sweep(server.services.repos, 2);
    expect(result).toEqual({ pendingDeleted: 5, outboxDeleted: 10 });
    const left = await db.query<{ email: string }>(`SELECT email FROM subscribers ORDER BY email`);
    expect(left.map((row) => row.email)).toEqual(['fresh-1@example.test', 'fresh-2@example.test', 'loyal@example.test']);
    const outbox = await db.query<{ recipient: string }>(`SELECT recipient FROM mail_outbox`);
    expect(outbox.map((row) => row.recipient)).toEqual(['recent@example.test']);
    const after = (await server.gql<{ getNewsletterSends: unknown[] }>(SENDS, {}, token)).data!.getNewsletterSends;
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ status: 'DONE', total: 7, sent: 5, failed: 2 });
    // A second sweep finds nothing.
    expect(await sweep(server.services.repos, 2)).toEqual({ pendingDeleted: 0, outboxDeleted: 0 });
  });
});

describe.each(pgliteAlone(import.meta.url))('the worker sweeps by itself, on $name', (kind) => {
  test('a stale pending subscription disappears without anyone asking', async () => {
    const smtp = await new TestSmtpServer().start();
    const server = new TestServer(kind, {
      seed: false,
      publicUrl: PUBLIC_URL,
      mail: mailSettings(smtp, { timings: { pollMs: 100, housekeepingMs: 200 } }),
    });
    await server.start();
    try {
      await server.services.db.query(
        `INSERT INTO subscribers (email, status, confirmation_sent_at) VALUES ('stale@example.test', 'PENDING', now() - interval '8 days')`,
      );
      await expect
        .poll(async () => (await server.services.db.query(`SELECT 1 FROM subscribers WHERE email = 'stale@example.test'`)).length, { timeout: 10_000 })
        .toBe(0);
    } finally {
      await server.destroy();
      await smtp.stop();
    }
  });
});
