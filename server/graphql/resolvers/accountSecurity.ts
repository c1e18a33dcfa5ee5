// Password checks for sensitive actions and the Owner's two-factor requirement.
import { LIMITS } from '../../../shared/rules.ts';
import {
  ACCOUNT_SECURITY_MESSAGES,
  isTwoFactorRequirement,
  twoFactorRequiredFor,
  type TwoFactorRequirement,
} from '../../../shared/twoFactor.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { badInput } from '../../errors.ts';
import { TWO_FACTOR_REQUIREMENT_KEY } from '../../repositories/meta.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../resolvers.generated.ts';
import { gatedRead } from './gated.ts';

/** The Owner's two-factor requirement; a missing or unknown value reads as OFF. */
export async function twoFactorRequirement(repos: Repositories): Promise<TwoFactorRequirement> {
  const value = await repos.meta.get(TWO_FACTOR_REQUIREMENT_KEY);
  return isTwoFactorRequirement(value) ? value : 'OFF';
}

export const accountSecurityQueries = {
  twoFactorRequirement: gatedRead('security.policy', (ctx) => twoFactorRequirement(ctx.repos)),
} satisfies QueryResolvers;

export const accountSecurityMutations = {
  // Open to a person who must still set up two-factor: the setup itself needs a recent check.
  async confirmPassword(_, args, ctx) {
    const { user } = await ctx.requireSession({ duringTwoFactorSetup: true });
    // Throttled as sign-in is, under the same account key: the check is as good as a sign-in.
    const ok = await ctx.loginThrottle.attempt(ctx.clientIp, user.email, async () => {
      const account = args.password.length <= LIMITS.passwordMax ? await ctx.repos.users.findWithHashByEmail(user.email) : null;
      return (await verifyPassword(account?.passwordHash ?? null, args.password)) ? true : null;
    });
    // Not UNAUTHENTICATED: the token is good, and the client ends the session on that code.
    if (!ok) throw badInput(ACCOUNT_SECURITY_MESSAGES.invalidPassword, 'password');
    await ctx.passwordChecked();
    return true;
  },

  async setTwoFactorRequirement(_, args, ctx) {
    await ctx.require('security.policy');
    if (!isTwoFactorRequirement(args.scope)) throw badInput('Unknown two-factor requirement', 'scope');
    await ctx.repos.meta.set(TWO_FACTOR_REQUIREMENT_KEY, args.scope);
    return args.scope;
  },
} satisfies MutationResolvers;

export const accountSecurityUserFields = {
  async mustSetUpTwoFactor(user, _, ctx) {
    if (!twoFactorRequiredFor(await twoFactorRequirement(ctx.repos), user.role)) return false;
    return !(await ctx.repos.twoFactor.isEnabled(user._id));
  },
} satisfies UserResolvers;
