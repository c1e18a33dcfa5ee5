// Staff accounts: a person's names, another's role, their sessions and removal, and the transfer of
// ownership.
import { normaliseEmail } from '../../shared/rules.ts';
import { invitableRoles, manageableRoles, type Role } from '../../shared/roles.ts';
import { ROLE_LABELS, STAFF_MESSAGES } from '../../shared/staff.ts';
import { badInput, forbidden } from '../core/errors.ts';
import { sendSecurityNotice } from './securityNotices.ts';
import { eraseStaffTraces } from '../privacy/index.ts';
import type { StaffRecord } from './repository.ts';
import { cleanName, manageable, notFound, type StaffRequest } from './rules.ts';

/** What update_user may change: one's own names; another's names and role. The address never. */
export interface StaffChanges {
  email?: string | null;
  firstName?: string | null;
  secondName?: string | null;
  role?: Role | null;
}

/** The role-change notice's line: the new role and who gave it. */
const roleNote = (role: Role, by: StaffRecord) => `Your role is now ${ROLE_LABELS[role]}, given by ${by.email}.`;

/**
 * `me` changes the person `id`: their own names (the same role or address sent back with them
 * changes nothing), or, with users.manage, the names and role of someone they may manage. A role
 * change needs the session's recent password check, ends the person's sessions and their
 * invitations of roles the new role may not invite, and e-mails them.
 */
export async function updateStaffMember(request: StaffRequest, me: StaffRecord, id: string, changes: StaffChanges): Promise<StaffRecord> {
  const { email, firstName, secondName, role } = changes;
  const names = {
    ...(firstName == null ? {} : { firstName: cleanName(firstName, 'firstName') }),
    ...(secondName == null ? {} : { secondName: cleanName(secondName, 'secondName') }),
  };
  if (id === me._id) {
    if (role != null && role !== me.role) throw forbidden(STAFF_MESSAGES.ownRole);
    if (email != null && normaliseEmail(email) !== me.email) throw forbidden(STAFF_MESSAGES.ownEmail);
    return (await request.repos.staff.updateNames(me._id, names))!;
  }
  const manager = await request.require('users.manage');
  const target = await manageable(request, manager, id, STAFF_MESSAGES.ownRole);
  if (email != null && normaliseEmail(email) !== target.email) throw forbidden(STAFF_MESSAGES.ownEmail);
  const roleChanges = role != null && role !== target.role;
  if (roleChanges && !manageableRoles(manager.role).includes(role)) throw forbidden(STAFF_MESSAGES.roleNotAllowed);
  // A role change is sensitive (a name change is not).
  if (roleChanges) await request.requirePasswordCheck();
  const updated = await request.repos.transaction(async (tx) => {
    let updated = await tx.staff.updateNames(target._id, names);
    if (roleChanges) {
      updated = await tx.staff.updateRole(target._id, role);
      if (!updated) throw notFound(STAFF_MESSAGES.noSuchUser, 'id');
      // Their sessions end with the change: they sign in again under the new role.
      await tx.sessions.endAll(target._id);
      // Their invitations of roles the new role may not invite end too (a demoted Administrator's
      // invitation of an Administrator would otherwise still make one).
      await tx.invitations.cancelSentBy(target._id, invitableRoles(role));
    }
    if (!updated) throw notFound(STAFF_MESSAGES.noSuchUser, 'id');
    return updated;
  });
  if (updated.role !== target.role) {
    await sendSecurityNotice(request, updated, 'role_changed', { note: roleNote(updated.role, manager) });
  }
  return updated;
}

/**
 * `me` removes the person `id`: their sessions end, their open invitations go, and their address,
 * names and client addresses leave the outbox, the invitations and the activity log with them.
 */
export async function removeStaffMember(request: StaffRequest, me: StaffRecord, id: string): Promise<void> {
  const target = await manageable(request, me, id, STAFF_MESSAGES.ownRemoval);
  await request.repos.transaction(async (tx) => {
    await tx.sessions.endAll(target._id);
    // What they invited others to goes with them: nobody removed still adds people.
    await tx.invitations.cancelSentBy(target._id, []);
    await eraseStaffTraces(tx, target, { actorId: me._id, actorEmail: me.email, ...request.client });
    if (!(await tx.staff.remove(target._id))) throw notFound(STAFF_MESSAGES.noSuchUser, 'id');
  });
}

/** `me` ends every session of the person `id`; answers how many were ended. */
export async function endStaffSessions(request: StaffRequest, me: StaffRecord, id: string): Promise<number> {
  const target = await manageable(request, me, id, STAFF_MESSAGES.ownSessions);
  return request.repos.sessions.endAll(target._id);
}

/**
 * The Owner `me` hands ownership to the Administrator `to` and becomes an Administrator, within
 * the session's recent password check; both are e-mailed.
 */
export async function transferOwnership(request: StaffRequest, me: StaffRecord, to: string): Promise<true> {
  if (to === me._id) throw badInput(STAFF_MESSAGES.transferToSelf, 'to');
  const target = await request.repos.staff.find(to);
  if (!target) throw notFound(STAFF_MESSAGES.noSuchUser, 'to');
  if (target.role !== 'ADMINISTRATOR') throw badInput(STAFF_MESSAGES.transferToAdministrator, 'to');
  await request.requirePasswordCheck();
  await request.repos.transaction(async (tx) => {
    if (!(await tx.staff.transferOwnership(me._id, target._id))) throw badInput(STAFF_MESSAGES.transferToAdministrator, 'to');
  });
  await sendSecurityNotice(request, target, 'role_changed', { note: roleNote('OWNER', me) });
  await sendSecurityNotice(request, me, 'role_changed', { note: roleNote('ADMINISTRATOR', me) });
  return true;
}
