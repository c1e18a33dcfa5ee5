// TRUST_PROXY (the attack review's finding 4): with every hop trusted, a client wrote its own
// address into X-Forwarded-For ("10.9.8.N, <proxy>") and got a new one on every request, past the
// contact limit and the login throttle. Now the setting names how many proxies (or which) to trust.
import { describe, expect, test } from 'vitest';
import { limitKey } from '../../../server/core/clientAddress.ts';
import { configFromEnv } from '../../../server/core/config.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { LOGIN, SEND_CONTACT_MESSAGE } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';

const PROXY = '127.0.0.5';

// The connection comes from the proxy on this machine; X-Forwarded-For is as the client wrote it,
// followed by what the proxy appended (the address it saw).
const post = (server: TestServer, query: string, variables: Record<string, unknown>, forwardedFor: string) =>
  server.gql(query, variables, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

const message = (i: number) => ({ input: { name: `Sender ${i}`, email: `sender${i}@example.test`, message: 'Hello, I would like to help.' } });

describe.each(databasesOf(import.meta.url))('trusted proxies on $name', (kind) => {
  for (const [setting, value] of [
    ['true (one hop)', 'true'],
    ['1', '1'],
    [`the proxy's address`, '127.0.0.1'],
  ] as const) {
    test(`TRUST_PROXY=${setting}: rotating the forged part of X-Forwarded-For does not make a new client`, async () => {
      const { trustProxy } = configFromEnv({ TRUST_PROXY: value });
      const server = await new TestServer(kind, { seed: false, trustProxy }).start();
      try {
        const codes: string[] = [];
        for (let n = 1; n <= 7; n++) {
          const result = await post(server, SEND_CONTACT_MESSAGE, message(n), `10.9.8.${n}, ${PROXY}`);
          codes.push(errorCode(result) ?? 'OK');
        }
        expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
        // Another visitor behind the same proxy is another client.
        const other = await post(server, SEND_CONTACT_MESSAGE, message(8), '203.0.113.50');
        expect(other.errors).toBeUndefined();

        const logins: string[] = [];
        for (let n = 1; n <= 7; n++) {
          const result = await post(server, LOGIN, { email: 'staff@bcf.test', password: `wrong-${n}` }, `10.9.9.${n}, ${PROXY}`);
          logins.push(errorCode(result) ?? 'OK');
        }
        expect(logins).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
      } finally {
        await server.destroy();
      }
    });
  }

  test('TRUST_PROXY=2: the client is the address the outer proxy saw', async () => {
    const server = await new TestServer(kind, { seed: false, trustProxy: 2 }).start();
    try {
      const codes: string[] = [];
      for (let n = 1; n <= 6; n++) {
        const result = await post(server, SEND_CONTACT_MESSAGE, message(n), `10.9.8.${n}, 203.0.113.9, 10.0.0.2`);
        codes.push(errorCode(result) ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    } finally {
      await server.destroy();
    }
  });

  test('a proxy not in the list is not believed', async () => {
    const server = await new TestServer(kind, { seed: false, trustProxy: ['10.0.0.1'] }).start();
    try {
      const codes: string[] = [];
      for (let n = 1; n <= 6; n++) {
        const result = await post(server, SEND_CONTACT_MESSAGE, message(n), `10.9.8.${n}`);
        codes.push(errorCode(result) ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    } finally {
      await server.destroy();
    }
  });

  test('an IPv6 client is counted by its /64: rotating the rest of the address does not make a new client', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const codes: string[] = [];
      for (let n = 1; n <= 6; n++) {
        const response = await server.gql(SEND_CONTACT_MESSAGE, message(n), { remoteAddress: `2001:db8:5:6:${n.toString(16)}::${n}` });
        codes.push(errorCode(response) ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    } finally {
      await server.destroy();
    }
  });
});

describe('the address the limits count', () => {
  test('IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(limitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('2001:db8:5:6:1::1')).toBe('2001:db8:5:6::/64');
    expect(limitKey('2001:0db8:0005:0006:ffff:ffff:ffff:ffff')).toBe('2001:db8:5:6::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
