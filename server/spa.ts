import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withHead, type HeadData } from './seo/html.ts';

// Paths that belong to the API: a miss there is a real 404, never the app's index.html.
const API_PREFIXES = ['/graphql', '/uploads/', '/multiple_images-upload'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** The head of the page a request asks for (title, description, link previews). */
export type DescribePage = (request: FastifyRequest) => Promise<HeadData>;

/**
 * Serves the built single-page app from distDir, answering index.html for client-side routes,
 * with the head `describe` gives for the route written in.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, production: boolean, describe?: DescribePage) {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html always goes out with its route's head; robots.txt and sitemap.xml are the server's.
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
      // Source maps stay on disk for debugging; they are not served in production.
      allowedPath: (path) => !(production && path.endsWith('.map')),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!wantsPage) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (or "npm start", which builds it).');
    }
    // Read per request only in development, where Parcel may rebuild it under us.
    const template = production ? cachedIndex(indexFile) : readFileSync(indexFile, 'utf8');
    let html = template;
    if (describe) {
      try {
        html = withHead(template, await describe(request));
      } catch (error) {
        // The page still works without its own head; the database may be back for the next one.
        request.log.error({ err: error }, 'page head failed');
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

let indexCache: { file: string; html: string } | undefined;
function cachedIndex(file: string): string {
  if (indexCache?.file !== file) indexCache = { file, html: readFileSync(file, 'utf8') };
  return indexCache.html;
}
