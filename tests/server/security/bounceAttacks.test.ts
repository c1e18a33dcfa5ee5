// Attacks on mail that comes back, as an outsider and as a subscriber holding their own token would
// make them: the webhook's signature header bent every way (several v1 values, upper-case hex,
// spaces, odd times, a huge header), valid but hostile JSON, content types and a body at its limit,
// floods of unsigned requests, a replay after its signature was forgotten; tokens forged, padded or
// pointed at another recipient; and events that must not reach a subscriber sharing an address, a
// new subscription of an erased address, or a complaint that is for good. Every activity-log row
// they write is read back for addresses. Each against a real server, on PGlite and on PostgreSQL.
import { describe, expect, test, vi } from 'vitest';
import { keptReason } from '../../../server/bounces/reason.ts';
import { parseReturnedMail } from '../../../server/bounces/parse.ts';
import { BODY_MAX_BYTES, TOLERANCE_SECONDS, checkSignature, signatureHeader } from '../../../server/bounces/webhook.ts';
import { BOUNCE_REQUESTS_KEEP_MINUTES, sweepBounces } from '../../../server/mail/housekeeping.ts';
import { databasesOf } from '../../kit/databases.ts';
import { DELETE_SUBSCRIBER } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import { signedIn } from '../../kit/withServer.ts';
import { EVENTS_SECRET, MAIL_AGAIN, addSubscribers, envelopeToken, eventIds, newsletterTo, postEvents, report, rowOf, sendNewsletter, unixNow, withBounceServer, type EventSigning } from '../bounces/kit.ts';
import { returnedMail } from '../bounces/returnedMail.ts';

const eventId = eventIds('attack-event');

test('a signature forgotten by the housekeeping is already too old: the replay window closes before the memory of it does', () => {
  const body = Buffer.from('{"events":[]}');
  const received = 1_800_000_000_000;
  // Every time a request may carry and still be taken at `received`, the farthest ahead included.
  for (const offset of [-TOLERANCE_SECONDS, 0, TOLERANCE_SECONDS]) {
    const t = received / 1000 + offset;
    const header = signatureHeader(EVENTS_SECRET, t, body);
    expect(checkSignature(EVENTS_SECRET, header, body, received).ok).toBe(true);
    // The earliest moment its row may be forgotten: the same request is refused on its time.
    const forgotten = received + BOUNCE_REQUESTS_KEEP_MINUTES * 60_000 + 1;
    expect(checkSignature(EVENTS_SECRET, header, body, forgotten)).toEqual({ ok: false, problem: 'The signature is too old or too new' });
  }
});

test('a reason keeps no address, however it is written', () => {
  const kept = keptReason('550 5.1.1 <Victim.Person+tag@Example.ORG>: user unknown; also victim@example.org, and mailto:x@y.example');
  expect(kept).not.toMatch(/@/);
  expect(kept).toBe('550 5.1.1 (address): user unknown; also (address), and mailto:(address)');
});

