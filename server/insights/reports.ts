// The Insights' traffic reports: visitors and views over a period, by page, source, language and
// device, and per post. They read the daily roll-ups (server/insights/reportsRepository.ts), never
// the single views, but for who is reading now. A row's visitors on a day are the distinct visitors
// of that row (one person reading two pages is one visitor of the site, and one of each page); a
// period's are the sum of its days' (a visitor on two days counts twice, as in Plausible's and
// Ghost's daily figures). A visitor's source for the day is where their first view came from, so
// the sources' visitors add up to the site's.
import { ADMIN_ROWS_MAX } from '../../shared/paging.ts';
import { badInput } from '../core/errors.ts';
import type { TrafficCell } from './reportsRepository.ts';
import type { Repositories } from '../db/repositories.ts';
import { periodOf, type InsightsPeriod } from './periods.ts';
import { SOURCES_KEPT_PER_DAY } from './rollups.ts';
import { OTHER_SOURCE } from './views.ts';

/** "Visitors now": the distinct visitors of the last 5 minutes… */
export const NOW_WINDOW_MS = 5 * 60_000;
/** …among its latest views, at most this many (far more than the site sees in 5 minutes but under a flood). */
export const NOW_VIEWS_READ = 5_000;
/** The most posts one postViews asks (the admin's post list shows 50 a page). */
export const POST_VIEWS_MAX = ADMIN_ROWS_MAX;

export interface InsightsRow {
  key: string;
  label: string;
  visitors: number;
  views: number;
}

/** The most visited first (then the most viewed, then by key), at most a table's worth. */
export function ranked<T extends TrafficCell>(cells: T[]): T[] {
  return [...cells].sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.key.localeCompare(b.key)).slice(0, ADMIN_ROWS_MAX);
}

/** A row's label: its key, but for the sources merged, "Other". */
const labelOf = (key: string) => (key === OTHER_SOURCE ? 'Other' : key);

const labelled = (cells: TrafficCell[]): InsightsRow[] => ranked(cells).map((cell) => ({ ...cell, label: labelOf(cell.key) }));

export async function trafficInsights(repos: Repositories, period: InsightsPeriod, now = Date.now()) {
  const { from, to, unit, points } = periodOf(period, now);
  const [days, breakdown, visitorsNow] = await Promise.all([
    repos.insightReports.days(from, to),
    repos.insightReports.breakdown(from, to, { kept: SOURCES_KEPT_PER_DAY, otherSource: OTHER_SOURCE }),
    repos.insightReports.visitorsSince(now - NOW_WINDOW_MS, NOW_VIEWS_READ),
  ]);
  const series = new Map(points.map((point) => [point, { period: point, visitors: 0, views: 0 }]));
  for (const day of days) {
    const point = series.get(unit === 'day' ? day.day : day.day.slice(0, 7));
    if (!point) continue;
    point.visitors += day.visitors;
    point.views += day.views;
  }
  const pages = ranked(breakdown.pages);
  const titles = await repos.posts.titles(pages.filter((page) => page.postId).map((page) => page.postId));
  return {
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    views: days.reduce((sum, day) => sum + day.views, 0),
    visitorsNow,
    series: [...series.values()],
    pages: pages.map(({ postId, ...page }) => ({ ...page, label: titles.get(postId) ?? page.key })),
    sources: labelled(breakdown.sources),
    languages: labelled(breakdown.languages),
    devices: labelled(breakdown.devices),
  };
}

/** Each post's visitors and views over all its days, and by language (a reader in two languages is one of the post's); a post never viewed has zeros. */
export async function postViews(repos: Repositories, ids: readonly string[]) {
  if (ids.length > POST_VIEWS_MAX) throw badInput(`Ask for at most ${POST_VIEWS_MAX} posts at once.`, 'ids');
  const unique = [...new Set(ids)];
  const found = new Map((await repos.insightReports.posts(unique)).map((post) => [post.postId, post]));
  return ids.map((postId) => {
    const post = found.get(postId) ?? { postId, visitors: 0, views: 0, languages: [] };
    return { ...post, languages: labelled(post.languages) };
  });
}

export async function postInsights(repos: Repositories, id: string) {
  return (await postViews(repos, [id]))[0]!;
}
