// Insights (server/insights/): every read needs insights.view; the domain reads the roll-ups. The
// giving figures' small rows are merged for whoever may not see donors (donations.manage).
import { can } from '../../shared/roles.ts';
import type { QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { newsletterReach, subscriberInsights } from './audience.ts';
import { givingInsights } from './giving.ts';
import { postInsights, postViews, trafficInsights } from './reports.ts';
import { gated } from '../graphql/gated.ts';

export const insightsQueries = {
  trafficInsights: gated('insights.view', ({ period }, ctx) => trafficInsights(ctx.repos, period)),
  postInsights: gated('insights.view', ({ id }, ctx) => postInsights(ctx.repos, id)),
  postViews: gated('insights.view', ({ ids }, ctx) => postViews(ctx.repos, ids)),
  newsletterReach: gated('insights.view', ({ period }, ctx) => newsletterReach(ctx.repos, period)),
  subscriberInsights: gated('insights.view', ({ period }, ctx) => subscriberInsights(ctx.repos, period)),
  givingInsights: gated('insights.view', ({ period }, ctx, me) => givingInsights(ctx.repos, period, can(me.role, 'donations.manage'))),
} satisfies QueryResolvers;

/** Insights' part of the API. */
export const insightsResolvers = { Query: insightsQueries } satisfies Resolvers;
