// Staff accounts: the Users page's list, invitations, role changes, removals and the transfer of
// ownership. What each role may do is shared/roles.ts; the rules of who may act on whom are here.
import { createHash, randomBytes } from 'node:crypto';
import { isValidEmail, normaliseEmail, passwordProblem } from '../../../shared/rules.ts';
import { invitableRoles, manageableRoles, type Role } from '../../../shared/roles.ts';
import { ROLE_LABELS, USER_LIMITS, USER_MESSAGES, nameProblem } from '../../../shared/users.ts';
import { MESSAGES } from '../../../shared/rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { AppError, badInput, forbidden, missingInput } from '../../errors.ts';
import { sendSecurityNotice } from '../../mail/securityNotices.ts';
import { eraseStaffTraces } from '../../privacy/erasure.ts';
import { singleLine } from '../../text.ts';
import type { InvitationRecord } from '../../repositories/invitations.ts';
import type { UserRecord } from '../../repositories/users.ts';
import type { RequestContext } from '../context.ts';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../resolvers.generated.ts';
import { gatedRead } from './gated.ts';

/** An invitation token: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const notFound = (message: string, field: string) => new AppError(message, 'NOT_FOUND', { field });

/** The role-change notice's line: the new role and who gave it. */
const roleNote = (role: Role, by: UserRecord) => `Your role is now ${ROLE_LABELS[role]}, given by ${by.email}.`;

const invitation = (row: InvitationRecord) => ({ ...row, status: 'INVITED' as const });

/**
 * A name as stored: one line (line breaks and other control characters become a space, invisible
 * and bidirectional ones go, the ends are trimmed), or BAD_USER_INPUT. A name reaches e-mails, the
 * Users page and the audit log: it must not break a line there or read as something else.
 */
function cleanName(value: string, field: 'firstName' | 'secondName'): string {
  const name = singleLine(value);
  const problem = nameProblem(name, field === 'firstName' ? USER_MESSAGES.firstNameRequired : USER_MESSAGES.secondNameRequired);
  if (problem) throw badInput(problem, field);
  return name;
}

/**
 * The person `id` when the caller may manage them: someone else, of a role the caller's role
 * manages (the Owner is in no role's list). FORBIDDEN otherwise; NOT_FOUND only for those who may manage.
 */
async function manageable(ctx: RequestContext, me: UserRecord, id: string, ownMessage: string): Promise<UserRecord> {
  if (id === me._id) throw forbidden(ownMessage);
  const target = await ctx.repos.users.find(id);
  if (!target) throw notFound(USER_MESSAGES.noSuchUser, 'id');
  if (target.role === 'OWNER') throw forbidden(USER_MESSAGES.ownerProtected);
  if (!manageableRoles(me.role).includes(target.role)) throw forbidden(USER_MESSAGES.notManageable);
  return target;
}

/** An open invitation the caller may handle: one of a role they may invite. */
async function openInvitation(ctx: RequestContext, me: UserRecord, id: string): Promise<InvitationRecord> {
  const found = await ctx.repos.invitations.findOpen(id);
  if (!found) throw notFound(USER_MESSAGES.noSuchInvitation, 'id');
  if (!invitableRoles(me.role).includes(found.role)) throw forbidden(USER_MESSAGES.notManageable);
  return found;
}

const inviterName = (me: UserRecord) => [me.firstName, me.secondName].filter(Boolean).join(' ') || me.email;

export const userQueries = {
  get_all_users: gatedRead('users.invite', (ctx) => ctx.repos.users.listWithLastSignIn()),
  invitations: gatedRead('users.invite', async (ctx) => (await ctx.repos.invitations.listOpen()).map(invitation)),
} satisfies QueryResolvers;

