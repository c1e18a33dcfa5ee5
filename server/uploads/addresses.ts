// How image addresses travel. An image of this site is stored as its path (`/uploads/...`,
// `/images/...`), an image on another host as its absolute address. Whatever the server hands out
// (the API's answers, the upload's answer, the pages, the e-mails, the feed) is absolute, so that a
// client on another origin, a mail reader or a feed reader loads it from this site, not from its own
// host; what comes back in the form it was handed out is stored as the path again, so a post read
// back carries the very addresses that were saved.

/** The scheme and host an absolute http(s) address starts with; a pattern of linear cost. */
const ORIGIN_PREFIX = /^https?:\/\/[^/?#]*/i;

/**
 * `url` as a reader anywhere can load it: a path of this site on `origin` (PUBLIC_URL, or the
 * request's origin: server/http/origin.ts), anything else (an address on another host) as it is.
 */
export function absoluteImageUrl(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? origin + url : url;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * An image address as it is stored: one on any of `origins` (this site's own) becomes its path,
 * exactly as it was written after the host; a path, or an address on another host, is kept as it
 * is. The inverse of absoluteImageUrl on the same origin.
 */
export function storedImageUrl(url: string, origins: readonly string[]): string {
  const prefix = ORIGIN_PREFIX.exec(url)?.[0];
  if (!prefix) return url;
  const path = url.slice(prefix.length);
  if (!path.startsWith('/') || path.startsWith('//')) return url;
  const origin = originOf(prefix);
  return origin !== null && origins.some((own) => originOf(own) === origin) ? path : url;
}
