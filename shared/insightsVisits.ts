// What Insights keeps of a visit besides its page and language, as the server counts it
// (server/insights/) and the app keeps its own arrival for the giving form (src/lib/beacon.ts).

/** The classes of device a view is counted under (never the user agent itself). */
export const DEVICES = ['PHONE', 'TABLET', 'DESKTOP'] as const;
export type Device = (typeof DEVICES)[number];

/** The longest campaign name kept (a longer `ref` is cut here), and the longest source a pledge keeps. */
export const SOURCE_MAX = 64;
/** The longest page address (path and query) or referrer read; a longer one is no page of this site, or no referrer. */
export const ADDRESS_MAX = 1_000;
/** The longest host name (RFC 1035's 253 characters). */
const HOST_MAX = 253;

/** A host as sources are counted: lower case, no port, no "www."; '' for anything that is not a plain host name. */
export function plainHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  if (host.length === 0 || host.length > HOST_MAX) return '';
  return /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(host) ? host : '';
}

/** A campaign name (`ref`, `utm_source`): lower case, at most SOURCE_MAX characters of letters, digits and . _ - ~ +; '' for anything else. */
export function campaignName(value: string): string {
  const name = value.trim().toLowerCase().slice(0, SOURCE_MAX);
  return /^[\p{L}\p{N}._~+-]+$/u.test(name) ? name : '';
}

/**
 * Where a visit came from: the page address's `ref` or `utm_source` (`query`, with or without its
 * "?"), else the referrer's host (only http and https; this site's own host is '', an internal
 * move); '' for a direct visit. `named` says whether a campaign name counts as one (the server
 * counts `newsletter` only on the newsletter's own links); one that does not gives the referrer's.
 */
export function visitSource(query: string, referrer: string, siteHost: string, named: (campaign: string, params: URLSearchParams) => boolean = () => true): string {
  const params = new URLSearchParams(query.slice(0, ADDRESS_MAX));
  const campaign = campaignName(params.get('ref') ?? params.get('utm_source') ?? '');
  if (campaign && named(campaign, params)) return campaign;
  if (referrer === '' || referrer.length > ADDRESS_MAX) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = plainHost(url.hostname);
  return host === plainHost(siteHost.replace(/:\d+$/, '')) ? '' : host;
}
