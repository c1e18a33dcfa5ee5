import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long a connection may hold the server (docs/security.md). */
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
  /**
   * From a request's first byte to the end of its body, on every route but the upload's (whose
   * route says `config: { largeBody: true }`): a GraphQL request or a one-click form is at most
   * 1 MB, which arrives in seconds on the slowest line; a client trickling it holds a socket no longer.
   */
  smallBodyMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  smallBodyMs: 30_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes bodies that may need the whole request time to arrive (uploads). */
    largeBody?: boolean;
  }
}

/**
 * Cuts the connection of a request whose body has not arrived within `smallBodyMs`, unless its
 * route takes large bodies: Node's own request timeout must leave an upload minutes, which a
 * client could otherwise spend trickling a few bytes to any route.
 */
export function limitSmallBodies(app: FastifyInstance, { smallBodyMs }: ServerTimeouts): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (request.routeOptions.config.largeBody || raw.complete) return;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    // Destroying the request destroys its socket; a request injected in-process has no socket of its own.
    const timer = setTimeout(() => {
      if (!raw.complete) raw.destroy();
    }, smallBodyMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    raw.once('end', done);
    raw.once('close', done);
  });
}

/**
 * Lets a close finish once the requests in flight are answered. Node's server.close() (which
 * Fastify's close waits for) ends only the connections idle at that moment: one with a request in
 * flight was answered keep-alive and then held the close for `keepAliveMs` (72 s) unless its client
 * hung up. While closing, answers say `Connection: close`, so Node ends their connections once
 * they are sent; one whose headers had gone out before is ended after its answer.
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2 && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    // (An injected request's socket is a stand-in without end().)
    if (closing && typeof socket?.end === 'function' && !socket.destroyed && !socket.writableEnded) socket.end();
  });
}

/**
 * Fastify's options for these timeouts. Fastify turns Node's request timeout off by default, and
 * sets no idle timeout: a client that sends headers and then a body slowly, or never, held a socket
 * (and a later shutdown) for as long as it liked.
 */
export function timeoutOptions(timeouts: ServerTimeouts) {
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
