// The /graphql route's use of the read cache (server/posts/readCache.ts): which requests are public
// reads, under which key their answers are kept, and how a kept answer goes out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_REVALIDATE, CacheableBody, cacheableResponse } from '../http/delivery.ts';
import type { ReadCache } from '../posts/index.ts';
import { siteOrigin } from '../http/origin.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

interface Miss {
  key: string;
  version: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    readCacheMiss?: Miss;
  }
}

interface GraphqlParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * The key of a public read: the document, its variables, and the origin its image addresses are
 * written on (server/graphql/imageAddresses.ts). Without PUBLIC_URL that origin is the request's
 * Host, which any client may write: an answer kept for one origin goes only to requests from it,
 * so a forged Host never reaches another reader.
 */
function requestKey(request: FastifyRequest, cache: ReadCache, publicUrl: string | undefined): string | null {
  const params = (request.method === 'POST' ? request.body : request.query) as GraphqlParams | undefined;
  if (!params || typeof params.query !== 'string') return null;
  let variables = params.variables ?? null;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return null;
    }
  }
  if (!cache.cacheable(params.query, params.operationName)) return null;
  let variablesText: string;
  try {
    variablesText = JSON.stringify(variables ?? {});
  } catch {
    // Nested deeper than the stack allows (thousands of levels): nobody's read, and not kept.
    return null;
  }
  return `${siteOrigin(request, publicUrl)}\n${String(params.operationName ?? '')}\n${variablesText}\n${params.query}`;
}

function send(request: FastifyRequest, reply: FastifyReply, body: CacheableBody) {
  // GET answers may be kept by the browser, and must be checked with the server before each use.
  if (request.method === 'GET') reply.header('cache-control', CACHE_REVALIDATE);
  return cacheableResponse(request, reply, body);
}

/**
 * The read cache's two steps of the /graphql route (server/graphql/route.ts): `answer`, before
 * mercurius, answers a public read from memory; `keep`, as mercurius's answer goes out, keeps the
 * serialised answer of each distinct read until posts change. A kept answer goes out as a
 * cacheable body (ETag, 304 to a GET naming it, br/gzip made once).
 */
export function cachedAnswers(cache: ReadCache, publicUrl: string | undefined) {
  return {
    async answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      if (request.method !== 'GET' && request.method !== 'POST') return undefined;
      const key = requestKey(request, cache, publicUrl);
      if (key === null) return undefined;
      await cache.fresh();
      const entry = cache.answer(key);
      // Answering with the reply: Fastify waits for it to go out and runs no query.
      if (entry) return reply.send(send(request, reply, entry));
      request.readCacheMiss = { key, version: cache.version };
      return undefined;
    },

    keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      const miss = request.readCacheMiss;
      if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if ((JSON.parse(payload) as { errors?: unknown }).errors) return payload;
      const body = new CacheableBody(payload, { type: JSON_TYPE });
      cache.keep(miss.key, miss.version, body);
      return send(request, reply, body);
    },
  };
}
