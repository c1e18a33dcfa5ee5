import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf, pgliteAlone } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';
import { DEFAULT_THROTTLE } from '../../../server/staff/throttle.ts';

interface Outcome {
  code: string | undefined;
  retryAfter?: number;
}

async function attempt(server: TestServer, password: string, headers: Record<string, string> = {}, email = ADMIN.email): Promise<Outcome> {
  const answer = await graphql(server.url, LOGIN, { email, password }, { headers });
  if (!answer.errors) return { code: 'OK' };
  return { code: errorCode(answer), retryAfter: answer.errors[0]!.extensions?.retryAfter };
}

const checked = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.code === 'UNAUTHENTICATED').length;

describe.each(pgliteAlone(import.meta.url))('login throttling on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });
  beforeAll(() => server.start());
  afterAll(() => server.destroy());

  test('50 wrong passwords from one address: at most 5 are checked, the rest are RATE_LIMITED with a wait', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 50; i++) outcomes.push(await attempt(server, `wrong-${i}`, {}, 'first@bcf.test'));
    expect(checked(outcomes)).toBe(5);
    const limited = outcomes.filter((outcome) => outcome.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(45);
    expect(limited[0]!.retryAfter).toBeGreaterThan(0);
    expect(limited[0]!.retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});

describe.each(pgliteAlone(import.meta.url))('login throttling by account on $name', (kind) => {
  test('guessing logins at addresses that may not exist: one client gets 50 checks, then RATE_LIMITED', async () => {
    expect(DEFAULT_THROTTLE.clientCeiling).toBe(50);
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const codes: string[] = [];
      for (let i = 0; i < 51; i++) {
        const result = await server.gql(LOGIN, { email: `nobody-${i}@example.test`, password: 'a guess that is long enough' });
        codes.push(errorCode(result) ?? 'OK');
      }
      expect(codes.slice(0, 50).every((code) => code === 'UNAUTHENTICATED')).toBe(true);
      expect(codes[50]).toBe('RATE_LIMITED');
    } finally {
      await server.destroy();
    }
  }, 60_000);

  test('rotating X-Forwarded-For does not help when the proxy is not trusted', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 50; i++) outcomes.push(await attempt(server, `wrong-${i}`, { 'x-forwarded-for': `10.0.${i}.1` }));
      expect(checked(outcomes)).toBeLessThanOrEqual(5);
    } finally {
      await server.destroy();
    }
  });

  test('with a trusted proxy, five addresses failing five times each lock nobody else out', async () => {
    const server = await new TestServer(kind, { seed: false, trustProxy: 1 }).start();
    try {
      // The attack of the review: five wrong passwords from each of five forwarded addresses.
      for (let address = 0; address < 5; address++) {
        const outcomes: Outcome[] = [];
        for (let i = 0; i < 6; i++) outcomes.push(await attempt(server, `wrong-${i}`, { 'x-forwarded-for': `10.1.${address}.1` }));
        // Each address has its own five checks; its sixth is refused.
        expect(checked(outcomes)).toBe(5);
        expect(outcomes[5]!.code).toBe('RATE_LIMITED');
      }
      // The owner, from an address of their own, signs in at once.
      expect((await attempt(server, ADMIN.password, { 'x-forwarded-for': '10.2.0.1' })).code).toBe('OK');
      // An address that failed is still held back, even with the right password.
      expect((await attempt(server, ADMIN.password, { 'x-forwarded-for': '10.1.0.1' })).code).toBe('RATE_LIMITED');
    } finally {
      await server.destroy();
    }
  });

  test('past the per-account ceiling, guesses from many addresses are slowed and failed addresses refused; the owner still signs in', async () => {
    const slowMs = 400;
    const server = await new TestServer(kind, {
      seed: false,
      trustProxy: 1,
      loginThrottle: { maxAttempts: 5, windowMs: 15 * 60_000, accountCeiling: 10, ceilingWindowMs: 60 * 60_000, slowMs },
    }).start();
    try {
      // Ten failures from ten addresses: the ceiling is reached.
      for (let i = 0; i < 10; i++) expect((await attempt(server, 'wrong', { 'x-forwarded-for': `10.3.${i}.1` })).code).toBe('UNAUTHENTICATED');
      // A new address's guess is checked, but only after the wait.
      let started = Date.now();
      expect((await attempt(server, 'wrong', { 'x-forwarded-for': '10.3.100.1' })).code).toBe('UNAUTHENTICATED');
      expect(Date.now() - started).toBeGreaterThanOrEqual(slowMs);
      // That address, having failed, gets no second guess while the account is over its ceiling.
      expect((await attempt(server, 'wrong', { 'x-forwarded-for': '10.3.100.1' })).code).toBe('RATE_LIMITED');
      // The owner from an address that has not failed: slowed, never locked out.
      started = Date.now();
      expect((await attempt(server, ADMIN.password, { 'x-forwarded-for': '10.4.0.1' })).code).toBe('OK');
      expect(Date.now() - started).toBeGreaterThanOrEqual(slowMs);
    } finally {
      await server.destroy();
    }
  });

  test('a success resets the account: four failures, a success, then four more failures still get checked', async () => {
    // Behind a trusted proxy, so the later attempts come from an address with no failures of its own.
    const server = await new TestServer(kind, { seed: false, trustProxy: 1 }).start();
    try {
      for (let i = 0; i < 4; i++) expect((await attempt(server, 'wrong')).code).toBe('UNAUTHENTICATED');
      expect((await attempt(server, ADMIN.password)).code).toBe('OK');
      const after: Outcome[] = [];
      for (let i = 0; i < 4; i++) after.push(await attempt(server, 'wrong', { 'x-forwarded-for': '1.1.1.1' }, ADMIN.email));
      expect(after.every((outcome) => outcome.code === 'UNAUTHENTICATED')).toBe(true);
    } finally {
      await server.destroy();
    }
  });

  test('no permanent lockout: when the window has passed, the rightful user logs in again', async () => {
    // An hour, so the nine attempts below fit in it however busy the machine (each checked password
    // costs an argon2 hash) and the ninth meets the lock; then the events are aged past it.
    const windowMs = 3_600_000;
    const server = await new TestServer(kind, { seed: false, loginThrottle: { maxAttempts: 5, windowMs } }).start();
    try {
      for (let i = 0; i < 8; i++) await attempt(server, 'wrong');
      expect((await attempt(server, ADMIN.password)).code).toBe('RATE_LIMITED');
      // Attempts refused while locked do not extend the lock.
      await server.ageRateLimitEvents(windowMs + 300);
      expect((await attempt(server, ADMIN.password)).code).toBe('OK');
    } finally {
      await server.destroy();
    }
  });
});

// Requests at once race on PostgreSQL's connections; PGlite runs one statement at a time.
describe.each(databasesOf(import.meta.url))('login guesses at once on $name', (kind) => {
  test('guesses sent all at once still get at most 5 checks', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(server, `parallel-${i}`)));
      expect(checked(outcomes)).toBeLessThanOrEqual(5);
      expect(outcomes.every((outcome) => outcome.code === 'UNAUTHENTICATED' || outcome.code === 'RATE_LIMITED')).toBe(true);
    } finally {
      await server.destroy();
    }
  });
});
