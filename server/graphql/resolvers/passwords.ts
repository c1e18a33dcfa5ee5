import { LIMITS } from '../../../shared/rules.ts';
import { changePassword } from '../../auth/passwordChange.ts';
import type { MutationResolvers } from '../resolvers.generated.ts';

/** A token longer than this is no reset token: refused before any work. */
const TOKEN_MAX = 128;

export const passwordMutations = {
  async changePassword(_, args, ctx) {
    const session = await ctx.requireSession();
    return changePassword(ctx, session, args.current, args.next);
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
