// Staff accounts: invitations (single use, 7 days, resend, cancel, attacks on the token), accepting
// one, sign_up closed, and who may act on whom (shared/roles.ts), against the real server and a real
// SMTP server on 127.0.0.1.
import { beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD_CHECK_DURATION } from '../../../shared/twoFactor.ts';
import { ROLE_LABELS, STAFF_MESSAGES } from '../../../shared/staff.ts';
import { SECURITY_NOTICE_SUBJECTS } from '../../../server/staff/securityNotices.ts';
import type { Role } from '../../../shared/roles.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withMailServer, withServer } from '../../kit/withServer.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { ADMIN, STALE_PASSWORD_CHECK_SECONDS } from '../../kit/settings.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { standInSite } from '../../kit/builtSite.ts';

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id email role status createdAt expiresAt } }`;
const RESEND = `mutation ($id: ID!) { resendInvitation(id: $id) { id expiresAt } }`;
const CANCEL = `mutation ($id: ID!) { cancelInvitation(id: $id) }`;
const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) {
  token user { _id email firstName secondName role status } } }`;
const USERS = `query { get_all_users { _id email firstName secondName role status twoFactorEnabled lastSignInAt } }`;
const INVITATIONS = `query { invitations { id email role status } }`;
const UPDATE = `mutation ($id: ID!, $input: UserUpdateInput) { update_user(id: $id, input: $input) { _id firstName secondName role } }`;
const DELETE = `mutation ($id: ID!) { delete_user(id: $id) }`;
const END = `mutation ($id: ID!) { endUserSessions(id: $id) }`;
const TRANSFER = `mutation ($to: ID!) { transferOwnership(to: $to) }`;
const ME = `query { me { _id role } }`;
const PASSWORD = 'a brand new correct horse staple';

