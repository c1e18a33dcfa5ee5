import { LIMITS } from '../../shared/rules.ts';
import type { MutationResolvers } from '../graphql/resolvers.generated.ts';

/** A token longer than this is no reset token: refused before any work. */
const TOKEN_MAX = 128;

export const passwordMutations = {
  async changePassword(_, args, ctx) {
    return ctx.staff.changePassword(ctx, await ctx.requireSession(), args.current, args.next);
  },
  requestPasswordReset: (_, args, ctx) => ctx.passwordReset.request(args.email.slice(0, LIMITS.emailMax + 1), { ...ctx.client, limitKey: ctx.clientIp }),
  resetPassword: (_, args, ctx) => ctx.passwordReset.reset(args.token.slice(0, TOKEN_MAX), args.password, { ...ctx.client, limitKey: ctx.clientIp }),
} satisfies MutationResolvers;
