import { LIMITS } from '../../shared/rules.ts';
import { ACCOUNT_SECURITY_MESSAGES } from '../../shared/twoFactor.ts';
import { badInput } from '../core/errors.ts';
import type { Repositories } from '../db/repositories.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthRequest } from './session.ts';
import type { LoginThrottle } from './throttle.ts';

/** An account as its password is checked: the record, its password's hash and its session version. */
export type CheckedAccount = NonNullable<Awaited<ReturnType<Repositories['staff']['findWithHashByEmail']>>>;

interface PasswordCheckServices {
  repos: Repositories;
  loginThrottle: LoginThrottle;
  /** The client's address as the per-client limits count it. */
  clientIp: string;
}

/**
 * Checks `password` for the account of `email` under the sign-in throttle (per account and
 * address, per address: server/staff/throttle.ts), so that proving a password anywhere (signing
 * in, confirming it, changing it, turning two-factor off) costs a guesser as much as signing in.
 * A password longer than LIMITS.passwordMax is wrong before any hashing work is spent on it, and
 * an unknown address costs the same work as a known one. Answers null when the password is wrong.
 *
 * With `then`, a right password goes on to `then` inside the same attempt, and its answer is the
 * answer: its null counts as a failed attempt too (a right password with a wrong code).
 */
export function checkPassword(services: PasswordCheckServices, email: string, password: string): Promise<CheckedAccount | null>;
export function checkPassword<T>(
  services: PasswordCheckServices,
  email: string,
  password: string,
  then: (account: CheckedAccount) => Promise<T | null>,
): Promise<T | null>;
export function checkPassword<T>(
  services: PasswordCheckServices,
  email: string,
  password: string,
  then?: (account: CheckedAccount) => Promise<T | null>,
): Promise<T | CheckedAccount | null> {
  return services.loginThrottle.attempt(services.clientIp, email, async () => {
    const account = email && password.length <= LIMITS.passwordMax ? await services.repos.staff.findWithHashByEmail(email) : null;
    const ok = await verifyPassword(account?.passwordHash ?? null, password);
    if (!account || !ok) return null;
    return then ? then(account) : account;
  });
}

/**
 * confirmPassword: the signed-in person proves their password, which then counts as the session's
 * password check (PASSWORD_CHECK_SECONDS). A wrong one is BAD_USER_INPUT, not UNAUTHENTICATED: the
 * token is good, and the client ends the session on that code.
 */
export async function confirmPassword(request: AuthRequest, person: { email: string }, password: string): Promise<true> {
  if (!(await checkPassword(request, person.email, password))) {
    throw badInput(ACCOUNT_SECURITY_MESSAGES.invalidPassword, 'password');
  }
  await request.passwordChecked();
  return true;
}
