import type { MutationResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';

export const twoFactorMutations = {
  async startTwoFactorSetup(_, __, ctx) {
    const { user } = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    return ctx.staff.startTwoFactorSetup(ctx, user);
  },

  async confirmTwoFactorSetup(_, args, ctx) {
    const session = await ctx.requireSession({ duringTwoFactorSetup: true });
    await ctx.requirePasswordCheck();
    return ctx.staff.confirmTwoFactorSetup(ctx, session, args.code);
  },

  // Takes the password itself: a right one counts as the session's password check.
  async disableTwoFactor(_, args, ctx) {
    const session = await ctx.requireSession();
    return ctx.staff.disableTwoFactor(ctx, session, args.password, args.code);
  },

  login_second_factor: (_, args, ctx) => ctx.staff.signInWithSecondFactor(ctx, args.challenge, args.code),
} satisfies MutationResolvers;

export const twoFactorUserFields = {
  // A list (get_all_users) reads it with the rest in one query; a single user asks here.
  twoFactorEnabled: (user, _, ctx) => user.twoFactorEnabled ?? ctx.staff.twoFactorEnabled(user._id),
} satisfies UserResolvers;
