import { LIMITS } from '../../../shared/rules.ts';
import { SITE_NAME } from '../../../shared/routes.ts';
import { CHALLENGE, TWO_FACTOR_MESSAGES } from '../../../shared/twoFactor.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  canonicalRecoveryCode,
  challengeHash,
  newChallenge,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeHash,
  verifyTotp,
  type SecretBox,
} from '../../auth/twoFactor.ts';
import { guardSecondFactor } from '../../auth/secondFactorLock.ts';
import { AppError, badInput, unauthenticated } from '../../errors.ts';
import { sendSecurityNotice } from '../../mail/securityNotices.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { RequestContext } from '../context.ts';
import type { MutationResolvers, UserResolvers } from '../resolvers.generated.ts';

// Longer inputs are no code and no challenge: refused before any work is spent on them.
const CODE_MAX = 64;
const CHALLENGE_MAX = 128;

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
 * Runs `check` (the second factor's own throttle and the code's check) under the account-wide
 * limit on wrong codes; the lock it may set e-mails the account's owner.
 */
function guarded<T>(ctx: RequestContext, userId: string, check: () => Promise<T | null>): Promise<T | null> {
  return guardSecondFactor(ctx.repos, userId, check, async (tx) => {
    const owner = await tx.users.find(userId);
    if (owner) await sendSecurityNotice({ mail: ctx.mail, repos: tx }, owner, 'second_factor_locked', ctx.client);
  });
}

/**
 * Called by login_user once the password is right: with two-factor on, the sign-in stops here
 * and answers SECOND_FACTOR_REQUIRED with a challenge for login_second_factor. An account without
 * two-factor passes through, and its login_user answers exactly as before.
 */
export async function requireSecondFactor(ctx: RequestContext, userId: string): Promise<void> {
  if (!(await ctx.repos.twoFactor.isEnabled(userId))) return;
  const { challenge, hash } = newChallenge();
  await ctx.repos.twoFactor.createChallenge(hash, userId, CHALLENGE.lifetimeSeconds);
  throw new AppError(TWO_FACTOR_MESSAGES.secondFactorRequired, 'SECOND_FACTOR_REQUIRED', { challenge });
}

