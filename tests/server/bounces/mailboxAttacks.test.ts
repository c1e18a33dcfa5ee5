// Mail made to hurt the bounce mailbox, read from a real Dovecot: the server keeps answering while
// the attack review's messages and a fuzz of hostile bodies are read, and a message the reader
// cannot read in time stays unread in the inbox, is logged for staff, and is never read again, not
// even by a restarted server.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBounceMailbox } from '../../../server/bounces/mailbox.ts';
import { databasesOf } from '../../kit/databases.ts';
import { startDovecot, type TestDovecot } from '../../kit/dovecot.ts';
import type { TestServer } from '../../kit/server.ts';
import { TestSmtpServer } from '../../kit/smtp.ts';
import { NEAR_MB, REVIEW_ATTACKS, hostileFuzz } from './hostileMail.ts';
import { addSubscribers, auditRows, bounceServer, envelopeToken, newsletterTo, rowOf, sendNewsletter } from './kit.ts';

/** The server's own reader polls only when a test says so. */
const HOUR = 3_600_000;
/** What "keeps answering" means here: far above a healthy answer, far below the review's 47 s. */
const ANSWER_WITHIN_MS = 2_000;

describe.each(databasesOf(import.meta.url))('the bounce mailbox under attack on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let dovecot: TestDovecot;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    await smtp.start();
    dovecot = await startDovecot();
    server = await bounceServer(kind, smtp, { bounces: { address: 'bounces@bcf.example', mailboxUrl: dovecot.url, pollMs: HOUR } }).start();
    token = await server.login();
  }, 120_000);

  afterAll(async () => {
    await server?.destroy();
    await dovecot?.stop();
    await smtp.stop();
  });

  /** A newsletter to a new subscriber `email`: answers the token its envelope sender carries. */
  async function tokenFor(email: string): Promise<string> {
    await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, token);
    return envelopeToken(await newsletterTo(smtp, email, send.title));
  }

  /** The inbox's messages and their flags (but \Recent, which only says which session saw a message first). */
  async function inbox() {
    return (await dovecot.list('INBOX')).map(({ uid, size, flags }) => ({ uid, size, flags: flags.filter((flag) => flag !== '\\Recent') }));
  }

  async function unreadable() {
    return (await auditRows(server, 'mail.unreadable')).map((row) => JSON.parse(row.detail!) as { uid: number; why: string });
  }

  test("while the review's messages and a fuzz of hostile bodies are read, /healthz answers each probe in time, and the bounce among them counts", async () => {
    const bounced = await tokenFor('hurt@example.org');
    const messages = [REVIEW_ATTACKS.diagnostic(bounced), REVIEW_ATTACKS.userAgent(), REVIEW_ATTACKS.nestedTags(), ...hostileFuzz(7, 8, NEAR_MB - 8 * 1024)];
    await dovecot.append(messages);

    const polling = server.services.bounceMailbox!.pollNow();
    let done = false;
    void polling.finally(() => (done = true));
    const answers: { status: number; ms: number; duringPoll: boolean }[] = [];
    while (!done || answers.length < 3) {
      const duringPoll = !done;
      const start = Date.now();
      const answer = await fetch(`${server.url}/healthz`);
      answers.push({ status: answer.status, ms: Date.now() - start, duringPoll });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await polling;

    expect(answers.filter((answer) => answer.duringPoll).length).toBeGreaterThanOrEqual(1);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    expect(result).toEqual({ read: messages.length, processed: 1, left: messages.length - 1, skipped: 0 });
    expect((await rowOf(server, token, 'hurt@example.org')).status).toBe('BOUNCED');
    expect(await unreadable()).toEqual([]);
    const inbox = await dovecot.list('INBOX');
    expect(inbox).toHaveLength(messages.length - 1);
    for (const message of inbox) expect(message.flags).not.toContain('\\Seen');
  }, 180_000);

  test('a message not read within the deadline stays unread in the inbox, is logged for staff, and no poll after a restart reads it again', async () => {
    const [poison] = await dovecot.append([REVIEW_ATTACKS.nestedTags()]);
    const inboxBefore = await inbox();
    // The server's own reader holds the lease from its last poll: let it run out for another reader.
    await server.services.db.query(`UPDATE bounce_mailbox SET locked_until = now() - interval '1 second'`);
    const hurried = startBounceMailbox({
      repos: server.services.repos,
      settings: { url: dovecot.url, pollMs: HOUR, readDeadlineMs: 1 },
      record: server.services.bounces.record,
      log: server.app.log,
    });
    try {
      expect(await hurried.pollNow()).toEqual({ read: 1, processed: 0, left: 1, skipped: 0 });
    } finally {
      await hurried.stop();
    }
    expect(await unreadable()).toEqual([expect.objectContaining({ uid: poison, why: 'too slow' })]);
    const [logged] = await auditRows(server, 'mail.unreadable');
    expect(logged).toMatchObject({ actor_id: null, target: null, user_agent: 'bounce mailbox' });
    expect(await inbox()).toEqual(inboxBefore);

    // Mail that arrives after it is read by a restarted server, and the unreadable message is not.
    const later = await tokenFor('later@example.org');
    await dovecot.append([REVIEW_ATTACKS.diagnostic(later)]);
    await server.restart();
    expect(await server.services.bounceMailbox!.pollNow()).toEqual({ read: 1, processed: 1, left: 0, skipped: 0 });
    expect((await rowOf(server, token, 'later@example.org')).status).toBe('BOUNCED');
    expect(await unreadable()).toHaveLength(1);
    const after = await inbox();
    expect(after).toEqual(inboxBefore);
    expect(after.find((message) => message.uid === poison)!.flags).not.toContain('\\Seen');
    expect(await server.services.bounceMailbox!.pollNow()).toEqual({ read: 0, processed: 0, left: 0, skipped: 0 });
  }, 180_000);
});
