import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths that belong to the API: a miss there is a real 404, never the app's index.html.
const API_PREFIXES = ['/graphql', '/uploads/', '/multiple_images-upload'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** Serves the built single-page app from distDir, answering index.html for client-side routes. */
export async function registerSpa(app: FastifyInstance, distDir: string, production: boolean) {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Source maps stay on disk for debugging; they are not served in production.
      allowedPath: (path) => !(production && path.endsWith('.map')),
    });
  }

  app.setNotFoundHandler((request, reply) => {
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
    const html = production ? cachedIndex(indexFile) : readFileSync(indexFile);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

let indexCache: { file: string; html: Buffer } | undefined;
function cachedIndex(file: string): Buffer {
  if (indexCache?.file !== file) indexCache = { file, html: readFileSync(file) };
  return indexCache.html;
}
