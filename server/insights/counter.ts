// Which requests count as a page view, and what of them is kept. Two doors: the server answering a
// public page (the visit's first page, its referrer the browser's), and the app's beacon when it
// moves to another page. Both drop crawlers, visitors who asked not to be tracked, prefetches and
// a signed-in staff member's browser; the beacon also drops what is no public page of the site.
import { isLanguage } from '../../shared/i18n/languages.ts';
import { BEACON_MAX_BYTES } from '../../shared/insightsBeacon.ts';
import { ADDRESS_MAX } from '../../shared/insightsVisits.ts';
import type { ViewRecorder } from './recorder.ts';
import { deviceOf, notCounted, pageOf, sourceOf, type CountedHeaders } from './views.ts';

/** What counting reads of a request. */
export interface SeenRequest {
  method: string;
  /** The address asked for, path and query. */
  url: string;
  headers: CountedHeaders & { referer?: string };
  /** The client's address as the limits count it (server/core/clientAddress.ts). */
  address: string;
  /** The site's host (PUBLIC_URL's, or the request's). */
  siteHost: string;
}

export interface InsightsCounter {
  /** The server answered a public page (GET, found): counts it unless the request is not to be counted. */
  pageAnswered(request: SeenRequest): void;
  /** The app's beacon: counts the view it names if that is a public page of the site. `postExists` checks a post's page. */
  beacon(request: SeenRequest, body: unknown, postExists: (postId: string) => Promise<boolean>): void;
}

function splitAddress(url: string): { pathname: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { pathname: url, query: '' } : { pathname: url.slice(0, at), query: url.slice(at + 1) };
}

interface Beacon {
  page: string;
  language: string;
  referrer: string;
}

/** The beacon's fields when its body is what the app sends (shared/insightsBeacon.ts); null otherwise. */
export function readBeacon(body: unknown): Beacon | null {
  if (typeof body !== 'string' || Buffer.byteLength(body) > BEACON_MAX_BYTES) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { p, l, r } = parsed as Record<string, unknown>;
  if (typeof p !== 'string' || p.length > ADDRESS_MAX || !isLanguage(l)) return null;
  const referrer = typeof r === 'string' && r.length <= ADDRESS_MAX ? r : '';
  return { page: p, language: l, referrer };
}

/** `newsletterMark`: what the newsletter's links carry (newsletterMark, server/subscribers/links.ts). */
export function insightsCounter(recorder: ViewRecorder, newsletterMark: string, now: () => number = Date.now): InsightsCounter {
  function seen(request: SeenRequest, pageAddress: string, referrer: string, confirm?: () => Promise<boolean>, language?: string) {
    const userAgent = request.headers['user-agent'] ?? '';
    if (notCounted(request.headers)) return;
    const { pathname, query } = splitAddress(pageAddress);
    const page = pageOf(pathname);
    if (!page || (language !== undefined && language !== page.language)) return;
    recorder.record({
      ...page,
      source: sourceOf(query, referrer, request.siteHost, newsletterMark),
      device: deviceOf(userAgent),
      at: now(),
      address: request.address,
      userAgent,
      siteHost: request.siteHost,
      confirm,
    });
  }

  return {
    pageAnswered(request) {
      if (request.method !== 'GET') return;
      seen(request, request.url, request.headers.referer ?? '');
    },
    beacon(request, body, postExists) {
      const beacon = readBeacon(body);
      if (!beacon) return;
      const { pathname } = splitAddress(beacon.page);
      const postId = pageOf(pathname)?.postId;
      seen(request, beacon.page, beacon.referrer, postId ? () => postExists(postId) : undefined, beacon.language);
    },
  };
}
