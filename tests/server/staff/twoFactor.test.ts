import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { errorCode } from '../../kit/graphql.ts';
import { GET_ALL_SUBSCRIPTIONS, LOGIN } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';

const START = `mutation startTwoFactorSetup { startTwoFactorSetup { secret otpauthUrl qrSvg } }`;
const CONFIRM = `mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const DISABLE = `mutation disableTwoFactor($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) }`;
const SECOND_FACTOR = `mutation login_second_factor($challenge: String!, $code: String!) {
  login_second_factor(challenge: $challenge, code: $code) { token user { _id email password twoFactorEnabled } } }`;
const ME_VIA_LOGIN = `mutation login_user($email: String!, $password: String!) {
  login_user(email: $email, password: $password) { token user { _id email twoFactorEnabled } } }`;

const now = () => Math.floor(Date.now() / 1000);
/** The code an authenticator app shows `offsetSteps` steps from now. */
const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: now() + offsetSteps * 30 });

interface SecondFactorAnswer {
  login_second_factor: { token: string; user: { _id: string; email: string; password: null; twoFactorEnabled: boolean } };
}

/** Signs in with the password and answers the challenge login_user gives for the second factor. */
async function challengeFor(server: TestServer): Promise<string> {
  const result = await server.gql(LOGIN, { email: ADMIN.email, password: ADMIN.password });
  expect(result.data).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0]).toMatchObject({
    message: 'Enter the code from your authenticator app, or a recovery code',
    extensions: { code: 'SECOND_FACTOR_REQUIRED' },
  });
  const challenge = (result.errors![0]!.extensions as { challenge?: unknown }).challenge;
  expect(typeof challenge).toBe('string');
  return challenge as string;
}

function secondFactor(server: TestServer, challenge: string, code: string) {
  return server.gql<SecondFactorAnswer>(SECOND_FACTOR, { challenge, code });
}

/** Turns two-factor on for the admin: answers the secret, the code used to confirm and the recovery codes. */
async function turnOn(server: TestServer, token: string) {
  const setup = await server.gql<{ startTwoFactorSetup: { secret: string; otpauthUrl: string; qrSvg: string } }>(START, {}, token);
  expect(setup.errors).toBeUndefined();
  const { secret } = setup.data!.startTwoFactorSetup;
  const code = await totp(secret);
  const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, { code }, token);
  expect(confirmed.errors).toBeUndefined();
  return { ...setup.data!.startTwoFactorSetup, confirmCode: code, recoveryCodes: confirmed.data!.confirmTwoFactorSetup };
}

describe.each(databasesOf(import.meta.url))('two-factor sign-in on $name', (kind) => {
  const server = withServer(kind, { seed: false });
  let token = '';
  let secret = '';
  let confirmCode = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    token = await server.login();
  });

  test('setting two-factor up needs a token', async () => {
    expect(errorCode(await server.gql(START))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(CONFIRM, { code: '123456' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(DISABLE, { password: ADMIN.password, code: '123456' }))).toBe('UNAUTHENTICATED');
  });

  test('confirming before any setup is refused', async () => {
    const result = await server.gql(CONFIRM, { code: '123456' }, token);
    expect(result.errors![0]).toMatchObject({ message: 'Start the two-factor setup first', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('the setup shows the key, its otpauth address and a QR code, and two-factor is still off', async () => {
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string; otpauthUrl: string; qrSvg: string } }>(START, {}, token);
    expect(setup.errors).toBeUndefined();
    const shown = setup.data!.startTwoFactorSetup;
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(shown.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(shown.secret);
    expect(url.searchParams.get('issuer')).toBe('Build Career Foundation');
    expect(decodeURIComponent(url.pathname)).toContain(ADMIN.email);
    expect(shown.qrSvg).toMatch(/^<svg [\s\S]*<\/svg>\s*$/);
    const me = await server.gql<{ login_user: { user: { twoFactorEnabled: boolean } } }>(ME_VIA_LOGIN, ADMIN);
    expect(me.data!.login_user.user.twoFactorEnabled).toBe(false);
    secret = shown.secret;
  });

  test('the secret is not stored in clear', async () => {
    const rows = await server.services.db.query<Record<string, unknown>>('SELECT * FROM two_factor');
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(String(rows[0]!.secret_sealed)).toMatch(/^v1\.[\w-]+$/);
  });

  test('a wrong code does not turn two-factor on', async () => {
    const wrong = String((Number(await totp(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const result = await server.gql(CONFIRM, { code: wrong }, token);
    expect(result.errors![0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT' } });
    const me = await server.gql<{ login_user: { token: string } }>(LOGIN, ADMIN);
    expect(me.errors).toBeUndefined();
  });

  test('a second setup replaces the key not yet confirmed: the first key no longer confirms', async () => {
    const first = secret;
    const again = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START, {}, token);
    secret = again.data!.startTwoFactorSetup.secret;
    expect(secret).not.toBe(first);
    const result = await server.gql(CONFIRM, { code: await totp(first) }, token);
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });

  test('a code from the key confirms the setup and answers ten recovery codes, shown once, stored hashed', async () => {
    const otherSession = await server.login();
    confirmCode = await totp(secret);
    const result = await server.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, { code: confirmCode }, token);
    expect(result.errors).toBeUndefined();
    recoveryCodes = result.data!.confirmTwoFactorSetup;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(await server.services.db.query('SELECT * FROM two_factor_recovery_codes'));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    // The token that set it up still works; the account's other sessions are ended.
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(GET_ALL_SUBSCRIPTIONS, {}, otherSession))).toBe('UNAUTHENTICATED');
  });

  test('once on, a new setup is refused until two-factor is turned off', async () => {
    const result = await server.gql(START, {}, token);
    expect(result.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(errorCode(await server.gql(CONFIRM, { code: await totp(secret, 1) }, token))).toBe('BAD_USER_INPUT');
  });

  test('login_user answers SECOND_FACTOR_REQUIRED with a challenge and no token', async () => {
    await challengeFor(server);
  });

  test('the wrong password still answers as before, with no challenge', async () => {
    const result = await server.gql(LOGIN, { email: ADMIN.email, password: 'not the password' });
    expect(result.errors![0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(result.errors![0]!.extensions).not.toHaveProperty('challenge');
  });

  test('the code used to confirm is refused afterwards: no replay', async () => {
    const result = await secondFactor(server, await challengeFor(server), confirmCode);
    expect(result.errors![0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'UNAUTHENTICATED' } });
  });

  let signInCode = '';
  test('login_second_factor with a TOTP code answers a working token and the user', async () => {
    const challenge = await challengeFor(server);
    signInCode = await totp(secret, 1);
    const result = await secondFactor(server, challenge, signInCode);
    expect(result.errors).toBeUndefined();
    const { token: signedIn, user } = result.data!.login_second_factor;
    expect(user).toMatchObject({ email: ADMIN.email, password: null, twoFactorEnabled: true });
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, signedIn)).errors).toBeUndefined();

    // The challenge is spent, even with a code that would otherwise pass.
    const again = await secondFactor(server, challenge, recoveryCodes[9]!);
    expect(again.errors![0]).toMatchObject({ message: 'This sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  test('the same code again, in the same step, is refused', async () => {
    const result = await secondFactor(server, await challengeFor(server), signInCode);
    expect(result.errors![0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'UNAUTHENTICATED' } });
  });

  test('a recovery code signs in once, and never again', async () => {
    const result = await secondFactor(server, await challengeFor(server), recoveryCodes[0]!);
    expect(result.errors).toBeUndefined();
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, result.data!.login_second_factor.token)).errors).toBeUndefined();
    const used = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE used_at IS NOT NULL');
    expect(used[0]!.n).toBe(1);

    for (const typed of [recoveryCodes[0]!, recoveryCodes[0]!.toLowerCase().replace(/-/g, ' ')]) {
      const again = await secondFactor(server, await challengeFor(server), typed);
      expect(again.errors![0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  test('a recovery code is read however it is typed', async () => {
    const typed = ` ${recoveryCodes[1]!.toLowerCase().replace(/-/g, '')} `;
    const result = await secondFactor(server, await challengeFor(server), typed);
    expect(result.errors).toBeUndefined();
  });

  test('a forged or altered challenge is refused', async () => {
    const real = await challengeFor(server);
    for (const forged of [randomBytes(32).toString('base64url'), real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A'), '', 'x'.repeat(10_000)]) {
      const result = await secondFactor(server, forged, recoveryCodes[2]!);
      expect(result.errors![0]).toMatchObject({ message: 'This sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    }
    // Nothing was spent: the code still works on the real challenge.
    expect((await secondFactor(server, real, recoveryCodes[2]!)).errors).toBeUndefined();
  });

  test('an expired challenge is refused', async () => {
    const challenge = await challengeFor(server);
    await server.services.db.query(`UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const result = await secondFactor(server, challenge, recoveryCodes[3]!);
    expect(result.errors![0]).toMatchObject({ message: 'This sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    const unspent = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE used_at IS NULL');
    expect(unspent[0]!.n).toBe(7);
  });

  test('a challenge lives 5 minutes', async () => {
    await challengeFor(server);
    const rows = await server.services.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - now())::float8 AS seconds FROM two_factor_challenges WHERE used_at IS NULL AND expires_at > now()`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBeGreaterThan(290);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(300);
  });

  test('turning two-factor off needs the password and a code', async () => {
    const wrongPassword = await server.gql(DISABLE, { password: 'not the password', code: recoveryCodes[4]! }, token);
    expect(wrongPassword.errors![0]).toMatchObject({ message: 'Invalid password or code', extensions: { code: 'BAD_USER_INPUT' } });
    const wrongCode = await server.gql(DISABLE, { password: ADMIN.password, code: recoveryCodes[0]! }, token);
    expect(wrongCode.errors![0]).toMatchObject({ message: 'Invalid password or code', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.services.db.query('SELECT 1 FROM two_factor WHERE enabled_at IS NOT NULL')).toHaveLength(1);
    // The wrong password spent nothing: its code still turns two-factor off, and ends the other sessions.
    const otherSession = (await secondFactor(server, await challengeFor(server), recoveryCodes[5]!)).data!.login_second_factor.token;
    const result = await server.gql<{ disableTwoFactor: boolean }>(DISABLE, { password: ADMIN.password, code: recoveryCodes[4]! }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.disableTwoFactor).toBe(true);
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(GET_ALL_SUBSCRIPTIONS, {}, otherSession))).toBe('UNAUTHENTICATED');
  });

  test('with two-factor off, login_user answers a token again and nothing of the key is left', async () => {
    const me = await server.gql<{ login_user: { token: string; user: { twoFactorEnabled: boolean } } }>(ME_VIA_LOGIN, ADMIN);
    expect(me.errors).toBeUndefined();
    expect(me.data!.login_user.user.twoFactorEnabled).toBe(false);
    for (const table of ['two_factor', 'two_factor_recovery_codes', 'two_factor_challenges']) {
      expect(await server.services.db.query(`SELECT 1 FROM ${table}`)).toHaveLength(0);
    }
    expect(errorCode(await server.gql(DISABLE, { password: ADMIN.password, code: '123456' }, token))).toBe('BAD_USER_INPUT');
  });
});

describe.each(databasesOf(import.meta.url))('guessing second-factor codes on $name', (kind) => {
  const server = withServer(kind, { seed: false });
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    ({ recoveryCodes } = await turnOn(server, await server.login()));
  });

  test('a challenge takes five wrong codes, then refuses even the right one', async () => {
    const challenge = await challengeFor(server);
    for (let i = 0; i < 5; i++) {
      const result = await secondFactor(server, challenge, String(100_000 + i));
      expect(result.errors![0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const right = await secondFactor(server, challenge, recoveryCodes[0]!);
    expect(right.errors![0]).toMatchObject({ message: 'This sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    const rows = await server.services.db.query<{ tries: number }>('SELECT tries FROM two_factor_challenges');
    expect(rows[0]!.tries).toBe(5);
  });

  test('a new challenge does not reopen guessing from the same address: the throttle refuses it for a while', async () => {
    const challenge = await challengeFor(server);
    const result = await secondFactor(server, challenge, recoveryCodes[0]!);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // Refused before the code was looked at: it is still unspent.
    const unspent = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE used_at IS NULL');
    expect(unspent[0]!.n).toBe(10);
  });

  test('the lock is not permanent: once the window has passed, the right code signs in', async () => {
    // The window passing, as the throttle reads it: its events aged past fifteen minutes.
    await server.services.db.query(`UPDATE rate_limit_events SET happened_at = happened_at - interval '16 minutes' WHERE key LIKE '2fa:%'`);
    const result = await secondFactor(server, await challengeFor(server), recoveryCodes[0]!);
    expect(result.errors).toBeUndefined();
    expect(result.data!.login_second_factor.user.twoFactorEnabled).toBe(true);
  });

  test('two requests racing with one code on one challenge: one signs in, the other is refused', async () => {
    const challenge = await challengeFor(server);
    const answers = await Promise.all([secondFactor(server, challenge, recoveryCodes[1]!), secondFactor(server, challenge, recoveryCodes[1]!)]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const used = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE used_at IS NOT NULL');
    expect(used[0]!.n).toBe(2);
  });
});
