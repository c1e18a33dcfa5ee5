// The Insights' giving part: per month, what was pledged and what was received; the period's
// pledges by way, campaign, and where their visit came from and began; how many were received,
// cancelled or still wait, and how long a pledge takes to arrive. Amounts never mix currencies:
// each currency has rows of its own (an RWF gift's received amount is the RWF that arrived). Who may
// not see donors (no donations.manage) reads no amount that adds up fewer than MIN_GIFTS_IN_ROW
// gifts, in a row, a month or a difference of what they read: a link tagged for one person, or a
// quiet month, would otherwise show that person's gift.
import { givingForm } from '../../shared/locales/en.ts';
import { KIGALI_OFFSET_MS } from '../../shared/kigaliClock.ts';
import { postPath } from '../../shared/routes.ts';
import type { GivingCohortRow, GivingMonthRow } from './givingRepository.ts';
import type { Repositories } from '../db/repositories.ts';
import { periodOf, type InsightsPeriod } from './periods.ts';

/** The fewest gifts a row of the breakdowns holds for someone who may not see donors. */
export const MIN_GIFTS_IN_ROW = 5;
/** The key of the row the smaller ones are merged into. */
export const OTHER_GIFTS = '(other)';

type GivingRow = ReturnType<typeof row>;

/** An amount someone who may not see donors may read adds up no gift, or at least MIN_GIFTS_IN_ROW. */
const enough = (gifts: number) => gifts === 0 || gifts >= MIN_GIFTS_IN_ROW;
/** A row whose pledged and received amounts both add up enough gifts. */
const fits = (one: GivingRow) => one.gifts >= MIN_GIFTS_IN_ROW && enough(one.receivedGifts);

/**
 * The rows as someone who may not see donors reads them: per currency, the rows whose pledged or
 * received amount adds up fewer than MIN_GIFTS_IN_ROW gifts are merged, smallest first, into one
 * "Other" row until its amounts add up that many (taking a larger row in if it must), so that no
 * row and no difference of rows and totals is fewer gifts; a currency whose period has too few
 * gifts, or too few received, has no rows.
 */
function merged(rows: GivingRow[]): GivingRow[] {
  const kept: GivingRow[] = [];
  for (const currency of new Set(rows.map((one) => one.currency))) {
    const ascending = rows.filter((one) => one.currency === currency).sort((a, b) => a.gifts - b.gifts || a.key.localeCompare(b.key));
    const other = { key: OTHER_GIFTS, label: 'Other', currency, gifts: 0, receivedGifts: 0, pledged: 0, received: 0 };
    let next = 0;
    while (next < ascending.length && (!fits(ascending[next]!) || (other.gifts > 0 && !fits(other)))) {
      const small = ascending[next++]!;
      Object.assign(other, {
        gifts: other.gifts + small.gifts,
        receivedGifts: other.receivedGifts + small.receivedGifts,
        pledged: other.pledged + small.pledged,
        received: other.received + small.received,
      });
    }
    if (fits(other)) kept.push(other);
    kept.push(...ascending.slice(next));
  }
  return byAmount(kept);
}

/**
 * The months as someone who may not see donors reads them (`months` of the gifts pledged in the
 * period only, so that they add up to the breakdowns): per currency, a month's pledged or received
 * amount of fewer than MIN_GIFTS_IN_ROW gifts is counted in the next month's, the last ones' in
 * the latest month that has enough; a currency whose period has too few gifts, or too few
 * received, has no months.
 */
function foldedMonths(months: GivingMonthRow[]): GivingMonthRow[] {
  const kept: GivingMonthRow[] = [];
  for (const currency of new Set(months.map((one) => one.currency))) {
    const ordered = months.filter((one) => one.currency === currency).sort((a, b) => a.month.localeCompare(b.month));
    const total = (gifts: 'pledgedGifts' | 'receivedGifts') => ordered.reduce((sum, one) => sum + one[gifts], 0);
    if (total('pledgedGifts') < MIN_GIFTS_IN_ROW || !enough(total('receivedGifts'))) continue;
    const shown = ordered.map((one) => ({ ...one, pledged: 0, received: 0, pledgedGifts: 0, receivedGifts: 0 }));
    const fold = (amount: 'pledged' | 'received', gifts: 'pledgedGifts' | 'receivedGifts') => {
      let carried = { amount: 0, gifts: 0 };
      let last: (typeof shown)[number] | undefined;
      ordered.forEach((one, index) => {
        carried = { amount: carried.amount + one[amount], gifts: carried.gifts + one[gifts] };
        if (carried.gifts < MIN_GIFTS_IN_ROW) return;
        last = shown[index]!;
        Object.assign(last, { [amount]: carried.amount, [gifts]: carried.gifts });
        carried = { amount: 0, gifts: 0 };
      });
      if (last && carried.gifts > 0) Object.assign(last, { [amount]: last[amount] + carried.amount, [gifts]: last[gifts] + carried.gifts });
    };
    fold('pledged', 'pledgedGifts');
    fold('received', 'receivedGifts');
    kept.push(...shown.filter((one) => one.pledgedGifts > 0 || one.receivedGifts > 0));
  }
  return kept.sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
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
  receivedGifts: cohort.receivedGifts,
  pledged: cohort.pledged,
  received: cohort.received,
});

/** The largest amount pledged first (currencies apart, RWF first), then by key. */
const byAmount = <T extends { key: string; currency: string; pledged: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => (a.currency === b.currency ? 0 : a.currency === 'RWF' ? -1 : b.currency === 'RWF' ? 1 : a.currency.localeCompare(b.currency)) || b.pledged - a.pledged || a.key.localeCompare(b.key));

/**
 * `seesDonors`: the reader may see donors (donations.manage); else small rows are merged (`merged`),
 * small months folded into later ones (`foldedMonths`), and the median days to receive is shown
 * only of at least MIN_GIFTS_IN_ROW gifts received.
 */
export async function givingInsights(repos: Repositories, period: InsightsPeriod, seesDonors: boolean, now = Date.now()) {
  const { from, to, startMs, endMs } = periodOf(period, now);
  const [months, cohort, campaigns] = await Promise.all([
    repos.insightGiving.months(startMs, endMs, from, to, KIGALI_OFFSET_MS, !seesDonors),
    repos.insightGiving.cohort(startMs, endMs, KIGALI_OFFSET_MS),
    repos.gifts.campaigns(),
  ]);
  const of = (by: GivingCohortRow['by']) => cohort.rows.filter((group) => group.by === by);
  const campaignTitles = new Map(campaigns.map((campaign) => [campaign.id, campaign.title.en ?? campaign.id]));
  const pages = of('page');
  const postIds = pages.map((page) => postOfPath(page.arrivalPath ?? '')).filter((id): id is string => id !== null);
  const titles = await repos.posts.titles(postIds);
  const shown = seesDonors ? (rows: GivingRow[]) => rows : merged;
  return {
    months: (seesDonors ? months : foldedMonths(months)).map(({ month, currency, pledged, received }) => ({ month, currency, pledged, received })),
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
    medianDaysToReceive: seesDonors || cohort.statuses.received >= MIN_GIFTS_IN_ROW ? cohort.statuses.medianDays : null,
  };
}
