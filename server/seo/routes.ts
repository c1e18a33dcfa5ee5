import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ROUTE_LIST, isConcrete, postPath } from '../../shared/routes.ts';
import { CacheableBody, sendCacheable } from '../http/delivery.ts';
import type { PostReadService } from '../posts/index.ts';
import { FEED_ENTRIES, atomFeed } from './feed.ts';
import { FEEDS, FEED_TYPE } from './feedAddress.ts';
import { alternatesOf } from './languages.ts';
import { siteOrigin } from '../http/origin.ts';
import { escapeXml } from './xml.ts';

export interface SeoOptions {
  /** The public reads of posts (server/posts/readService.ts): the feeds' latest, the sitemap's dates. */
  reads: Pick<PostReadService, 'latest' | 'lastModifiedBatches'>;
  /** The body kept with the same bytes, else this one, kept from now on (server/posts/readCache.ts). */
  samePage: (body: CacheableBody) => CacheableBody;
  publicUrl?: string;
}

/** Paths no search engine should crawl: the admin area and its login (the routes marked adminOnly). */
export const DISALLOWED_PATHS = ROUTE_LIST.filter((route) => route.adminOnly).map((route) => route.path.replace(/\/\*$/, ''));

function urlEntry(loc: string, alternates: string, lastModified?: number): string {
  const lastmod = lastModified === undefined ? '' : `<lastmod>${new Date(lastModified).toISOString()}</lastmod>`;
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>\n`;
}

/**
 * A page in every language: each version its own <url>, each listing all the versions (itself
 * included) and x-default, as search engines ask of a sitemap with alternates.
 */
function pageEntries(origin: string, englishPath: string, lastModified?: number): string {
  const versions = alternatesOf(origin, englishPath);
  const links = versions
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
  return versions
    .filter((version) => version.hreflang !== 'x-default')
    .map((version) => urlEntry(version.href, links, lastModified))
    .join('');
}

/**
 * The sitemap's entries for every post's details page, written a batch of posts at a time: the
 * sitemap of any number of posts is sent without every post in memory at once.
 */
export async function* postSitemapEntries(posts: Pick<SeoOptions['reads'], 'lastModifiedBatches'>, origin: string): AsyncGenerator<string> {
  for await (const batch of posts.lastModifiedBatches()) {
    yield batch.map((post) => pageEntries(origin, postPath(post._id), post.lastModified)).join('');
  }
}

async function* sitemap(posts: Pick<SeoOptions['reads'], 'lastModifiedBatches'>, origin: string): AsyncGenerator<string> {
  const pages = ROUTE_LIST.filter((route) => route.indexed && isConcrete(route)).map((route) => pageEntries(origin, route.path));
  yield '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    pages.join('');
  yield* postSitemapEntries(posts, origin);
  yield '</urlset>\n';
}

/**
 * Without PUBLIC_URL the address in these files comes from the request's Host (or, behind a
 * trusted proxy, X-Forwarded-Host/Proto): a shared cache must keep one copy per address, or one
 * request naming another host would poison the copy everyone gets.
 */
const VARY_BY_ADDRESS = 'Host, X-Forwarded-Host, X-Forwarded-Proto';

/**
 * A feed reader asks again every few minutes to hours, with the ETag it has (answered 304 when
 * nothing changed). A shared cache may answer for five minutes: a post taken down leaves the feed
 * within that. No Last-Modified: a post leaving the feed leaves no newer time behind, so a date
 * could not tell that the feed changed.
 */
const FEED_CACHE = 'public, max-age=300';

/** /robots.txt, /sitemap.xml and the feeds, written by the server so that they know the site's address and posts. */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions) {
  if (!options.publicUrl) {
    app.addHook('onSend', async (_request, reply) => {
      // Beside what the answer already varies by (the feeds' Accept-Encoding).
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, ${VARY_BY_ADDRESS}` : VARY_BY_ADDRESS);
    });
  }
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(Readable.from(sitemap(options.reads, origin)));
  });

  // The newest posts in each language (server/seo/feed.ts), read once for all three from the
  // read cache until posts change; each feed's bytes are kept with their br/gzip by ETag.
  for (const { language, path } of FEEDS) {
    app.get(path, async (request, reply) => {
      const origin = siteOrigin(request, options.publicUrl);
      const xml = atomFeed(await options.reads.latest(FEED_ENTRIES), language, origin);
      const body = new CacheableBody(xml, { type: `${FEED_TYPE}; charset=utf-8`, cacheControl: FEED_CACHE, brotliQuality: 9, gzipLevel: 9 });
      return sendCacheable(request, reply, options.samePage(body));
    });
  }
}
