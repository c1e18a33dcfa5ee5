// Attacks on staff accounts, as a stranger and as a low-role insider would make them: privilege
// escalation through update_user, invitations to lookalike addresses, mail-bombing a third person
// through invitations, names that try to break e-mails or hide text, aliases multiplying Argon2,
// oversized inputs, a recovery code spent twice at once, and a reset link outliving a password change.
// Each against a real server (127.0.0.1) and a real SMTP server.
import { generate } from 'otplib';
import { beforeAll, describe, expect, test } from 'vitest';
import { MAILS_TO_UNCONFIRMED_PER_DAY } from '../../../server/mail/limits.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode } from '../../kit/graphql.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN, STAFF_PASSWORD, STALE_PASSWORD_CHECK_SECONDS } from '../../kit/settings.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { withMailServer } from '../../kit/withServer.ts';

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id email role } }`;
const RESEND = `mutation ($id: ID!) { resendInvitation(id: $id) { id } }`;
const CANCEL = `mutation ($id: ID!) { cancelInvitation(id: $id) }`;
const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token user { _id role } } }`;
const UPDATE = `mutation ($id: ID!, $input: UserUpdateInput) { update_user(id: $id, input: $input) { _id email firstName secondName role } }`;
const DELETE = `mutation ($id: ID!) { delete_user(id: $id) }`;
const CONFIRM_PASSWORD = `mutation ($password: String!) { confirmPassword(password: $password) }`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) { changePassword(current: $current, next: $next) }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;
const START_2FA = `mutation { startTwoFactorSetup { secret } }`;
const CONFIRM_2FA = `mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const SECOND_FACTOR = `mutation ($challenge: String!, $code: String!) { login_second_factor(challenge: $challenge, code: $code) { token } }`;
const NEW_PASSWORD = 'a brand new correct horse staple';

let unique = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}-${unique++}@example.rw`;

