import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRAPHQL_LIMITS, exceedsTokenLimit } from './graphql/limits.ts';

export interface SecurityOptions {
  distDir: string;
  production: boolean;
  trustProxy: boolean;
  allowedOrigins: string[];
}

/**
 * Hashes of the inline scripts Parcel writes into index.html (its import map), so the
 * Content-Security-Policy can allow exactly those and no other inline script.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function graphqlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ data: null, errors: [{ message, extensions: { code } }] });
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.distDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent only when the request really came over HTTPS (see below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (options.trustProxy && request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // GraphiQL (development only) loads its editor from a CDN.
    if (!options.production && request.url.startsWith('/graphiql')) reply.removeHeader('content-security-policy');
  });

  if (options.allowedOrigins.length > 0) {
    await app.register(cors, {
      origin: options.allowedOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization'],
      maxAge: 600,
    });
  }

  // CSRF: a form on another site can POST only "simple" content types; JSON it cannot send.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== '/graphql') return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      return graphqlError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'GraphQL requests must be sent as application/json');
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.split('?')[0] !== '/graphql') return;
    const source = request.method === 'POST' ? request.body : request.query;
    if (Array.isArray(source)) {
      return graphqlError(reply, 400, 'BAD_REQUEST', 'Batched requests are not supported: send one operation per request');
    }
    const query = (source as { query?: unknown } | undefined)?.query;
    if (typeof query === 'string' && exceedsTokenLimit(query, GRAPHQL_LIMITS.tokens)) {
      return graphqlError(reply, 400, 'QUERY_TOO_COMPLEX', `The query is too large: at most ${GRAPHQL_LIMITS.tokens} tokens are allowed`);
    }
  });
}
