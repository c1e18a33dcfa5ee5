import type { RequestContext } from '../context.ts';
import { validateEmail } from '../validate.ts';

export const subscriberQueries = {
  async getAllSubscriptions(_: unknown, __: unknown, ctx: RequestContext) {
    await ctx.requireAdmin();
    return ctx.repos.subscribers.list();
  },
};

export const subscriberMutations = {
  async makeSubscribe(_: unknown, { input }: { input: { subscriptionWithEmail: string } }, ctx: RequestContext) {
    const email = validateEmail(input.subscriptionWithEmail, 'subscriptionWithEmail');
    return ctx.mail.subscribe(email);
  },

  async deleteSubscriber(_: unknown, { input }: { input: { id: string } }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const isDeleted = await ctx.repos.subscribers.remove(input.id);
    return { isDeleted, message: isDeleted ? 'Subscriber deleted successfully' : 'Subscriber not found' };
  },
};
