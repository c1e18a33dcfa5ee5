import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  CACHE_IMMUTABLE,
  CACHE_PUBLIC_FILE,
  CACHE_REVALIDATE,
  COMPRESS_THRESHOLD_BYTES,
  isHashedAsset,
  negotiateEncoding,
} from './delivery.ts';
import { etagMatches } from './etag.ts';
import { withHead, type HeadData } from './seo/html.ts';

// Paths that belong to the API: a miss there is a real 404, never the app's index.html. So are
// GraphiQL and source maps, which production does not serve (a 200 page would hide that).
const API_PREFIXES = ['/graphql', '/graphiql', '/uploads/', '/multiple_images-upload'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  if (/\.map$/.test(path)) return true;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** The head of the page a request asks for (title, description, link previews). */
export type DescribePage = (request: FastifyRequest) => Promise<HeadData>;

/**
 * The page goes out with its route's head written in, so its ETag is the rendered page's; it is
 * compressed on the way out (@fastify/compress) rather than taken from the build's .br/.gz copies.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.type('text/html; charset=utf-8').header('cache-control', CACHE_REVALIDATE).header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // A not-found handler is not a route, so @fastify/compress does not see it: compress here.
  if (encoding === 'identity' || html.length < COMPRESS_THRESHOLD_BYTES) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressedPage(etag, encoding, html));
}

// Rendered pages are few (a page per route and per post); each is compressed once per version.
const compressed = new Map<string, Buffer>();
function compressedPage(etag: string, encoding: 'br' | 'gzip', html: string): Buffer {
  const key = `${encoding}:${etag}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    if (compressed.size >= 1_000) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, body);
  }
  return body;
}

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
      globIgnore: ['index.html', 'index.html.*', 'robots.txt', 'robots.txt.*', 'sitemap.xml', 'sitemap.xml.*'],
      // Parcel writes .br and .gz beside each text file; the client's Accept-Encoding picks one.
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
    return sendPage(request, reply, html);
  });
}

let indexCache: { file: string; html: string } | undefined;
function cachedIndex(file: string): string {
  if (indexCache?.file !== file) indexCache = { file, html: readFileSync(file, 'utf8') };
  return indexCache.html;
}
