import { MAIL_TEXTS } from '../../shared/mailPages.ts';
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { badInput } from '../core/errors.ts';
import { subscriptionTexts } from '../mail/texts.ts';
import { gated, gatedRead } from '../graphql/gated.ts';

export const newsletterQueries = {
  getNewsletterSends: gatedRead('newsletter.send', (ctx) => ctx.subscribers.listSends()),
  getEmailSettings: gatedRead('newsletter.send', (ctx) => ({ enabled: ctx.subscribers.emailEnabled })),
} satisfies QueryResolvers;

export const newsletterMutations = {
  sendPostToSubscribers: gated('newsletter.send', ({ input: postId, seen }, ctx) => ctx.subscribers.sendPost(postId, seen ?? undefined)),

  async unsubscribe(_, { token }, ctx) {
    if (!(await ctx.subscribers.unsubscribe(token))) throw badInput(MAIL_TEXTS.badUnsubscribeLink, 'token');
    return { unsubscribed: true, message: MAIL_TEXTS.unsubscribed };
  },

  async changeSubscriptionLanguage(_, { token }, ctx) {
    const language = await ctx.subscribers.changeLanguage(token);
    if (!language) throw badInput(subscriptionTexts('en').language.badLink, 'token');
    return { language, message: subscriptionTexts(language).language.done };
  },
} satisfies MutationResolvers;
