// Staff accounts: who may act on whom, and a name as it is kept. What each role may do is
// shared/roles.ts; these are the rules between two people.
import { manageableRoles } from '../../shared/roles.ts';
import { STAFF_MESSAGES, nameProblem } from '../../shared/staff.ts';
import type { AuthRequest } from './session.ts';
import { AppError, badInput, forbidden } from '../core/errors.ts';
import type { StaffRecord } from './repository.ts';
import { singleLine } from '../core/text.ts';

/** What the staff flows need of the request they serve. */
export type StaffRequest = Pick<AuthRequest, 'repos' | 'mail' | 'client' | 'require' | 'requirePasswordCheck' | 'startSession'>;

export const notFound = (message: string, field: string) => new AppError(message, 'NOT_FOUND', { field });

/**
 * A name as stored: one line (line breaks and other control characters become a space, invisible
 * and bidirectional ones go, the ends are trimmed), or BAD_USER_INPUT. A name reaches e-mails, the
 * Users page and the audit log: it must not break a line there or read as something else.
 */
export function cleanName(value: string, field: 'firstName' | 'secondName'): string {
  const name = singleLine(value);
  const problem = nameProblem(name, field === 'firstName' ? STAFF_MESSAGES.firstNameRequired : STAFF_MESSAGES.secondNameRequired);
  if (problem) throw badInput(problem, field);
  return name;
}

/**
 * The person `id` when `me` may manage them: someone else, of a role `me`'s role manages (the
 * Owner is in no role's list). FORBIDDEN otherwise; NOT_FOUND only for those who may manage.
 */
export async function manageable(request: Pick<StaffRequest, 'repos'>, me: StaffRecord, id: string, ownMessage: string): Promise<StaffRecord> {
  if (id === me._id) throw forbidden(ownMessage);
  const target = await request.repos.staff.find(id);
  if (!target) throw notFound(STAFF_MESSAGES.noSuchUser, 'id');
  if (target.role === 'OWNER') throw forbidden(STAFF_MESSAGES.ownerProtected);
  if (!manageableRoles(me.role).includes(target.role)) throw forbidden(STAFF_MESSAGES.notManageable);
  return target;
}
