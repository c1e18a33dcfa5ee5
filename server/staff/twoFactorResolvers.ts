import { signInWithSecondFactor } from './signIn.ts';
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from './twoFactorSetup.ts';
import type { MutationResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';

export const twoFactorMutations = {
  async startTwoFactorSetup(_, __, ctx) {
    const { user } = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    return startTwoFactorSetup(ctx, user);
  },

  async confirmTwoFactorSetup(_, args, ctx) {
    const session = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    return confirmTwoFactorSetup(ctx, session, args.code);
  },

  // Takes the password itself: a right one counts as the session's password check.
  async disableTwoFactor(_, args, ctx) {
    const session = await ctx.requireSession();
    return disableTwoFactor(ctx, session, args.password, args.code);
  },

  login_second_factor: (_, args, ctx) => signInWithSecondFactor(ctx, args.challenge, args.code),
} satisfies MutationResolvers;

export const twoFactorUserFields = {
  // A list (get_all_users) reads it with the rest in one query; a single user asks here.
  twoFactorEnabled: (user, _, ctx) => user.twoFactorEnabled ?? ctx.repos.twoFactor.isEnabled(user._id),
} satisfies UserResolvers;
