import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** Whether an If-None-Match header names `etag` (weak or strong) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A strong ETag naming these exact bytes. */
export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

export interface CacheableBodyOptions {
  type: string;
  /** Sent with every answer, the 304 included; none when absent. */
  cacheControl?: string;
  /** Defaults to the body's own hash; content-addressed bodies (images) bring theirs. */
  etag?: string;
  /** Whether br/gzip variants are worth making (text: yes; images: they are compressed already). */
  compressible?: boolean;
  /** Brotli quality of the variant: high for bodies sent many times, middling on a request path. */
  brotliQuality?: number;
  /** gzip level of the variant (1 to 9). */
  gzipLevel?: number;
  /** Extra headers sent with every answer (nosniff for images). */
  headers?: Record<string, string>;
}

/**
 * A response body that is sent many times: its ETag is computed once and its br/gzip variants are
 * made the first time a client asks for them, then kept with it.
 */
export class CacheableBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly variants: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(
    bytes: Buffer | string,
    readonly options: CacheableBodyOptions,
  ) {
    this.bytes = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    this.etag = options.etag ?? etagOf(this.bytes);
  }

  get compressible(): boolean {
    return (this.options.compressible ?? true) && this.bytes.length >= COMPRESS_THRESHOLD_BYTES;
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    let variant = this.variants[encoding];
    if (!variant) {
      variant =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: this.options.brotliQuality ?? 5 } })
          : gzipSync(this.bytes, { level: this.options.gzipLevel ?? 6 });
      this.variants[encoding] = variant;
    }
    return variant;
  }
}

/**
 * Sets the status and headers for `body` (ETag, Cache-Control, Vary, Content-Encoding) and gives
 * the payload to send: nothing for a GET or HEAD whose If-None-Match names the ETag (304), else the
 * variant the client's Accept-Encoding picks. For onSend hooks, which return the payload; routes
 * call sendCacheable.
 */
export function cacheableResponse(request: FastifyRequest, reply: FastifyReply, body: CacheableBody): Buffer | string {
  const { options } = body;
  reply.header('etag', body.etag);
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  reply.type(options.type);
  const compressible = options.compressible ?? true;
  if (compressible) reply.header('vary', 'accept-encoding');
  const conditional = request.method === 'GET' || request.method === 'HEAD';
  if (conditional && etagMatches(request.headers['if-none-match'], body.etag)) {
    reply.code(304);
    return '';
  }
  if (!compressible) return body.bytes;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || !body.compressible) return body.bytes;
  reply.header('content-encoding', encoding);
  return body.encoded(encoding);
}

/** Sends `body` as cacheableResponse describes: the one way pages, GraphQL reads and images go out. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: CacheableBody): FastifyReply {
  return reply.send(cacheableResponse(request, reply, body));
}