const message = (answer: GraphqlResponse) => answer.errors?.[0]?.message;
let unique = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}-${unique++}@example.rw`;

describe.each(databasesOf(import.meta.url))('staff accounts on $name', (kind) => {
  // A stand-in for the built app, so that the link's page answers as in production.
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir: standInSite() });
  let owner: string;
  let ownerId: string;

  beforeAll(async () => {
    owner = await server.login();
    ownerId = (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!._id;
  });

  /** Invites `email` as `role` and answers the invitation and the token its e-mail's link carries. */
  async function invite(email: string, role: Role = 'EDITOR', token = owner) {
    const before = smtp.to(email).length;
    const answer = await server.gql<{ inviteUser: { id: string; expiresAt: number } }>(INVITE, { input: { email, role } }, token);
    expect(answer.errors).toBeUndefined();
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(before + 1);
    const mail = smtp.to(email)[before]!.mail;
    const link = linkIn(mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`);
    return { id: answer.data!.inviteUser.id, expiresAt: answer.data!.inviteUser.expiresAt, token: new URL(link).searchParams.get('token')!, mail };
  }

  const accept = (token: string, names: { firstName?: string; secondName?: string; password?: string } = {}) =>
    server.gql<{ acceptInvitation: { token: string; user: { _id: string; email: string; role: string; status: string; firstName: string } } }>(ACCEPT, {
      input: { token, firstName: 'Aline', secondName: 'Uwase', password: PASSWORD, ...names },
    });

  async function member(role: Role) {
    const email = address(role.toLowerCase());
    const { token } = await invite(email, role);
    const answer = await accept(token);
    expect(answer.errors).toBeUndefined();
    return { id: answer.data!.acceptInvitation.user._id, token: answer.data!.acceptInvitation.token, email };
  }

  test('the invitation e-mail arrives with a working link; accepting makes an ACTIVE account of the invited role, signed in', async () => {
    const email = address('amina');
    const sent = await invite(email, 'EDITOR');
    expect(sent.mail.subject).toBe('You are invited to the Build Career Foundation admin area');
    expect(sent.mail.text).toContain('as Editor');
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The link's page is the app's, not behind the sign-in and not for search engines.
    const link = linkIn(sent.mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`);
    const page = await server.request(link.slice(PUBLIC_URL.length));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(sent.mail.html).toContain(`href="${link}"`);
    // 7 days from now, give or take the test's own time.
    expect(Math.abs(sent.expiresAt - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    // Only the token's hash is stored.
    const stored = await server.services.db.query<{ token_hash: string }>('SELECT token_hash FROM invitations WHERE id = $1', [sent.id]);
    expect(stored[0]!.token_hash).not.toContain(sent.token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await server.gql<{ invitations: { id: string; status: string }[] }>(INVITATIONS, {}, owner);
    expect(listed.data!.invitations).toContainEqual({ id: sent.id, email, role: 'EDITOR', status: 'INVITED' });

    const answer = await accept(sent.token, { firstName: '  Amina ' });
    expect(answer.errors).toBeUndefined();
    const { token, user } = answer.data!.acceptInvitation;
    expect(user).toMatchObject({ email, role: 'EDITOR', status: 'ACTIVE', firstName: 'Amina' });
    // Signed in: the token works, and the list shows the sign-in.
    expect((await server.gql<{ me: { _id: string } }>(ME, {}, token)).data!.me._id).toBe(user._id);
    const users = await server.gql<{ get_all_users: { _id: string; status: string; lastSignInAt: number | null; twoFactorEnabled: boolean }[] }>(USERS, {}, owner);
    const row = users.data!.get_all_users.find((one) => one._id === user._id)!;
    expect(row.status).toBe('ACTIVE');
    expect(row.twoFactorEnabled).toBe(false);
    expect(Math.abs(row.lastSignInAt! - Date.now())).toBeLessThan(60_000);
    expect(users.data!.get_all_users[0]!._id).toBe(ownerId);
    // The invitation is no longer open; the person can sign in with the chosen password.
    expect((await server.gql<{ invitations: { id: string }[] }>(INVITATIONS, {}, owner)).data!.invitations.map((one) => one.id)).not.toContain(sent.id);
    expect(await server.login(email, PASSWORD)).toBeTruthy();
  });

  test('an invitation works once', async () => {
    const { token } = await invite(address('once'));
    expect((await accept(token)).errors).toBeUndefined();
    const again = await accept(token, { firstName: 'Mallory' });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(message(again)).toBe(STAFF_MESSAGES.invalidInvitation);
  });

  test('two requests with one token at once: one account, one refusal', async () => {
    const email = address('race');
    const { token } = await invite(email);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(await server.services.db.query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(1);
  });

  test('an invitation runs out after 7 days', async () => {
    const { id, token } = await invite(address('late'));
    await server.services.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const answer = await accept(token);
    expect(message(answer)).toBe(STAFF_MESSAGES.invalidInvitation);
  });

  test('resending replaces the link (the old one stops working) and starts 7 days again; a run-out one can be resent', async () => {
    const email = address('resend');
    const first = await invite(email);
    // Sent a moment ago: not again within a minute, whoever asks (nobody floods an address).
    const tooSoon = await server.gql(RESEND, { id: first.id }, owner);
    expect(errorCode(tooSoon)).toBe('RATE_LIMITED');
    expect(message(tooSoon)).toBe(STAFF_MESSAGES.resendTooSoon);
    expect(message(await accept('A'.repeat(43)))).toBe(STAFF_MESSAGES.invalidInvitation);
    await server.services.db.query(`UPDATE invitations SET expires_at = now() - interval '1 day' WHERE id = $1`, [first.id]);
    const resent = await server.gql<{ resendInvitation: { id: string; expiresAt: number } }>(RESEND, { id: first.id }, owner);
    expect(resent.errors).toBeUndefined();
    expect(Math.abs(resent.data!.resendInvitation.expiresAt - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(2);
    expect(errorCode(await server.gql(RESEND, { id: first.id }, owner))).toBe('RATE_LIMITED');
    const second = new URL(linkIn(smtp.to(email)[1]!.mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`)).searchParams.get('token')!;
    expect(second).not.toBe(first.token);
    expect(message(await accept(first.token))).toBe(STAFF_MESSAGES.invalidInvitation);
    expect((await accept(second)).errors).toBeUndefined();
  });

  test('a cancelled invitation no longer works; a cancelled or used one cannot be resent', async () => {
    const { id, token } = await invite(address('cancel'));
    expect((await server.gql<{ cancelInvitation: boolean }>(CANCEL, { id }, owner)).data!.cancelInvitation).toBe(true);
    expect(message(await accept(token))).toBe(STAFF_MESSAGES.invalidInvitation);
    expect(errorCode(await server.gql(RESEND, { id }, owner))).toBe('NOT_FOUND');
    expect(errorCode(await server.gql(CANCEL, { id }, owner))).toBe('NOT_FOUND');
  });

  test('forged, malformed and oversized tokens are refused and change nothing', async () => {
    const { token } = await invite(address('forged'));
    const before = await server.fingerprint();
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const forged of [flipped, '', 'x', token + 'A', token.slice(0, 42), 'A'.repeat(100_000), `${token.slice(0, 42)}=`, "' OR 1=1 --"]) {
      const answer = await accept(forged);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(message(answer)).toBe(STAFF_MESSAGES.invalidInvitation);
    }
    // Control characters are refused at the door, before any resolver (server/graphql/armor.ts).
    expect(errorCode(await accept('\u0000'.repeat(43)))).toBe('BAD_USER_INPUT');
    expect(await server.fingerprint()).toEqual(before);
    // The genuine one still works.
    expect((await accept(token)).errors).toBeUndefined();
  });

  test('accepting asks for names and the password rule; a refused answer leaves the link working', async () => {
    const { token } = await invite(address('rules'));
    expect(message(await accept(token, { password: 'short' }))).toBe('Password must be at least 12 characters long');
    expect(message(await accept(token, { password: 'x'.repeat(129) }))).toBe('Password must be at most 128 characters long');
    expect(message(await accept(token, { firstName: '   ' }))).toBe(STAFF_MESSAGES.firstNameRequired);
    expect(message(await accept(token, { secondName: 'x'.repeat(101) }))).toBe(STAFF_MESSAGES.nameTooLong);
    expect((await accept(token)).errors).toBeUndefined();
  });

  test('inviting an address with an account, or one already invited, or a malformed one, is bad input', async () => {
    const existing = await server.gql(INVITE, { input: { email: ` ${ADMIN.email.toUpperCase()} `, role: 'EDITOR' } }, owner);
    expect(errorCode(existing)).toBe('BAD_USER_INPUT');
    expect(message(existing)).toBe(STAFF_MESSAGES.alreadyHasAccount);
    const email = address('twice');
    await invite(email);
    expect(message(await server.gql(INVITE, { input: { email, role: 'AUTHOR' } }, owner))).toBe(STAFF_MESSAGES.alreadyInvited);
    for (const bad of ['not an address', 'a@b', 'Eve <eve@example.com>', 'x'.repeat(300) + '@example.com', 'a@example.com,b@example.com']) {
      expect(errorCode(await server.gql(INVITE, { input: { email: bad, role: 'AUTHOR' } }, owner))).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await server.gql(INVITE, { input: { email: address('owner'), role: 'OWNER' } }, owner))).toBe('FORBIDDEN');
  });

  test('an Editor invites only Authors and Contributors, and handles only their invitations', async () => {
    const editor = await member('EDITOR');
    for (const role of ['ADMINISTRATOR', 'EDITOR', 'OWNER'] as const) {
      const answer = await server.gql(INVITE, { input: { email: address('above'), role } }, editor.token);
      expect(errorCode(answer)).toBe('FORBIDDEN');
    }
    await invite(address('author'), 'AUTHOR', editor.token);
    const theOwners = await invite(address('admin'), 'ADMINISTRATOR');
    expect(errorCode(await server.gql(CANCEL, { id: theOwners.id }, editor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(RESEND, { id: theOwners.id }, editor.token))).toBe('FORBIDDEN');
    // An Editor sees the list, but changes nobody.
    expect((await server.gql(USERS, {}, editor.token)).errors).toBeUndefined();
    const author = await member('AUTHOR');
    expect(errorCode(await server.gql(UPDATE, { id: author.id, input: { role: 'CONTRIBUTOR' } }, editor.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(DELETE, { id: author.id }, editor.token))).toBe('FORBIDDEN');
  });

  test('nobody changes their own role, address, or removes themself; their own names they may change, trimmed', async () => {
    const admin = await member('ADMINISTRATOR');
    for (const [token, id] of [[owner, ownerId], [admin.token, admin.id]] as const) {
      const answer = await server.gql(UPDATE, { id, input: { role: 'CONTRIBUTOR' } }, token);
      expect(errorCode(answer)).toBe('FORBIDDEN');
      expect(message(answer)).toBe(STAFF_MESSAGES.ownRole);
      expect(errorCode(await server.gql(UPDATE, { id, input: { email: 'elsewhere@example.com' } }, token))).toBe('FORBIDDEN');
      expect(message(await server.gql(DELETE, { id }, token))).toBe(STAFF_MESSAGES.ownRemoval);
    }
    const named = await server.gql<{ update_user: { firstName: string; secondName: string; role: string } }>(
      UPDATE, { id: admin.id, input: { firstName: '  Grace ', secondName: 'Mukamana  ', role: 'ADMINISTRATOR' } }, admin.token,
    );
    expect(named.data!.update_user).toMatchObject({ firstName: 'Grace', secondName: 'Mukamana', role: 'ADMINISTRATOR' });
    expect(message(await server.gql(UPDATE, { id: admin.id, input: { firstName: 'x'.repeat(101) } }, admin.token))).toBe(STAFF_MESSAGES.nameTooLong);
    expect(errorCode(await server.gql(UPDATE, { id: admin.id }, admin.token))).toBe('BAD_USER_INPUT');
    // A Contributor changes their own names too, and nobody else's.
    const contributor = await member('CONTRIBUTOR');
    expect((await server.gql(UPDATE, { id: contributor.id, input: { firstName: 'Eric' } }, contributor.token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(UPDATE, { id: admin.id, input: { firstName: 'Eric' } }, contributor.token))).toBe('FORBIDDEN');
  });

  test('the Owner cannot be removed or demoted, by an Administrator or anyone', async () => {
    const admin = await member('ADMINISTRATOR');
    expect(message(await server.gql(UPDATE, { id: ownerId, input: { role: 'ADMINISTRATOR' } }, admin.token))).toBe(STAFF_MESSAGES.ownerProtected);
    expect(message(await server.gql(DELETE, { id: ownerId }, admin.token))).toBe(STAFF_MESSAGES.ownerProtected);
    expect(errorCode(await server.gql(END, { id: ownerId }, admin.token))).toBe('FORBIDDEN');
    expect((await server.gql<{ me: { role: string } }>(ME, {}, owner)).data!.me.role).toBe('OWNER');
  });

  test('an Administrator manages only the roles below, and gives only those', async () => {
    const admin = await member('ADMINISTRATOR');
    const other = await member('ADMINISTRATOR');
    const editor = await member('EDITOR');
    expect(errorCode(await server.gql(UPDATE, { id: other.id, input: { role: 'EDITOR' } }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(DELETE, { id: other.id }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(END, { id: other.id }, admin.token))).toBe('FORBIDDEN');
    const promote = await server.gql(UPDATE, { id: editor.id, input: { role: 'ADMINISTRATOR' } }, admin.token);
    expect(message(promote)).toBe(STAFF_MESSAGES.roleNotAllowed);
    expect(errorCode(await server.gql(UPDATE, { id: editor.id, input: { role: 'OWNER' } }, owner))).toBe('FORBIDDEN');
    // Someone else's address is not changed here either.
    expect(errorCode(await server.gql(UPDATE, { id: editor.id, input: { email: 'taken-over@example.com' } }, owner))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: 'no-such-person', input: { role: 'AUTHOR' } }, admin.token))).toBe('NOT_FOUND');
    const changed = await server.gql<{ update_user: { role: string } }>(UPDATE, { id: editor.id, input: { role: 'AUTHOR' } }, admin.token);
    expect(changed.data!.update_user.role).toBe('AUTHOR');
  });

  test('the list reads everyone\'s two-factor state in the one query, however many people there are', async () => {
    const withCode = await member('AUTHOR');
    await member('CONTRIBUTOR');
    await server.services.db.query(
      `INSERT INTO two_factor (user_id, secret_sealed, enabled_at) VALUES ($1, 'sealed', now())
       ON CONFLICT (user_id) DO UPDATE SET enabled_at = now()`,
      [withCode.id],
    );
    const db = server.services.db;
    const original = db.query.bind(db);
    const asked: string[] = [];
    const counting = (async (sql: string, params?: unknown[]) => {
      if (/two_factor/.test(sql)) asked.push(sql);
      return original(sql, params);
    }) as typeof db.query;
    db.query = counting;
    // The queries that read two-factor state for one list, as the list grows.
    const readsFor = async () => {
      asked.length = 0;
      const users = await server.gql<{ get_all_users: { _id: string; twoFactorEnabled: boolean }[] }>(USERS, {}, owner);
      expect(users.errors).toBeUndefined();
      for (const person of users.data!.get_all_users) expect(person.twoFactorEnabled, person._id).toBe(person._id === withCode.id);
      return { people: users.data!.get_all_users.length, reads: asked.length };
    };
    try {
      const before = await readsFor();
      db.query = original;
      await member('EDITOR');
      await member('AUTHOR');
      db.query = counting;
      const after = await readsFor();
      expect(after.people).toBe(before.people + 2);
      expect(after.reads).toBe(before.reads);
    } finally {
      db.query = original;
    }
  });

  test("a role change ends the person's sessions: their next request is refused", async () => {
    const editor = await member('EDITOR');
    const second = await server.login(editor.email, PASSWORD);
    expect((await server.gql(UPDATE, { id: editor.id, input: { role: 'CONTRIBUTOR' } }, owner)).errors).toBeUndefined();
    for (const token of [editor.token, second]) expect(errorCode(await server.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    const again = await server.login(editor.email, PASSWORD);
    expect((await server.gql<{ me: { role: string } }>(ME, {}, again)).data!.me.role).toBe('CONTRIBUTOR');
    // They are told by e-mail, with the new role and who gave it.
    const notice = () => smtp.to(editor.email).filter((m) => m.mail.subject === SECURITY_NOTICE_SUBJECTS.role_changed);
    await expect.poll(() => notice().length, { timeout: 10_000 }).toBe(1);
    expect(notice()[0]!.mail.text).toContain(`Your role is now ${ROLE_LABELS.CONTRIBUTOR}`);
    // A names-only change by a manager ends nothing.
    expect((await server.gql(UPDATE, { id: editor.id, input: { firstName: 'Renamed' } }, owner)).errors).toBeUndefined();
    expect(errorCode(await server.gql(ME, {}, again))).toBeUndefined();
  });

  test("ending someone's sessions and removing them: their next request is refused", async () => {
    const author = await member('AUTHOR');
    const ended = await server.gql<{ endUserSessions: number }>(END, { id: author.id }, owner);
    expect(ended.data!.endUserSessions).toBe(1);
    expect(errorCode(await server.gql(ME, {}, author.token))).toBe('UNAUTHENTICATED');
    const token = await server.login(author.email, PASSWORD);
    expect((await server.gql<{ delete_user: string }>(DELETE, { id: author.id }, owner)).data!.delete_user).toBe('User deleted');
    expect(errorCode(await server.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    expect(await server.services.db.query('SELECT id FROM users WHERE id = $1', [author.id])).toHaveLength(0);
    expect(errorCode(await server.gql(DELETE, { id: author.id }, owner))).toBe('NOT_FOUND');
  });

  test(`a role change and a transfer need the password proved within ${PASSWORD_CHECK_DURATION}; names do not`, async () => {
    const editor = await member('EDITOR');
    const admin = await member('ADMINISTRATOR');
    const fresh = await server.login();
    // This session proved the password longer ago than the check counts.
    await server.services.db.query(
      `UPDATE sessions SET password_checked_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
      [ownerId, STALE_PASSWORD_CHECK_SECONDS],
    );
    expect(errorCode(await server.gql(UPDATE, { id: editor.id, input: { role: 'AUTHOR' } }, fresh))).toBe('PASSWORD_CHECK_REQUIRED');
    expect(errorCode(await server.gql(TRANSFER, { to: admin.id }, fresh))).toBe('PASSWORD_CHECK_REQUIRED');
    expect((await server.services.repos.staff.find(editor.id))!.role).toBe('EDITOR');
    expect(await server.services.db.query(`SELECT id FROM users WHERE role = 'OWNER'`)).toEqual([{ id: ownerId }]);
    // A names-only change is not sensitive.
    expect((await server.gql(UPDATE, { id: editor.id, input: { firstName: 'Aimée' } }, fresh)).errors).toBeUndefined();
    // A wrong password proves nothing; the right one opens the role change.
    expect(errorCode(await server.gql(`mutation { confirmPassword(password: "not the password") }`, {}, fresh))).toBe('BAD_USER_INPUT');
    expect(errorCode(await server.gql(UPDATE, { id: editor.id, input: { role: 'AUTHOR' } }, fresh))).toBe('PASSWORD_CHECK_REQUIRED');
    const confirmed = await server.gql(`mutation ($p: String!) { confirmPassword(password: $p) }`, { p: ADMIN.password }, fresh);
    expect(confirmed.errors).toBeUndefined();
    expect((await server.gql(UPDATE, { id: editor.id, input: { role: 'AUTHOR' } }, fresh)).errors).toBeUndefined();
    expect((await server.services.repos.staff.find(editor.id))!.role).toBe('AUTHOR');
    owner = await server.login();
  });

  test('transferOwnership: Owner only, to an Administrator; the old Owner becomes Administrator; one Owner', async () => {
    const admin = await member('ADMINISTRATOR');
    const editor = await member('EDITOR');
    expect(errorCode(await server.gql(TRANSFER, { to: admin.id }, admin.token))).toBe('FORBIDDEN');
    expect(message(await server.gql(TRANSFER, { to: editor.id }, owner))).toBe(STAFF_MESSAGES.transferToAdministrator);
    expect(message(await server.gql(TRANSFER, { to: ownerId }, owner))).toBe(STAFF_MESSAGES.transferToSelf);
    expect(errorCode(await server.gql(TRANSFER, { to: 'no-such-person' }, owner))).toBe('NOT_FOUND');
    expect((await server.gql<{ transferOwnership: boolean }>(TRANSFER, { to: admin.id }, owner)).data!.transferOwnership).toBe(true);
    const owners = await server.services.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'OWNER'`);
    expect(owners).toEqual([{ id: admin.id }]);
    expect((await server.gql<{ me: { role: string } }>(ME, {}, owner)).data!.me.role).toBe('ADMINISTRATOR');
    // The old Owner has lost the transfer; the new one hands it back.
    expect(errorCode(await server.gql(TRANSFER, { to: admin.id }, owner))).toBe('FORBIDDEN');
    // Both are told of their new role.
    for (const email of [admin.email, ADMIN.email]) {
      await expect
        .poll(() => smtp.to(email).filter((m) => m.mail.subject === SECURITY_NOTICE_SUBJECTS.role_changed).length, { timeout: 10_000 })
        .toBe(1);
    }
    expect((await server.gql(TRANSFER, { to: ownerId }, admin.token)).errors).toBeUndefined();
    expect(await server.services.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'OWNER'`)).toEqual([{ id: ownerId }]);
  });

  test('the tables hold their rules: accounts are ACTIVE, no other status; nobody is invited as Owner; one open invitation per address', async () => {
    const statuses = await server.services.db.query<{ status: string }>('SELECT DISTINCT status FROM users');
    expect(statuses).toEqual([{ status: 'ACTIVE' }]);
    await expect(server.services.db.query(`UPDATE users SET status = 'GONE' WHERE id = $1`, [ownerId])).rejects.toThrow();
    const row = (email: string, role: string, hash: string) =>
      server.services.db.query(`INSERT INTO invitations (email, role, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '7 days')`, [email, role, hash]);
    await expect(row('crowned@example.rw', 'OWNER', 'h1')).rejects.toThrow();
    await row('double@example.rw', 'AUTHOR', 'h2');
    await expect(row('double@example.rw', 'EDITOR', 'h3')).rejects.toThrow();
  });

  test('sign_up is closed: FORBIDDEN, "Accounts are created by invitation.", nothing made', async () => {
    const before = await server.count('users');
    const answer = await server.gql(
      `mutation ($input: UserInput) { sign_up(input: $input) { token } }`,
      { input: { email: address('walk-in'), firstName: 'Walk', secondName: 'In', password: PASSWORD } },
    );
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(message(answer)).toBe('Accounts are created by invitation.');
    expect(await server.count('users')).toBe(before);
  });
});

describe.each(databasesOf(import.meta.url))('invitations with e-mail off on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  test('inviting says how to set e-mail up, and stores nothing', async () => {
    const owner = await server.login();
    const before = await server.fingerprint();
    const answer = await server.gql(INVITE, { input: { email: 'someone@example.rw', role: 'EDITOR' } }, owner);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(message(answer)).toBe(STAFF_MESSAGES.invitationNeedsMail);
    expect(await server.fingerprint()).toEqual(before);
  });
});
