import { describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { signedIn, withServer } from '../../kit/withServer.ts';
import { DELETE_SUBSCRIBER, GET_ALL_SUBSCRIPTIONS, MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';

interface Subscriber {
  id: string;
  subscriptionWithEmail: string;
  date_subscribed: number;
}

const subscribe = (server: TestServer, email: string) =>
  server.gql<{ makeSubscribe: Subscriber }>(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });

describe.each(databasesOf(import.meta.url))('subscribers on $name', (kind) => {
  const server = withServer(kind, { seed: false });
  const owner = signedIn(server);

  test('makeSubscribe stores the address trimmed and lower-cased, dated by the server', async () => {
    const started = Date.now();
    const { data, errors } = await subscribe(server, '  Amina.Uwase@Example.RW ');
    expect(errors).toBeUndefined();
    expect(Object.keys(data!.makeSubscribe).sort()).toEqual(['date_subscribed', 'id', 'subscriptionWithEmail']);
    expect(data!.makeSubscribe.subscriptionWithEmail).toBe('amina.uwase@example.rw');
    expect(data!.makeSubscribe.date_subscribed).toBeGreaterThanOrEqual(started - 1000);
    expect(typeof data!.makeSubscribe.id).toBe('string');
  });

  test('subscribing the same address twice answers "This email is already subscribed" and keeps one row', async () => {
    await subscribe(server, 'twice@example.org');
    const before = await server.count('subscribers');
    const second = await subscribe(server, 'TWICE@example.org');
    expect(second.data).toBeNull();
    expect(second.errors![0]).toMatchObject({
      message: 'This email is already subscribed',
      extensions: { code: 'BAD_USER_INPUT', field: 'subscriptionWithEmail' },
    });
    expect(await server.count('subscribers')).toBe(before);
  });

  test.each([
    ['', 'Email is required!'],
    ['   ', 'Email is required!'],
    ['not-an-email', 'Enter a valid email!'],
    ['a@b', 'Enter a valid email!'],
    ['two words@example.org', 'Enter a valid email!'],
    [`${'x'.repeat(250)}@example.org`, 'Enter a valid email!'],
  ])('refuses %j with "%s" and stores nothing', async (email, message) => {
    const before = await server.count('subscribers');
    const result = await subscribe(server, email);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.count('subscribers')).toBe(before);
  });

  test('getAllSubscriptions is refused without a token', async () => {
    const result = await server.gql(GET_ALL_SUBSCRIPTIONS);
    expect(result.data).toBeNull();
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  test('getAllSubscriptions lists every subscriber for an administrator', async () => {
    await subscribe(server, 'listed@example.org');
    const { data } = await server.gql<{ getAllSubscriptions: Subscriber[] }>(GET_ALL_SUBSCRIPTIONS, {}, owner.token);
    const emails = data!.getAllSubscriptions.map((row) => row.subscriptionWithEmail);
    expect(emails).toContain('listed@example.org');
    expect(emails.length).toBe(await server.count('subscribers'));
  });

  test('deleteSubscriber is refused without a token and deletes nothing', async () => {
    const { data } = await subscribe(server, 'kept@example.org');
    const before = await server.count('subscribers');
    const result = await server.gql(DELETE_SUBSCRIBER, { id: data!.makeSubscribe.id });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(await server.count('subscribers')).toBe(before);
  });

  test('deleteSubscriber removes the subscriber, who can then subscribe again', async () => {
    const { data } = await subscribe(server, 'leaving@example.org');
    const result = await server.gql(DELETE_SUBSCRIBER, { id: data!.makeSubscribe.id }, owner.token);
    expect(result.data).toEqual({ deleteSubscriber: { isDeleted: true, message: 'Subscriber deleted successfully' } });
    const again = await subscribe(server, 'leaving@example.org');
    expect(again.errors).toBeUndefined();
  });

  test('deleteSubscriber of an unknown id answers isDeleted false', async () => {
    const result = await server.gql(DELETE_SUBSCRIBER, { id: 'nobody' }, owner.token);
    expect(result.data).toEqual({ deleteSubscriber: { isDeleted: false, message: 'Subscriber not found' } });
  });
});
