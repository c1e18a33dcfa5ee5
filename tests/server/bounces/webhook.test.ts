// POST /hooks/mail-events: a relay's bounces and complaints, signed with MAIL_EVENTS_SECRET and the
// time. Each refusal is an attack the webhook must stand: a wrong or missing signature, an old one,
// the same request again, a body too large or not the events', the same event twice.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkSignature, signatureHeader } from '../../../server/bounces/webhook.ts';
import { databasesOf } from '../../kit/databases.ts';
import type { TestServer } from '../../kit/server.ts';
import { TestSmtpServer } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { EVENTS_PATH, EVENTS_SECRET, addSubscribers, auditRows, bounceServer, envelopeToken, eventIds, newsletterTo, postEvents, rowOf, sendNewsletter, unixNow, withBounceServer, type EventSigning } from './kit.ts';

const eventId = eventIds('relay-event');

test('a signature is good for 300 seconds either side of its time, and not a second more', () => {
  const body = Buffer.from('{"events":[]}');
  const t = 1_800_000_000;
  const at = (seconds: number) => (t + seconds) * 1000;
  const header = signatureHeader(EVENTS_SECRET, t, body);
  for (const seconds of [-300, 0, 300]) expect(checkSignature(EVENTS_SECRET, header, body, at(seconds)).ok).toBe(true);
  for (const seconds of [-301, 301]) expect(checkSignature(EVENTS_SECRET, header, body, at(seconds))).toEqual({ ok: false, problem: 'The signature is too old or too new' });
});

