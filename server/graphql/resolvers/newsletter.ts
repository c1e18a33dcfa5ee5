import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import type { RequestContext } from '../context.ts';
import { badInput } from '../errors.ts';

export const newsletterQueries = {
  async getNewsletterSends(_: unknown, __: unknown, ctx: RequestContext) {
    await ctx.requireAdmin();
    return ctx.mail.listSends();
  },

  async getEmailSettings(_: unknown, __: unknown, ctx: RequestContext) {
    await ctx.requireAdmin();
    return { enabled: ctx.mail.enabled };
  },
};

export const newsletterMutations = {
  async sendPostToSubscribers(_: unknown, { input }: { input: string }, ctx: RequestContext) {
    await ctx.requireAdmin();
    return ctx.mail.sendPost(input);
  },

  async unsubscribe(_: unknown, { token }: { token: string }, ctx: RequestContext) {
    if (!(await ctx.mail.unsubscribe(token))) throw badInput(MAIL_TEXTS.badUnsubscribeLink, 'token');
    return { unsubscribed: true, message: MAIL_TEXTS.unsubscribed };
  },
};
