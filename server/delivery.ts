import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files from public/ keep their names across builds, so a browser keeps them for a day only. */
export const CACHE_PUBLIC_FILE = 'public, max-age=86400';
export const CACHE_REVALIDATE = 'no-cache';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// Parcel names what it builds name.<8 hex digits of content hash>.ext: a new build, a new name.
const HASHED_ASSET = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
export const isHashedAsset = (path: string) => HASHED_ASSET.test(path);

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among brotli and gzip (q=0 means "not this one"). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compresses dynamic responses (GraphQL JSON) above the threshold. Static files are already
 * compressed by the build and carry Content-Encoding, which this plugin leaves alone; images are
 * not a compressible type, so they pass through as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 11 is for build time; on a request path a middle setting keeps latency low.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
