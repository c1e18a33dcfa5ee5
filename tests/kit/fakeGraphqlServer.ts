// The kit's one stand-in for a GraphQL endpoint, on 127.0.0.1, for the client tests: the network is
// stubbed at the HTTP boundary, so the app's own store, base query and error handling all run for
// real. Each operation (by its name) has a handler; another path (the image upload service) may
// have one too. It answers a browser's preflight and lets any origin read its answers (the tests'
// pages live on another origin).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphqlRequest {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
  /** The path asked (without the query string). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent, a byte a character (latin1): what a multipart upload carried. */
  raw: string;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, instead of `body` (an answer that is not JSON, or is empty). */
  text?: string;
  /** Its content type; `application/json` when not given. */
  contentType?: string;
  /** Further response headers. */
  headers?: Record<string, string>;
  /** Holds the answer back until this promise settles (to look at loading states). */
  after?: Promise<unknown>;
}

export type Handler = (request: GraphqlRequest) => FakeAnswer;

export const data = (value: Record<string, unknown>): FakeAnswer => ({ body: { data: value } });
export const graphqlError = (message: string, code: string): FakeAnswer => ({
  body: { data: null, errors: [{ message, extensions: { code } }] },
});

/** The request's body read as a GraphQL request's (nothing when it is not JSON). */
function graphqlFields(text: string): Pick<GraphqlRequest, 'operationName' | 'variables' | 'query'> {
  try {
    const body = JSON.parse(text || '{}') as Partial<GraphqlRequest>;
    return { operationName: body.operationName ?? '', variables: body.variables ?? {}, query: body.query ?? '' };
  } catch {
    return { operationName: '', variables: {}, query: '' };
  }
}

export class FakeGraphqlServer {
  private server: Server | undefined;
  /** Every request it had (preflights aside), in order. */
  readonly requests: GraphqlRequest[] = [];
  private handlers = new Map<string, Handler>();
  private pathHandlers = new Map<string, Handler>();
  /** Its address, `http://127.0.0.1:<port>`. */
  origin = '';
  /** Its GraphQL endpoint, `<origin>/graphql`. */
  url = '';

  /** Answers the operation `operationName` (a handler given again replaces the first). */
  on(operationName: string, handler: Handler): this {
    this.handlers.set(operationName, handler);
    return this;
  }

  /** Answers every request to `path`, whatever it carries. */
  onPath(path: string, handler: Handler): this {
    this.pathHandlers.set(path, handler);
    return this;
  }

  /** Forgets the requests it had, keeping its handlers. */
  forget(): void {
    this.requests.length = 0;
  }

  /** Forgets its handlers and the requests it had. */
  reset(): void {
    this.handlers.clear();
    this.pathHandlers.clear();
    this.forget();
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
        res.setHeader('access-control-allow-methods', 'GET, POST');
        res.end();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const body = Buffer.concat(chunks);
        const path = new URL(req.url ?? '/', 'http://stub').pathname;
        const request: GraphqlRequest = { ...graphqlFields(body.toString('utf8')), path, headers: req.headers, raw: body.toString('latin1') };
        this.requests.push(request);
        const handler = this.pathHandlers.get(path) ?? this.handlers.get(request.operationName);
        const answer = handler ? handler(request) : { status: 500, body: { errors: [{ message: 'no handler' }] } };
        await answer.after;
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json', ...answer.headers });
        res.end(answer.text ?? JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.url = `${this.origin}/graphql`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.close(() => resolve());
      // A request a test left unanswered (or aborted) must not hold the close.
      this.server.closeAllConnections();
    });
  }
}
