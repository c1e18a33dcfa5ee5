import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, GET_ALL_SUBSCRIPTIONS, LOGIN, samplePostInput } from '../../kit/documents.ts';
import { ADMIN, JWT_SECRET } from '../../kit/settings.ts';
import { errorCode } from '../../kit/graphql.ts';


describe.each(databasesOf(import.meta.url))('login and tokens on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });

  beforeAll(() => server.start());
  afterAll(() => server.destroy());

  test('login_user answers a token and the user, whose password is always null', async () => {
    const { data, errors } = await server.gql<{ login_user: { token: string; user: Record<string, unknown> } }>(LOGIN, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(errors).toBeUndefined();
    expect(data!.login_user.token.split('.')).toHaveLength(3);
    expect(data!.login_user.user).toMatchObject({ email: ADMIN.email, password: null, posts: [] });
    expect(typeof data!.login_user.user._id).toBe('string');
  });

  test('the token is HS256, names the user and expires after 24 hours, the session\'s idle timeout', async () => {
    const token = await server.login();
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
  });

  test('the e-mail is matched regardless of case and surrounding spaces', async () => {
    const token = await server.login(`  ${ADMIN.email.toUpperCase()} `, ADMIN.password);
    expect(token).toBeTruthy();
  });

  test('a wrong password and an unknown e-mail give the same error', async () => {
    const wrongPassword = await server.gql(LOGIN, { email: ADMIN.email, password: 'not the password' });
    const unknownEmail = await server.gql(LOGIN, { email: 'nobody@bcf.test', password: ADMIN.password });
    for (const result of [wrongPassword, unknownEmail]) {
      expect(result.data).toBeNull();
      expect(result.errors![0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  test('the password is stored as an Argon2id hash, never in clear', async () => {
    const rows = await server.services.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(rows[0]!.password_hash).not.toContain(ADMIN.password);
  });

  test('an expired token is refused', async () => {
    const rows = await server.services.db.query<{ id: string }>('SELECT id FROM users');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(rows[0]!.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const result = await server.gql(GET_ALL_SUBSCRIPTIONS, {}, expired);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  test('an unsigned token (alg none) is refused', async () => {
    const rows = await server.services.db.query<{ id: string }>('SELECT id FROM users');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none' })}.${part({ sub: rows[0]!.id, exp: 9_999_999_999 })}.`;
    const result = await server.gql(ADD_POST, { input: samplePostInput() }, unsigned);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(await server.count('posts')).toBe(0);
  });

  test('a valid token of a user who no longer exists is refused', async () => {
    const ghost = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('deleted-user')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const result = await server.gql(GET_ALL_SUBSCRIPTIONS, {}, ghost);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  test("the user's posts are the ones they wrote", async () => {
    const token = await server.login();
    const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput() }, token);
    const { data } = await server.gql<{ login_user: { user: { posts: string[] } } }>(LOGIN, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(data!.login_user.user.posts).toEqual([added.data!.addPost._id]);
  });
});

describe.each(databasesOf(import.meta.url))('the first administrator on $name', (kind) => {
  test('without ADMIN_EMAIL/ADMIN_PASSWORD, admin@bcf.local gets a generated password that works', async () => {
    const server = new TestServer(kind, { seed: false, adminEmail: undefined, adminPassword: undefined });
    try {
      await server.start();
      const generated = server.services.bootstrap?.generatedPassword;
      expect(server.services.bootstrap?.email).toBe('admin@bcf.local');
      expect(generated).toMatch(/^[\w-]{20,}$/);
      expect(await server.login('admin@bcf.local', generated)).toBeTruthy();
      // A second start finds the account and creates nothing.
      await server.restart();
      expect(server.services.bootstrap).toBeNull();
      expect(await server.count('users')).toBe(1);
    } finally {
      await server.destroy();
    }
  });
});
