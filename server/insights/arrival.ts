// Where a pledge's visit came from and the page it began on, as the giving form sends them: kept
// only when they are what the site itself would have counted (a host-like source, a public
// page's path), and then only ever counted together in the Insights. Anything else is kept as ''
// (unknown), never refused: a donor's gift does not fail over where they came from.
import { postPath } from '../../shared/routes.ts';
import { pageOf } from './views.ts';

/** The longest source kept, as a visit's `ref` or `utm_source` is kept; a longer host is not kept. */
export const ARRIVAL_SOURCE_MAX = 64;
/** The longest path read at all; longer is not a page of this site. */
export const ARRIVAL_PATH_MAX = 200;

// What the counting keeps as a source (./views.ts): a host's letters, digits, dots and dashes, or a
// campaign name's letters, digits and . _ ~ + -.
const SOURCE = /^[\p{L}\p{N}._~+-]+$/u;

/** A referring host, 'newsletter' or another `ref`, lower case; '' for anything else. */
export function arrivalSource(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > ARRIVAL_SOURCE_MAX * 4) return '';
  const source = raw.trim().toLowerCase();
  return source.length <= ARRIVAL_SOURCE_MAX && SOURCE.test(source) ? source : '';
}

/**
 * The public page a path shows, as the counting reads it (./views.ts), without its language prefix
 * or query ('/DonatePage', '/ActivityDetailsPage/<postId>'); '' when the path is no such page.
 */
export function arrivalPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > ARRIVAL_PATH_MAX || /^\/[/\\]/.test(raw)) return '';
  const page = pageOf(raw.split(/[?#]/, 1)[0]!);
  if (!page) return '';
  const path = page.postId ? postPath(page.postId) : page.path;
  return path.length <= ARRIVAL_PATH_MAX ? path : '';
}