export const userMutations = {
  async update_user(_, args, ctx) {
    const me = await ctx.require('admin.enter');
    if (!args.input) throw missingInput('update_user');
    const { email, firstName, secondName, role } = args.input;
    const names = {
      ...(firstName == null ? {} : { firstName: cleanName(firstName, 'firstName') }),
      ...(secondName == null ? {} : { secondName: cleanName(secondName, 'secondName') }),
    };
    if (args.id === me._id) {
      // One's own names only: the same role or address sent back with them changes nothing.
      if (role != null && role !== me.role) throw forbidden(USER_MESSAGES.ownRole);
      if (email != null && normaliseEmail(email) !== me.email) throw forbidden(USER_MESSAGES.ownEmail);
      return (await ctx.repos.users.updateNames(me._id, names))!;
    }
    const manager = await ctx.require('users.manage');
    const target = await manageable(ctx, manager, args.id, USER_MESSAGES.ownRole);
    if (email != null && normaliseEmail(email) !== target.email) throw forbidden(USER_MESSAGES.ownEmail);
    if (role != null && role !== target.role && !manageableRoles(manager.role).includes(role)) {
      throw forbidden(USER_MESSAGES.roleNotAllowed);
    }
    // A role change is sensitive: the password proved within the last 10 minutes (a name change is not).
    if (role != null && role !== target.role) await ctx.requirePasswordCheck();
    const updated = await ctx.repos.transaction(async (tx) => {
      let updated = await tx.users.updateNames(target._id, names);
      if (role != null && role !== target.role) {
        updated = await tx.users.updateRole(target._id, role);
        if (!updated) throw notFound(USER_MESSAGES.noSuchUser, 'id');
        // Their sessions end with the change: they sign in again under the new role.
        await tx.sessions.endAll(target._id);
        // Their invitations of roles the new role may not invite end too (a demoted Administrator's
        // invitation of an Administrator would otherwise still make one).
        await tx.invitations.cancelSentBy(target._id, invitableRoles(role));
      }
      if (!updated) throw notFound(USER_MESSAGES.noSuchUser, 'id');
      return updated;
    });
    if (updated.role !== target.role) {
      await sendSecurityNotice(ctx, updated, 'role_changed', { note: roleNote(updated.role, manager) });
    }
    return updated;
  },

  async delete_user(_, args, ctx) {
    const me = await ctx.require('users.manage');
    const target = await manageable(ctx, me, args.id, USER_MESSAGES.ownRemoval);
    await ctx.repos.transaction(async (tx) => {
      await tx.sessions.endAll(target._id);
      // What they invited others to goes with them: nobody removed still adds people.
      await tx.invitations.cancelSentBy(target._id, []);
      // Their address, names and client addresses go from the outbox, invitations and the log too.
      await eraseStaffTraces(tx, target, { actorId: me._id, actorEmail: me.email, ...ctx.client });
      if (!(await tx.users.remove(target._id))) throw notFound(USER_MESSAGES.noSuchUser, 'id');
    });
    return 'User deleted';
  },

  async endUserSessions(_, args, ctx) {
    const me = await ctx.require('users.manage');
    const target = await manageable(ctx, me, args.id, USER_MESSAGES.ownSessions);
    return ctx.repos.sessions.endAll(target._id);
  },

  async inviteUser(_, args, ctx) {
    const me = await ctx.require('users.invite');
    const role = args.input.role as Role;
    if (!invitableRoles(me.role).includes(role)) throw forbidden(USER_MESSAGES.roleNotAllowed);
    const email = normaliseEmail(args.input.email);
    if (!email) throw badInput(MESSAGES.emailRequired, 'email');
    if (!isValidEmail(email)) throw badInput(MESSAGES.emailInvalid, 'email');
    if (!ctx.mail.enabled) throw badInput(USER_MESSAGES.invitationNeedsMail, 'email');
    if (await ctx.repos.users.findByEmail(email)) throw badInput(USER_MESSAGES.alreadyHasAccount, 'email');
    const token = newInvitationToken();
    const created = await ctx.repos.transaction(async (tx) => {
      const row = await tx.invitations.create({ email, role, tokenHash: invitationTokenHash(token), invitedBy: me._id, days: USER_LIMITS.invitationDays });
      if (!row) throw badInput(USER_MESSAGES.alreadyInvited, 'email');
      // Counted per mailbox with resends and confirmations: inviting, cancelling and inviting again floods nobody.
      await ctx.mail.queueInvitation(tx, { email, token, role: ROLE_LABELS[role], inviter: inviterName(me), days: USER_LIMITS.invitationDays });
      return row;
    });
    ctx.mail.wake();
    return invitation(created);
  },

  async resendInvitation(_, args, ctx) {
    const me = await ctx.require('users.invite');
    const found = await openInvitation(ctx, me, args.id);
    if (!ctx.mail.enabled) throw badInput(USER_MESSAGES.invitationNeedsMail, 'id');
    const token = newInvitationToken();
    const renewed = await ctx.repos.transaction(async (tx) => {
      const row = await tx.invitations.replaceToken(found.id, invitationTokenHash(token), USER_LIMITS.invitationDays, USER_LIMITS.resendGapSeconds);
      if (!row) {
        if (await tx.invitations.findOpen(found.id)) throw new AppError(USER_MESSAGES.resendTooSoon, 'RATE_LIMITED', { field: 'id' });
        throw notFound(USER_MESSAGES.noSuchInvitation, 'id');
      }
      await ctx.mail.queueInvitation(tx, { email: row.email, token, role: ROLE_LABELS[row.role], inviter: inviterName(me), days: USER_LIMITS.invitationDays });
      return row;
    });
    ctx.mail.wake();
    return invitation(renewed);
  },

  async cancelInvitation(_, args, ctx) {
    const me = await ctx.require('users.invite');
    const found = await openInvitation(ctx, me, args.id);
    return ctx.repos.invitations.cancel(found.id);
  },

  async acceptInvitation(_, args, ctx) {
    const { token, password } = args.input;
    const refused = () => badInput(USER_MESSAGES.invalidInvitation, 'token');
    // A malformed token is no token: refused before any lookup.
    if (!TOKEN_PATTERN.test(token)) throw refused();
    const tokenHash = invitationTokenHash(token);
    if (!(await ctx.repos.invitations.findUsable(tokenHash))) throw refused();
    const firstName = cleanName(args.input.firstName, 'firstName');
    const secondName = cleanName(args.input.secondName, 'secondName');
    const problem = passwordProblem(password);
    if (problem) throw badInput(problem, 'password');
    const passwordHash = await hashPassword(password);
    const user = await ctx.repos.transaction(async (tx) => {
      // Used here once: of two requests with one token, the second finds it taken.
      const accepted = await tx.invitations.accept(tokenHash);
      if (!accepted) throw refused();
      const made = await tx.users.insert({ email: accepted.email, passwordHash, role: accepted.role, firstName, secondName });
      if (!made) throw badInput(USER_MESSAGES.alreadyHasAccount, 'token');
      return tx.users.findWithSessionVersion(made._id);
    });
    const { sessionVersion, ...found } = user!;
    return { token: await ctx.startSession(found._id, sessionVersion), user: found };
  },

  async transferOwnership(_, args, ctx) {
    const me = await ctx.require('ownership.transfer');
    if (args.to === me._id) throw badInput(USER_MESSAGES.transferToSelf, 'to');
    const target = await ctx.repos.users.find(args.to);
    if (!target) throw notFound(USER_MESSAGES.noSuchUser, 'to');
    if (target.role !== 'ADMINISTRATOR') throw badInput(USER_MESSAGES.transferToAdministrator, 'to');
    await ctx.requirePasswordCheck();
    await ctx.repos.transaction(async (tx) => {
      if (!(await tx.users.transferOwnership(me._id, target._id))) throw badInput(USER_MESSAGES.transferToAdministrator, 'to');
    });
    await sendSecurityNotice(ctx, target, 'role_changed', { note: roleNote('OWNER', me) });
    await sendSecurityNotice(ctx, me, 'role_changed', { note: roleNote('ADMINISTRATOR', me) });
    return true;
  },

  sign_up() {
    throw forbidden(USER_MESSAGES.signUpClosed);
  },
} satisfies MutationResolvers;

export const accountUserFields = {
  status: async (user, _, ctx) => user.status ?? (await ctx.repos.users.find(user._id))?.status ?? 'ACTIVE',
  lastSignInAt: (user, _, ctx) => (user.lastSignInAt !== undefined ? user.lastSignInAt : ctx.repos.users.lastSignInAt(user._id)),
} satisfies UserResolvers;
