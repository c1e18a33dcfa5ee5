// Password checks for sensitive actions and the Owner's two-factor requirement.
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';
import { gated, gatedRead } from '../graphql/gated.ts';

export const accountSecurityQueries = {
  twoFactorRequirement: gatedRead('security.policy', (ctx) => ctx.staff.twoFactorRequirement()),
} satisfies QueryResolvers;

export const accountSecurityMutations = {
  // Open to a person who must still set up two-factor: the setup itself needs a recent check.
  async confirmPassword(_, args, ctx) {
    const { user } = await ctx.requireSession({ duringTwoFactorSetup: true });
    return ctx.staff.confirmPassword(ctx, user, args.password);
  },
  setTwoFactorRequirement: gated('security.policy', ({ scope }, ctx) => ctx.staff.setTwoFactorRequirement(scope)),
} satisfies MutationResolvers;

export const accountSecurityUserFields = {
  mustSetUpTwoFactor: (user, _, ctx) => ctx.staff.mustSetUpTwoFactor(user),
} satisfies UserResolvers;
