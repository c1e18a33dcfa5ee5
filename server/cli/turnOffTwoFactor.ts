import type { Repositories } from '../db/repositories.ts';
import { normaliseEmail } from '../../shared/rules.ts';

/**
 * `npm run admin -- turn-off-two-factor EMAIL`: the way back for someone who lost both the phone
 * and the recovery codes (whoever runs it holds the server, and so the database, already). The
 * same write whether the CLI opened the database itself or asked the running server
 * (server/cli/adminSocket.ts). Answers what is wrong, or null.
 */
export async function turnOffTwoFactor(repos: Pick<Repositories, 'staff' | 'twoFactor'>, email: string): Promise<string | null> {
  const account = await repos.staff.findWithHashByEmail(normaliseEmail(email));
  if (!account) return `No administrator with the e-mail ${normaliseEmail(email)}`;
  if (!(await repos.twoFactor.isEnabled(account._id))) return `Two-factor sign-in is not on for ${normaliseEmail(email)}`;
  await repos.twoFactor.disable(account._id);
  return null;
}
