// Where a pledge's visit came from and the address it began on, as the giving form sends them: kept
// only when they are what the site itself would have counted (a host-like source, a public
// page's path; `newsletter` only when that address carries the newsletter's mark, as the views
// count it), and then only ever counted together in the Insights. Anything else is kept as ''
// (unknown), never refused: a donor's gift does not fail over where they came from.
import { ADDRESS_MAX, SOURCE_MAX, campaignName } from '../../shared/insightsVisits.ts';
import { postPath } from '../../shared/routes.ts';
import { NEWSLETTER_MARK_PARAM, NEWSLETTER_SOURCE } from '../subscribers/index.ts';
import { pageOf } from './views.ts';

/** The longest path kept; longer is not a page of this site. */
export const ARRIVAL_PATH_MAX = 200;

/**
 * A referring host or a `ref`, lower case, of at most SOURCE_MAX characters (a longer host is not
 * kept), written as the counting keeps a campaign name (a host's letters, digits, dots and dashes
 * are among its characters); '' for anything else. 'newsletter' only when the arrival
 * `address` (path and query) carries `newsletterMark` (server/subscribers/links.ts): typed by hand, a
 * `?ref=newsletter` names no source.
 */
export function arrivalSource(raw: unknown, address: unknown, newsletterMark: string): string {
  if (typeof raw !== 'string' || raw.length > SOURCE_MAX * 4) return '';
  const source = raw.trim().toLowerCase();
  if (source.length > SOURCE_MAX || campaignName(source) !== source) return '';
  if (source !== NEWSLETTER_SOURCE) return source;
  if (typeof address !== 'string' || address.length > ADDRESS_MAX) return '';
  const query = address.split('#', 1)[0]!.split('?').slice(1).join('?');
  return new URLSearchParams(query).get(NEWSLETTER_MARK_PARAM) === newsletterMark ? source : '';
}

/**
 * The public page a path shows, as the counting reads it (./views.ts), without its language prefix
 * or query ('/DonatePage', '/ActivityDetailsPage/<postId>'); '' when the path is no such page.
 */
export function arrivalPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > ADDRESS_MAX || /^\/[/\\]/.test(raw)) return '';
  const bare = raw.split(/[?#]/, 1)[0]!;
  const page = bare.length <= ARRIVAL_PATH_MAX ? pageOf(bare) : null;
  if (!page) return '';
  const path = page.postId ? postPath(page.postId) : page.path;
  return path.length <= ARRIVAL_PATH_MAX ? path : '';
}
