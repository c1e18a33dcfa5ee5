import { SITE_NAME } from '../../shared/routes.ts';
import { TWO_FACTOR_MESSAGES } from '../../shared/twoFactor.ts';
import { badInput } from '../core/errors.ts';
import { sendSecurityNotice } from './securityNotices.ts';
import type { StaffRecord } from './repository.ts';
import { checkPassword } from './passwordCheck.ts';
import { CODE_MAX, spendGuardedSecondFactor } from './secondFactor.ts';
import type { AuthRequest } from './session.ts';
import { canonicalRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, qrSvg, recoveryCodeHash, verifyTotp } from './twoFactor.ts';

/** The signed-in person and the session their token names. */
interface OwnSession {
  user: StaffRecord;
  sessionId: string;
}

/** startTwoFactorSetup: a new secret for the person's authenticator app, kept sealed until confirmed. */
export async function startTwoFactorSetup(request: AuthRequest, person: StaffRecord) {
  const secret = newTotpSecret();
  if (!(await request.repos.twoFactor.startSetup(person._id, request.twoFactorSecrets.seal(person._id, secret)))) {
    throw badInput(TWO_FACTOR_MESSAGES.alreadyOn, 'twoFactor');
  }
  const url = otpauthUrl(secret, SITE_NAME, person.email);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/**
 * confirmTwoFactorSetup: a code from the app turns two-factor on and answers the recovery codes,
 * shown this once. Every other session ends: one opened with the password alone (perhaps by
 * whoever made two-factor needed) must not outlive it.
 */
export async function confirmTwoFactorSetup(request: AuthRequest, session: OwnSession, code: string): Promise<string[]> {
  const { user: person, sessionId } = session;
  const row = await request.repos.twoFactor.find(person._id);
  if (!row) throw badInput(TWO_FACTOR_MESSAGES.noSetup, 'code');
  if (row.enabled) throw badInput(TWO_FACTOR_MESSAGES.alreadyOn, 'code');
  const secret = request.twoFactorSecrets.open(person._id, row.secretSealed);
  // Wrong codes here are throttled as sign-in codes are, under a key of their own.
  const step = await request.secondFactorThrottle.attempt(request.clientIp, `setup:${person._id}`, async () =>
    secret === null || code.length > CODE_MAX ? null : verifyTotp(secret, code.replace(/\s/g, ''), row.lastUsedStep),
  );
  if (step === null) throw badInput(TWO_FACTOR_MESSAGES.invalidCode, 'code');
  const codes = newRecoveryCodes();
  await request.repos.transaction(async (tx) => {
    // Another request confirmed or restarted the setup meanwhile: this code's secret may be gone.
    if (!(await tx.twoFactor.enable(person._id, step))) throw badInput(TWO_FACTOR_MESSAGES.noSetup, 'code');
    await tx.twoFactor.replaceRecoveryCodes(
      person._id,
      codes.map((recovery) => recoveryCodeHash(canonicalRecoveryCode(recovery)!)),
    );
    await tx.sessions.endOthers(person._id, sessionId);
  });
  await sendSecurityNotice(request, person, 'two_factor_on', request.client);
  return codes;
}

/**
 * disableTwoFactor: takes the password and a second factor. The password is checked as at
 * sign-in, and a right one counts as the session's password check; a right password with a wrong
 * code counts as a wrong attempt too. Every other session ends.
 */
export async function disableTwoFactor(request: AuthRequest, session: OwnSession, password: string, code: string): Promise<true> {
  const { user: person, sessionId } = session;
  if (!(await request.repos.twoFactor.isEnabled(person._id))) throw badInput(TWO_FACTOR_MESSAGES.notOn, 'twoFactor');
  const spent = await checkPassword(request, person.email, password, async () => {
    await request.passwordChecked();
    return spendGuardedSecondFactor(request, person._id, code, async (tx, used) => {
      await tx.twoFactor.disable(person._id);
      await tx.sessions.endOthers(person._id, sessionId);
      return used;
    });
  });
  // Not UNAUTHENTICATED: the token is good, and the client ends the session on that code.
  if (!spent) throw badInput(TWO_FACTOR_MESSAGES.invalidPasswordOrCode, 'code');
  if (spent === 'recovery') await sendSecurityNotice(request, person, 'recovery_code_used', request.client);
  await sendSecurityNotice(request, person, 'two_factor_off', request.client);
  return true;
}