describe.each(databasesOf(import.meta.url))('attacks on staff accounts on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL });
  let owner: string;
  let ownerId: string;

  beforeAll(async () => {
    owner = await server.login();
    ownerId = (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!._id;
  });

  const queued = async (recipient: string, kind = 'invitation') =>
    (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind = $2`, [recipient, kind]))[0]!.n;

  test('update_user: nobody raises their own role or takes another address, whatever its case or spaces', async () => {
    const editor = await server.addStaff('EDITOR');
    for (const role of ['OWNER', 'ADMINISTRATOR']) {
      expect(errorCode(await server.gql(UPDATE, { id: editor.user._id, input: { role } }, editor.token))).toBe('FORBIDDEN');
    }
    // Names with a role or an address slipped in: the whole change is refused.
    const sneaky = await server.gql(UPDATE, { id: editor.user._id, input: { firstName: 'Eve', email: ADMIN.email.toUpperCase() } }, editor.token);
    expect(errorCode(sneaky)).toBe('FORBIDDEN');
    // Their own address in another case, with spaces, is no change: allowed, and nothing moves.
    const same = await server.gql<{ update_user: { email: string; role: string } }>(
      UPDATE,
      { id: editor.user._id, input: { email: `  ${editor.user.email.toUpperCase()} `, role: 'EDITOR' } },
      editor.token,
    );
    expect(same.errors).toBeUndefined();
    expect(same.data!.update_user).toMatchObject({ email: editor.user.email, role: 'EDITOR' });
    // Roles are an enum: a lower-case or padded one is not a role at all.
    for (const role of ['owner', ' OWNER', 'Owner']) {
      expect((await server.gql(UPDATE, { id: editor.user._id, input: { role } }, editor.token)).errors).toBeDefined();
    }
    expect((await server.services.repos.staff.find(editor.user._id))!.role).toBe('EDITOR');
    // Their own id in another case or padded is nobody's id: no way round "not your own role".
    const admin = await server.addStaff('ADMINISTRATOR');
    for (const id of [admin.user._id.toUpperCase(), ` ${admin.user._id}`, `${admin.user._id}\n`]) {
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorCode(await server.gql(UPDATE, { id, input: { role: 'EDITOR' } }, admin.token)));
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorCode(await server.gql(DELETE, { id }, admin.token)));
    }
    expect((await server.services.repos.staff.find(admin.user._id))!.role).toBe('ADMINISTRATOR');
  });

  test("update_user: an insider cannot act on others; an Administrator cannot make Administrators or touch the Owner", async () => {
    const author = await server.addStaff('AUTHOR');
    const contributor = await server.addStaff('CONTRIBUTOR');
    const editor = await server.addStaff('EDITOR');
    const admin = await server.addStaff('ADMINISTRATOR');
    await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, admin.token);
    for (const insider of [author, contributor, editor]) {
      expect(errorCode(await server.gql(UPDATE, { id: contributor.user._id === insider.user._id ? author.user._id : contributor.user._id, input: { firstName: 'Owned' } }, insider.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(UPDATE, { id: ownerId, input: { role: 'CONTRIBUTOR' } }, insider.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(DELETE, { id: ownerId }, insider.token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await server.gql(UPDATE, { id: editor.user._id, input: { role: 'ADMINISTRATOR' } }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: editor.user._id, input: { role: 'OWNER' } }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: ownerId, input: { role: 'EDITOR' } }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: ownerId, input: { firstName: 'Mallory' } }, admin.token))).toBe('FORBIDDEN');
    // The Owner cannot make a second Owner through update_user either: only the transfer does that.
    expect(errorCode(await server.gql(UPDATE, { id: admin.user._id, input: { role: 'OWNER' } }, owner))).toBe('FORBIDDEN');
    const owners = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'OWNER'`);
    expect(owners[0]!.n).toBe(1);
  });

  test("update_user and delete_user with an invitation's id, or ids that are no id, find nobody and never fail inside", async () => {
    const invited = await server.gql<{ inviteUser: { id: string } }>(INVITE, { input: { email: address('id-confusion'), role: 'AUTHOR' } }, owner);
    expect(invited.errors).toBeUndefined();
    for (const id of [invited.data!.inviteUser.id, 'not-a-uuid', "' OR 1=1 --", 'x'.repeat(10_000), '']) {
      for (const answer of [
        await server.gql(UPDATE, { id, input: { role: 'EDITOR' } }, owner),
        await server.gql(DELETE, { id }, owner),
      ]) {
        expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN']).toContain(errorCode(answer));
      }
    }
  });

  test("inviting an existing person's address in another case, with spaces or in another Unicode form, or an address carrying a second one, makes no invitation", async () => {
    const editor = await server.addStaff('EDITOR');
    const before = await server.services.repos.invitations.listOpen();
    for (const email of [
      editor.user.email.toUpperCase(),
      `  ${editor.user.email} `,
      `\t${ADMIN.email.toUpperCase()}\n`,
      // Fullwidth letters and a ligature: other addresses to a mail server, and no address this form takes.
      ADMIN.email.replace('staff', 'ｓｔａｆｆ'),
      ADMIN.email.replace('ff', '\ufb00'),
      ADMIN.email.replace('@', '\u200b@'),
      // A second recipient or header smuggled into the address.
      `${address('crlf')}\r\nBcc: ${address('crlf-bcc')}`,
      `${address('comma')}, ${address('comma-second')}`,
    ]) {
      const answer = await server.gql(INVITE, { input: { email, role: 'CONTRIBUTOR' } }, owner);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    }
    expect(await server.services.repos.invitations.listOpen()).toHaveLength(before.length);
  });

  test("a third person's mailbox cannot be flooded by inviting, cancelling and inviting again, or by resending", async () => {
    const editor = await server.addStaff('EDITOR');
    const victim = address('victim');
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const invited = await server.gql<{ inviteUser: { id: string } }>(INVITE, { input: { email: victim, role: 'CONTRIBUTOR' } }, editor.token);
      if (!invited.data) {
        expect(errorCode(invited)).toBe('RATE_LIMITED');
        refused++;
        continue;
      }
      expect(errorCode(await server.gql(CANCEL, { id: invited.data.inviteUser.id }, editor.token))).toBeUndefined();
    }
    expect(refused).toBeGreaterThan(0);
    expect(await queued(victim)).toBeLessThanOrEqual(MAILS_TO_UNCONFIRMED_PER_DAY);
    // Tagged addresses reach the same mailbox: they share its count.
    const [local, domain] = victim.split('@');
    const tagged = await server.gql(INVITE, { input: { email: `${local}+again@${domain}`, role: 'CONTRIBUTOR' } }, editor.token);
    expect(errorCode(tagged)).toBe('RATE_LIMITED');
    // Resending, once the gap between sends has passed, counts against the same cap.
    const other = address('victim-resend');
    const invited = await server.gql<{ inviteUser: { id: string } }>(INVITE, { input: { email: other, role: 'CONTRIBUTOR' } }, editor.token);
    expect(invited.errors).toBeUndefined();
    const id = invited.data!.inviteUser.id;
    for (let i = 0; i < 12; i++) {
      // As if the last send was long ago: only the per-mailbox cap is left to hold.
      await server.services.db.query(`UPDATE invitations SET expires_at = expires_at - interval '1 hour' WHERE id = $1`, [id]);
      const answer = await server.gql(RESEND, { id }, editor.token);
      if (answer.errors) expect(errorCode(answer)).toBe('RATE_LIMITED');
    }
    expect(await queued(other)).toBeLessThanOrEqual(MAILS_TO_UNCONFIRMED_PER_DAY);
  });

  test('names with line breaks, hidden characters or HTML are stored as one plain line, and reach no e-mail header or markup', async () => {
    const admin = await server.addStaff('ADMINISTRATOR');
    const hostile = 'Eve\r\nBcc: victim@example.rw\r\nSubject: pwned';
    const answer = await server.gql<{ update_user: { firstName: string; secondName: string } }>(
      UPDATE,
      { id: admin.user._id, input: { firstName: hostile, secondName: '<img src=x onerror=alert(1)>\u202egnp.exe' } },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    const stored = (await server.services.repos.staff.find(admin.user._id))!;
    for (const name of [stored.firstName, stored.secondName, answer.data!.update_user.firstName, answer.data!.update_user.secondName]) {
      expect(name).not.toMatch(/[\r\n\t\u202a-\u202e]/);
      expect(name).toBe((name ?? '').replace(/[^\x20-\x7e]/g, ''));
    }
    expect(stored.firstName).toBe('Eve Bcc: victim@example.rw Subject: pwned');
    // A name of only such characters is no name.
    expect(errorCode(await server.gql(UPDATE, { id: admin.user._id, input: { firstName: '\r\n\u200b\u202e' } }, admin.token))).toBe('BAD_USER_INPUT');

    const invitee = address('invitee');
    expect((await server.gql(INVITE, { input: { email: invitee, role: 'EDITOR' } }, admin.token)).errors).toBeUndefined();
    await expect.poll(() => smtp.to(invitee).length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.to(invitee)[0]!.mail;
    expect(mail.subject).toBe('You are invited to the Build Career Foundation admin area');
    expect(mail.headers.get('bcc')).toBeUndefined();
    // The address in the name received nothing (mails of other tests may arrive meanwhile).
    expect(smtp.to('victim@example.rw')).toHaveLength(0);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x');
  });

  test('aliases do not multiply Argon2: one password check per request', async () => {
    const editor = await server.addStaff('EDITOR');
    const many = (field: string, n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    for (const document of [
      many(`confirmPassword(password: "${STAFF_PASSWORD}")`, 15),
      many(`changePassword(current: "${STAFF_PASSWORD}", next: "${NEW_PASSWORD}")`, 2),
      `mutation { a: confirmPassword(password: "${STAFF_PASSWORD}") b: login_user(email: "${editor.user.email}", password: "${STAFF_PASSWORD}") { token } }`,
      // Hidden in an inline fragment or a named one: still two.
      `mutation { a: confirmPassword(password: "${STAFF_PASSWORD}") ... on Mutation { b: confirmPassword(password: "${STAFF_PASSWORD}") } }`,
      `fragment F on Mutation { b: confirmPassword(password: "${STAFF_PASSWORD}") } mutation { a: confirmPassword(password: "${STAFF_PASSWORD}") ...F }`,
    ]) {
      const started = Date.now();
      const answer = await server.gql(document, {}, editor.token);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors![0]!.message).toMatch(/one password|at most one/i);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const stranger = `mutation { ${Array.from({ length: 15 }, (_, i) => `a${i}: login_user(email: "${ADMIN.email}", password: "${ADMIN.password}") { token }`).join(' ')} }`;
    expect((await server.gql(stranger)).data ?? null).toBeNull();
    // One check in a request still works.
    expect((await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, editor.token)).data).toEqual({ confirmPassword: true });
  });

  test('oversized passwords, codes, challenges and tokens are refused quickly', async () => {
    const editor = await server.addStaff('EDITOR');
    const huge = 'x'.repeat(200_000);
    const started = Date.now();
    for (const answer of [
      await server.gql(CONFIRM_PASSWORD, { password: huge }, editor.token),
      await server.gql(SECOND_FACTOR, { challenge: huge, code: huge }),
      await server.gql(RESET, { token: huge, password: huge }),
      await server.gql(ACCEPT, { input: { token: huge, firstName: huge, secondName: huge, password: huge } }),
      await server.gql(LOGIN, { email: huge, password: huge }),
    ]) {
      expect(answer.data ?? null).toBeNull();
      expect(errorCode(answer)).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('an invitation accepted by five requests at once makes one account', async () => {
    const email = address('race');
    expect((await server.gql(INVITE, { input: { email, role: 'AUTHOR' } }, owner)).errors).toBeUndefined();
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    const token = new URL(linkIn(smtp.to(email)[0]!.mail.text, `${PUBLIC_URL}/`)).searchParams.get('token')!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => server.gql(ACCEPT, { input: { token, firstName: `Racer${i}`, secondName: 'X', password: NEW_PASSWORD } })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const rows = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]);
    expect(rows[0]!.n).toBe(1);
    // Nothing secret of the acceptance reaches the activity log.
    const log = await server.services.db.query<{ row: string }>(`SELECT a::text AS row FROM audit_log a`);
    for (const { row } of log) {
      expect(row).not.toContain(token);
      expect(row).not.toContain(NEW_PASSWORD);
    }
  });

  test('a reset link asked for before a password change no longer works after it', async () => {
    const editor = await server.addStaff('EDITOR');
    const before = smtp.to(editor.user.email).length;
    expect((await server.gql(REQUEST_RESET, { email: editor.user.email })).data).toEqual({ requestPasswordReset: true });
    await expect.poll(() => smtp.to(editor.user.email).length, { timeout: 10_000 }).toBe(before + 1);
    const link = linkIn(smtp.to(editor.user.email)[before]!.mail.text, `${PUBLIC_URL}/`);
    const token = new URL(link).searchParams.get('token')!;
    expect((await server.gql(CHANGE_PASSWORD, { current: STAFF_PASSWORD, next: NEW_PASSWORD }, editor.token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(RESET, { token, password: 'the attacker chose this one' }))).toBe('BAD_USER_INPUT');
    expect(await server.login(editor.user.email, NEW_PASSWORD)).toBeTruthy();
  });

  test('one recovery code, or one TOTP code, sent with several challenges at once signs in once', async () => {
    const email = address('recovery');
    const { token } = await server.addStaff('EDITOR', email);
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START_2FA, {}, token);
    expect(setup.errors).toBeUndefined();
    const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>(
      CONFIRM_2FA,
      { code: await generate({ secret: setup.data!.startTwoFactorSetup.secret }) },
      token,
    );
    expect(confirmed.errors).toBeUndefined();
    const recovery = confirmed.data!.confirmTwoFactorSetup[0]!;
    const challenge = async () => {
      const answer = await server.gql(LOGIN, { email, password: STAFF_PASSWORD });
      expect(errorCode(answer)).toBe('SECOND_FACTOR_REQUIRED');
      return (answer.errors![0]!.extensions as { challenge: string }).challenge;
    };
    const challenges = [await challenge(), await challenge(), await challenge()];
    const answers = await Promise.all(challenges.map((one) => server.gql(SECOND_FACTOR, { challenge: one, code: recovery })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    // The same TOTP code on two challenges at once: one sign-in, the step is spent.
    const step = await generate({ secret: setup.data!.startTwoFactorSetup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const pair = [await challenge(), await challenge()];
    const totpAnswers = await Promise.all(pair.map((one) => server.gql(SECOND_FACTOR, { challenge: one, code: step })));
    expect(totpAnswers.filter((answer) => !answer.errors)).toHaveLength(1);
  });
  test('PASSWORD_CHECK_REQUIRED holds against a wrong check sent with the action, and a check made in another session', async () => {
    const admin = await server.addStaff('ADMINISTRATOR');
    const author = await server.addStaff('AUTHOR');
    const stale = async (token: string) => {
      const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
      await server.services.db.query('UPDATE sessions SET password_checked_at = now() - make_interval(secs => $2) WHERE id = $1', [sid, STALE_PASSWORD_CHECK_SECONDS]);
    };
    await stale(admin.token);
    const document = `mutation ($id: ID!) { a: confirmPassword(password: "not the password at all") b: update_user(id: $id, input: { role: EDITOR }) { role } }`;
    const answer = await server.gql(document, { id: author.user._id }, admin.token);
    // The wrong check fails, and the mutation after it never runs.
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect((await server.services.repos.staff.find(author.user._id))!.role).toBe('AUTHOR');
    expect(errorCode(await server.gql(UPDATE, { id: author.user._id, input: { role: 'EDITOR' } }, admin.token))).toBe('PASSWORD_CHECK_REQUIRED');
    // A second session of the same person, checked just now, opens nothing for the first.
    await server.login(admin.user.email, STAFF_PASSWORD);
    expect(errorCode(await server.gql(UPDATE, { id: author.user._id, input: { role: 'EDITOR' } }, admin.token))).toBe('PASSWORD_CHECK_REQUIRED');
    expect((await server.services.repos.staff.find(author.user._id))!.role).toBe('AUTHOR');
  });

  test("the Owner's two-factor requirement is not bypassed through user management, password or invitation operations", async () => {
    const editor = await server.addStaff('EDITOR');
    const author = await server.addStaff('AUTHOR');
    await server.services.repos.meta.set('two_factor_requirement', 'EVERYONE');
    try {
      const invited = address('held');
      for (const [document, variables] of [
        [UPDATE, { id: editor.user._id, input: { firstName: 'Held' } }],
        [INVITE, { input: { email: invited, role: 'AUTHOR' } }],
        [CHANGE_PASSWORD, { current: STAFF_PASSWORD, next: NEW_PASSWORD }],
        [`query { get_all_users { _id } }`, {}],
        [`query { invitations { id } }`, {}],
      ] as const) {
        expect(errorCode(await server.gql(document, variables as Record<string, unknown>, editor.token))).toBe('FORBIDDEN');
      }
      expect(await queued(invited)).toBe(0);
      const upload = await fetch(`${server.url}/multiple_images-upload`, { method: 'POST', headers: { authorization: `Bearer ${author.token}` } });
      expect(upload.status).toBe(403);
    } finally {
      await server.services.repos.meta.set('two_factor_requirement', 'OFF');
    }
  });

  test("a removed person's reset link and sign-in challenge stop working", async () => {
    const email = address('removed');
    const editor = await server.addStaff('EDITOR', email);
    const before = smtp.to(email).length;
    await server.gql(REQUEST_RESET, { email });
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(before + 1);
    const token = new URL(linkIn(smtp.to(email)[before]!.mail.text, `${PUBLIC_URL}/`)).searchParams.get('token')!;
    expect((await server.gql(DELETE, { id: editor.user._id }, owner)).errors).toBeUndefined();
    expect(errorCode(await server.gql(RESET, { token, password: NEW_PASSWORD }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await server.gql(LOGIN, { email, password: STAFF_PASSWORD }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(`query { me { _id } }`, {}, editor.token))).toBe('UNAUTHENTICATED');
  });

  test("a removed or demoted person's open invitations die with their authority to send them", async () => {
    const admin = await server.addStaff('ADMINISTRATOR');
    await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, owner);
    // Before being removed, an Administrator invites a second self as Administrator, and an Editor.
    const puppet = address('puppet');
    const helper = address('helper');
    expect((await server.gql(INVITE, { input: { email: puppet, role: 'ADMINISTRATOR' } }, admin.token)).errors).toBeUndefined();
    expect((await server.gql(INVITE, { input: { email: helper, role: 'AUTHOR' } }, admin.token)).errors).toBeUndefined();
    await expect.poll(() => smtp.to(puppet).length, { timeout: 10_000 }).toBe(1);
    const puppetToken = new URL(linkIn(smtp.to(puppet)[0]!.mail.text, `${PUBLIC_URL}/`)).searchParams.get('token')!;
    // Demoted to Editor: the Administrator invitation goes; an Author one an Editor may send stays.
    expect((await server.gql(UPDATE, { id: admin.user._id, input: { role: 'EDITOR' } }, owner)).errors).toBeUndefined();
    const open = (await server.services.repos.invitations.listOpen()).map((row) => row.email);
    expect(open).not.toContain(puppet);
    expect(open).toContain(helper);
    expect(errorCode(await server.gql(ACCEPT, { input: { token: puppetToken, firstName: 'Puppet', secondName: 'X', password: NEW_PASSWORD } }))).toBe('BAD_USER_INPUT');
    // Removed: every invitation they sent goes.
    expect((await server.gql(DELETE, { id: admin.user._id }, owner)).errors).toBeUndefined();
    expect((await server.services.repos.invitations.listOpen()).map((row) => row.email)).not.toContain(helper);
  });

  test('a sign-in challenge won with the old password dies when the password changes or the sessions are ended', async () => {
    const email = address('challenge');
    const { token, user } = await server.addStaff('ADMINISTRATOR', email);
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START_2FA, {}, token);
    const secret = setup.data!.startTwoFactorSetup.secret;
    const confirmed = await server.gql(CONFIRM_2FA, { code: await generate({ secret }) }, token);
    expect(confirmed.errors).toBeUndefined();
    const challengeWith = async (password: string) => {
      const answer = await server.gql(LOGIN, { email, password });
      expect(errorCode(answer)).toBe('SECOND_FACTOR_REQUIRED');
      return (answer.errors![0]!.extensions as { challenge: string }).challenge;
    };
    // The attacker has the password (and, say, the phone for a moment): a challenge is waiting.
    const stolen = await challengeWith(STAFF_PASSWORD);
    // The person changes their password in their own session.
    expect((await server.gql(CHANGE_PASSWORD, { current: STAFF_PASSWORD, next: NEW_PASSWORD }, token)).errors).toBeUndefined();
    const nextStep = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(errorCode(await server.gql(SECOND_FACTOR, { challenge: stolen, code: nextStep }))).toBe('UNAUTHENTICATED');
    // The Owner ends all their sessions: a challenge waiting then is over too.
    const another = await challengeWith(NEW_PASSWORD);
    await server.gql(CONFIRM_PASSWORD, { password: ADMIN.password }, owner);
    expect((await server.gql(`mutation ($id: ID!) { endUserSessions(id: $id) }`, { id: user._id }, owner)).errors).toBeUndefined();
    expect(errorCode(await server.gql(SECOND_FACTOR, { challenge: another, code: nextStep }))).toBe('UNAUTHENTICATED');
    // A challenge made afterwards still works: the account is not locked out.
    const fresh = await challengeWith(NEW_PASSWORD);
    expect((await server.gql(SECOND_FACTOR, { challenge: fresh, code: nextStep })).errors).toBeUndefined();
  });

  test('twenty wrong codes at once on one challenge: at most five are checked', async () => {
    const email = address('guesser');
    const { token } = await server.addStaff('EDITOR', email);
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START_2FA, {}, token);
    expect((await server.gql(CONFIRM_2FA, { code: await generate({ secret: setup.data!.startTwoFactorSetup.secret }) }, token)).errors).toBeUndefined();
    const login = await server.gql(LOGIN, { email, password: STAFF_PASSWORD });
    const challenge = (login.errors![0]!.extensions as { challenge: string }).challenge;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.gql(SECOND_FACTOR, { challenge, code: String(100_000 + i * 7919).slice(0, 6) })),
    );
    expect(answers.every((answer) => answer.errors)).toBe(true);
    const checked = answers.filter((answer) => answer.errors![0]!.message === 'Invalid code');
    expect(checked.length).toBeLessThanOrEqual(5);
    const row = await server.services.db.query<{ tries: number }>(`SELECT tries FROM two_factor_challenges ORDER BY expires_at DESC LIMIT 1`);
    expect(row[0]!.tries).toBeLessThanOrEqual(5);
  });

  // Last: it moves the ownership.
  test('two transfers of ownership at once leave exactly one Owner', async () => {
    const first = await server.addStaff('ADMINISTRATOR');
    const second = await server.addStaff('ADMINISTRATOR');
    const fresh = await server.login();
    const TRANSFER = `mutation ($to: ID!) { transferOwnership(to: $to) }`;
    const answers = await Promise.all([first, second].map((to) => server.gql(TRANSFER, { to: to.user._id }, fresh)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const owners = await server.services.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'OWNER'`);
    expect(owners).toHaveLength(1);
    expect([first.user._id, second.user._id]).toContain(owners[0]!.id);
    expect(owners[0]!.id).not.toBe(ownerId);
  });
});
