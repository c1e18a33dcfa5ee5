import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { DELETE_CONTACT_MESSAGE, GET_ALL_CONTACT_MESSAGES, MARK_CONTACT_MESSAGE_READ, SEND_CONTACT_MESSAGE } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';

interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  isRead: boolean;
  date_sent: number;
}

const VALID = { name: 'Aline Mukamana', email: 'aline@example.rw', message: 'I would like to mentor a student in maths.' };

const send = (server: TestServer, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.gql<{ sendContactMessage: { received: boolean; message: string } }>(SEND_CONTACT_MESSAGE, { input }, { headers });

const listMessages = async (server: TestServer, token: string) =>
  (await server.gql<{ getAllContactMessages: ContactMessage[] }>(GET_ALL_CONTACT_MESSAGES, {}, token)).data!
    .getAllContactMessages;

describe.each(databasesOf(import.meta.url))('contact messages on $name', (kind) => {
  // A generous limit here: the per-address limit has its own tests below.
  const server = withServer(kind, { seed: false, contactLimit: { max: 1_000, windowMs: 3_600_000 } });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  test('a valid message is stored trimmed, unread, dated by the server, and thanked for', async () => {
    const started = Date.now();
    const result = await send(server, { name: '  Aline  ', email: ' Aline@Example.RW ', message: `  ${VALID.message}  ` });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      sendContactMessage: { received: true, message: 'Thank you! Your message has been sent.' },
    });
    const [latest] = await listMessages(server, token);
    expect(latest).toMatchObject({ name: 'Aline', email: 'aline@example.rw', message: VALID.message, isRead: false });
    expect(latest!.date_sent).toBeGreaterThanOrEqual(started - 1000);
  });

  test('the admin list is newest first', async () => {
    await send(server, { ...VALID, name: 'First sender' });
    await send(server, { ...VALID, name: 'Second sender' });
    const names = (await listMessages(server, token)).map((row) => row.name);
    expect(names.indexOf('Second sender')).toBeLessThan(names.indexOf('First sender'));
    expect(names.length).toBe(await server.count('contact_messages'));
  });

  test('the limits themselves are accepted: a 100-character name, 10- and 5000-character messages', async () => {
    for (const input of [
      { ...VALID, name: 'n'.repeat(100) },
      { ...VALID, message: 'm'.repeat(10) },
      { ...VALID, message: 'm'.repeat(5000) },
    ]) {
      expect((await send(server, input)).errors).toBeUndefined();
    }
  });

  test.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'n'.repeat(101), 'Name must be at most 100 characters'],
    ['email', '', 'Email is required!'],
    ['email', 'not-an-email', 'Enter a valid email!'],
    ['email', 'two words@example.org', 'Enter a valid email!'],
    ['message', '', 'Message is required'],
    ['message', '  too short ', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses a bad %s (%j) with "%s" on that field and stores nothing', async (field, value, message) => {
    const before = await server.fingerprint();
    const result = await send(server, { ...VALID, [field]: value });
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await server.fingerprint()).toEqual(before);
  });

  test('a filled honeypot is thanked like anyone else, and nothing is stored', async () => {
    const before = await server.fingerprint();
    const result = await send(server, { ...VALID, website: 'https://spam.example.com' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      sendContactMessage: { received: true, message: 'Thank you! Your message has been sent.' },
    });
    expect(await server.fingerprint()).toEqual(before);
  });

  test.each([
    ['getAllContactMessages', GET_ALL_CONTACT_MESSAGES, {}],
    ['markContactMessageRead', MARK_CONTACT_MESSAGE_READ, { input: { id: 'any' } }],
    ['deleteContactMessage', DELETE_CONTACT_MESSAGE, { id: 'any' }],
  ])('%s is refused without a token, or with a bad one, and changes nothing', async (_, document, variables) => {
    await send(server, VALID);
    const [message] = await listMessages(server, token);
    const vars =
      'input' in variables ? { input: { id: message!.id } } : 'id' in variables ? { id: message!.id } : variables;
    const before = await server.fingerprint();
    for (const bad of [undefined, 'not-a-token']) {
      const result = await server.gql(document, vars, bad);
      expect(result.data).toBeNull();
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    }
    expect(await server.fingerprint()).toEqual(before);
  });

  test('markContactMessageRead marks the message read; an unknown id is NOT_FOUND', async () => {
    await send(server, { ...VALID, name: 'To be read' });
    const target = (await listMessages(server, token)).find((row) => row.name === 'To be read')!;
    const result = await server.gql(MARK_CONTACT_MESSAGE_READ, { input: { id: target.id } }, token);
    expect(result.data).toEqual({ markContactMessageRead: { id: target.id, isRead: true } });
    const after = (await listMessages(server, token)).find((row) => row.id === target.id);
    expect(after!.isRead).toBe(true);

    const unknown = await server.gql(MARK_CONTACT_MESSAGE_READ, { input: { id: 'nobody' } }, token);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  test('deleteContactMessage removes the message; an unknown id answers isDeleted false', async () => {
    await send(server, { ...VALID, name: 'To be deleted' });
    const target = (await listMessages(server, token)).find((row) => row.name === 'To be deleted')!;
    const result = await server.gql(DELETE_CONTACT_MESSAGE, { id: target.id }, token);
    expect(result.data).toEqual({ deleteContactMessage: { isDeleted: true, message: 'Message deleted successfully' } });
    expect((await listMessages(server, token)).some((row) => row.id === target.id)).toBe(false);

    const again = await server.gql(DELETE_CONTACT_MESSAGE, { id: target.id }, token);
    expect(again.data).toEqual({ deleteContactMessage: { isDeleted: false, message: 'Message not found' } });
  });
});

