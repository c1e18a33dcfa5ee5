import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_PUBLIC_FILE, CACHE_REVALIDATE, isHashedAsset, negotiateEncoding } from './delivery.ts';
import { etagMatches } from './etag.ts';

// Paths that belong to the API: a miss there is a real 404, never the app's index.html.
const API_PREFIXES = ['/graphql', '/uploads/', '/multiple_images-upload'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

interface IndexPage {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readIndex(distDir: string): IndexPage {
  const file = join(distDir, 'index.html');
  const identity = readFileSync(file);
  const variant = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: variant('.br'),
    gzip: variant('.gz'),
  };
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, page: IndexPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', CACHE_REVALIDATE)
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? undefined : page[encoding];
  if (body) return reply.header('content-encoding', encoding).send(body);
  return reply.send(page.identity);
}

/** Serves the built single-page app from distDir, answering index.html for client-side routes. */
export async function registerSpa(app: FastifyInstance, distDir: string, production: boolean) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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

  // Kept in memory in production; read per request in development, where Parcel rebuilds under us.
  let page: IndexPage | undefined;
  const indexPage = () => (production ? (page ??= readIndex(distDir)) : readIndex(distDir));

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
    return sendIndex(request, reply, indexPage());
  });
}
