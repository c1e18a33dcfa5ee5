import { LIMITS, MESSAGES, normaliseEmail } from '../../shared/rules.ts';
import { CHALLENGE, TWO_FACTOR_MESSAGES } from '../../shared/twoFactor.ts';
import { unauthenticated } from '../core/errors.ts';
import { sendSecurityNotice } from './securityNotices.ts';
import type { StaffRecord } from './repository.ts';
import { checkPassword } from './passwordCheck.ts';
import { CHALLENGE_MAX, requireSecondFactor, spendGuardedSecondFactor } from './secondFactor.ts';
import type { AuthRequest } from './session.ts';
import { challengeHash } from './twoFactor.ts';

export interface SignedIn {
  token: string;
  user: StaffRecord;
}

/**
 * login_user: the password, checked under the sign-in throttle, opens a session; with two-factor
 * on, the sign-in stops at SECOND_FACTOR_REQUIRED and its challenge instead (requireSecondFactor).
 */
export async function signIn(request: AuthRequest, rawEmail: string, password: string): Promise<SignedIn> {
  const email = normaliseEmail(rawEmail).slice(0, LIMITS.emailMax);
  const account = await checkPassword(request, email, password);
  if (!account) throw unauthenticated(MESSAGES.invalidLogin);
  const { passwordHash: _hash, sessionVersion, ...user } = account;
  await requireSecondFactor(request.repos, user._id);
  return { token: await request.startSession(user._id, sessionVersion), user };
}

/**
 * login_second_factor: a code (TOTP or recovery) for a sign-in's challenge opens its session. The
 * challenge takes CHALLENGE.maxTries codes at most; a recovery code spent e-mails the owner.
 */
export async function signInWithSecondFactor(request: AuthRequest, challenge: string, code: string): Promise<SignedIn> {
  const hash = challengeHash(challenge.slice(0, CHALLENGE_MAX));
  // The try is counted first and stays counted.
  const userId = challenge.length <= CHALLENGE_MAX ? await request.repos.twoFactor.takeTry(hash, CHALLENGE.maxTries) : null;
  if (!userId) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
  const signedIn = await spendGuardedSecondFactor(request, userId, code, async (tx, spent) => {
    // Two requests with one challenge: the second rolls back, and its code stays unspent.
    if (!(await tx.twoFactor.finishChallenge(hash))) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
    const found = await tx.staff.findWithSessionVersion(userId);
    return found && { found, spent };
  });
  if (!signedIn) throw unauthenticated(TWO_FACTOR_MESSAGES.invalidCode);
  const { sessionVersion, ...user } = signedIn.found;
  if (signedIn.spent === 'recovery') await sendSecurityNotice(request, user, 'recovery_code_used', request.client);
  return { token: await request.startSession(user._id, sessionVersion), user };
}
