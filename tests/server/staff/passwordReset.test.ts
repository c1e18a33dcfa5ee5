// Changing a password, resetting it by e-mail, and the security notices, against the real server
// and a real SMTP server on 127.0.0.1. Each test attacks one defence: it fails if the defence goes.
import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { RESET_LINK_INVALID, RESET_MAILS_PER_MAILBOX_PER_HOUR, RESET_REQUESTS_PER_CLIENT_PER_HOUR } from '../../../server/staff/passwordReset.ts';
import { RESET_SUBJECT, SECURITY_NOTICE_SUBJECTS, sendSecurityNotice } from '../../../server/staff/securityNotices.ts';
import { RENEWED_TOKEN_HEADER } from '../../../shared/constants.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withMailServer, withServer } from '../../kit/withServer.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { LOGIN } from '../../kit/documents.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { STAFF_PASSWORD } from '../../kit/settings.ts';

const REQUEST = `mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation resetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;
const CHANGE = `mutation changePassword($current: String!, $next: String!) { changePassword(current: $current, next: $next) }`;
const ME = `query { me { _id email } }`;
const SESSIONS = `query { mySessions { id current } }`;
const START = `mutation { startTwoFactorSetup { secret } }`;
const CONFIRM = `mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const DISABLE = `mutation disableTwoFactor($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) }`;
const SECOND_FACTOR = `mutation login_second_factor($challenge: String!, $code: String!) {
  login_second_factor(challenge: $challenge, code: $code) { token } }`;

