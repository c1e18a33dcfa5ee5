import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '../../shared/routes.ts';
import { CACHE_REVALIDATE, CacheableBody, sendCacheable } from '../delivery.ts';
import { firstScreen, routeManifestReader } from '../seo/firstScreen.ts';
import { withHead, type HeadData } from '../seo/html.ts';
import { siteOrigin } from '../seo/origin.ts';
import { headFor } from '../seo/pages.ts';

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
export default fp(
  async function pages(app: FastifyInstance) {
    const { distDir, production, publicUrl } = app.config;
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const routeManifest = routeManifestReader(distDir, production);

    async function describe(request: FastifyRequest): Promise<HeadData> {
      const pathname = request.url.split('?')[0]!;
      const route = matchRoute(pathname);
      // One read of the post for its head and its page's answer.
      const reads = app.posts.forRequest();
      const [head, screen] = await Promise.all([
        headFor(pathname, siteOrigin(request, publicUrl), { find: reads.one }),
        firstScreen(route, routeManifest(), reads.answer),
      ]);
      return { ...head, ...screen };
    }

    // Rendered pages are few (one per route and per post): each version is kept with its br/gzip.
    function pageBody(html: string): CacheableBody {
      return app.readCache.samePage(
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
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run "npm run build".');
      }
      // Read per request only in development, where Parcel may rebuild it under us.
      const template = production ? (indexCache ??= readFileSync(indexFile, 'utf8')) : readFileSync(indexFile, 'utf8');
      let html = template;
      try {
        const described = await describe(request);
        html = withHead(template, described);
        // The app shows its not-found page; search engines are told so too (no "soft 404").
        if (described.notFound) reply.code(404);
      } catch (error) {
        // The page still works without its own head; the database may be back for the next one.
        request.log.error({ err: error }, 'page head failed');
      }
      return sendCacheable(request, reply, pageBody(html));
    });
  },
  { name: 'pages', dependencies: ['posts', 'read-cache'] },
);
