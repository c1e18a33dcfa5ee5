// Insights (server/insights/): every read needs insights.view; the domain reads the roll-ups. The
// giving figures' small rows are merged for whoever may not see donors (donations.manage).
import { can } from '../../shared/roles.ts';
import type { QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { gated } from '../graphql/gated.ts';

export const insightsQueries = {
  trafficInsights: gated('insights.view', ({ period }, ctx) => ctx.insights.traffic(period)),
  postInsights: gated('insights.view', ({ id }, ctx) => ctx.insights.post(id)),
  postViews: gated('insights.view', ({ ids }, ctx) => ctx.insights.postViews(ids)),
  newsletterReach: gated('insights.view', ({ period }, ctx) => ctx.insights.newsletterReach(period)),
  subscriberInsights: gated('insights.view', ({ period }, ctx) => ctx.insights.subscribers(period)),
  givingInsights: gated('insights.view', ({ period }, ctx, me) => ctx.insights.giving(period, can(me.role, 'donations.manage'))),
} satisfies QueryResolvers;

/** Insights' part of the API. */
export const insightsResolvers = { Query: insightsQueries } satisfies Resolvers;
