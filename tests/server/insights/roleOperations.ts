// The Insights' reads for the roles matrix (tests/server/staff/roles.test.ts): each needs insights.view.
import type { TestServer } from '../../kit/server.ts';
import { GIVING_INSIGHTS, NEWSLETTER_REACH, POST_INSIGHTS, POST_VIEWS, SUBSCRIBER_INSIGHTS, TRAFFIC } from './documents.ts';

const read = (document: string, variables: object) => (server: TestServer, token: string | undefined) => server.gql(document, variables, token);

export const INSIGHTS_OPERATIONS = [
  { name: 'trafficInsights', field: 'trafficInsights', needs: 'insights.view', call: read(TRAFFIC, { period: 'LAST_12_MONTHS' }) },
  { name: 'postInsights', field: 'postInsights', needs: 'insights.view', call: read(POST_INSIGHTS, { id: 'any-post' }) },
  { name: 'postViews', field: 'postViews', needs: 'insights.view', call: read(POST_VIEWS, { ids: ['any-post'] }) },
  { name: 'newsletterReach', field: 'newsletterReach', needs: 'insights.view', call: read(NEWSLETTER_REACH, { period: 'LAST_12_MONTHS' }) },
  { name: 'subscriberInsights', field: 'subscriberInsights', needs: 'insights.view', call: read(SUBSCRIBER_INSIGHTS, { period: 'LAST_12_MONTHS' }) },
  { name: 'givingInsights', field: 'givingInsights', needs: 'insights.view', call: read(GIVING_INSIGHTS, { period: 'LAST_12_MONTHS' }) },
] as const;
