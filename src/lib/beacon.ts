// Page views without a tracker (docs/insights.md): the server counts the page it answers; each
// later move inside the app is sent here, once, with navigator.sendBeacon (no cookie, nothing kept
// in the browser). A move inside the site has no referrer. The visit's first address and where it
// came from stay in memory only, for the giving form to send with a pledge (the server reads the
// newsletter's mark in that address).
import { useEffect } from 'react';
import { BEACON_PATH } from '../../shared/insightsBeacon.ts';

let arrival: { source: string; path: string } | undefined;
let shown: string | undefined;

const plainHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * A `ref` or `utm_source` parameter, or else the referring site's host ('' for none, or this site):
 * only a candidate, which the server keeps with a pledge when it is a source as Insights counts it
 * (shared/insightsVisits.ts, server/insights/arrival.ts). The rule itself stays out of the app: it
 * would cost every first visit about 0.2 KB brotli. Cut where the rule cuts (SOURCE_MAX, held to it
 * by tests/src/beaconArrival.test.tsx).
 */
function sourceOf(search: string, referrer: string): string {
  const params = new URLSearchParams(search);
  const named = params.get('ref') ?? params.get('utm_source');
  if (named) return named.trim().toLowerCase().slice(0, 64);
  try {
    const host = plainHost(new URL(referrer).hostname);
    return host === plainHost(location.hostname) ? '' : host;
  } catch {
    return '';
  }
}

/** Where this visit came from and the address (path and query) it began on ('' for both before the first page). */
export function visitArrival(): { source: string; path: string } {
  return arrival ?? { source: '', path: '' };
}

/**
 * Counts the app's moves to another page (`pathname`, with its `search`, in `language`); none while
 * a staff member is signed in. The first page it sees is the visit's first, which the server counted.
 */
export function useBeacon(pathname: string, search: string, language: string, staff: boolean): void {
  useEffect(() => {
    if (shown === pathname) return;
    const first = shown === undefined;
    shown = pathname;
    if (first) arrival = { source: sourceOf(search, document.referrer), path: pathname + search };
    else if (!staff) navigator.sendBeacon?.(BEACON_PATH, JSON.stringify({ p: pathname + search, l: language, r: '' }));
  }, [pathname, search, language, staff]);
}
