import { LIMITS, passwordProblem } from '../../../shared/rules.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { badInput } from '../../errors.ts';
import { sendSecurityNotice } from '../../mail/securityNotices.ts';
import type { MutationResolvers } from '../resolvers.generated.ts';

export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not right',
  sameAsCurrent: 'Choose a new password, not the current one',
} as const;

/** A token longer than this is no reset token: refused before any work. */
const TOKEN_MAX = 128;

export const passwordMutations = {
  async changePassword(_, args, ctx) {
    const { user, sessionId } = await ctx.requireSession();
    const problem = passwordProblem(args.next);
    if (problem) throw badInput(problem, 'next');
    // The current password is throttled as at sign-in (per account and address, per address).
    const checked = await ctx.loginThrottle.attempt(ctx.clientIp, user.email, async () => {
      const account = args.current.length <= LIMITS.passwordMax ? await ctx.repos.users.findWithHashByEmail(user.email) : null;
      return (await verifyPassword(account?.passwordHash ?? null, args.current)) ? true : null;
    });
    if (!checked) throw badInput(PASSWORD_MESSAGES.wrongCurrent, 'current');
    if (args.next === args.current) throw badInput(PASSWORD_MESSAGES.sameAsCurrent, 'next');
    // Every other session ends; this one is kept and its token re-signed with the new version.
    // A reset link asked for earlier stops working too: the password it was meant to replace is gone.
    const passwordHash = await hashPassword(args.next);
    const version = await ctx.repos.transaction(async (tx) => {
      await tx.passwordResets.forget(user._id);
      return tx.users.setPasswordHash(user.email, passwordHash, sessionId);
    });
    if (version === null) throw badInput(PASSWORD_MESSAGES.wrongCurrent, 'current');
    await ctx.renewSession(version);
    await sendSecurityNotice(ctx, user, 'password_changed', ctx.client);
    return true;
  },

  async requestPasswordReset(_, args, ctx) {
    return ctx.passwordReset.request(args.email.slice(0, LIMITS.emailMax + 1), {
      ip: ctx.client.ip,
      limitKey: ctx.clientIp,
      userAgent: ctx.client.userAgent,
    });
  },

  async resetPassword(_, args, ctx) {
    return ctx.passwordReset.reset(args.token.slice(0, TOKEN_MAX), args.password, {
      ip: ctx.client.ip,
      limitKey: ctx.clientIp,
      userAgent: ctx.client.userAgent,
    });
  },
} satisfies MutationResolvers;
