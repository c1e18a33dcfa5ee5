import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';

export const sessionQueries = {
  async mySessions(_, _args, ctx) {
    const { user, sessionId } = await ctx.requireSession({ duringTwoFactorSetup: true });
    return (await ctx.staff.openSessions(user._id)).map(({ userId: _user, ...row }) => ({ ...row, current: row.id === sessionId }));
  },
} satisfies QueryResolvers;

export const sessionMutations = {
  // Only the person's own sessions: another person's id ends nothing and answers false, as an
  // unknown one does, so the answer tells nobody whose ids exist.
  async endSession(_, args, ctx) {
    return ctx.staff.endSession(args.id, (await ctx.requireSession({ duringTwoFactorSetup: true })).user._id);
  },
  async endOtherSessions(_, _args, ctx) {
    const { user, sessionId } = await ctx.requireSession();
    return ctx.staff.endOtherSessions(user._id, sessionId);
  },
} satisfies MutationResolvers;
