import { hashPassword, type StaffRepository } from '../staff/index.ts';
import { normaliseEmail, passwordProblem } from '../../shared/rules.ts';

/**
 * `npm run admin -- set-password`: the same checks and write whether the CLI opened the database
 * itself or asked the running server (server/cli/adminSocket.ts). Answers what is wrong, or null.
 */
export async function changePassword(users: Pick<StaffRepository, 'setPasswordHash'>, email: string, password: string): Promise<string | null> {
  const problem = passwordProblem(password);
  if (problem) return problem;
  const changed = await users.setPasswordHash(normaliseEmail(email), await hashPassword(password));
  return changed !== null ? null : `No administrator with the e-mail ${normaliseEmail(email)}`;
}
