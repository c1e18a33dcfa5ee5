import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { missingInput } from '../core/errors.ts';
import { deletion } from '../graphql/deletion.ts';
import { gated, gatedRead } from '../graphql/gated.ts';
import { rowOptions } from '../graphql/paged.ts';

export const subscriberQueries = {
  // The CSV export: every address at once, so a recent password check (PASSWORD_CHECK_SECONDS) is needed
  // (a fresh sign-in counts, so the replaced system's login then getAllSubscriptions still works).
  getAllSubscriptions: gated('subscribers.manage', async (_args, ctx) => {
    await ctx.requirePasswordCheck();
    return ctx.subscribers.list();
  }),
  subscriptionRows: gated('subscribers.manage', (args, ctx) => ctx.subscribers.listPage(rowOptions(args))),
  // How many a newsletter send would reach: asked before a send.
  activeSubscriberCount: gatedRead('newsletter.send', (ctx) => ctx.subscribers.countActive()),
} satisfies QueryResolvers;

export const subscriberMutations = {
  async makeSubscribe(_, { input }, ctx) {
    if (!input) throw missingInput('makeSubscribe');
    // An unknown language is refused by GraphQL itself (the Language enum); none means English.
    return ctx.subscribers.subscribe(ctx.clientIp, input.subscriptionWithEmail, input.language ?? 'en');
  },
  deleteSubscriber: gated('subscribers.manage', async ({ input: id }, ctx, me) =>
    deletion(await ctx.subscribers.removeSubscriber(id, { actorId: me._id, actorEmail: me.email, ...ctx.client }), 'Subscriber'),
  ),
} satisfies MutationResolvers;
