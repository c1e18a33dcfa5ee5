// The Insights' giving part: per month, what was pledged and what was received; the period's
// pledges by way, campaign, and where their visit came from and began; how many were received,
// cancelled or still wait, and how long a pledge takes to arrive. Amounts never mix currencies:
// each currency has rows of its own (an RWF gift's received amount is the RWF that arrived). Who may
// not see donors (no donations.manage) reads no amount that adds up fewer than MIN_GIFTS_IN_ROW
// gifts, in a row, a month or a difference of what they read: a link tagged for one person, or a
// quiet month, would otherwise show that person's gift. What was received is also split in two:
// online (a provider's confirmed payment, MTN MoMo or a card) and by hand (staff marked it); each
// part is held to the same fewest gifts, so that a split never shows one gift either.
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
/** What was received split into online and by hand, where each part adds up enough gifts. */
const splitFits = (received: { receivedGifts: number; receivedOnlineGifts: number }) =>
  enough(received.receivedOnlineGifts) && enough(received.receivedGifts - received.receivedOnlineGifts);
/**
 * A row whose pledged and received amounts both add up enough gifts; with `split`, its online and
 * by-hand parts of the received too.
 */
const fits = (one: GivingRow, split: boolean) => one.gifts >= MIN_GIFTS_IN_ROW && enough(one.receivedGifts) && (!split || splitFits(one));
/** The currencies whose received, split into online and by hand, may be shown: each part adds up enough gifts in all. */
function splitCurrencies<T extends { currency: string; receivedGifts: number; receivedOnlineGifts: number }>(rows: T[]): Set<string> {
  const totals = new Map<string, { receivedGifts: number; receivedOnlineGifts: number }>();
  for (const one of rows) {
    const total = totals.get(one.currency) ?? { receivedGifts: 0, receivedOnlineGifts: 0 };
    totals.set(one.currency, { receivedGifts: total.receivedGifts + one.receivedGifts, receivedOnlineGifts: total.receivedOnlineGifts + one.receivedOnlineGifts });
  }
  return new Set([...totals].filter(([, total]) => splitFits(total)).map(([currency]) => currency));
}
/** The received split in two as shown: online and by hand, or neither (null) when it may not be shown. */
const splitOf = (one: { received: number; receivedOnline: number }, shown: boolean) =>
  shown ? { receivedOnline: one.receivedOnline, receivedByHand: one.received - one.receivedOnline } : { receivedOnline: null, receivedByHand: null };

/**
 * The rows as someone who may not see donors reads them: per currency, the rows whose pledged or
 * received amount adds up fewer than MIN_GIFTS_IN_ROW gifts are merged into one "Other" row, and
 * until its amounts add up that many the smallest other rows with it, so that no
 * row and no difference of rows and totals is fewer gifts; a currency whose period has too few
 * gifts, or too few received, has no rows. Where the currency's received is split (online and by
 * hand each add up enough gifts in all, `split`), each row's two parts are held to that too; else
 * no row of it shows the split.
 */
function merged(rows: GivingRow[], split: Set<string>): ShownRow[] {
  const kept: GivingRow[] = [];
  for (const currency of new Set(rows.map((one) => one.currency))) {
    const splits = split.has(currency);
    const ascending = rows.filter((one) => one.currency === currency).sort((a, b) => a.gifts - b.gifts || a.key.localeCompare(b.key));
    const rest = ascending.filter((one) => fits(one, splits));
    const other = { key: OTHER_GIFTS, label: 'Other', currency, gifts: 0, receivedGifts: 0, receivedOnlineGifts: 0, pledged: 0, received: 0, receivedOnline: 0 };
    const take = (small: GivingRow) =>
      Object.assign(other, {
        gifts: other.gifts + small.gifts,
        receivedGifts: other.receivedGifts + small.receivedGifts,
        receivedOnlineGifts: other.receivedOnlineGifts + small.receivedOnlineGifts,
        pledged: other.pledged + small.pledged,
        received: other.received + small.received,
        receivedOnline: other.receivedOnline + small.receivedOnline,
      });
    // Every row that does not fit, whatever its size (one of many pledges but one received is one
    // gift's received amount); then the smallest that do, until "Other" fits.
    ascending.filter((one) => !fits(one, splits)).forEach(take);
    while (other.gifts > 0 && !fits(other, splits) && rest.length > 0) take(rest.shift()!);
    if (fits(other, splits)) kept.push(other);
    kept.push(...rest);
  }
  return byAmount(kept.map((one) => shownRow(one, split.has(one.currency))));
}

type Counted = { amount: number; gifts: number; online: number; onlineGifts: number };
const NONE: Counted = { amount: 0, gifts: 0, online: 0, onlineGifts: 0 };
const plus = (a: Counted, b: Counted): Counted => ({ amount: a.amount + b.amount, gifts: a.gifts + b.gifts, online: a.online + b.online, onlineGifts: a.onlineGifts + b.onlineGifts });

/**
 * Folds what each month counted: a month shows what was carried to it once that `fits`, else it
 * is carried on to the next; what is left after the last one that fits is counted in it, and when
 * that makes it no longer fit, in it the one before it too, and so on (answers what each month
 * shows, in order).
 */
