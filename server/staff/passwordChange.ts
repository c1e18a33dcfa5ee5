import { passwordProblem } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import { sendSecurityNotice } from './securityNotices.ts';
import type { StaffRecord } from './repository.ts';
import { checkPassword } from './passwordCheck.ts';
import { hashPassword } from './passwords.ts';
import type { AuthRequest } from './session.ts';

export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not right',
  sameAsCurrent: 'Choose a new password, not the current one',
} as const;

/**
 * changePassword: the signed-in person replaces their password, proving the current one under the
 * sign-in throttle. Every other session ends; this one is kept and its token re-signed with the
 * new version. A reset link asked for earlier stops working too: the password it was meant to
 * replace is gone. The account's owner is e-mailed.
 */
export async function changePassword(
  request: AuthRequest,
  session: { user: StaffRecord; sessionId: string },
  current: string,
  next: string,
): Promise<true> {
  const { user, sessionId } = session;
  const problem = passwordProblem(next);
  if (problem) throw badInput(problem, 'next');
  if (!(await checkPassword(request, user.email, current))) throw badInput(PASSWORD_MESSAGES.wrongCurrent, 'current');
  if (next === current) throw badInput(PASSWORD_MESSAGES.sameAsCurrent, 'next');
  const passwordHash = await hashPassword(next);
  const version = await request.repos.transaction(async (tx) => {
    await tx.passwordResets.forget(user._id);
    return tx.staff.setPasswordHash(user.email, passwordHash, sessionId);
  });
  if (version === null) throw badInput(PASSWORD_MESSAGES.wrongCurrent, 'current');
  await request.renewSession(version);
  await sendSecurityNotice(request, user, 'password_changed', request.client);
  return true;
}