export const twoFactorMutations = {
  async startTwoFactorSetup(_, __, ctx) {
    const { user: admin } = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    const secret = newTotpSecret();
    if (!(await ctx.repos.twoFactor.startSetup(admin._id, ctx.twoFactorSecrets.seal(admin._id, secret)))) {
      throw badInput(TWO_FACTOR_MESSAGES.alreadyOn, 'twoFactor');
    }
    const url = otpauthUrl(secret, SITE_NAME, admin.email);
    return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
  },

  async confirmTwoFactorSetup(_, args, ctx) {
    const { user: admin, sessionId } = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    const row = await ctx.repos.twoFactor.find(admin._id);
    if (!row) throw badInput(TWO_FACTOR_MESSAGES.noSetup, 'code');
    if (row.enabled) throw badInput(TWO_FACTOR_MESSAGES.alreadyOn, 'code');
    const secret = ctx.twoFactorSecrets.open(admin._id, row.secretSealed);
    // Wrong codes here are throttled as sign-in codes are, under a key of their own.
    const step = await ctx.secondFactorThrottle.attempt(ctx.clientIp, `setup:${admin._id}`, async () =>
      secret === null || args.code.length > CODE_MAX ? null : verifyTotp(secret, args.code.replace(/\s/g, ''), row.lastUsedStep),
    );
    if (step === null) throw badInput(TWO_FACTOR_MESSAGES.invalidCode, 'code');
    const codes = newRecoveryCodes();
    await ctx.repos.transaction(async (tx) => {
      // Another request confirmed or restarted the setup meanwhile: this code's secret may be gone.
      if (!(await tx.twoFactor.enable(admin._id, step))) throw badInput(TWO_FACTOR_MESSAGES.noSetup, 'code');
      await tx.twoFactor.replaceRecoveryCodes(
        admin._id,
        codes.map((code) => recoveryCodeHash(canonicalRecoveryCode(code)!)),
      );
      // A session opened with the password alone (perhaps by whoever made two-factor needed) ends.
      await tx.sessions.endOthers(admin._id, sessionId);
    });
    await sendSecurityNotice(ctx, admin, 'two_factor_on', ctx.client);
    return codes;
  },

  // Takes the password itself: a right one counts as the session's password check.
  async disableTwoFactor(_, args, ctx) {
    const { user: admin, sessionId } = await ctx.requireSession();
    if (!(await ctx.repos.twoFactor.isEnabled(admin._id))) throw badInput(TWO_FACTOR_MESSAGES.notOn, 'twoFactor');
    // The password is throttled as at sign-in; a right password with a wrong code counts as a wrong code too.
    const done = await ctx.loginThrottle.attempt(ctx.clientIp, admin.email, async () => {
      const account = args.password.length <= LIMITS.passwordMax ? await ctx.repos.users.findWithHashByEmail(admin.email) : null;
      if (!(await verifyPassword(account?.passwordHash ?? null, args.password))) return null;
      await ctx.passwordChecked();
      return guarded(ctx, admin._id, () =>
        ctx.secondFactorThrottle.attempt(ctx.clientIp, admin._id, () =>
          ctx.repos.transaction(async (tx) => {
            const spent = await spendSecondFactor(tx, ctx.twoFactorSecrets, admin._id, args.code);
            if (!spent) return null;
            await tx.twoFactor.disable(admin._id);
            await tx.sessions.endOthers(admin._id, sessionId);
            return spent;
          }),
        ),
      );
    });
    // Not UNAUTHENTICATED: the token is good, and the client ends the session on that code.
    if (!done) throw badInput(TWO_FACTOR_MESSAGES.invalidPasswordOrCode, 'code');
    if (done === 'recovery') await sendSecurityNotice(ctx, admin, 'recovery_code_used', ctx.client);
    await sendSecurityNotice(ctx, admin, 'two_factor_off', ctx.client);
    return true;
  },

  async login_second_factor(_, args, ctx) {
    const hash = challengeHash(args.challenge.slice(0, CHALLENGE_MAX));
    // The try is counted first and stays counted: a challenge takes CHALLENGE.maxTries codes at most.
    const userId = args.challenge.length <= CHALLENGE_MAX ? await ctx.repos.twoFactor.takeTry(hash, CHALLENGE.maxTries) : null;
    if (!userId) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
    const signedIn = await guarded(ctx, userId, () =>
      ctx.secondFactorThrottle.attempt(ctx.clientIp, userId, () =>
        ctx.repos.transaction(async (tx) => {
          const spent = await spendSecondFactor(tx, ctx.twoFactorSecrets, userId, args.code);
          if (!spent) return null;
          // Two requests with one challenge: the second rolls back, and its code stays unspent.
          if (!(await tx.twoFactor.finishChallenge(hash))) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
          const found = await tx.users.findWithSessionVersion(userId);
          return found && { found, spent };
        }),
      ),
    );
    if (!signedIn) throw unauthenticated(TWO_FACTOR_MESSAGES.invalidCode);
    const { sessionVersion, ...user } = signedIn.found;
    if (signedIn.spent === 'recovery') await sendSecurityNotice(ctx, user, 'recovery_code_used', ctx.client);
    return { token: await ctx.startSession(user._id, sessionVersion), user };
  },
} satisfies MutationResolvers;

export const twoFactorUserFields = {
  // A list (get_all_users) reads it with the rest in one query; a single user asks here.
  twoFactorEnabled: (user, _, ctx) => user.twoFactorEnabled ?? ctx.repos.twoFactor.isEnabled(user._id),
} satisfies UserResolvers;
