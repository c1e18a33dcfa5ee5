import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_PUBLIC_FILE, CACHE_REVALIDATE, isHashedAsset } from './delivery.ts';

/**
 * The built app's files from distDir, each with the .br or .gz copy Parcel wrote beside it that
 * the client's Accept-Encoding picks. index.html is never served as it is: see ./pages.ts.
 */
export default async function staticFiles(app: FastifyInstance) {
  const { distDir, production } = app.config;
  if (!existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // index.html always goes out with its route's head; robots.txt and sitemap.xml are the server's.
    globIgnore: ['index.html', 'index.html.*', 'robots.txt', 'robots.txt.*', 'sitemap.xml', 'sitemap.xml.*'],
    preCompressed: true,
    // Source maps stay on disk for debugging; they are not served in production.
    allowedPath: (path) => !(production && /\.map(\.br|\.gz)?$/.test(path)),
    setHeaders(res, path) {
      const file = path.replace(/\.(br|gz)$/, '');
      if (file.endsWith('.html')) res.header('cache-control', CACHE_REVALIDATE);
      else res.header('cache-control', isHashedAsset(file) ? CACHE_IMMUTABLE : CACHE_PUBLIC_FILE);
    },
  });
}
