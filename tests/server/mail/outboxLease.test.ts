// Two servers' mail workers on one PostgreSQL outbox, the receiver slow: a worker claims a batch
// for a lease and sends it a few at a time, so a batch can take longer than its lease; whatever it
// has not started by then is left to lapse, and what it is still sending stays its own: nothing is
// sent by both, or twice by one.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_IN_FLIGHT } from '../../../server/mail/settings.ts';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../../kit/smtp.ts';

const postgres = databases.find((kind) => kind.name === 'postgres');
const smtp = new TestSmtpServer();
const LEASE_MS = 4_000;
const READERS = 50;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!postgres) return;
  await smtp.start();
  const mail = mailSettings(smtp, { notifyOnSubscribe: false, timings: { leaseMs: LEASE_MS, smtpTimeoutMs: 20_000 } });
  a = new TestServer(postgres, { seed: false, publicUrl: PUBLIC_URL, mail });
  await a.start();
  b = new TestServer(postgres, { seed: false, publicUrl: PUBLIC_URL, mail, databaseSchema: a.schema });
  await b.start();
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await a?.destroy();
  await b?.destroy();
  await smtp.stop();
});

/** Queues a newsletter of a new post to `readers` (the only subscribers) and waits until every one is recorded sent. */
async function sendTo(readers: string[], title: string) {
  // Only these readers are subscribed now.
  await a.services.db.query(`DELETE FROM subscribers`);
  for (const email of readers) await a.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [email]);
  const token = await a.login();
  const created = await a.gql<{ addPost: { _id: string } }>(
    'mutation ($input: PostInput!) { addPost(input: $input) { _id } }',
    { input: { title, content: 'Text.', category: 'Events', contentSections: [], image_urls: [] } },
    token,
  );
  expect(created.errors).toBeUndefined();
  const sent = await a.gql<{ sendPostToSubscribers: { total: number } }>(
    'mutation ($id: ID!) { sendPostToSubscribers(input: $id) { total } }',
    { id: created.data!.addPost._id },
    token,
  );
  expect(sent.data?.sendPostToSubscribers.total).toBe(readers.length);
  const settled = async () =>
    (
      await a.services.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox o JOIN newsletter_sends s ON s.id = o.send_id WHERE s.title = $1 AND o.status = 'sent'`,
        [title],
      )
    )[0]!.n;
  await expect.poll(settled, { timeout: 80_000, interval: 250 }).toBe(readers.length);
  // The last answers are in: anything sent twice has arrived by now.
  await expect.poll(() => readers.filter((email) => smtp.to(email).length > 0).length, { timeout: 10_000 }).toBe(readers.length);
}

test.runIf(postgres)('a batch that outlasts its lease: every reader gets the newsletter exactly once', async () => {
  // Each message takes a second to be taken; 50 of them, MAX_IN_FLIGHT at a time, take five:
  // longer than the four-second lease.
  smtp.answerDelayMs = 1_000;
  expect(READERS / MAX_IN_FLIGHT).toBeGreaterThan(LEASE_MS / smtp.answerDelayMs);
  const readers = Array.from({ length: READERS }, (_, n) => `lease-${n}@example.rw`);
  await sendTo(readers, 'Lease Harvest');
  expect(readers.map((email) => smtp.to(email).length)).toEqual(readers.map(() => 1));
}, 120_000);

test.runIf(postgres)('a message that takes longer than its lease to send is sent once', async () => {
  smtp.answerDelayMs = 7_000;
  expect(smtp.answerDelayMs).toBeGreaterThan(LEASE_MS);
  const readers = Array.from({ length: MAX_IN_FLIGHT }, (_, n) => `slow-${n}@example.rw`);
  await sendTo(readers, 'Slow Harvest');
  expect(readers.map((email) => smtp.to(email).length)).toEqual(readers.map(() => 1));
}, 120_000);
