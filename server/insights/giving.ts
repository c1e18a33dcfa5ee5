// The Insights' giving part: per month, what was pledged and what was received; the period's
// pledges by way, campaign, and where their visit came from and began; how many were received,
// cancelled or still wait, and how long a pledge takes to arrive. Amounts never mix currencies:
// each currency has rows of its own (an RWF gift's received amount is the RWF that arrived).
import { givingForm } from '../../shared/locales/en.ts';
import { KIGALI_OFFSET_MS } from '../../shared/kigaliClock.ts';
import { postPath } from '../../shared/routes.ts';
import type { GivingCohortRow } from '../repositories/gifts.ts';
import type { Repositories } from '../repositories/index.ts';
import { periodOf, type InsightsPeriod } from './periods.ts';

/** The page of a post, as an arrival path names it: its id, else null. */
const postOfPath = (path: string): string | null => {
  const prefix = postPath('');
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : null;
};

const row = (cohort: GivingCohortRow, key: string, label: string) => ({
  key,
  label,
  currency: cohort.currency,
  gifts: cohort.gifts,
  pledged: cohort.pledged,
  received: cohort.received,
});

/** The largest amount pledged first (currencies apart, RWF first), then by key. */
const byAmount = <T extends { key: string; currency: string; pledged: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => (a.currency === b.currency ? 0 : a.currency === 'RWF' ? -1 : b.currency === 'RWF' ? 1 : a.currency.localeCompare(b.currency)) || b.pledged - a.pledged || a.key.localeCompare(b.key));

export async function givingInsights(repos: Repositories, period: InsightsPeriod, now = Date.now()) {
  const { from, to, startMs, endMs } = periodOf(period, now);
  const [months, cohort, campaigns] = await Promise.all([
    repos.gifts.insightMonths(startMs, endMs, from, to, KIGALI_OFFSET_MS),
    repos.gifts.insightCohort(startMs, endMs, KIGALI_OFFSET_MS),
    repos.gifts.campaigns(),
  ]);
  const of = (by: GivingCohortRow['by']) => cohort.rows.filter((group) => group.by === by);
  const campaignTitles = new Map(campaigns.map((campaign) => [campaign.id, campaign.title.en ?? campaign.id]));
  const pages = of('page');
  const postIds = pages.map((page) => postOfPath(page.arrivalPath ?? '')).filter((id): id is string => id !== null);
  const titles = await repos.posts.titles(postIds);
  return {
    months,
    ways: byAmount(of('way').map((group) => row(group, group.way!, givingForm.ways[group.way!]))),
    campaigns: byAmount(of('campaign').map((group) => row(group, group.campaignId, group.campaignId ? (campaignTitles.get(group.campaignId) ?? group.campaignId) : givingForm.anyCampaign))),
    sources: byAmount(of('source').map((group) => row(group, group.arrivalSource ?? '', group.arrivalSource ?? ''))),
    pages: byAmount(
      pages.map((group) => {
        const path = group.arrivalPath ?? '';
        const postId = postOfPath(path);
        return row(group, path, (postId && titles.get(postId)) || path);
      }),
    ),
    received: cohort.statuses.received,
    cancelled: cohort.statuses.cancelled,
    waiting: cohort.statuses.waiting,
    medianDaysToReceive: cohort.statuses.medianDays,
  };
}
