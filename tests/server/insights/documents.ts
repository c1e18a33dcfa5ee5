// The Insights' reads as the admin sends them (server/graphql/schema.graphql), and views written
// through the counting's own repository, as the beacon and the page answers write them.
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../kit/server.ts';

const ROW = 'key label visitors views';
const GIVING_ROW = 'key label currency gifts pledged received';

export const TRAFFIC = `query ($period: InsightsPeriod!) { trafficInsights(period: $period) { visitors views visitorsNow
  series { period visitors views } pages { ${ROW} } sources { ${ROW} } languages { ${ROW} } devices { ${ROW} } } }`;
export const POST_INSIGHTS = `query ($id: ID!) { postInsights(id: $id) { postId visitors views languages { ${ROW} } } }`;
export const POST_VIEWS = `query ($ids: [ID!]!) { postViews(ids: $ids) { postId visitors views languages { ${ROW} } } }`;
export const NEWSLETTER_REACH = `query ($period: InsightsPeriod!) { newsletterReach(period: $period) {
  sendId title queuedAt recipients accepted failed unsubscribed visits } }`;
export const SUBSCRIBER_INSIGHTS = `query ($period: InsightsPeriod!) { subscriberInsights(period: $period) { active weeks { week confirmed unsubscribed bounced } } }`;
export const GIVING_INSIGHTS = `query ($period: InsightsPeriod!) { givingInsights(period: $period) { months { month currency pledged received }
  ways { ${GIVING_ROW} } campaigns { ${GIVING_ROW} } received cancelled waiting medianDaysToReceive
  sources { ${GIVING_ROW} } pages { ${GIVING_ROW} } } }`;

export interface Row {
  key: string;
  label: string;
  visitors: number;
  views: number;
}

export interface View {
  /** When, in ms; its Kigali day is worked out from it. */
  at: number;
  path: string;
  postId?: string | null;
  language?: 'en' | 'rw' | 'fr';
  source?: string;
  device?: 'PHONE' | 'TABLET' | 'DESKTOP';
  /** Who: views with one name are one visitor. */
  visitor: string;
}

const visitorHash = (name: string) => {
  const bytes = new Uint8Array(32);
  bytes.set(Buffer.from(name.padEnd(32, '.').slice(0, 32)));
  return bytes;
};

/** A fresh visitor's name. */
export const someone = () => randomBytes(6).toString('hex');

/**
 * Writes `views` through the counting's repository and runs the server's roll-up tick (every day
 * before today is closed), as the server does every minute.
 */
export async function countViews(server: TestServer, views: View[], kigaliDay: (ms: number) => string): Promise<void> {
  await server.services.repos.insightViews.insert(
    views.map((view) => ({
      at: new Date(view.at),
      day: kigaliDay(view.at),
      path: view.path,
      postId: view.postId ?? null,
      language: view.language ?? 'en',
      source: view.source ?? '',
      device: view.device ?? 'DESKTOP',
      visitor: visitorHash(view.visitor),
    })),
  );
  await server.services.insightsCounting.rollups!.runNow();
}