function fold(counted: Counted[], fitting: (one: Counted) => boolean): Counted[] {
  const shown = counted.map(() => NONE);
  const groups: { index: number; sum: Counted }[] = [];
  let carried = NONE;
  counted.forEach((one, index) => {
    carried = plus(carried, one);
    if (carried.gifts === 0 || !fitting(carried)) return;
    groups.push({ index, sum: carried });
    carried = NONE;
  });
  if (carried.gifts > 0 && groups.length > 0) {
    let last = groups.pop()!;
    last = { index: last.index, sum: plus(last.sum, carried) };
    while (!fitting(last.sum) && groups.length > 0) last = { index: last.index, sum: plus(groups.pop()!.sum, last.sum) };
    groups.push(last);
  }
  for (const group of groups) shown[group.index] = group.sum;
  return shown;
}

/**
 * The months as someone who may not see donors reads them (`months` of the gifts pledged in the
 * period only, so that they add up to the breakdowns): per currency, a month's pledged or received
 * amount of fewer than MIN_GIFTS_IN_ROW gifts is counted in the next month's, the last ones' in
 * the latest month that has enough; a currency whose period has too few gifts, or too few
 * received, has no months. Where the currency's received is split (`split`), a month's received
 * shows only once its online and by-hand parts each add up enough gifts too.
 */
function foldedMonths(months: GivingMonthRow[], split: Set<string>) {
  const kept: (GivingMonthRow & { split: boolean })[] = [];
  for (const currency of new Set(months.map((one) => one.currency))) {
    const splits = split.has(currency);
    const ordered = months.filter((one) => one.currency === currency).sort((a, b) => a.month.localeCompare(b.month));
    const total = (gifts: 'pledgedGifts' | 'receivedGifts') => ordered.reduce((sum, one) => sum + one[gifts], 0);
    if (total('pledgedGifts') < MIN_GIFTS_IN_ROW || !enough(total('receivedGifts'))) continue;
    const pledged = fold(
      ordered.map((one) => ({ ...NONE, amount: one.pledged, gifts: one.pledgedGifts })),
      (one) => one.gifts >= MIN_GIFTS_IN_ROW,
    );
    const received = fold(
      ordered.map((one) => ({ amount: one.received, gifts: one.receivedGifts, online: one.receivedOnline, onlineGifts: one.receivedOnlineGifts })),
      (one) => one.gifts >= MIN_GIFTS_IN_ROW && (!splits || splitFits({ receivedGifts: one.gifts, receivedOnlineGifts: one.onlineGifts })),
    );
    ordered.forEach((one, index) => {
      const [p, r] = [pledged[index]!, received[index]!];
      if (p.gifts === 0 && r.gifts === 0) return;
      kept.push({
        month: one.month, currency, pledged: p.amount, pledgedGifts: p.gifts, received: r.amount, receivedGifts: r.gifts,
        receivedOnline: r.online, receivedOnlineGifts: r.onlineGifts, split: splits,
      });
    });
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
  receivedOnlineGifts: cohort.receivedOnlineGifts,
  pledged: cohort.pledged,
  received: cohort.received,
  receivedOnline: cohort.receivedOnline,
});

/** A row as the API answers it: its received split in two when `split`. */
const shownRow = ({ key, label, currency, gifts, pledged, received, receivedOnline }: GivingRow, split: boolean) => ({
  key,
  label,
  currency,
  gifts,
  pledged,
  received,
  ...splitOf({ received, receivedOnline }, split),
});
type ShownRow = ReturnType<typeof shownRow>;

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
  // Whoever may see donors sees every split; else a currency's only where each part adds up enough gifts.
  const split = seesDonors ? new Set(cohort.rows.map((one) => one.currency)) : splitCurrencies(of('way'));
  const shown = seesDonors ? (rows: GivingRow[]) => rows.map((one) => shownRow(one, true)) : (rows: GivingRow[]) => merged(rows, split);
  const monthsShown = seesDonors ? months.map((one) => ({ ...one, split: true })) : foldedMonths(months, splitCurrencies(months));
  // The counts received online and by hand: shown where every currency's split is.
  const receivedCurrencies = new Set(of('way').filter((one) => one.receivedGifts > 0).map((one) => one.currency));
  const statusSplit = [...receivedCurrencies].every((currency) => split.has(currency))
    && (seesDonors || splitFits({ receivedGifts: cohort.statuses.received, receivedOnlineGifts: cohort.statuses.receivedOnline }));
  return {
    months: monthsShown.map((one) => ({ month: one.month, currency: one.currency, pledged: one.pledged, received: one.received, ...splitOf(one, one.split) })),
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
    receivedOnline: statusSplit ? cohort.statuses.receivedOnline : null,
    receivedByHand: statusSplit ? cohort.statuses.received - cohort.statuses.receivedOnline : null,
    cancelled: cohort.statuses.cancelled,
    waiting: cohort.statuses.waiting,
    medianDaysToReceive: seesDonors || cohort.statuses.received >= MIN_GIFTS_IN_ROW ? cohort.statuses.medianDays : null,
  };
}