describe.each(databasesOf(import.meta.url))('the mail events webhook on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);
  const owner = signedIn(server);

  /** Posts `body` over a real connection, signed as `sign` says (the right secret and time by default). */
  const post = (body: string, sign: EventSigning = {}) => postEvents(server, body, sign);

  /** A subscriber who got a newsletter: their address and the token of that message. */
  async function recipient(email: string): Promise<{ email: string; token: string; messageId: string }> {
    await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, owner.token);
    const message = await newsletterTo(smtp, email, send.title);
    return { email, token: envelopeToken(message), messageId: message.mail.messageId! };
  }

  test('a signed bounce naming the envelope sender applies: the subscriber is BOUNCED, logged as by the webhook; its Message-ID names nothing', async () => {
    const { email, token: bounceToken, messageId } = await recipient('hook-bounce@example.org');
    const byMessageId = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: true, token: messageId, reason: '5.1.1 user unknown' }] });
    expect(await (await post(byMessageId)).json()).toEqual({ applied: 0, duplicate: 0, unknown: 1 });
    expect((await rowOf(server, owner.token, email)).status).toBe('ACTIVE');
    const envelope = `bounces+${bounceToken}@bcf.example`;
    const body = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: true, token: envelope, reason: '5.1.1 user unknown' }] });
    const answer = await post(body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
    expect(await rowOf(server, owner.token, email)).toMatchObject({ status: 'BOUNCED', mailProblem: { kind: 'BOUNCED', reason: '5.1.1 user unknown' } });
    expect((await auditRows(server, 'mail.bounced'))[0]).toMatchObject({ user_agent: 'mail events webhook', actor_id: null });
  });

  test('a complaint naming the bounce address, and a temporary failure, apply; an event without a known message is unknown', async () => {
    const complainer = await recipient('hook-complaint@example.org');
    const delayed = await recipient('hook-delayed@example.org');
    const body = JSON.stringify({
      events: [
        { id: eventId(), type: 'complaint', token: `bounces+${complainer.token}@bcf.example` },
        { id: eventId(), type: 'bounce', permanent: false, token: delayed.token, reason: '4.2.2 mailbox full' },
        { id: eventId(), type: 'bounce', permanent: true, token: '<someone-else@relay.example>' },
      ],
    });
    const answer = await post(body);
    expect(await answer.json()).toEqual({ applied: 2, duplicate: 0, unknown: 1 });
    expect(await rowOf(server, owner.token, complainer.email)).toMatchObject({ status: 'UNSUBSCRIBED', mailProblem: { kind: 'COMPLAINED', reason: '' } });
    expect((await rowOf(server, owner.token, delayed.email)).status).toBe('ACTIVE');
  });

  test('the same event id again (another request) is a duplicate and changes nothing', async () => {
    const { email, token: bounceToken } = await recipient('hook-twice@example.org');
    const event = { id: eventId(), type: 'complaint', token: bounceToken };
    expect(await (await post(JSON.stringify({ events: [event] }))).json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
    const logged = (await auditRows(server, 'mail.complained')).length;
    // Mailed again by hand between the two: a duplicate must not undo that.
    await server.services.db.query(`UPDATE subscribers SET status = 'ACTIVE', mail_problem = NULL WHERE email = $1`, [email]);
    const again = await post(JSON.stringify({ events: [event, event] }));
    expect(await again.json()).toEqual({ applied: 0, duplicate: 2, unknown: 0 });
    expect(await rowOf(server, owner.token, email)).toMatchObject({ status: 'ACTIVE', mailProblem: null });
    expect(await auditRows(server, 'mail.complained')).toHaveLength(logged);
  });

  test('a wrong, missing or foreign signature, an altered body, and a time more than 5 minutes off are 401 and change nothing', async () => {
    const { email, token: bounceToken } = await recipient('hook-forged@example.org');
    const body = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: true, token: bounceToken }] });
    const t = unixNow();
    const good = signatureHeader(EVENTS_SECRET, t, body);
    const fingerprint = await server.fingerprint();
    const refusals: [string, Promise<Response>][] = [
      ['no signature', post(body, { header: null })],
      ['another secret', post(body, { secret: 'another-secret-that-is-also-long-enough-32' })],
      ['a signature of another body', post(body.replace('true', 'false'), { header: good })],
      ['a flipped digit', post(body, { header: good.slice(0, -1) + (good.endsWith('0') ? '1' : '0') })],
      ['the time changed after signing', post(body, { header: good.replace(`t=${t}`, `t=${t + 1}`) })],
      ['six minutes old', post(body, { t: t - 360 })],
      ['six minutes ahead', post(body, { t: t + 360 })],
      ['no time', post(body, { header: good.replace(/^t=\d+,/, '') })],
      ['garbage', post(body, { header: 'sha256=abc' })],
    ];
    for (const [name, answer] of refusals) expect((await answer).status, name).toBe(401);
    expect(await server.fingerprint()).toEqual(fingerprint);
    expect((await rowOf(server, owner.token, email)).status).toBe('ACTIVE');
  });

  test('the same signed request again is a replay: 409, nothing done twice', async () => {
    const { token: bounceToken } = await recipient('hook-replay@example.org');
    const body = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: true, token: bounceToken }] });
    const header = signatureHeader(EVENTS_SECRET, unixNow(), body);
    expect((await post(body, { header })).status).toBe(200);
    const fingerprint = await server.fingerprint();
    const replayed = await post(body, { header });
    expect(replayed.status).toBe(409);
    expect(await server.fingerprint()).toEqual(fingerprint);
  });

  test('a body over 64 KB is refused unread (413); one that is not the events is 400; nothing is recorded', async () => {
    const { email, token: bounceToken } = await recipient('hook-large@example.org');
    const events = [{ id: eventId(), type: 'bounce', permanent: true, token: bounceToken, reason: 'x'.repeat(70 * 1024) }];
    const large = JSON.stringify({ events });
    const fingerprint = await server.fingerprint();
    expect((await post(large)).status).toBe(413);
    expect(await server.fingerprint()).toEqual(fingerprint);

    const malformed = [
      'not json',
      '{}',
      '{"events":[]}',
      JSON.stringify({ events: Array.from({ length: 101 }, () => ({ id: eventId(), type: 'complaint', token: bounceToken })) }),
      JSON.stringify({ events: [{ id: eventId(), type: 'delivered', token: bounceToken }] }),
      JSON.stringify({ events: [{ id: eventId(), type: 'bounce', token: bounceToken }] }),
      JSON.stringify({ events: [{ id: '', type: 'complaint', token: bounceToken }] }),
      JSON.stringify({ events: [{ id: eventId(), type: 'complaint', token: 42 }] }),
      JSON.stringify({ events: [{ id: eventId(), type: 'complaint', token: bounceToken }, null] }),
      '{"events":[{"id":"x","type":"complaint","token":"\\ud800"}]}',
    ];
    for (const body of malformed) expect((await post(body)).status, body.slice(0, 60)).toBe(400);
    expect((await rowOf(server, owner.token, email)).status).toBe('ACTIVE');
    const recorded = await server.services.db.query('SELECT 1 FROM mail_events WHERE recipient = $1', [email]);
    expect(recorded).toHaveLength(0);
  });

  test('only JSON is taken', async () => {
    const answer = await fetch(`${server.url}${EVENTS_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'events' });
    expect(answer.status).toBe(415);
  });
});

describe.each(databasesOf(import.meta.url))('without MAIL_EVENTS_SECRET on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let server: TestServer;

  beforeAll(async () => {
    await smtp.start();
    server = await bounceServer(kind, smtp, { bounces: { address: 'bounces@bcf.example', pollMs: 60_000 } }).start();
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
  });

  test('there is no webhook: 404, signed or not', async () => {
    const body = JSON.stringify({ events: [{ id: 'x', type: 'complaint', token: '1-aaaaaaaaaaaaaaaa' }] });
    const signatures: Record<string, string>[] = [{}, { 'x-mail-events-signature': signatureHeader(EVENTS_SECRET, unixNow(), body) }];
    for (const header of signatures) {
      const answer = await fetch(`${server.url}${EVENTS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...header }, body });
      expect(answer.status).toBe(404);
    }
  });
});
