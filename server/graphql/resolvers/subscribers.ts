import { MESSAGES } from '../../../shared/rules.ts';
import type { RequestContext } from '../context.ts';
import { badInput, missingInput } from '../errors.ts';
import { validateEmail } from '../validate.ts';

export const subscriberQueries = {
  async getAllSubscriptions(_: unknown, __: unknown, ctx: RequestContext) {
    await ctx.requireAdmin();
    return ctx.repos.subscribers.list();
  },
};

export const subscriberMutations = {
  async makeSubscribe(_: unknown, { input }: { input?: { subscriptionWithEmail: string } | null }, ctx: RequestContext) {
    if (!input) throw missingInput('makeSubscribe');
    const email = validateEmail(input.subscriptionWithEmail, 'subscriptionWithEmail');
    const subscriber = await ctx.repos.subscribers.insert(email);
    if (!subscriber) throw badInput(MESSAGES.alreadySubscribed, 'subscriptionWithEmail');
    return subscriber;
  },

  async deleteSubscriber(_: unknown, { input: id }: { input: string }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const isDeleted = await ctx.repos.subscribers.remove(id);
    return { isDeleted, message: isDeleted ? 'Subscriber deleted successfully' : 'Subscriber not found' };
  },
};
