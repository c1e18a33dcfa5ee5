import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { databases, databasesOf, newSchemaName, removeStoredData, type DatabaseKind } from '../../kit/databases.ts';
import { ADD_POST, LOGIN, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { PUBLIC_URL, TestSmtpServer } from '../../kit/smtp.ts';
import { startServerProcess } from '../../kit/process.ts';
import { graphql } from '../../kit/graphql.ts';

// The shortest lease the setting allows: the restart waits one out before it sends what was in flight.
const LEASE_SECONDS = 5;
const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id total } }`;
const SENDS = `query getNewsletterSends { getNewsletterSends { status total sent failed } }`;

async function token(url: string): Promise<string> {
  return (await graphql<{ login_user: { token: string } }>(url, LOGIN, ADMIN)).data!.login_user.token;
}

/** A database with `count` ACTIVE subscribers and one post, written by a server with e-mail off. */
async function prepare(kind: DatabaseKind, dataDir: string, schema: string, count: number): Promise<{ postId: string; emails: string[] }> {
  // Every subscription comes from this test's one address: the per-address limit is raised for it,
  // to twice the count, as the limit weighs in the previous hour's window too: subscriptions made
  // across the turn of an hour must not meet it.
  const setup = await startServerProcess({ kind, dataDir, schema, env: { SUBSCRIBE_LIMIT_PER_HOUR: String(2 * count) } });
  try {
    const emails = Array.from({ length: count }, (_, i) => `reader-${i}@example.org`);
    for (let i = 0; i < emails.length; i += 20) {
      const answers = await Promise.all(
        emails.slice(i, i + 20).map((email) => graphql(setup.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })),
      );
      expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    }
    const added = await graphql<{ addPost: { _id: string } }>(
      setup.url,
      ADD_POST,
      { input: samplePostInput({ title: 'Crash course' }) },
      await token(setup.url),
    );
    return { postId: added.data!.addPost._id, emails };
  } finally {
    await setup.stop();
  }
}

/** A data folder and a schema for the block's server processes, and an SMTP server: removed and stopped after it. */
function processStorage(kind: DatabaseKind, prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const schema = newSchemaName();
  const smtp = new TestSmtpServer();
  afterAll(async () => {
    await smtp.stop();
    await removeStoredData(kind, dataDir, schema);
  });
  return { dataDir, schema, smtp };
}

const newsletterCounts = (smtp: TestSmtpServer) => {
  const counts = new Map<string, number>();
  for (const { to, mail } of smtp.received) if (mail.subject === 'Crash course') counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

describe.each(databasesOf(import.meta.url))('a send killed mid-way on $name', (kind) => {
  const { dataDir, schema, smtp } = processStorage(kind, 'bcf-mail-crash-');

  test('SIGKILL in the middle of a send: after a restart every recipient gets it within 60 s, only the ones in flight twice', async () => {
    const { postId, emails } = await prepare(kind, dataDir, schema, 150);
    await smtp.start();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RATE: '25', MAIL_LEASE_SECONDS: String(LEASE_SECONDS), STAFF_EMAIL: 'staff-desk@bcf.example' };
    const first = await startServerProcess({ kind, dataDir, schema, env });
    const queued = await graphql<{ sendPostToSubscribers: { total: number } }>(first.url, SEND, { input: postId }, await token(first.url));
    expect(queued.data!.sendPostToSubscribers.total).toBe(150);
    await expect.poll(() => newsletterCounts(smtp).size, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(30);
    await first.kill();
    const beforeRestart = newsletterCounts(smtp).size;
    expect(beforeRestart).toBeLessThan(150);

    const second = await startServerProcess({ kind, dataDir, schema, env: { ...env, MAIL_RATE: '0' } });
    try {
      const restarted = Date.now();
      const secondToken = await token(second.url);
      // Messages claimed at the kill wait for their lease to lapse, then go out again.
      await expect
        .poll(async () => (await graphql<{ getNewsletterSends: object[] }>(second.url, SENDS, {}, secondToken)).data!.getNewsletterSends[0], {
          timeout: 60_000,
          interval: 250,
        })
        .toEqual({ status: 'DONE', total: 150, sent: 150, failed: 0 });
      expect(Date.now() - restarted).toBeLessThan(60_000);
      const counts = newsletterCounts(smtp);
      expect(emails.filter((email) => !counts.has(email))).toEqual([]);
      const twice = [...counts.values()].filter((n) => n > 1);
      expect(twice.every((n) => n === 2)).toBe(true);
      expect(twice.length).toBeLessThanOrEqual(10);
    } finally {
      await second.stop();
    }
  }, 240_000);
});

const postgres = databases.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('two server processes on one PostgreSQL', () => {
  const kind = postgres!;
  const { dataDir, schema, smtp } = processStorage(kind, 'bcf-mail-two-');

  test('both send one send: every address gets it exactly once', async () => {
    const { postId, emails } = await prepare(kind, dataDir, schema, 300);
    await smtp.start();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RATE: '60' };
    const [a, b] = await Promise.all([
      startServerProcess({ kind, dataDir: mkdtempSync(join(tmpdir(), 'bcf-mail-a-')), schema, env }),
      startServerProcess({ kind, dataDir: mkdtempSync(join(tmpdir(), 'bcf-mail-b-')), schema, env }),
    ]);
    try {
      const queued = await graphql<{ sendPostToSubscribers: { total: number } }>(a!.url, SEND, { input: postId }, await token(a!.url));
      expect(queued.data!.sendPostToSubscribers.total).toBe(300);
      await expect.poll(() => newsletterCounts(smtp).size, { timeout: 60_000, interval: 200 }).toBe(300);
      // Once the send is done, every message of it is marked: nothing more can be sent.
      const sends = async () => (await graphql<{ getNewsletterSends: object[] }>(a!.url, SENDS, {}, await token(a!.url))).data!.getNewsletterSends[0];
      await expect.poll(sends, { timeout: 30_000, interval: 500 }).toMatchObject({ status: 'DONE', total: 300, sent: 300, failed: 0 });
      const counts = newsletterCounts(smtp);
      expect(emails.filter((email) => counts.get(email) !== 1)).toEqual([]);
      expect(smtp.received.filter((m) => m.mail.subject === 'Crash course')).toHaveLength(300);
    } finally {
      await Promise.all([a!.stop(), b!.stop()]);
    }
  }, 240_000);
});