describe.each(databasesOf(import.meta.url))('contact messages per address on $name', (kind) => {
  const server = withServer(kind, { seed: false, trustProxy: 1 });

  test('five messages an hour from one address; the sixth is RATE_LIMITED with a clear message and not stored', async () => {
    const from = { 'x-forwarded-for': '203.0.113.5' };
    // Refused input and honeypot hits do not use up the allowance.
    await send(server, { ...VALID, email: 'nope' }, from);
    await send(server, { ...VALID, website: 'spam' }, from);
    for (let i = 0; i < 5; i++) expect((await send(server, VALID, from)).errors).toBeUndefined();
    expect(await server.count('contact_messages')).toBe(5);

    const sixth = await send(server, VALID, from);
    expect(sixth.data).toBeNull();
    expect(errorCode(sixth)).toBe('RATE_LIMITED');
    expect(sixth.errors![0]!.message).toMatch(
      /^You have sent too many messages: at most 5 are accepted in an hour\. Please wait \d+ minutes? before sending another\.$/,
    );
    expect(sixth.errors![0]!.extensions?.retryAfter).toBeGreaterThan(0);
    expect(sixth.errors![0]!.extensions?.retryAfter).toBeLessThanOrEqual(3600);
    expect(await server.count('contact_messages')).toBe(5);
  });

  test('another address is not held back by the first', async () => {
    expect((await send(server, VALID, { 'x-forwarded-for': '203.0.113.6' })).errors).toBeUndefined();
  });

  test('messages sent all at once from one address: still no more than five stored', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const before = await server.count('contact_messages');
    const results = await Promise.all(Array.from({ length: 12 }, () => send(server, VALID, from)));
    const codes = results.map((result) => errorCode(result) ?? 'OK');
    expect(codes.every((code) => code === 'OK' || code === 'RATE_LIMITED')).toBe(true);
    expect((await server.count('contact_messages')) - before).toBe(codes.filter((code) => code === 'OK').length);
    expect(codes.filter((code) => code === 'OK').length).toBeLessThanOrEqual(5);
  });

  test('when the window has passed, the address may send again', async () => {
    // An hour's window, which the test's events are then aged past: a slow machine cannot let the
    // window pass while the three messages are sent.
    const windowMs = 3_600_000;
    const quick = await new TestServer(kind, { seed: false, contactLimit: { max: 2, windowMs } }).start();
    try {
      for (let i = 0; i < 2; i++) expect((await send(quick, VALID)).errors).toBeUndefined();
      expect(errorCode(await send(quick, VALID))).toBe('RATE_LIMITED');
      await quick.ageRateLimitEvents(windowMs + 300);
      expect((await send(quick, VALID)).errors).toBeUndefined();
    } finally {
      await quick.destroy();
    }
  });
});
