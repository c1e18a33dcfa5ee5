import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { documentTitle, matchRoute, type RouteMatch } from '../../shared/routes.ts';
import { limitKey } from '../core/clientAddress.ts';
import { CACHE_REVALIDATE, CacheableBody, sendCacheable } from '../http/delivery.ts';
import { AppError } from '../core/errors.ts';
import { seenRequest, type InsightsCounting } from '../insights/index.ts';
import type { PostPreviews, PostReadService, ReadCache, ReadSources } from '../posts/index.ts';
import type { SiteContentService } from '../siteContent/index.ts';
import { firstScreen, routeManifestReader } from './firstScreen.ts';
import { executePublicRead } from '../graphql/execute.ts';
import { withHead, withLanguage, withSpinnerDuration, type HeadData } from './html.ts';
import { siteOrigin } from '../http/origin.ts';
import { headFor, summary } from './pages.ts';

// Paths that belong to the API: a miss there is a real 404, never the app's index.html. So are
// GraphiQL and source maps, which production does not serve (a 200 page would hide that).
const API_PREFIXES = ['/graphql', '/graphiql', '/uploads/', '/multiple_images-upload'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  if (/\.map$/.test(path)) return true;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/**
 * Every other GET is a page of the single-page app: index.html with the route's head written in
 * (title, description, link previews) and what its first screen needs (server/seo/firstScreen.ts),
 * sent as a cacheable body (ETag, 304, br/gzip made once per version).
 */
/** What the pages read: the posts, preview links, the site's content, the ways to pay online; the read cache keeps them; views are counted. */
export interface PageServices {
  posts: PostReadService;
  postPreviews: Pick<PostPreviews, 'open'>;
  siteContent: Pick<SiteContentService, 'read'>;
  /** The ways a pledge may be paid online now (a public read: onlinePayWays). */
  giving: ReadSources['giving'];
  readCache: Pick<ReadCache, 'samePage'>;
  insightsCounting: InsightsCounting;
}

export default fp(
  async function pages(app: FastifyInstance, { services }: { services: PageServices }) {
    const { posts, postPreviews, siteContent, giving, readCache, insightsCounting } = services;
    const { distDir, production, publicUrl } = app.config;
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const routeManifest = routeManifestReader(distDir, production);

    async function describe(request: FastifyRequest, pathname: string, route: RouteMatch): Promise<HeadData> {
      // One read of the post for its head and its page's answer.
      const reads = posts.forRequest();
      const origin = siteOrigin(request, publicUrl);
      const [head, screen] = await Promise.all([
        headFor(pathname, origin, { find: reads.one }),
        firstScreen(route, routeManifest(), (document, variables) => executePublicRead(app, { posts: reads, siteContent, giving }, origin, document, variables)),
      ]);
      return { ...head, ...screen };
    }

    /**
     * A preview link's page: the post's title for the tab, never indexed, no preloaded
     * answer (the page asks previewPost itself); 404 for a token that opens nothing, 429 once the
     * client has tried too many. Counted as previewPost counts (server/posts/previewLinks.ts).
     */
    async function describePreview(request: FastifyRequest, match: RouteMatch): Promise<HeadData & { status?: number }> {
      const unknown = { title: documentTitle(match.route.title), description: match.route.description, noindex: true };
      try {
        const post = await postPreviews.open(match.params.token, limitKey(request.ip));
        if (!post) return { ...unknown, notFound: true };
        const screen = await firstScreen(match, routeManifest(), async () => undefined);
        return { title: documentTitle(post.title), description: summary(post.content), noindex: true, hints: screen.hints };
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return { ...unknown, status: 429 };
        throw error;
      }
    }

    /**
     * The preview page goes out as it is made, not kept with the site's pages (its headers, set
     * before: no-store, no-referrer, X-Robots-Tag: noindex).
     */
    async function sendPreview(request: FastifyRequest, reply: FastifyReply, template: string) {
      const match = matchRoute(request.url.split('?')[0]!);
      const described = await describePreview(request, match).catch((error: unknown) => {
        // The page still works without its own head: it asks previewPost itself.
        request.log.error({ err: error }, 'preview page head failed');
        return { title: documentTitle(match.route.title), description: match.route.description, noindex: true } as HeadData & { status?: number };
      });
      reply.type('text/html; charset=utf-8');
      if (described.notFound) reply.code(404);
      else if (described.status) reply.code(described.status);
      return reply.send(withHead(template, described));
    }

    // Rendered pages are few (one per route and per post): each version is kept with its br/gzip.
    function pageBody(html: string): CacheableBody {
      return readCache.samePage(
        new CacheableBody(html, {
          type: 'text/html; charset=utf-8',
          cacheControl: CACHE_REVALIDATE,
          brotliQuality: 9,
          gzipLevel: 9,
        }),
      );
    }

    let indexCache: string | undefined;
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (!wantsPage) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
      const preview = matchRoute(request.url.split('?')[0]!).route.id === 'preview';
      if (preview) {
        reply.header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store');
      }
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build".');
      }
      // Read per request only in development, where Parcel may rebuild it under us.
      const read = () => withSpinnerDuration(readFileSync(indexFile, 'utf8'), app.config.startupSpinnerMs);
      const template = production ? (indexCache ??= read()) : read();
      if (preview) return sendPreview(request, reply, template);
      const pathname = request.url.split('?')[0]!;
      const route = matchRoute(pathname);
      // Without its head the page is still in its language.
      let html = withLanguage(template, route.language);
      try {
        const described = await describe(request, pathname, route);
        html = withHead(template, described);
        // The app shows its not-found page; search engines are told so too (no "soft 404").
        if (described.notFound) reply.code(404);
        // A public page found is a view (server/insights/: not for crawlers, prefetches, HEAD…).
        else insightsCounting.counter.pageAnswered(seenRequest(request, publicUrl));
      } catch (error) {
        // The page still works without its own head; the database may be back for the next one.
        request.log.error({ err: error }, 'page head failed');
      }
      return sendCacheable(request, reply, pageBody(html));
    });
  },
  { name: 'pages', dependencies: ['graphql-route'] },
);