const NEW_PASSWORD = 'a brand new password of mine';
const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
let nextClient = 1;
/** A client address of its own for each call that should not share another's per-client limit. */
const freshIp = () => `198.51.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

type Body = Pick<GraphqlResponse, 'data' | 'errors'>;

interface Sent {
  status: number;
  headers: Headers;
  body: Body;
}

/** A GraphQL request from a chosen client address (the test server trusts one proxy). */
async function send(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  from: { ip?: string; token?: string } = {},
): Promise<Sent> {
  const answer = await server.gql(query, variables, {
    token: from.token,
    headers: { 'x-forwarded-for': from.ip ?? freshIp(), 'user-agent': 'Mozilla/5.0 (TestBrowser)' },
  });
  const { status, ...body } = answer;
  return { status, headers: answer.headers, body };
}

describe.each(databasesOf(import.meta.url))('passwords and notices on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, trustProxy: 1, publicUrl: PUBLIC_URL });

  const subjects = (email: string) => smtp.to(email).map((message) => message.mail.subject);
  const waitForMail = (email: string, subject: string, count = 1) =>
    expect.poll(() => subjects(email).filter((s) => s === subject).length, { timeout: 10_000 }).toBe(count);

  /** Asks for a reset and answers the token of the link that arrives (the `nth` reset e-mail). */
  async function resetToken(email: string, nth = 1): Promise<string> {
    const answer = await send(server, REQUEST, { email });
    expect(answer.body).toEqual({ data: { requestPasswordReset: true } });
    await waitForMail(email, RESET_SUBJECT, nth);
    const mail = smtp.to(email).filter((m) => m.mail.subject === RESET_SUBJECT)[nth - 1]!.mail;
    const link = linkIn(mail.text, `${PUBLIC_URL}/ResetPassword?token=`);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    return new URL(link).searchParams.get('token')!;
  }

  const canSignIn = async (email: string, password: string) => (await server.gql(LOGIN, { email, password })).data !== null;

  test('the reset link arrives, works once, ends every session, and the notice arrives', async () => {
    const { user, token: first } = await server.addStaff('EDITOR');
    const second = await server.login(user.email, STAFF_PASSWORD);
    const token = await resetToken(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is stored.
    const rows = await server.services.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets WHERE user_id = $1', [user._id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    expect((await send(server, RESET, { token, password: NEW_PASSWORD })).body).toEqual({ data: { resetPassword: true } });
    // Every session ended: both tokens are refused on their next request.
    for (const old of [first, second]) expect(errorCode((await send(server, ME, {}, { token: old })).body)).toBe('UNAUTHENTICATED');
    expect(await canSignIn(user.email, STAFF_PASSWORD)).toBe(false);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);

    const again = await send(server, RESET, { token, password: 'yet another long password' });
    expect(again.body.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.password_reset);
    const notice = smtp.to(user.email).find((m) => m.mail.subject === SECURITY_NOTICE_SUBJECTS.password_reset)!.mail;
    expect(notice.text).toContain('(Kigali time)');
    expect(notice.text).toContain('TestBrowser');
  });

  test('a new request replaces the old link', async () => {
    const { user } = await server.addStaff('AUTHOR');
    const old = await resetToken(user.email, 1);
    const fresh = await resetToken(user.email, 2);
    expect(errorCode((await send(server, RESET, { token: old, password: NEW_PASSWORD })).body)).toBe('BAD_USER_INPUT');
    expect(await canSignIn(user.email, STAFF_PASSWORD)).toBe(true);
    expect((await send(server, RESET, { token: fresh, password: NEW_PASSWORD })).body.data).toEqual({ resetPassword: true });
  });

  test('an expired link is refused and changes nothing', async () => {
    const { user } = await server.addStaff('AUTHOR');
    const token = await resetToken(user.email);
    await server.services.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user._id]);
    const answer = await send(server, RESET, { token, password: NEW_PASSWORD });
    expect(answer.body.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await canSignIn(user.email, STAFF_PASSWORD)).toBe(true);
  });

  test('forged, malformed and oversized tokens are refused with the one message; a weak password keeps the link', async () => {
    const { user } = await server.addStaff('AUTHOR');
    const token = await resetToken(user.email);
    const before = await server.fingerprint();
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const forged = [
      randomBytes(32).toString('base64url'),
      flipped,
      token.slice(0, 42),
      `${token}A`,
      createHash('sha256').update(token).digest('hex'),
      'x'.repeat(100_000),
      '',
      "' OR 1=1 --",
    ];
    for (const bad of forged) {
      const answer = await send(server, RESET, { token: bad, password: NEW_PASSWORD });
      expect(answer.body.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    }
    // A NUL character is refused by the server's input check, before the reset is reached.
    const nul = await send(server, RESET, { token: `${token.slice(0, 42)}\u0000`, password: NEW_PASSWORD });
    expect(nul.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    const weak = await send(server, RESET, { token, password: 'short' });
    expect(weak.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    const huge = await send(server, RESET, { token, password: 'p'.repeat(10_000) });
    expect(huge.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    expect(await server.fingerprint()).toEqual(before);
    expect((await send(server, RESET, { token, password: NEW_PASSWORD })).body.data).toEqual({ resetPassword: true });
  });

  test('an unknown address gets the same answer, the same database steps, and no e-mail', async () => {
    const { user } = await server.addStaff('AUTHOR');
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    const known = await send(server, REQUEST, { email: user.email });
    const stranger = await send(server, REQUEST, { email: unknown });
    for (const answer of [known, stranger]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { requestPasswordReset: true } });
    }
    const headers = (sent: Sent) => [...sent.headers.keys()].filter((name) => name !== 'date').sort();
    expect(headers(stranger)).toEqual(headers(known));
    expect(stranger.headers.get('content-length')).toBe(known.headers.get('content-length'));
    await server.services.passwordReset.idle();
    // Both counted against their mailbox's cap: the same steps ran for each.
    const mailboxKey = (email: string) => `reset:to:${createHash('sha256').update(email).digest('base64url')}`;
    const counted = await server.services.db.query<{ key: string }>(
      'SELECT key FROM rate_limit_events WHERE key = ANY($1::text[])',
      [[mailboxKey(user.email), mailboxKey(unknown)]],
    );
    expect(counted.map((row) => row.key).sort()).toEqual([mailboxKey(user.email), mailboxKey(unknown)].sort());
    await waitForMail(user.email, RESET_SUBJECT);
    await server.mailSettled();
    expect(smtp.to(unknown)).toHaveLength(0);
    const stored = await server.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1',
      [unknown],
    );
    expect(stored[0]!.n).toBe(0);
  });

  test('many client addresses asking for one mailbox send it only a few e-mails; one client is capped too', async () => {
    const { user } = await server.addStaff('AUTHOR', `victim.${randomBytes(3).toString('hex')}@bcf.test`);
    for (let i = 0; i < 12; i++) {
      const answer = await send(server, REQUEST, { email: i % 2 ? user.email : user.email.toUpperCase() });
      expect(answer.body).toEqual({ data: { requestPasswordReset: true } });
      await server.services.passwordReset.idle();
    }
    await waitForMail(user.email, RESET_SUBJECT, RESET_MAILS_PER_MAILBOX_PER_HOUR);
    await server.mailSettled();
    expect(smtp.to(user.email)).toHaveLength(RESET_MAILS_PER_MAILBOX_PER_HOUR);

    // All at once, as a script would: they count against each other, and the cap still holds.
    const { user: rushed } = await server.addStaff('AUTHOR');
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(server, REQUEST, { email: rushed.email })));
    for (const answer of answers) expect(answer.body).toEqual({ data: { requestPasswordReset: true } });
    await server.services.passwordReset.idle();
    await server.mailSettled();
    expect(smtp.to(rushed.email).length).toBeLessThanOrEqual(RESET_MAILS_PER_MAILBOX_PER_HOUR);

    // Tags and dots name the same mailbox: they use up its cap too, and do not multiply it.
    const { user: tagged } = await server.addStaff('AUTHOR', `tagged${randomBytes(3).toString('hex')}@gmail.com`);
    const [local, domain] = tagged.email.split('@');
    for (const alias of [`${local}+1@${domain}`, `${local}+2@${domain}`, `${local!.slice(0, 3)}.${local!.slice(3)}@${domain}`]) {
      expect((await send(server, REQUEST, { email: alias })).body.data).toEqual({ requestPasswordReset: true });
    }
    expect((await send(server, REQUEST, { email: tagged.email })).body.data).toEqual({ requestPasswordReset: true });
    await server.services.passwordReset.idle();
    await server.mailSettled();
    expect(smtp.to(tagged.email)).toHaveLength(0);

    const ip = freshIp();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT_PER_HOUR; i++) {
      expect((await send(server, REQUEST, { email: `someone${i}@example.org` }, { ip })).body.data).toEqual({ requestPasswordReset: true });
    }
    const refused = await send(server, REQUEST, { email: 'one-more@example.org' }, { ip });
    expect(errorCode(refused.body)).toBe('RATE_LIMITED');
  });

  test('a reset never skips two-factor; turning it on and off and spending a recovery code each send a notice', async () => {
    const { user, token } = await server.addStaff('EDITOR');
    const setup = await send(server, START, {}, { token });
    const secret = (setup.body.data as { startTwoFactorSetup: { secret: string } }).startTwoFactorSetup.secret;
    const confirmed = await send(server, CONFIRM, { code: await totp(secret) }, { token });
    const recovery = (confirmed.body.data as { confirmTwoFactorSetup: string[] }).confirmTwoFactorSetup;
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.two_factor_on);

    const resetWith = await resetToken(user.email);
    expect((await send(server, RESET, { token: resetWith, password: NEW_PASSWORD })).body.data).toEqual({ resetPassword: true });
    const login = await server.gql(LOGIN, { email: user.email, password: NEW_PASSWORD });
    expect(login.data).toBeNull();
    expect(errorCode(login)).toBe('SECOND_FACTOR_REQUIRED');
    const challenge = (login.errors![0]!.extensions as { challenge: string }).challenge;
    const signedIn = await send(server, SECOND_FACTOR, { challenge, code: recovery[0]! });
    const newToken = (signedIn.body.data as { login_second_factor: { token: string } }).login_second_factor.token;
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.recovery_code_used);

    // Turned off with a recovery code: that code's use is told too.
    const off = await send(server, DISABLE, { password: NEW_PASSWORD, code: recovery[1]! }, { token: newToken });
    expect(off.body.data).toEqual({ disableTwoFactor: true });
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.two_factor_off);
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.recovery_code_used, 2);
  });

  test('changePassword: needs a token, the right current password and a good new one', async () => {
    const { user, token } = await server.addStaff('CONTRIBUTOR');
    expect(errorCode((await send(server, CHANGE, { current: STAFF_PASSWORD, next: NEW_PASSWORD })).body)).toBe('UNAUTHENTICATED');
    const wrong = await send(server, CHANGE, { current: 'not my password at all', next: NEW_PASSWORD }, { token });
    expect(wrong.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'current' } });
    const weak = await send(server, CHANGE, { current: STAFF_PASSWORD, next: 'short' }, { token });
    expect(weak.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'next' } });
    const huge = await send(server, CHANGE, { current: 'x'.repeat(100_000), next: NEW_PASSWORD }, { token });
    expect(huge.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'current' } });
    expect(await canSignIn(user.email, STAFF_PASSWORD)).toBe(true);
    expect(subjects(user.email)).toHaveLength(0);
  });

  test('changePassword: wrong current passwords are throttled as at sign-in', async () => {
    const { token } = await server.addStaff('CONTRIBUTOR');
    const ip = freshIp();
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(errorCode((await send(server, CHANGE, { current: `wrong guess number ${i}`, next: NEW_PASSWORD }, { ip, token })).body));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  test('changePassword ends the other sessions, keeps the current one through a renewed token, and sends a notice', async () => {
    const { user, token } = await server.addStaff('AUTHOR');
    const other = await server.login(user.email, STAFF_PASSWORD);
    const link = await resetToken(user.email);
    const changed = await send(server, CHANGE, { current: STAFF_PASSWORD, next: NEW_PASSWORD }, { token });
    expect(changed.body).toEqual({ data: { changePassword: true } });
    const renewed = changed.headers.get(RENEWED_TOKEN_HEADER);
    expect(renewed).toBeTruthy();
    expect(errorCode((await send(server, ME, {}, { token: other })).body)).toBe('UNAUTHENTICATED');
    const still = await send(server, SESSIONS, {}, { token: renewed! });
    expect(still.body.data).toEqual({ mySessions: [{ id: expect.any(String), current: true }] });
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(user.email, STAFF_PASSWORD)).toBe(false);
    // The reset link asked for before the change no longer works.
    expect((await send(server, RESET, { token: link, password: 'someone else’s password' })).body.errors?.[0]?.message).toBe(RESET_LINK_INVALID);
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.password_changed);
    const notice = smtp.to(user.email).find((m) => m.mail.subject === SECURITY_NOTICE_SUBJECTS.password_changed)!.mail;
    expect(notice.text).toContain('If this was not you');
  });

  test('role_changed is ready for the Users page: its notice arrives with its subject', async () => {
    const { user } = await server.addStaff('AUTHOR');
    expect(await sendSecurityNotice({ mail: server.services.mail }, user, 'role_changed', { note: 'Your role is now Editor.' })).toBe(true);
    await waitForMail(user.email, SECURITY_NOTICE_SUBJECTS.role_changed);
  });
});

describe.each(databasesOf(import.meta.url))('password reset with e-mail off on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  test('the answer is the same, and nothing is stored or queued', async () => {
    const before = await server.fingerprint();
    for (const email of ['staff@bcf.test', 'nobody@example.org']) {
      expect((await server.gql(REQUEST, { email })).data).toEqual({ requestPasswordReset: true });
    }
    await server.services.passwordReset.idle();
    expect(await server.fingerprint()).toEqual(before);
  });
});
