// Mail that came back, recorded and acted on: real newsletters go out through the product's own
// SMTP path with a signed token in their envelope sender, and a bounce or complaint naming that
// token changes the subscriber it was sent to, and only them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import type { TestServer } from '../../kit/server.ts';
import { TestSmtpServer } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { BOUNCE_ADDRESS, addSubscribers, auditRows, bounceServer, envelopeToken, newsletterTo, report, rowOf, sendNewsletter, sendOf, withBounceServer } from './kit.ts';

const INSIGHTS = `query { subscriberInsights(period: LAST_7_DAYS) { active weeks { week confirmed unsubscribed bounced } } }`;

describe.each(databasesOf(import.meta.url))('bounces and complaints on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);
  const owner = signedIn(server);

  test("each newsletter's envelope sender carries a token that verifies to its own outbox row, and its Message-ID none", async () => {
    const emails = ['env-a@example.org', 'env-b@example.org'];
    await addSubscribers(server, emails);
    const send = await sendNewsletter(server, owner.token);
    for (const email of emails) {
      const message = await newsletterTo(smtp, email, send.title);
      const bounceToken = envelopeToken(message);
      const outboxId = server.services.bounces.tokens.verify(bounceToken);
      const [row] = await server.services.db.query<{ recipient: string; send_id: string }>('SELECT recipient, send_id FROM mail_outbox WHERE id = $1', [outboxId]);
      expect(row).toEqual({ recipient: email, send_id: send.id });
      expect(message.mail.messageId).toMatch(/^<[0-9a-f-]{36}@bcf\.example>$/);
      expect(server.services.bounces.tokens.find(message.mail.messageId!)).toEqual([]);
      // The From the reader sees is unchanged.
      expect(message.mail.from!.value[0]!.address).toBe('no-reply@bcf.example');
    }
  });

  test('a permanent failure makes the subscriber BOUNCED with the reason, and the next newsletter goes to the others only', async () => {
    const emails = ['perm-a@example.org', 'perm-b@example.org', 'perm-c@example.org'];
    const ids = await addSubscribers(server, emails);
    const first = await sendNewsletter(server, owner.token);
    const bounced = envelopeToken(await newsletterTo(smtp, 'perm-b@example.org', first.title));
    expect(await server.services.bounces.record(report('permanent', [bounced], { reason: '5.1.1 <perm-b@example.org>: user unknown' }))).toBe('applied');

    const row = await rowOf(server, owner.token, 'perm-b@example.org');
    expect(row.status).toBe('BOUNCED');
    // The address is not kept in the reason (it lives only in the event's recipient, erased with them).
    expect(row.mailProblem).toMatchObject({ kind: 'BOUNCED', email: 'newsletter', reason: '5.1.1 (address): user unknown' });
    expect(row.mailProblem!.at).toBeGreaterThan(Date.now() - 60_000);
    for (const other of ['perm-a@example.org', 'perm-c@example.org']) expect((await rowOf(server, owner.token, other)).status).toBe('ACTIVE');
    expect((await sendOf(server, owner.token, first.id)).bounced).toBe(1);

    // Logged without the address: the subscriber's id, by the source.
    const [logged] = await auditRows(server, 'mail.bounced');
    expect(logged).toMatchObject({ target: ids['perm-b@example.org'], actor_id: null, ip: '', user_agent: 'mail events webhook' });
    expect(JSON.parse(logged!.detail!)).toEqual({ type: 'permanent', email: 'newsletter', reason: '5.1.1 (address): user unknown' });
    const everyRow = await server.services.db.query<{ row: string }>('SELECT a::text AS row FROM audit_log a');
    expect(everyRow.filter(({ row }) => row.includes('perm-b@example.org'))).toEqual([]);
    expect((await auditRows(server, 'subscriber.bounced'))[0]).toMatchObject({ target: ids['perm-b@example.org'] });

    const before = smtp.received.length;
    const second = await sendNewsletter(server, owner.token);
    const reached = smtp.received.slice(before).filter((message) => message.mail.subject === second.title).map((message) => message.to);
    expect(reached).not.toContain('perm-b@example.org');
    expect(reached).toEqual(expect.arrayContaining(['perm-a@example.org', 'perm-c@example.org']));
    expect(second.total).toBe(reached.length);
  });

  test('a bounced subscriber shows in the subscriber insights as bounced', async () => {
    const week = async () => {
      const answer = await server.gql<{ subscriberInsights: { weeks: { bounced: number }[] } }>(INSIGHTS, {}, owner.token);
      expect(answer.errors).toBeUndefined();
      return answer.data!.subscriberInsights.weeks.reduce((sum, one) => sum + one.bounced, 0);
    };
    const before = await week();
    await addSubscribers(server, ['insight@example.org']);
    const send = await sendNewsletter(server, owner.token);
    const bounced = envelopeToken(await newsletterTo(smtp, 'insight@example.org', send.title));
    expect(await server.services.bounces.record(report('permanent', [bounced]))).toBe('applied');
    expect(await week()).toBe(before + 1);
  });

  test('three temporary failures within 30 days make a subscriber BOUNCED; two do not', async () => {
    await addSubscribers(server, ['temp-two@example.org', 'temp-three@example.org']);
    const tokens: Record<string, string[]> = { 'temp-two@example.org': [], 'temp-three@example.org': [] };
    for (let i = 0; i < 3; i++) {
      const send = await sendNewsletter(server, owner.token);
      for (const email of Object.keys(tokens)) tokens[email]!.push(envelopeToken(await newsletterTo(smtp, email, send.title)));
    }
    for (const one of tokens['temp-two@example.org']!.slice(0, 2)) expect(await server.services.bounces.record(report('temporary', [one]))).toBe('applied');
    for (const one of tokens['temp-three@example.org']!.slice(0, 2)) expect(await server.services.bounces.record(report('temporary', [one]))).toBe('applied');
    expect((await rowOf(server, owner.token, 'temp-two@example.org')).status).toBe('ACTIVE');
    expect((await rowOf(server, owner.token, 'temp-three@example.org')).status).toBe('ACTIVE');
    // A temporary failure older than 30 days no longer counts.
    await server.services.db.query(`UPDATE mail_events SET at = now() - interval '31 days' WHERE recipient = 'temp-two@example.org'`);
    expect(await server.services.bounces.record(report('temporary', [tokens['temp-two@example.org']![2]!]))).toBe('applied');
    expect((await rowOf(server, owner.token, 'temp-two@example.org')).status).toBe('ACTIVE');

    expect(await server.services.bounces.record(report('temporary', [tokens['temp-three@example.org']![2]!], { reason: '4.2.2 over quota' }))).toBe('applied');
    const row = await rowOf(server, owner.token, 'temp-three@example.org');
    expect(row.status).toBe('BOUNCED');
    expect(row.mailProblem).toMatchObject({ kind: 'BOUNCED', reason: '4.2.2 over quota' });
  });

  test('a complaint makes the subscriber UNSUBSCRIBED for good: subscribing again needs a new confirmation', async () => {
    const email = 'spam-button@example.org';
    const ids = await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, owner.token);
    const complained = envelopeToken(await newsletterTo(smtp, email, send.title));
    expect(await server.services.bounces.record(report('complaint', [complained], { reason: 'abuse' }))).toBe('applied');
    const row = await rowOf(server, owner.token, email);
    expect(row.status).toBe('UNSUBSCRIBED');
    expect(row.mailProblem).toMatchObject({ kind: 'COMPLAINED', email: 'newsletter', reason: 'abuse' });
    expect((await sendOf(server, owner.token, send.id)).complaints).toBe(1);
    expect((await auditRows(server, 'mail.complained'))[0]).toMatchObject({ target: ids[email] });
    expect((await auditRows(server, 'subscriber.complained'))[0]).toMatchObject({ target: ids[email] });

    // Subscribing again: PENDING and a confirmation, never ACTIVE at once; the complaint stays shown until confirmed.
    const again = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
    expect(again.errors).toBeUndefined();
    expect((await rowOf(server, owner.token, email)).status).toBe('PENDING');
    await smtp.waitFor(email, (message) => message.mail.subject?.startsWith('Confirm') ?? false);
    expect((await rowOf(server, owner.token, email)).mailProblem).toMatchObject({ kind: 'COMPLAINED' });
  });

  test('the same event twice has one effect; a newsletter counts each recipient once', async () => {
    const email = 'twice@example.org';
    await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, owner.token);
    const once = envelopeToken(await newsletterTo(smtp, email, send.title));
    const event = report('permanent', [once]);
    expect(await server.services.bounces.record(event)).toBe('applied');
    const logged = (await auditRows(server, 'mail.bounced')).length;
    const fingerprint = await server.fingerprint();
    expect(await server.services.bounces.record(event)).toBe('duplicate');
    expect(await server.services.bounces.record({ ...event, type: 'complaint' })).toBe('duplicate');
    expect(await server.fingerprint()).toEqual(fingerprint);
    expect(await auditRows(server, 'mail.bounced')).toHaveLength(logged);
    // Another report of the same bounce (another key): a row, but the send counts its recipient once.
    expect(await server.services.bounces.record(report('permanent', [once]))).toBe('applied');
    expect((await sendOf(server, owner.token, send.id)).bounced).toBe(1);
  });

  test('a forged or altered token, and a token of a message never sent, change nothing', async () => {
    const email = 'forged@example.org';
    await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, owner.token);
    const genuine = envelopeToken(await newsletterTo(smtp, email, send.title));
    const [id, signature] = genuine.split('-') as [string, string];
    // A message queued and never sent: its token is genuine, but it names nothing that went out.
    await server.services.repos.outbox.enqueue([{ kind: 'confirm', recipient: 'queued@example.org', subject: 's', html: 'h', text: 't' }]);
    const [queued] = await server.services.db.query<{ id: string }>(`UPDATE mail_outbox SET run_at = now() + interval '1 day' WHERE recipient = 'queued@example.org' RETURNING id::text AS id`);
    const fingerprint = await server.fingerprint();
    const logged = (await server.services.db.query('SELECT id FROM audit_log')).length;
    const forgeries = [
      `${id}-${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`,
      `${Number(id) + 1}-${signature}`,
      `${id}-aaaaaaaaaaaaaaaa`,
      server.services.bounces.tokens.sign(queued!.id),
      server.services.bounces.tokens.sign('999999999'),
    ];
    for (const forged of forgeries) {
      for (const type of ['permanent', 'complaint'] as const) expect(await server.services.bounces.record(report(type, [forged]))).toBe('unknown');
    }
    expect(await server.services.bounces.record(report('permanent', []))).toBe('unknown');
    expect(await server.fingerprint()).toEqual(fingerprint);
    expect(await server.services.db.query('SELECT id FROM audit_log')).toHaveLength(logged);
    expect((await rowOf(server, owner.token, email)).status).toBe('ACTIVE');
    // The genuine token among forged ones is found.
    expect(await server.services.bounces.record(report('permanent', [...forgeries, genuine]))).toBe('applied');
    expect((await rowOf(server, owner.token, email)).status).toBe('BOUNCED');
  });
});

describe.each(databasesOf(import.meta.url))('without BOUNCE_ADDRESS on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let server: TestServer;

  beforeAll(async () => {
    await smtp.start();
    server = await bounceServer(kind, smtp, { bounces: { pollMs: 60_000 } }).start();
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
  });

  test('the envelope sender is the From address as before, and carries no token', async () => {
    const email = 'plain@example.org';
    await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, await server.login());
    const message = await newsletterTo(smtp, email, send.title);
    expect(message.from).toBe('no-reply@bcf.example');
    expect(server.services.bounces.tokens.find(`${message.from} ${message.mail.messageId}`)).toEqual([]);
    expect(message.from).not.toContain(BOUNCE_ADDRESS);
  });
});
