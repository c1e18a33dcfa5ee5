import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

// Tried only where a run of address characters starts: from every position of a long run (a URL
// of 16 KB), the search would take the square of its length.
const EMAIL = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const BEARER = /(Bearer\s+)[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** Replaces e-mail addresses (keeping the first letter and the domain) and tokens in a text. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '$1***@$2').replace(BEARER, '$1[redacted]').replace(JWT, '[redacted-token]');
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)]));
}

/**
 * Structured JSON logs with a request id on every line; authorization headers, cookies, tokens,
 * passwords and e-mail addresses never reach them.
 */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    genReqId: () => randomUUID(),
    logger: {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          '*.variables',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: scrub(request.url),
          remoteAddress: request.ip,
        }),
        err: (error: Error & { code?: unknown; detail?: unknown }) =>
          scrubDeep({
            type: error.name,
            message: error.message,
            stack: error.stack ?? '',
            code: error.code,
            detail: error.detail,
          }) as { type: string; message: string; stack: string },
      },
    },
  };
}
