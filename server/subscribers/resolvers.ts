// The subscribers' part of the API: subscriptions (subscribing, the admin table and export) and the
// newsletter's sends.
import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { newsletterMutations, newsletterQueries } from './newsletterResolvers.ts';
import { subscriberMutations, subscriberQueries } from './subscriptionResolvers.ts';

export const subscriberResolvers = {
  Query: { ...subscriberQueries, ...newsletterQueries },
  Mutation: { ...subscriberMutations, ...newsletterMutations },
} satisfies Resolvers;
