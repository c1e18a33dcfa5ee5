// The Insights' giving part: per month, what was pledged and what was received; the period's
// pledges by way, campaign, and where their visit came from and began; how many were received,
// cancelled or still wait, and how long a pledge takes to arrive. Amounts never mix currencies:
// each currency has rows of its own (an RWF gift's received amount is the RWF that arrived). Who may
// not see donors (no donations.manage) sees no row of fewer than MIN_GIFTS_IN_ROW gifts: a link
// tagged for one person would otherwise show that person's pledge.
import { givingForm } from '../../shared/locales/en.ts';
import { KIGALI_OFFSET_MS } from '../../shared/kigaliClock.ts';
import { postPath } from '../../shared/routes.ts';
import type { GivingCohortRow } from '../repositories/gifts.ts';
import type { Repositories } from '../repositories/index.ts';
import { periodOf, type InsightsPeriod } from './periods.ts';

/** The fewest gifts a row of the breakdowns holds for someone who may not see donors. */
export const MIN_GIFTS_IN_ROW = 5;
/** The key of the row the smaller ones are merged into. */
export const OTHER_GIFTS = '(other)';

type GivingRow = ReturnType<typeof row>;

/**
 * The rows as someone who may not see donors reads them: per currency, the rows of fewer than
 * MIN_GIFTS_IN_ROW gifts are merged, smallest first, into one "Other" row until it holds that many
 * (taking a larger row in if it must), so that no row and no difference of rows and totals is fewer
 * gifts; a currency with fewer gifts in all has no rows.
 */
function merged(rows: GivingRow[]): GivingRow[] {
  const kept: GivingRow[] = [];
  for (const currency of new Set(rows.map((one) => one.currency))) {
    const ascending = rows.filter((one) => one.currency === currency).sort((a, b) => a.gifts - b.gifts || a.key.localeCompare(b.key));
    const other = { key: OTHER_GIFTS, label: 'Other', currency, gifts: 0, pledged: 0, received: 0 };
    let next = 0;
    while (next < ascending.length && (ascending[next]!.gifts < MIN_GIFTS_IN_ROW || (other.gifts > 0 && other.gifts < MIN_GIFTS_IN_ROW))) {
      const small = ascending[next++]!;
      Object.assign(other, { gifts: other.gifts + small.gifts, pledged: other.pledged + small.pledged, received: other.received + small.received });
    }
    if (other.gifts >= MIN_GIFTS_IN_ROW) kept.push(other);
    kept.push(...ascending.slice(next));
  }
  return byAmount(kept);
}

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

/** `seesDonors`: the reader may see donors (donations.manage); else small rows are merged (`merged`). */
export async function givingInsights(repos: Repositories, period: InsightsPeriod, seesDonors: boolean, now = Date.now()) {
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
  const shown = seesDonors ? (rows: GivingRow[]) => rows : merged;
  return {
    months,
    ways: shown(byAmount(of('way').map((group) => row(group, group.way!, givingForm.ways[group.way!])))),
    campaigns: shown(byAmount(of('campaign').map((group) => row(group, group.campaignId, group.campaignId ? (campaignTitles.get(group.campaignId) ?? group.campaignId) : givingForm.anyCampaign)))),
    sources: shown(byAmount(of('source').map((group) => row(group, group.arrivalSource ?? '', group.arrivalSource ?? '')))),
    pages: shown(
      byAmount(
        pages.map((group) => {
          const path = group.arrivalPath ?? '';
          const postId = postOfPath(path);
          return row(group, path, (postId && titles.get(postId)) || path);
        }),
      ),
    ),
    received: cohort.statuses.received,
    cancelled: cohort.statuses.cancelled,
    waiting: cohort.statuses.waiting,
    medianDaysToReceive: cohort.statuses.medianDays,
  };
}
