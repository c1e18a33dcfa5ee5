import type { InsightsPeriod } from '../../shared/graphql.generated.ts';
import type {
  GivingInsightsQuery,
  NewsletterReachQuery,
  SubscriberInsightsQuery,
  TrafficInsightsQuery,
} from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// The admin's Insights page (insights.view): visits counted without a tracker, the reach of each
// newsletter, subscribers week by week and giving, each over the period chosen. The figures move
// while the page is open (today's roll-up is redone every minute), so nothing is kept once the page
// goes and each visit asks again.
export const TRAFFIC_INSIGHTS = /* GraphQL */ `query trafficInsights($period: InsightsPeriod!) {
  trafficInsights(period: $period) { visitors views visitorsNow series { period visitors views }
    pages { key label visitors views } sources { key label visitors views }
    languages { key label visitors views } devices { key label visitors views } } }`;
export const NEWSLETTER_REACH = /* GraphQL */ `query newsletterReach($period: InsightsPeriod!) {
  newsletterReach(period: $period) { sendId title queuedAt recipients accepted failed unsubscribed visits } }`;
export const SUBSCRIBER_INSIGHTS = /* GraphQL */ `query subscriberInsights($period: InsightsPeriod!) {
  subscriberInsights(period: $period) { active weeks { week confirmed unsubscribed bounced } } }`;
export const GIVING_INSIGHTS = /* GraphQL */ `query givingInsights($period: InsightsPeriod!) {
  givingInsights(period: $period) { months { month currency pledged received receivedOnline receivedByHand }
    ways { key label currency gifts pledged received receivedOnline receivedByHand }
    campaigns { key label currency gifts pledged received receivedOnline receivedByHand }
    received receivedOnline receivedByHand cancelled waiting medianDaysToReceive
    sources { key label currency gifts pledged received receivedOnline receivedByHand }
    pages { key label currency gifts pledged received receivedOnline receivedByHand } } }`;

export type { InsightsPeriod };
export type TrafficInsights = TrafficInsightsQuery['trafficInsights'];
export type InsightsRow = TrafficInsights['pages'][number];
export type NewsletterReach = NewsletterReachQuery['newsletterReach'][number];
export type SubscriberInsights = SubscriberInsightsQuery['subscriberInsights'];
export type GivingInsights = GivingInsightsQuery['givingInsights'];
export type GivingRow = GivingInsights['ways'][number];

export const insightsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrafficInsights: build.query<TrafficInsights, InsightsPeriod>({
      query: (period) => ({ document: TRAFFIC_INSIGHTS, variables: { period } }),
      transformResponse: (data: TrafficInsightsQuery) => data.trafficInsights,
      keepUnusedDataFor: 0,
    }),
    getNewsletterReach: build.query<NewsletterReach[], InsightsPeriod>({
      query: (period) => ({ document: NEWSLETTER_REACH, variables: { period } }),
      transformResponse: (data: NewsletterReachQuery) => data.newsletterReach,
      keepUnusedDataFor: 0,
    }),
    getSubscriberInsights: build.query<SubscriberInsights, InsightsPeriod>({
      query: (period) => ({ document: SUBSCRIBER_INSIGHTS, variables: { period } }),
      transformResponse: (data: SubscriberInsightsQuery) => data.subscriberInsights,
      keepUnusedDataFor: 0,
    }),
    getGivingInsights: build.query<GivingInsights, InsightsPeriod>({
      query: (period) => ({ document: GIVING_INSIGHTS, variables: { period } }),
      transformResponse: (data: GivingInsightsQuery) => data.givingInsights,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTrafficInsightsQuery, useGetNewsletterReachQuery, useGetSubscriberInsightsQuery, useGetGivingInsightsQuery } =
  insightsAdminApi;
