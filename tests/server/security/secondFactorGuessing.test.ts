import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SECOND_FACTOR_LOCK } from '../../../server/staff/secondFactorLock.ts';
import { SECURITY_NOTICE_SUBJECTS } from '../../../server/staff/securityNotices.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../../kit/smtp.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';

const START = `mutation startTwoFactorSetup { startTwoFactorSetup { secret } }`;
const CONFIRM = `mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const SECOND_FACTOR = `mutation login_second_factor($challenge: String!, $code: String!) {
  login_second_factor(challenge: $challenge, code: $code) { token } }`;
const LOCKED_SUBJECT = SECURITY_NOTICE_SUBJECTS.second_factor_locked;

/** A GraphQL request over a real connection from `address` (a loopback address: a client of its own). */
const postFrom = (server: TestServer, address: string, query: string, variables: Record<string, unknown>) =>
  graphql(server.url, query, variables, { localAddress: address });

let nextHost = 10;
/** A loopback address no request of this file has come from yet. */
const freshAddress = () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

/** The password signs in from `address` and the server asks for the second factor: its challenge. */
async function challengeFrom(server: TestServer, address: string): Promise<string> {
  const answer = await postFrom(server, address, LOGIN, { email: ADMIN.email, password: ADMIN.password });
  const error = answer.errors?.[0];
  if (error?.extensions?.code !== 'SECOND_FACTOR_REQUIRED') throw new Error(`no challenge: ${JSON.stringify(answer)}`);
  return error.extensions.challenge as string;
}

/** One guess from a new address: the password, then `code` as the second factor. Answers the error code, or 'SIGNED_IN'. */
async function guessFrom(server: TestServer, code: string, address = freshAddress()): Promise<string> {
  const answer = await postFrom(server, address, SECOND_FACTOR, { challenge: await challengeFrom(server, address), code });
  return errorCode(answer) ?? 'SIGNED_IN';
}

/** A six-digit code the secret does not give now (nor a step either side). */
async function wrongTotp(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-1, 0, 1].map((steps) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 }))));
  for (let candidate = 100_000; ; candidate += 7) if (!near.has(String(candidate))) return String(candidate);
}

/** A well-formed recovery code that is none of the account's. */
const wrongRecoveryCode = (n: number) => `ZZZZ-ZZZZ-ZZZZ-${String(n).padStart(4, '0')}`;

describe.each(databasesOf(import.meta.url))('guessing second-factor codes from many addresses on $name', (kind) => {
  const smtp = new TestSmtpServer();
  let server: TestServer;
  let secret = '';
  let recoveryCodes: string[] = [];

  /** Security e-mails of the lock queued or sent to the owner (the outbox keeps both). */
  async function lockNotices(): Promise<number> {
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND subject = $2', [
      ADMIN.email,
      LOCKED_SUBJECT,
    ]);
    return rows[0]!.n;
  }

  async function unspentRecoveryCodes(): Promise<number> {
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE used_at IS NULL');
    return rows[0]!.n;
  }

  beforeAll(async () => {
    await smtp.start();
    server = await new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp) }).start();
    const token = await server.login();
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START, {}, token);
    secret = setup.data!.startTwoFactorSetup.secret;
    const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, { code: await generate({ secret }) }, token);
    recoveryCodes = confirmed.data!.confirmTwoFactorSetup;
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
  });

  test('wrong codes from new addresses, one by one and all at once: ten are checked, the rest refused', async () => {
    expect(SECOND_FACTOR_LOCK.wrongCodes).toBe(10);
    // One by one, each from an address never seen before: six checked, each found wrong.
    const oneByOne: string[] = [];
    for (let i = 0; i < 6; i++) oneByOne.push(await guessFrom(server, i % 2 ? await wrongTotp(secret) : wrongRecoveryCode(i)));
    expect(oneByOne).toEqual(Array(6).fill('UNAUTHENTICATED'));
    // Fourteen more at once from fourteen more addresses: the four places left go to four of them.
    const atOnce = await Promise.all(
      Array.from({ length: 14 }, async (_, i) => guessFrom(server, i % 2 ? await wrongTotp(secret) : wrongRecoveryCode(100 + i))),
    );
    expect(atOnce.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(4);
    expect(atOnce.filter((code) => code === 'RATE_LIMITED')).toHaveLength(10);
  });

  test('the eleventh wrong code is refused from a fresh address', async () => {
    expect(await guessFrom(server, await wrongTotp(secret))).toBe('RATE_LIMITED');
  });

  test('while locked, the right code is refused too, from a fresh address, and is not spent', async () => {
    const address = freshAddress();
    const answer = await postFrom(server, address, SECOND_FACTOR, { challenge: await challengeFrom(server, address), code: recoveryCodes[0]! });
    expect(errorCode(answer)).toBe('RATE_LIMITED');
    // The wait is what is left of the lock: at most fifteen minutes.
    expect(answer.errors![0]!.extensions!.retryAfter).toBeGreaterThan(60);
    expect(answer.errors![0]!.extensions!.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await guessFrom(server, await generate({ secret }))).toBe('RATE_LIMITED');
    expect(await unspentRecoveryCodes()).toBe(10);
  });

  test('the owner gets exactly one security e-mail for the lock, through the real mail server', async () => {
    await expect.poll(() => smtp.to(ADMIN.email).filter((message) => message.mail.subject === LOCKED_SUBJECT).length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.to(ADMIN.email).find((message) => message.mail.subject === LOCKED_SUBJECT)!.mail;
    expect(mail.text).toContain('wrong two-factor codes');
    expect(mail.text).toContain('someone has your password');
    // The refusals while locked queued nothing more.
    expect(await lockNotices()).toBe(1);
  });

  test('once the window has passed the lock ends: the right code signs in, and a new lock sends a new e-mail', async () => {
    // The window passing, as the limit reads it: its events aged past fifteen minutes.
    await server.services.db.query(`UPDATE rate_limit_events SET happened_at = happened_at - interval '16 minutes' WHERE key LIKE '2fa:%'`);
    expect(await guessFrom(server, recoveryCodes[1]!)).toBe('SIGNED_IN');
    expect(await unspentRecoveryCodes()).toBe(9);
    // The count starts again: ten wrong codes lock the account once more, and say so once more.
    const again = await Promise.all(Array.from({ length: 12 }, (_, i) => guessFrom(server, wrongRecoveryCode(200 + i))));
    expect(again.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(await guessFrom(server, recoveryCodes[2]!)).toBe('RATE_LIMITED');
    expect(await lockNotices()).toBe(2);
  });
});
