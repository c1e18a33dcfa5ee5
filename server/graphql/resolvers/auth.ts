import { LIMITS, MESSAGES, normaliseEmail } from '../../../shared/rules.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../resolvers.generated.ts';
import { unauthenticated } from '../../errors.ts';
import { requireSecondFactor } from './twoFactor.ts';

export const authMutations = {
  async login_user(_, args, ctx) {
    const email = normaliseEmail(args.email).slice(0, LIMITS.emailMax);
    const signedIn = await ctx.loginThrottle.attempt(ctx.clientIp, email, async () => {
      // Longer passwords are refused before any hashing work is spent on them.
      const account =
        email && args.password.length <= LIMITS.passwordMax ? await ctx.repos.users.findWithHashByEmail(email) : null;
      const ok = await verifyPassword(account?.passwordHash ?? null, args.password);
      if (!account || !ok) return null;
      const { passwordHash: _hash, sessionVersion, ...found } = account;
      return { user: found, sessionVersion };
    });
    if (!signedIn) throw unauthenticated(MESSAGES.invalidLogin);
    await requireSecondFactor(ctx, signedIn.user._id);
    return { token: await ctx.startSession(signedIn.user._id, signedIn.sessionVersion), user: signedIn.user };
  },
} satisfies MutationResolvers;

export const authQueries = {
  // Open to a person who must still set up two-factor: the admin area reads it to send them there.
  me: (_, __, ctx) => ctx.require('admin.enter', { duringTwoFactorSetup: true }),
} satisfies QueryResolvers;

export const userFields = {
  // Kept in the schema for the client's sake; a password never leaves the server.
  password: () => null,
  posts: async (user, _, ctx) => (await ctx.repos.posts.listByAuthor(user._id)).map((post) => post._id),
} satisfies UserResolvers;
