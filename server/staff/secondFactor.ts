import { CHALLENGE, TWO_FACTOR_MESSAGES } from '../../shared/twoFactor.ts';
import { AppError } from '../core/errors.ts';
import { sendSecurityNotice } from './securityNotices.ts';
import type { Repositories } from '../db/repositories.ts';
import { guardSecondFactor } from './secondFactorLock.ts';
import type { AuthRequest } from './session.ts';
import { canonicalRecoveryCode, newChallenge, recoveryCodeHash, verifyTotp, type SecretBox } from './twoFactor.ts';

// Longer inputs are no code and no challenge: refused before any work is spent on them.
export const CODE_MAX = 64;
export const CHALLENGE_MAX = 128;

/**
 * Spends a second factor of an account with two-factor on: a TOTP code of a step not used before,
 * or an unused recovery code. Answers what was spent, or null (nothing changed) for a wrong code.
 */
async function spendSecondFactor(
  repos: Repositories,
  secrets: SecretBox,
  userId: string,
  typed: string,
): Promise<'totp' | 'recovery' | null> {
  if (typed.length > CODE_MAX) return null;
  const row = await repos.twoFactor.find(userId);
  if (!row?.enabled) return null;
  const code = typed.replace(/\s/g, '');
  if (/^\d+$/.test(code)) {
    const secret = secrets.open(userId, row.secretSealed);
    const step = secret === null ? null : await verifyTotp(secret, code, row.lastUsedStep);
    return step !== null && (await repos.twoFactor.useStep(userId, step)) ? 'totp' : null;
  }
  const canonical = canonicalRecoveryCode(code);
  if (canonical === null) return null;
  return (await repos.twoFactor.useRecoveryCode(userId, recoveryCodeHash(canonical))) ? 'recovery' : null;
}

/**
 * Spends a second factor of `userId` (spendSecondFactor) inside `within`'s transaction, under the
 * second factor's own throttle and the account-wide limit on wrong codes
 * (server/staff/secondFactorLock.ts); the lock that limit may set e-mails the account's owner.
 * `within` runs once the code is spent, in the same transaction (throwing undoes the spending);
 * its answer is the answer, and its null counts as a wrong code.
 */
export function spendGuardedSecondFactor<T>(
  request: Pick<AuthRequest, 'repos' | 'mail' | 'secondFactorThrottle' | 'twoFactorSecrets' | 'clientIp' | 'client'>,
  userId: string,
  code: string,
  within: (tx: Repositories, spent: 'totp' | 'recovery') => Promise<T | null>,
): Promise<T | null> {
  const check = () =>
    request.secondFactorThrottle.attempt(request.clientIp, userId, () =>
      request.repos.transaction(async (tx) => {
        const spent = await spendSecondFactor(tx, request.twoFactorSecrets, userId, code);
        return spent && within(tx, spent);
      }),
    );
  return guardSecondFactor(request.repos, userId, check, async (tx) => {
    const owner = await tx.staff.find(userId);
    if (owner) await sendSecurityNotice({ mail: request.mail, repos: tx }, owner, 'second_factor_locked', request.client);
  });
}

/**
 * Called once a sign-in's password is right: with two-factor on, the sign-in stops here and
 * answers SECOND_FACTOR_REQUIRED with a challenge for login_second_factor. An account without
 * two-factor passes through, and its sign-in answers exactly as before.
 */
export async function requireSecondFactor(repos: Repositories, userId: string): Promise<void> {
  if (!(await repos.twoFactor.isEnabled(userId))) return;
  const { challenge, hash } = newChallenge();
  await repos.twoFactor.createChallenge(hash, userId, CHALLENGE.lifetimeSeconds);
  throw new AppError(TWO_FACTOR_MESSAGES.secondFactorRequired, 'SECOND_FACTOR_REQUIRED', { challenge });
}
