// What the Insights page calls its periods, sections and rows.
import { isLanguage, LANGUAGE_NAMES } from '../../../../shared/i18n/languages.ts';
import type { GiftWay } from '../../../../shared/giving.ts';
import type { Device } from '../../../../shared/insightsVisits.ts';
import { givingForm } from '../../../i18n/english/givingForm.ts';
import type { InsightsPeriod } from '../../../../store/api/insightsAdmin.ts';

/** The periods in the order the picker offers them, the first the page opens with. */
export const PERIODS: { value: InsightsPeriod; label: string }[] = [
  { value: 'LAST_7_DAYS', label: 'Last 7 days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 days' },
  { value: 'LAST_12_MONTHS', label: 'Last 12 months' },
];

export const INSIGHTS_TEXTS = {
  heading: 'Insights',
  period: 'Period',
  refresh: 'Refresh',
  downloadCsv: 'Download CSV',
  visits: 'Visits',
  visitsFailed: 'Failed to load the visits.',
  loadingVisits: 'Loading visits...',
  noVisits: 'No visits in this period yet',
  visitors: 'Visitors',
  views: 'Page views',
  overTime: 'Visitors and page views',
  visitorsNow: 'Visitors now',
  visitorsNowNote: 'in the last 5 minutes',
  pages: 'Top pages',
  sources: 'Sources',
  languages: 'Languages',
  devices: 'Devices',
  newsletter: 'Newsletter reach',
  newsletterFailed: 'Failed to load the newsletter reach.',
  loadingNewsletter: 'Loading the newsletter reach...',
  noNewsletter: 'No newsletter was sent in this period.',
  subscribers: 'Subscribers',
  subscribersFailed: 'Failed to load the subscribers.',
  loadingSubscribers: 'Loading the subscribers...',
  activeSubscribers: 'Active subscribers',
  giving: 'Giving',
  givingFailed: 'Failed to load the giving figures.',
  loadingGiving: 'Loading the giving figures...',
  noGiving: 'No pledges in this period yet.',
  medianDays: 'Median days from pledge to received',
  noMedian: 'None received yet',
  noCampaign: 'No campaign',
  /** What was received through a provider's confirmed payment (MTN MoMo, a card), and what staff marked received. */
  receivedOnline: 'Received online',
  receivedByHand: 'Received by hand',
  splitHidden: 'Not shown',
  splitHiddenNote: 'Online and by hand are not shown where one of them would add up fewer than 5 gifts: each gift stays private.',
  unknownPage: 'Not known',
  chartNote: 'The numbers are in the table below.',
  /** A table's scrolling box: named apart from a section headed with the table's own caption. */
  tableBox: (caption: string) => `${caption}, table`,
} as const;

const DEVICE_NAMES: Record<Device, string> = { PHONE: 'Phone', TABLET: 'Tablet', DESKTOP: 'Desktop' };

/** Where visits came from: '' is a visit with no other site before it, 'newsletter' a newsletter's link. */
export function sourceName(key: string, label: string): string {
  if (key === '') return 'Direct';
  if (key === 'newsletter') return 'Newsletter';
  return label || key;
}

export const languageName = (key: string) => (isLanguage(key) ? LANGUAGE_NAMES[key] : key);
export const deviceName = (key: string) => DEVICE_NAMES[key as Device] ?? key;
export const wayName = (key: string) => givingForm.ways[key as GiftWay] ?? key;

/** A count as the admin writes it: 12,345. */
export const count = (value: number) => value.toLocaleString('en-US');
