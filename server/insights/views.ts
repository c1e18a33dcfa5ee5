// What a public page view is, read from a request or a beacon: the page (a route of the table, a
// post's page as the post), its language, where the visit came from (a host or a campaign name,
// never a whole address) and the class of device. Nothing here keeps an address or a user agent.
import { isbot } from 'isbot';
import type { Language } from '../../shared/i18n/languages.ts';
import { STAFF_COOKIE } from '../../shared/insightsBeacon.ts';
import { ADDRESS_MAX, visitSource, type Device } from '../../shared/insightsVisits.ts';
import { matchRoute } from '../../shared/routes.ts';
import { idProblem } from '../db/values.ts';
import { NEWSLETTER_MARK_PARAM, NEWSLETTER_SOURCE } from '../subscribers/index.ts';

/**
 * The source a day's rarer sources are merged under once it closes (server/insights/rollups.ts):
 * no source can be spelt so, a campaign name having no brackets and a host no parentheses.
 */
export const OTHER_SOURCE = '(other)';

/** The page a path shows, as the roll-ups count it; null for what is no public page. */
export interface PageOfView {
  /** The route's path as the table spells it ('/', '/DonatePage', '/ActivityDetailsPage/:postId'). */
  path: string;
  postId: string | null;
  language: Language;
}

/** What a counted view stores besides its time and visitor. */
export interface ViewFacts extends PageOfView {
  source: string;
  device: Device;
}

/**
 * The public page at `pathname`, or null: the staff's pages, preview links and addresses that are
 * no route are not counted, nor is a post id no post can have.
 */
export function pageOf(pathname: string): PageOfView | null {
  if (pathname.length > ADDRESS_MAX || !pathname.startsWith('/')) return null;
  const { route, params, language } = matchRoute(pathname);
  if (route.id === 'notFound' || route.id === 'preview' || ('adminOnly' in route && route.adminOnly)) return null;
  if (route.id !== 'activityDetails') return { path: route.path, postId: null, language };
  const postId = params.postId ?? '';
  if (postId === '' || idProblem(postId, 'postId') || /[^\w-]/.test(postId)) return null;
  return { path: route.path, postId, language };
}

/** Phone, tablet or desktop, from the user agent's own words (the agent itself is not kept). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'TABLET';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'TABLET';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|KaiOS/i.test(userAgent)) return 'PHONE';
  return 'DESKTOP';
}

/**
 * Where a visit came from (shared/insightsVisits.ts: a campaign name, else the referrer's host).
 * `newsletter` is the newsletter's only on a link it sent, which carries the server's
 * `newsletterMark` (server/subscribers/links.ts); typed by hand, it names no source.
 */
export function sourceOf(query: string, referrer: string, siteHost: string, newsletterMark: string): string {
  return visitSource(query, referrer, siteHost, (campaign, params) => campaign !== NEWSLETTER_SOURCE || params.get(NEWSLETTER_MARK_PARAM) === newsletterMark);
}

/** The request headers counting reads. */
export interface CountedHeaders {
  'user-agent'?: string;
  dnt?: string | string[];
  'sec-gpc'?: string | string[];
  purpose?: string | string[];
  'sec-purpose'?: string | string[];
  'x-moz'?: string | string[];
  cookie?: string;
}

const said = (value: string | string[] | undefined, what: RegExp) => [value ?? []].flat().some((one) => what.test(one));

/**
 * Why a request is not counted, or null when it is: a crawler, a visitor who asked not to be
 * tracked (DNT, Global Privacy Control), a prefetch, or a signed-in staff member's browser.
 */
export function notCounted(headers: CountedHeaders): string | null {
  const agent = headers['user-agent'] ?? '';
  if (agent === '' || isbot(agent)) return 'bot';
  if (said(headers.dnt, /^\s*1/) || said(headers['sec-gpc'], /^\s*1/)) return 'opted out';
  if (said(headers['sec-purpose'], /prefetch|prerender/i) || said(headers.purpose, /prefetch|preview/i) || said(headers['x-moz'], /prefetch/i)) {
    return 'prefetch';
  }
  if (new RegExp(`(?:^|;)\\s*${STAFF_COOKIE}=1(?:;|$)`).test(headers.cookie ?? '')) return 'staff';
  return null;
}
