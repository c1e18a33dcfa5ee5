import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** PUBLIC_URL as an origin (`https://bcf.rw`), or an error naming what is wrong with it. */
export function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not "${raw}"`);
  }
  return url.origin;
}

/**
 * The site's origin for absolute links (canonical, og:image, sitemap): PUBLIC_URL when set, else
 * the request's own (its Host header, and X-Forwarded-Proto/Host only behind a trusted proxy).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
