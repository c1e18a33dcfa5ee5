// The bounce mailbox end to end: the server sends through the test SMTP server with its envelope
// sender carrying each message's signed token; returned mail (shaped as real mail systems write it)
// is put into a real Dovecot's INBOX; one poll reads it, records what it can tie to a sent message,
// and moves that to Processed. Anything else stays where it is, unread, and nothing is ever deleted.
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBounceMailbox, MAX_PER_POLL, type PollResult } from '../../../server/bounces/mailbox.ts';
import { bounceTokens } from '../../../server/bounces/token.ts';
import { databasesOf } from '../../kit/databases.ts';
import { ADD_POST, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { startDovecot, type TestDovecot } from '../../kit/dovecot.ts';
import { TestServer } from '../../kit/server.ts';
import { JWT_SECRET } from '../../kit/settings.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn, mailSettings, type Received } from '../../kit/smtp.ts';
import { returnedMail } from './returnedMail.ts';

const SUBSCRIBERS = `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail status } }`;
const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id total } }`;
const SENDS = `query getNewsletterSends { getNewsletterSends { id title status total sent bounced complaints } }`;
const BOUNCE_ADDRESS = 'bounces@bcf.rw';
/** Polls only when a test says so. */
const HOUR = 3_600_000;
const tokens = bounceTokens(JWT_SECRET);

interface Send {
  id: string;
  title: string;
  status: string;
  total: number;
  sent: number;
  bounced: number;
  complaints: number;
}

describe.each(databasesOf(import.meta.url))('the bounce mailbox on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let dovecot: TestDovecot;
  let server: TestServer;
  let token: string;
  const [amina, brian, claude, dora] = ['amina@example.org', 'brian@example.org', 'claude@example.org', 'dora@example.org'];

  beforeAll(async () => {
    await smtp.start();
    dovecot = await startDovecot();
    server = new TestServer(kind, {
      seed: false,
      publicUrl: PUBLIC_URL,
      mail: mailSettings(smtp),
      subscribeLimitPerHour: 1_000,
      bounces: { address: BOUNCE_ADDRESS, mailboxUrl: dovecot.url, pollMs: HOUR },
    });
    await server.start();
    token = await server.login();
    for (const email of [amina, brian, claude]) await subscribeAndConfirm(email);
  }, 120_000);

  afterAll(async () => {
    await server?.destroy();
    await dovecot?.stop();
    await smtp.stop();
  });

  async function subscribeAndConfirm(email: string) {
    const result = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
    expect(result.errors).toBeUndefined();
    const confirm = await smtp.waitFor(email, (message) => message.mail.subject?.startsWith('Confirm') ?? false);
    const link = linkIn(confirm.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, server.url);
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/SubscriptionConfirmed');
    await server.mailSettled();
  }

  async function statusOf(email: string): Promise<string | undefined> {
    const { data } = await server.gql<{ getAllSubscriptions: { subscriptionWithEmail: string; status: string }[] }>(SUBSCRIBERS, {}, token);
    return data!.getAllSubscriptions.find((row) => row.subscriptionWithEmail === email)?.status;
  }

  async function sends(): Promise<Send[]> {
    return (await server.gql<{ getNewsletterSends: Send[] }>(SENDS, {}, token)).data!.getNewsletterSends;
  }

  /** Sends a newsletter of a new post to every ACTIVE subscriber; answers what each received. */
  async function newsletter(title: string): Promise<{ send: Send; received: Received[] }> {
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title }) }, token);
    const queued = await server.gql<{ sendPostToSubscribers: { id: string } }>(SEND, { input: added.data!.addPost._id }, token);
    expect(queued.errors).toBeUndefined();
    await expect.poll(async () => (await sends()).find((send) => send.title === title)?.status, { timeout: 20_000 }).toBe('DONE');
    await server.mailSettled();
    return { send: (await sends()).find((send) => send.title === title)!, received: smtp.received.filter((message) => message.mail.subject === title) };
  }

  /** The token a message carries: in its envelope sender only, never in its Message-ID. */
  function tokenOf(message: Received): string {
    const [fromEnvelope] = tokens.find(message.from);
    expect(message.from).toBe(`bounces+${fromEnvelope}@bcf.rw`);
    expect(tokens.find(message.mail.messageId ?? '')).toEqual([]);
    return fromEnvelope!;
  }

  /** Every message in every folder: nothing is ever deleted. */
  async function total(): Promise<number> {
    return Object.values(await dovecot.counts()).reduce((sum, n) => sum + n, 0);
  }

  /** One poll of the server's own reader; no message is lost by it. */
  async function poll(): Promise<PollResult> {
    const before = await total();
    const result = await server.services.bounceMailbox!.pollNow();
    expect(await total()).toBe(before);
    expect(result).not.toBeNull();
    return result!;
  }

  /** The database's rows, but for the reader's own position and lease. */
  async function state() {
    const { bounce_mailbox: _reader, ...rest } = await server.fingerprint();
    return rest;
  }

  test('a permanent bounce of one newsletter marks its subscriber Bounced in one poll; the next newsletter goes to the other two', async () => {
    const first = await newsletter('Our news for November');
    expect(first.received.map((message) => message.to).sort()).toEqual([amina, brian, claude]);
    const toAmina = first.received.find((message) => message.to === amina)!;

    await dovecot.append([returnedMail('postfix-dsn-permanent', tokenOf(toAmina), amina)]);
    expect(await poll()).toEqual({ read: 1, processed: 1, left: 0, skipped: 0 });
    expect(await statusOf(amina)).toBe('BOUNCED');
    expect(await statusOf(brian)).toBe('ACTIVE');
    expect(await dovecot.list('INBOX')).toEqual([]);
    expect((await dovecot.list('Processed')).map((message) => message.subject)).toEqual(['Undelivered Mail Returned to Sender']);
    expect((await sends()).find((send) => send.id === first.send.id)).toMatchObject({ sent: 3, bounced: 1, complaints: 0 });

    const second = await newsletter('Our news for December');
    expect(second.send.total).toBe(2);
    expect(second.received.map((message) => message.to).sort()).toEqual([brian, claude]);
  });

  test('a complaint report marks its subscriber Unsubscribed and counts on the send', async () => {
    const december = smtp.received.find((message) => message.to === brian && message.mail.subject === 'Our news for December')!;
    await dovecot.append([returnedMail('yahoo-arf', tokenOf(december), brian)]);
    expect(await poll()).toEqual({ read: 1, processed: 1, left: 0, skipped: 0 });
    expect(await statusOf(brian)).toBe('UNSUBSCRIBED');
    expect((await sends()).find((send) => send.title === 'Our news for December')).toMatchObject({ complaints: 1, bounced: 0 });
    expect(await dovecot.list('Processed')).toHaveLength(2);
  });

  test('auto-replies change nothing and stay in the inbox, unread', async () => {
    const december = smtp.received.find((message) => message.to === claude && message.mail.subject === 'Our news for December')!;
    const before = await state();
    await dovecot.append([returnedMail('vacation', tokenOf(december), claude), returnedMail('outlook-automatic-reply', tokenOf(december), claude)]);
    expect(await poll()).toEqual({ read: 2, processed: 0, left: 2, skipped: 0 });
    expect(await statusOf(claude)).toBe('ACTIVE');
    expect(await state()).toEqual(before);
    const inbox = await dovecot.list('INBOX');
    expect(inbox).toHaveLength(2);
    for (const message of inbox) expect(message.flags).not.toContain('\\Seen');
  });

  test('a forged or altered token, or the token of a message never sent, changes nothing and the message stays', async () => {
    const december = smtp.received.find((message) => message.to === claude && message.mail.subject === 'Our news for December')!;
    const real = tokenOf(december);
    const [id, signature] = real.split('-') as [string, string];
    const altered = `${id}-${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`;
    // A well-signed token for another id: of the confirmation e-mail to an address that refused it (failed, never sent), and of no message at all.
    smtp.refused.add('refused@example.org');
    await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'refused@example.org' } });
    await server.mailSettled();
    const [failed] = await server.services.db.query<{ id: string }>(`SELECT id::text FROM mail_outbox WHERE recipient = 'refused@example.org' AND status = 'failed'`);
    expect(failed).toBeDefined();
    const neverSent = tokens.sign(failed!.id);
    const noMessage = tokens.sign('987654321');
    const madeUp = `${id}-${'a'.repeat(16)}`;

    const before = await state();
    const inboxBefore = (await dovecot.list('INBOX')).length;
    await dovecot.append([
      returnedMail('postfix-dsn-permanent', altered, claude),
      returnedMail('gmail-dsn', madeUp, claude),
      returnedMail('yahoo-arf', altered, claude),
      returnedMail('qmail-failure-notice', neverSent, 'refused@example.org'),
      returnedMail('outlook-ndr', noMessage, claude),
    ]);
    expect(await poll()).toEqual({ read: 5, processed: 0, left: 5, skipped: 0 });
    expect(await state()).toEqual(before);
    expect(await statusOf(claude)).toBe('ACTIVE');
    const inbox = await dovecot.list('INBOX');
    expect(inbox).toHaveLength(inboxBefore + 5);
    for (const message of inbox) expect(message.flags).not.toContain('\\Seen');
  });

  test('the same bounce twice acts once: the second is moved to Processed and changes nothing', async () => {
    const toAmina = smtp.received.find((message) => message.to === amina && message.mail.subject === 'Our news for November')!;
    const before = await state();
    const processed = (await dovecot.list('Processed')).length;
    await dovecot.append([returnedMail('postfix-dsn-permanent', tokenOf(toAmina), amina)]);
    expect(await poll()).toEqual({ read: 1, processed: 1, left: 0, skipped: 0 });
    expect(await state()).toEqual(before);
    expect(await dovecot.list('Processed')).toHaveLength(processed + 1);
  });

  test('a new UIDVALIDITY reads the folder again from its start; what was left changes nothing', async () => {
    const before = await state();
    const inbox = (await dovecot.list('INBOX')).length;
    await server.services.db.query(`UPDATE bounce_mailbox SET uid_validity = '1', last_uid = 999999`);
    expect(await poll()).toEqual({ read: inbox, processed: 0, left: inbox, skipped: 0 });
    expect(await state()).toEqual(before);
    expect(await poll()).toEqual({ read: 0, processed: 0, left: 0, skipped: 0 });
  });

  test('a 20 MB message is read only in part, stays, and the poll finishes', async () => {
    const claudeToken = tokenOf(smtp.received.find((message) => message.to === claude && message.mail.subject === 'Our news for December')!);
    // A bounce whose only token is past its first 256 KB.
    const filler = `${'A'.repeat(76)}\r\n`.repeat(Math.ceil((20 * 1024 * 1024) / 78));
    const huge = [
      'From: MAILER-DAEMON@mx.example.org',
      'Subject: Undelivered Mail Returned to Sender',
      'Content-Type: multipart/mixed; boundary="big"',
      '',
      '--big',
      'Content-Type: application/octet-stream',
      'Content-Transfer-Encoding: base64',
      '',
      filler,
      '--big',
      'Content-Type: text/plain',
      '',
      `550 5.1.1 unknown; the message was sent by bounces+${claudeToken}@bcf.rw`,
      '--big--',
      '',
    ].join('\r\n');
    const before = await state();
    const loggedOut = () => [...dovecot.log().matchAll(/Logged out in=\d+ out=(\d+)/g)].map((match) => Number(match[1]));
    const sessions = loggedOut().length;
    await dovecot.append([huge]);

    expect(await poll()).toEqual({ read: 1, processed: 0, left: 1, skipped: 1 });
    expect(await state()).toEqual(before);
    expect(await statusOf(claude)).toBe('ACTIVE');
    // Dovecot logs what each session sent: the append's and the poll's, each far below the message's size.
    await expect.poll(() => loggedOut().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(sessions + 2);
    for (const sent of loggedOut().slice(sessions)) expect(sent).toBeLessThan(1024 * 1024);
    const inbox = await dovecot.list('INBOX');
    expect(inbox.at(-1)!.size).toBeGreaterThan(20 * 1024 * 1024);
    expect(inbox.at(-1)!.flags).not.toContain('\\Seen');
  }, 60_000);

  test('10,000 messages are worked through in polls of at most 500, the one bounce among them recorded and the rest left as they were', async () => {
    await subscribeAndConfirm(dora);
    const welcome = await smtp.waitFor(dora, (message) => message.mail.subject?.startsWith('Welcome') ?? false);
    const unrelated = Array.from({ length: 10_000 }, (_, i) =>
      i % 10 === 0
        ? returnedMail('vacation', `${i + 1}-${'b'.repeat(16)}`, `person${i}@example.org`)
        : `From: Person ${i} <person${i}@example.org>\r\nTo: ${BOUNCE_ADDRESS}\r\nSubject: Question ${i}\r\nMessage-ID: <q${i}@example.org>\r\n\r\nHello, question number ${i}.\r\n`,
    );
    unrelated.splice(6_000, 0, returnedMail('gmail-dsn', tokenOf(welcome), dora));
    const inboxBefore = (await dovecot.list('INBOX')).length;
    const totalBefore = await total();
    dovecot.deliverToMaildir(unrelated);

    const results: PollResult[] = [];
    for (;;) {
      const result = (await server.services.bounceMailbox!.pollNow())!;
      if (result.read === 0) break;
      results.push(result);
      expect(result.read).toBeLessThanOrEqual(MAX_PER_POLL);
    }
    expect(results.length).toBe(Math.ceil(10_001 / MAX_PER_POLL));
    expect(results.reduce((sum, r) => sum + r.read, 0)).toBe(10_001);
    expect(results.reduce((sum, r) => sum + r.processed, 0)).toBe(1);
    expect(await statusOf(dora)).toBe('BOUNCED');
    expect(await total()).toBe(totalBefore + 10_001);
    const inbox = await dovecot.list('INBOX');
    expect(inbox).toHaveLength(inboxBefore + 10_000);
    expect(inbox.filter((message) => message.flags.includes('\\Seen'))).toEqual([]);
  }, 180_000);

  test('stopped during a poll, a reader finishes the batch in hand and gives the mailbox up; the next reader goes on from there', async () => {
    dovecot.deliverToMaildir(Array.from({ length: 1_000 }, (_, i) => `From: p${i}@example.org\r\nSubject: Later ${i}\r\n\r\nHello ${i}\r\n`));
    await server.services.db.query(`UPDATE bounce_mailbox SET locked_until = now() - interval '1 second'`);
    const other = startBounceMailbox({ repos: server.services.repos, settings: { url: dovecot.url, pollMs: HOUR }, record: server.services.bounces.record, log: server.app.log });
    const polling = other.pollNow();
    await expect.poll(async () => (await server.services.db.query<{ taken: boolean }>(`SELECT holder IS NOT NULL AND locked_until > now() AS taken FROM bounce_mailbox`))[0]!.taken).toBe(true);
    await other.stop();
    const first = await polling;
    expect(first).not.toBeNull();
    expect((await server.services.db.query<{ holder: string | null }>('SELECT holder FROM bounce_mailbox'))[0]!.holder).toBeNull();

    let read = first!.read;
    for (;;) {
      const result = await poll();
      if (result.read === 0) break;
      read += result.read;
    }
    expect(read).toBe(1_000);
  });

  test('one process at a time reads the mailbox: another waits until the lease is given up or runs out', async () => {
    const own = server.services.bounceMailbox!;
    const other = startBounceMailbox({ repos: server.services.repos, settings: { url: dovecot.url, pollMs: HOUR }, record: server.services.bounces.record, log: server.app.log });
    try {
      expect(await own.pollNow()).not.toBeNull();
      expect(await other.pollNow()).toBeNull();
      const [a, b] = await Promise.all([own.pollNow(), other.pollNow()]);
      expect(a).not.toBeNull();
      expect(b).toBeNull();

      // The holder stopped answering: once its lease ran out, the other takes over, and the first has lost it.
      await server.services.db.query(`UPDATE bounce_mailbox SET locked_until = now() - interval '1 second'`);
      expect(await other.pollNow()).not.toBeNull();
      expect(await own.pollNow()).toBeNull();
    } finally {
      await other.stop();
    }
    // Given up at stop: the server's own reader reads again.
    expect(await own.pollNow()).not.toBeNull();
    expect(await other.pollNow()).toBeNull();
  });

  test('a mailbox it cannot log in to or reach fails the poll, each poll after it tries again, and the server carries on', async () => {
    await server.services.db.query(`UPDATE bounce_mailbox SET holder = NULL, locked_until = NULL`);
    const wrong = startBounceMailbox({
      repos: server.services.repos,
      settings: { url: dovecot.url.replace(/:[0-9a-f]+@/, ':wrong-password@'), pollMs: HOUR },
      record: server.services.bounces.record,
      log: server.app.log,
    });
    try {
      await expect(wrong.pollNow()).rejects.toThrow();
    } finally {
      await wrong.stop();
    }

    // Polling on its own against a port where nothing listens: each failure is logged, the next poll comes.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const warnings: string[] = [];
    const log: FastifyBaseLogger = Object.assign(Object.create(server.app.log) as FastifyBaseLogger, {
      warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))),
    });
    const unreachable = startBounceMailbox({
      repos: server.services.repos,
      settings: { url: `imap://bounces:x@127.0.0.1:${closed}/INBOX`, pollMs: 20 },
      record: server.services.bounces.record,
      log,
    });
    try {
      await expect.poll(() => warnings.filter((text) => text.includes('poll failed')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      await unreachable.stop();
    }
    expect((await server.request('/healthz')).status).toBe(200);
    expect(await poll()).toEqual({ read: 0, processed: 0, left: 0, skipped: 0 });
  });
});
