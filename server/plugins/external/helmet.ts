import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** Security headers on every response: a strict CSP, nosniff, the referrer policy, HSTS on HTTPS. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const { distDir, production, trustProxy, publicUrl } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(distDir)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Image addresses are absolute on PUBLIC_URL (server/uploads/addresses.ts), also on a page
          // reached by another address of the site.
          imgSrc: ["'self'", ...(publicUrl ? [publicUrl] : []), 'data:', 'blob:'],
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
      if (trustProxy && request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // GraphiQL (development only) loads its editor from a CDN.
      if (!production && request.url.startsWith('/graphiql')) reply.removeHeader('content-security-policy');
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
