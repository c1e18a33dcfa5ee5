// Invitations: the only way a staff account is made. An invitation names an address and a role,
// and its link (a token of its own, kept only as a hash) works once, for STAFF_LIMITS.invitationDays.
import { emailProblem, normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import { invitableRoles, type Role } from '../../shared/roles.ts';
import { ROLE_LABELS, STAFF_LIMITS, STAFF_MESSAGES } from '../../shared/staff.ts';
import { hashPassword } from './passwords.ts';
import { AppError, badInput, forbidden } from '../core/errors.ts';
import type { InvitationRecord } from './invitationsRepository.ts';
import type { StaffRecord } from './repository.ts';
import { INVITATION_TOKEN_PATTERN, invitationTokenHash, newInvitationToken } from './invitationTokens.ts';
import { cleanName, notFound, type StaffRequest } from './rules.ts';

/** An open invitation `me` may handle: one of a role they may invite. */
async function openInvitation(request: StaffRequest, me: StaffRecord, id: string): Promise<InvitationRecord> {
  const found = await request.repos.invitations.findOpen(id);
  if (!found) throw notFound(STAFF_MESSAGES.noSuchInvitation, 'id');
  if (!invitableRoles(me.role).includes(found.role)) throw forbidden(STAFF_MESSAGES.notManageable);
  return found;
}

const inviterName = (me: StaffRecord) => [me.firstName, me.secondName].filter(Boolean).join(' ') || me.email;

/** `me` invites `email` to the role `role` (one they may invite): the invitation, and its e-mail queued. */
export async function inviteStaff(request: StaffRequest, me: StaffRecord, input: { email: string; role: Role }): Promise<InvitationRecord> {
  const { role } = input;
  if (!invitableRoles(me.role).includes(role)) throw forbidden(STAFF_MESSAGES.roleNotAllowed);
  const problem = emailProblem(input.email);
  if (problem) throw badInput(problem, 'email');
  const email = normaliseEmail(input.email);
  if (!request.mail.enabled) throw badInput(STAFF_MESSAGES.invitationNeedsMail, 'email');
  if (await request.repos.staff.findByEmail(email)) throw badInput(STAFF_MESSAGES.alreadyHasAccount, 'email');
  const token = newInvitationToken();
  const created = await request.repos.transaction(async (tx) => {
    const row = await tx.invitations.create({ email, role, tokenHash: invitationTokenHash(token), invitedBy: me._id, days: STAFF_LIMITS.invitationDays });
    if (!row) throw badInput(STAFF_MESSAGES.alreadyInvited, 'email');
    // Counted per mailbox with resends and confirmations: inviting, cancelling and inviting again floods nobody.
    await request.mail.queueInvitation(tx, { email, token, role: ROLE_LABELS[role], inviter: inviterName(me), days: STAFF_LIMITS.invitationDays });
    return row;
  });
  request.mail.wake();
  return created;
}

/**
 * `me` sends the open invitation `id` again, under a new token (the old link stops working) and a
 * new expiry; at most once in STAFF_LIMITS.resendGapSeconds (RATE_LIMITED).
 */
export async function resendInvitation(request: StaffRequest, me: StaffRecord, id: string): Promise<InvitationRecord> {
  const found = await openInvitation(request, me, id);
  if (!request.mail.enabled) throw badInput(STAFF_MESSAGES.invitationNeedsMail, 'id');
  const token = newInvitationToken();
  const renewed = await request.repos.transaction(async (tx) => {
    const row = await tx.invitations.replaceToken(found.id, invitationTokenHash(token), STAFF_LIMITS.invitationDays, STAFF_LIMITS.resendGapSeconds);
    if (!row) {
      if (await tx.invitations.findOpen(found.id)) throw new AppError(STAFF_MESSAGES.resendTooSoon, 'RATE_LIMITED', { field: 'id' });
      throw notFound(STAFF_MESSAGES.noSuchInvitation, 'id');
    }
    await request.mail.queueInvitation(tx, { email: row.email, token, role: ROLE_LABELS[row.role], inviter: inviterName(me), days: STAFF_LIMITS.invitationDays });
    return row;
  });
  request.mail.wake();
  return renewed;
}

/** `me` cancels the open invitation `id`. */
export async function cancelInvitation(request: StaffRequest, me: StaffRecord, id: string): Promise<boolean> {
  const found = await openInvitation(request, me, id);
  return request.repos.invitations.cancel(found.id);
}

/**
 * The invited person takes their invitation with its token, their names and a password: the
 * account is made with the invitation's address and role, and signed in (its session's token).
 */
export async function acceptInvitation(
  request: StaffRequest,
  input: { token: string; firstName: string; secondName: string; password: string },
): Promise<{ token: string; user: StaffRecord }> {
  const { token, password } = input;
  const refused = () => badInput(STAFF_MESSAGES.invalidInvitation, 'token');
  // A malformed token is no token: refused before any lookup.
  if (!INVITATION_TOKEN_PATTERN.test(token)) throw refused();
  const tokenHash = invitationTokenHash(token);
  if (!(await request.repos.invitations.findUsable(tokenHash))) throw refused();
  const firstName = cleanName(input.firstName, 'firstName');
  const secondName = cleanName(input.secondName, 'secondName');
  const problem = passwordProblem(password);
  if (problem) throw badInput(problem, 'password');
  const passwordHash = await hashPassword(password);
  const user = await request.repos.transaction(async (tx) => {
    // Used here once: of two requests with one token, the second finds it taken.
    const accepted = await tx.invitations.accept(tokenHash);
    if (!accepted) throw refused();
    const made = await tx.staff.insert({ email: accepted.email, passwordHash, role: accepted.role, firstName, secondName });
    if (!made) throw badInput(STAFF_MESSAGES.alreadyHasAccount, 'token');
    return tx.staff.findWithSessionVersion(made._id);
  });
  const { sessionVersion, ...found } = user!;
  return { token: await request.startSession(found._id, sessionVersion), user: found };
}
