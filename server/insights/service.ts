import type { Repositories } from '../db/repositories.ts';
import { newsletterReach, subscriberInsights } from './audience.ts';
import { givingInsights } from './giving.ts';
import type { InsightsPeriod } from './periods.ts';
import { postInsights, postViews, trafficInsights } from './reports.ts';

/** Insights' reports as requests reach them, each over a period (or posts), read from the roll-ups. */
export function insightsReports(repos: Repositories) {
  return {
    traffic: (period: InsightsPeriod) => trafficInsights(repos, period),
    post: (id: string) => postInsights(repos, id),
    postViews: (ids: readonly string[]) => postViews(repos, ids),
    newsletterReach: (period: InsightsPeriod) => newsletterReach(repos, period),
    subscribers: (period: InsightsPeriod) => subscriberInsights(repos, period),
    /** Small rows merged unless `seesDonors` (donations.manage). */
    giving: (period: InsightsPeriod, seesDonors: boolean) => givingInsights(repos, period, seesDonors),
  };
}

export type InsightsReports = ReturnType<typeof insightsReports>;