describe.each(databasesOf(import.meta.url))('attacks on mail that comes back, on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);
  const owner = signedIn(server);
  /** Addresses used by the tests: none may appear in the activity log. */
  const addresses: string[] = [];

  const post = (body: string | Buffer, headers: Record<string, string> = {}, sign: Omit<EventSigning, 'secret'> = {}) => postEvents(server, body, sign, headers);

  /** Subscribers who each got one newsletter: their ids and the token of their message. */
  async function recipients(emails: string[]): Promise<Record<string, { id: string; token: string }>> {
    addresses.push(...emails);
    const added = await addSubscribers(server, emails);
    const send = await sendNewsletter(server, owner.token);
    const out: Record<string, { id: string; token: string }> = {};
    for (const email of emails) out[email] = { id: added[email]!, token: envelopeToken(await newsletterTo(smtp, email, send.title)) };
    return out;
  }

  const requestsKept = async () => (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_event_requests'))[0]!.n;
  const eventsTo = (email: string) => server.services.db.query<{ reason: string; type: string }>('SELECT reason, type FROM mail_events WHERE recipient = $1', [email]);

  test('signature headers bent every way: only a v1 that signs this body at this time is taken, the same one again in upper case is a replay', async () => {
    const { 'sig-variants@example.org': victim } = await recipients(['sig-variants@example.org']);
    const body = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: false, token: victim!.token, reason: '4.2.2 full' }] });
    const t = unixNow();
    const good = signatureHeader(EVENTS_SECRET, t, body).split(',v1=')[1]!;
    const wrong = (n: number) => `${n}`.repeat(64).slice(0, 64);
    const fingerprint = await server.fingerprint();
    const kept = await requestsKept();
    const refused: [string, string][] = [
      ['six wrong v1 values then the right one (only five are looked at)', `t=${t},${[1, 2, 3, 4, 5, 6].map((n) => `v1=${wrong(n)}`).join(',')},v1=${good}`],
      ['a space inside the time', `t= ${t},v1=${good}`],
      ['ten minutes ahead', signatureHeader(EVENTS_SECRET, t + 600, body)],
      ['a time that is not a number', `t=${t}abc,v1=${good}`],
      ['a time in hex', `t=0x${t.toString(16)},v1=${good}`],
      ['a time in exponent form', `t=${(t / 1e9).toString()}e9,v1=${good}`],
      ['a negative time', `t=-${t},v1=${good}`],
      ['a time with thirteen digits', `t=${t}000,v1=${good}`],
      ['v1 with a trailing equals sign', `t=${t},v1=${good}=`],
      ['v1 one character short', `t=${t},v1=${good.slice(1)}`],
      ['v1 in base64', `t=${t},v1=${Buffer.from(good, 'hex').toString('base64')}`],
      ['another scheme name', `t=${t},v0=${good}`],
      ['a header of 900 characters of padding', `t=${t},${'x'.repeat(900)},v1=${good}`.padEnd(1_100, ',')],
    ];
    for (const [name, header] of refused) expect((await post(body, {}, { header })).status, name).toBe(401);
    // A header larger than the server reads at all.
    const huge = await post(body, {}, { header: `t=${t},v1=${good},${'v1='.padEnd(40_000, 'a')}` });
    expect(huge.status).toBe(431);
    expect(await server.fingerprint()).toEqual(fingerprint);
    expect(await requestsKept()).toBe(kept);

    // Wrong values beside the right one, spaces around the parts, upper-case hex: a relay's ways of writing it.
    const accepted = await post(body, {}, { header: ` t=${t} , v1=${wrong(7)} , v1=${good.toUpperCase()} ` });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
    // The same signature written another way is still the same request.
    for (const header of [`t=${t},v1=${good}`, `v1=${good},t=${t}`, `t=${t},v1=${wrong(8)},v1=${good}`]) {
      expect((await post(body, {}, { header })).status, header).toBe(409);
    }
    expect(await eventsTo('sig-variants@example.org')).toHaveLength(1);
  });

  test('valid JSON that is not the events (objects for arrays, numbers for strings, prototype keys, a 10 KB id, deep nesting) is 400 and records nothing', async () => {
    const { 'json-hostile@example.org': victim } = await recipients(['json-hostile@example.org']);
    const good = { id: eventId(), type: 'bounce', permanent: true, token: victim!.token };
    const bodies = [
      JSON.stringify({ events: { 0: good, length: 1 } }),
      JSON.stringify({ events: 'bounce' }),
      JSON.stringify({ events: null }),
      JSON.stringify([good]),
      JSON.stringify({ events: [good] }).replace('"events"', '"__proto__"'),
      `{"__proto__":{"events":[${JSON.stringify(good)}]}}`,
      `{"events":[{"__proto__":${JSON.stringify(good)}}]}`,
      `{"events":[{"id":"${eventId()}","type":"bounce","token":"${victim!.token}","__proto__":{"permanent":true}}]}`,
      `{"events":[{"id":"${eventId()}","type":"bounce","token":"${victim!.token}","constructor":{"prototype":{"permanent":true}}}]}`,
      JSON.stringify({ events: [{ ...good, id: 12345 }] }),
      JSON.stringify({ events: [{ ...good, id: ['a'] }] }),
      JSON.stringify({ events: [{ ...good, id: 'i'.repeat(10 * 1024) }] }),
      JSON.stringify({ events: [{ ...good, permanent: 'true' }] }),
      JSON.stringify({ events: [{ ...good, permanent: 1 }] }),
      JSON.stringify({ events: [{ ...good, type: 'Bounce' }] }),
      JSON.stringify({ events: [{ ...good, reason: 550 }] }),
      JSON.stringify({ events: [{ ...good, reason: { toString: 'x' } }] }),
      JSON.stringify({ events: [{ ...good, token: [victim!.token] }] }),
      JSON.stringify({ events: [{ ...good, token: 'x'.repeat(3_000) + victim!.token }] }),
      JSON.stringify({ events: [good, 'second'] }),
      `{"events":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      '\ufeff' + JSON.stringify({ events: [good] }),
    ];
    for (const body of bodies) {
      const answer = await post(body);
      expect(answer.status, body.slice(0, 80)).toBe(400);
    }
    expect(await eventsTo('json-hostile@example.org')).toHaveLength(0);
    expect((await rowOf(server, owner.token, 'json-hostile@example.org')).status).toBe('ACTIVE');
  });

  test('the same id twice in one request counts once, whatever the second claims; a 10 KB reason is kept clipped', async () => {
    const { 'dup-in-request@example.org': one } = await recipients(['dup-in-request@example.org']);
    const id = eventId();
    const body = JSON.stringify({
      events: [
        { id, type: 'bounce', permanent: false, token: one!.token, reason: `4.2.2 ${'r'.repeat(10 * 1024)}` },
        { id, type: 'complaint', token: one!.token },
        { id, type: 'bounce', permanent: true, token: one!.token },
      ],
    });
    const answer = await post(body);
    expect(await answer.json()).toEqual({ applied: 1, duplicate: 2, unknown: 0 });
    const [event] = await eventsTo('dup-in-request@example.org');
    expect(event!.type).toBe('temporary');
    expect(event!.reason.length).toBeLessThanOrEqual(300);
    expect((await rowOf(server, owner.token, 'dup-in-request@example.org')).status).toBe('ACTIVE');
  });

  test('content types: only JSON is read, a charset changes nothing, bytes that are not UTF-8 are 400, and nothing unsigned is ever taken', async () => {
    const { 'content-type@example.org': victim } = await recipients(['content-type@example.org']);
    const events = { events: [{ id: eventId(), type: 'complaint', token: victim!.token }] };
    const body = JSON.stringify(events);
    const fingerprint = await server.fingerprint();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'text/json']) {
      expect((await post(body, { 'content-type': type })).status, type).toBe(415);
    }
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      expect((await post(body, { 'content-type': type }, { header: null })).status, type).toBe(401);
    }
    // Latin-1 bytes are refused before the signature is looked at.
    const latin1 = Buffer.from(JSON.stringify({ events: [{ ...events.events[0], reason: 'caf\u00e9' }] }), 'latin1');
    expect((await post(latin1, { 'content-type': 'application/json; charset=iso-8859-1' })).status).toBe(400);
    expect(await server.fingerprint()).toEqual(fingerprint);
    // UTF-16 text, signed as sent: its signature is good (and remembered), but it is not JSON once read as UTF-8.
    const utf16 = Buffer.from(body, 'utf16le');
    expect((await post(utf16, { 'content-type': 'application/json; charset=utf-16le' })).status).toBe(400);
    expect(await eventsTo('content-type@example.org')).toHaveLength(0);
    expect((await rowOf(server, owner.token, 'content-type@example.org')).status).toBe('ACTIVE');
    // A charset parameter on a signed body is only a label: the signature is over the bytes.
    const labelled = await post(body, { 'content-type': 'application/json; charset=UTF-8' });
    expect(await labelled.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
  });

  test('a body of exactly 64 KB is read; one byte more is 413 and unread', async () => {
    const { 'at-limit@example.org': victim } = await recipients(['at-limit@example.org']);
    const sized = (bytes: number, id: string) => {
      const shell = JSON.stringify({ events: [{ id, type: 'bounce', permanent: false, token: victim!.token, reason: '' }] });
      return shell.replace('"reason":""', `"reason":"${'x'.repeat(bytes - Buffer.byteLength(shell))}"`);
    };
    const over = sized(BODY_MAX_BYTES + 1, eventId());
    expect(Buffer.byteLength(over)).toBe(BODY_MAX_BYTES + 1);
    const kept = await requestsKept();
    expect((await post(over)).status).toBe(413);
    expect(await requestsKept()).toBe(kept);
    const exact = sized(BODY_MAX_BYTES, eventId());
    expect(Buffer.byteLength(exact)).toBe(BODY_MAX_BYTES);
    const answer = await post(exact);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
  });

  test('a flood of wrongly signed requests from many addresses stores nothing: only a good signature is remembered', async () => {
    const { 'flood@example.org': victim } = await recipients(['flood@example.org']);
    const kept = await requestsKept();
    const fingerprint = await server.fingerprint();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const body = JSON.stringify({ events: [{ id: `flood-${i}`, type: 'complaint', token: victim!.token }] });
        const forged = `t=${unixNow()},v1=${i.toString(16).padStart(64, '0')}`;
        return post(body, { 'x-forwarded-for': `198.51.100.${i % 250}`, 'x-real-ip': `203.0.113.${i % 250}` }, { header: forged });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
    expect(await requestsKept()).toBe(kept);
    expect(await server.fingerprint()).toEqual(fingerprint);
  });

  test('a replay after the housekeeping forgot its signature is refused on its time (401), not taken again', async () => {
    const { 'late-replay@example.org': victim } = await recipients(['late-replay@example.org']);
    const body = JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: false, token: victim!.token, reason: '4.2.2 full' }] });
    const t = unixNow();
    const header = signatureHeader(EVENTS_SECRET, t, body);
    expect((await post(body, {}, { header })).status).toBe(200);
    // Ten minutes and more later, the housekeeping forgets the signature.
    await server.services.db.query(`UPDATE mail_event_requests SET at = now() - interval '11 minutes'`);
    await sweepBounces(server.services.repos);
    expect(await requestsKept()).toBe(0);
    const fingerprint = await server.fingerprint();
    vi.useFakeTimers({ toFake: ['Date'], now: (t + BOUNCE_REQUESTS_KEEP_MINUTES * 60) * 1000 + 1 });
    try {
      const replayed = await post(body, {}, { header });
      expect(replayed.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await server.fingerprint()).toEqual(fingerprint);
    expect(await eventsTo('late-replay@example.org')).toHaveLength(1);
  });

  test("forged tokens (leading zeros, ids beyond a bigint, a signature moved to another id) are unknown, never an error; a subscriber's own token in any case reaches only their own message", async () => {
    const emails = ['token-holder@example.org', 'token-victim@example.org'];
    const sent = await recipients(emails);
    const holder = sent['token-holder@example.org']!;
    const [id, signature] = holder.token.split('-') as [string, string];
    const victimId = server.services.bounces.tokens.verify(sent['token-victim@example.org']!.token)!;
    const forged = [
      `0${id}-${signature}`,
      `000${id}-${signature}`,
      `9223372036854775808-${signature}`,
      `9999999999999999999-${signature}`,
      `99999999999999999999-${signature}`,
      `${victimId}-${signature}`,
      `${id}${victimId}-${signature}`,
      `${id}-${signature.toUpperCase()}x`,
    ];
    // Everything but the signature of the (well signed) request itself stays as it was.
    const withoutRequests = async () => ({ ...(await server.fingerprint()), mail_event_requests: '' });
    const fingerprint = await withoutRequests();
    const answer = await post(JSON.stringify({ events: forged.map((one) => ({ id: eventId(), type: 'complaint', token: one })) }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 0, duplicate: 0, unknown: forged.length });
    expect(await withoutRequests()).toEqual(fingerprint);
    // Through the service too (the mailbox's way in): a token that is not well formed verifies to nothing.
    for (const one of forged) expect(await server.services.bounces.record(report('permanent', [one]))).toBe('unknown');
    expect(await withoutRequests()).toEqual(fingerprint);

    // The holder's genuine token, upper-cased and wrapped in text naming the other subscriber: only the holder's message.
    const text = `<token-victim@example.org> Final-Recipient: rfc822; token-victim@example.org bounces+${holder.token.toUpperCase()}@BCF.EXAMPLE`;
    const applied = await post(JSON.stringify({ events: [{ id: eventId(), type: 'complaint', token: text }] }));
    expect(await applied.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
    expect((await rowOf(server, owner.token, 'token-holder@example.org')).status).toBe('UNSUBSCRIBED');
    expect(await rowOf(server, owner.token, 'token-victim@example.org')).toMatchObject({ status: 'ACTIVE', mailProblem: null });
    expect(await eventsTo('token-victim@example.org')).toHaveLength(0);
  });

  test("a returned message whose token is one subscriber's and whose Final-Recipient is another's acts on the token's message only", async () => {
    const sent = await recipients(['dsn-sender@example.org', 'dsn-named@example.org']);
    const raw = returnedMail('postfix-dsn-permanent', sent['dsn-sender@example.org']!.token, 'dsn-named@example.org');
    const parsed = parseReturnedMail(Buffer.from(raw));
    expect(parsed).toMatchObject({ kind: 'bounce', type: 'permanent' });
    if (parsed.kind !== 'bounce') throw new Error('not a bounce');
    expect(await server.services.bounces.record({ key: `mailbox:attack-${eventId()}`, source: 'mailbox', ...parsed })).toBe('applied');
    expect((await rowOf(server, owner.token, 'dsn-sender@example.org')).status).toBe('BOUNCED');
    expect(await rowOf(server, owner.token, 'dsn-named@example.org')).toMatchObject({ status: 'ACTIVE', mailProblem: null });
    // The event names the message's own recipient, never the address the report claimed.
    expect(await eventsTo('dsn-sender@example.org')).toHaveLength(1);
    expect(await eventsTo('dsn-named@example.org')).toHaveLength(0);
  });

  test("a complaint about a staff member's password reset leaves a subscription of the same address alone", async () => {
    const email = 'staff-and-reader@example.org';
    addresses.push(email);
    const { user } = await server.addStaff('AUTHOR', email);
    await addSubscribers(server, [email]);
    expect((await server.gql('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email })).errors).toBeUndefined();
    const reset = await smtp.waitFor(email, (message) => !/News/.test(message.mail.subject ?? ''));
    await server.mailSettled();
    for (const type of ['complaint', 'permanent'] as const) {
      expect(await server.services.bounces.record(report(type, [envelopeToken(reset)]))).toBe('applied');
    }
    expect(await rowOf(server, owner.token, email)).toMatchObject({ status: 'ACTIVE', mailProblem: null });
    const logged = await server.services.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE action LIKE 'mail.%' ORDER BY id DESC LIMIT 2`,
    );
    expect(logged.map((row) => row.target)).toEqual([user._id, user._id]);
  });

  test('a bounce of a newsletter sent to an erased subscription is unknown: the same address subscribed anew is untouched', async () => {
    const email = 'erased-then-back@example.org';
    const { [email]: old } = await recipients([email]);
    expect((await server.gql(DELETE_SUBSCRIBER, { id: old!.id }, owner.token)).errors).toBeUndefined();
    const again = await addSubscribers(server, [email]);
    expect(again[email]).not.toBe(old!.id);
    for (const type of ['permanent', 'complaint'] as const) expect(await server.services.bounces.record(report(type, [old!.token]))).toBe('unknown');
    expect(await rowOf(server, owner.token, email)).toMatchObject({ id: again[email], status: 'ACTIVE', mailProblem: null });
  });

  test('a complaint is for good: a later bounce does not make it BOUNCED, and it cannot be mailed again', async () => {
    const sent = await recipients(['complained-first@example.org', 'bounced-first@example.org']);
    const second = await sendNewsletter(server, owner.token);
    const later = {
      complained: envelopeToken(await newsletterTo(smtp, 'complained-first@example.org', second.title)),
      bounced: envelopeToken(await newsletterTo(smtp, 'bounced-first@example.org', second.title)),
    };
    // Complained, then a bounce of another newsletter arrives.
    expect(await server.services.bounces.record(report('complaint', [sent['complained-first@example.org']!.token]))).toBe('applied');
    expect(await server.services.bounces.record(report('permanent', [later.complained]))).toBe('applied');
    // Bounced, then a complaint arrives.
    expect(await server.services.bounces.record(report('permanent', [sent['bounced-first@example.org']!.token]))).toBe('applied');
    expect(await server.services.bounces.record(report('complaint', [later.bounced]))).toBe('applied');
    for (const email of ['complained-first@example.org', 'bounced-first@example.org']) {
      const row = await rowOf(server, owner.token, email);
      expect(row, email).toMatchObject({ status: 'UNSUBSCRIBED', mailProblem: { kind: 'COMPLAINED' } });
      const fingerprint = await server.fingerprint();
      const refused = await server.gql(MAIL_AGAIN, { id: row.id }, owner.token);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(await server.fingerprint()).toEqual(fingerprint);
    }
  });

  test('a reason with addresses, markup and control characters is kept as one inert line without the addresses', async () => {
    const email = 'hostile.reason@example.org';
    const { [email]: one } = await recipients([email]);
    const reason = `550 5.1.1 <Hostile.Reason@Example.org>\r\n\u0000\tX-Injected: yes <b onmouseover=alert(1)>bold</b> ${email.toUpperCase()}`;
    const answer = await post(JSON.stringify({ events: [{ id: eventId(), type: 'bounce', permanent: true, token: one!.token, reason }] }));
    expect(await answer.json()).toEqual({ applied: 1, duplicate: 0, unknown: 0 });
    const [event] = await eventsTo(email);
    expect(event!.reason).toBe('550 5.1.1 (address) X-Injected: yes <b onmouseover=alert(1)>bold</b> (address)');
    expect((await rowOf(server, owner.token, email)).mailProblem!.reason).toBe(event!.reason);
  });

  test("no activity-log row about mail that came back names anyone's address", async () => {
    const rows = await server.services.db.query<{ action: string; target: string | null; detail: string | null }>(
      `SELECT action, target, detail FROM audit_log WHERE action IN ('mail.bounced', 'mail.complained', 'subscriber.bounced', 'subscriber.complained', 'subscriber.mail_again')`,
    );
    expect(rows.filter((row) => row.action.startsWith('mail.')).length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      const text = `${row.target ?? ''} ${row.detail ?? ''}`.toLowerCase();
      for (const address of addresses) expect(text, row.action).not.toContain(address.toLowerCase());
      expect(text, row.action).not.toContain('@');
    }
  });
});
