import { randomBytes } from 'node:crypto';
import { isValidEmail, normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import type { StaffRepository } from './repository.ts';
import { hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@bcf.local';

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated: the caller shows it once. */
  generatedPassword?: string;
}

/** Refuses a weak ADMIN_PASSWORD; called before anything else starts, so a bad setting fails fast. */
export function checkAdminPassword(password: string | undefined): void {
  const problem = password ? passwordProblem(password) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD is too weak: ${problem}`);
}

/** Creates the first administrator, the Owner, when the database has no user yet. */
export async function bootstrapAdmin(
  users: StaffRepository,
  env: { email?: string; password?: string },
): Promise<BootstrapResult | null> {
  if ((await users.count()) > 0) return null;
  const email = normaliseEmail(env.email || DEFAULT_ADMIN_EMAIL);
  if (!isValidEmail(email)) throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  checkAdminPassword(env.password);
  const generatedPassword = env.password ? undefined : randomBytes(18).toString('base64url');
  const password = env.password || generatedPassword!;
  const created = await users.insert({
    email,
    passwordHash: await hashPassword(password),
    firstName: 'BCF',
    secondName: 'Administrator',
    // The first account is the one that hands out every other role.
    role: 'OWNER',
  });
  // Another process may have created it first; then there is nothing to show.
  if (!created) return null;
  return { email, generatedPassword };
}
