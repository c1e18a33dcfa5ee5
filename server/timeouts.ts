import type { ServerOptions } from 'node:http';

/** How long a connection may hold the server (README: Security). */
export interface ServerTimeouts {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /**
   * From a request's first byte to the end of its body: the largest upload (20 files of 10 MB)
   * must arrive within it, so 5 minutes, which such an upload fills at about 5.5 Mbit/s.
   */
  requestMs: number;
  /**
   * A connection with nothing sent either way for this long is closed: longer than the slowest
   * answer the server works on in silence (an upload's images being re-encoded).
   */
  idleMs: number;
  /** A kept-alive connection between requests; longer than a proxy's (nginx keeps 60 s). */
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
};

/**
 * Fastify's options for these timeouts. Fastify turns Node's request timeout off by default, and
 * sets no idle timeout: a client that sends headers and then a body slowly, or never, held a socket
 * (and a later shutdown) for as long as it liked.
 */
export function timeoutOptions(settings: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...settings };
  for (const [key, value] of Object.entries(timeouts)) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`Server timeout ${key} must be a positive number of milliseconds`);
  }
  const http: ServerOptions = {
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    requestTimeout: timeouts.requestMs,
    // Node looks for requests past their time every 30 s by default: a quarter of the shortest
    // limit keeps the cut close to it.
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4))),
  };
  return {
    http,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  };
}
