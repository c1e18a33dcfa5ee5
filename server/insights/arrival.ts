// Where a pledge's visit came from and the address it began on, as the giving form sends them: kept
// only when they are what the site itself would have counted (a host-like source, a public
// page's path; `newsletter` only when that address carries the newsletter's mark, as the views
// count it), and then only ever counted together in the Insights. Anything else is kept as ''
// (unknown), never refused: a donor's gift does not fail over where they came from.
import { postPath } from '../../shared/routes.ts';
import { NEWSLETTER_MARK_PARAM, NEWSLETTER_SOURCE } from '../subscribers/index.ts';
import { pageOf } from './views.ts';

/** The longest source kept, as a visit's `ref` or `utm_source` is kept; a longer host is not kept. */
export const ARRIVAL_SOURCE_MAX = 64;
/** The longest path kept; longer is not a page of this site. */
export const ARRIVAL_PATH_MAX = 200;
/** The longest arrival address (a path and its query) read at all. */
export const ARRIVAL_ADDRESS_MAX = 1_000;

// What the counting keeps as a source (./views.ts): a host's letters, digits, dots and dashes, or a
// campaign name's letters, digits and . _ ~ + -.
const SOURCE = /^[\p{L}\p{N}._~+-]+$/u;

/**
 * A referring host or a `ref`, lower case; '' for anything else. 'newsletter' only when the arrival
 * `address` (path and query) carries `newsletterMark` (server/subscribers/links.ts): typed by hand, a
 * `?ref=newsletter` names no source.
 */
export function arrivalSource(raw: unknown, address: unknown, newsletterMark: string): string {
  if (typeof raw !== 'string' || raw.length > ARRIVAL_SOURCE_MAX * 4) return '';
  const source = raw.trim().toLowerCase();
  if (source.length > ARRIVAL_SOURCE_MAX || !SOURCE.test(source)) return '';
  if (source !== NEWSLETTER_SOURCE) return source;
  if (typeof address !== 'string' || address.length > ARRIVAL_ADDRESS_MAX) return '';
  const query = address.split('#', 1)[0]!.split('?').slice(1).join('?');
  return new URLSearchParams(query).get(NEWSLETTER_MARK_PARAM) === newsletterMark ? source : '';
}

/**
 * The public page a path shows, as the counting reads it (./views.ts), without its language prefix
 * or query ('/DonatePage', '/ActivityDetailsPage/<postId>'); '' when the path is no such page.
 */
export function arrivalPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > ARRIVAL_ADDRESS_MAX || /^\/[/\\]/.test(raw)) return '';
  const bare = raw.split(/[?#]/, 1)[0]!;
  const page = bare.length <= ARRIVAL_PATH_MAX ? pageOf(bare) : null;
  if (!page) return '';
  const path = page.postId ? postPath(page.postId) : page.path;
  return path.length <= ARRIVAL_PATH_MAX ? path : '';
}
