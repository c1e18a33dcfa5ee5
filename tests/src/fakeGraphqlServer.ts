// A tiny GraphQL endpoint on 127.0.0.1 for component tests: the network is stubbed at the HTTP
// boundary, so the app's own store, base query and error handling all run for real.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphqlRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Holds the answer back until this promise settles (to look at loading states). */
  after?: Promise<unknown>;
}

export type Handler = (request: GraphqlRequest) => FakeAnswer;

export const data = (value: Record<string, unknown>): FakeAnswer => ({ body: { data: value } });
export const graphqlError = (message: string, code: string): FakeAnswer => ({
  body: { data: null, errors: [{ message, extensions: { code } }] },
});

export class FakeGraphqlServer {
  private server: Server | undefined;
  readonly requests: GraphqlRequest[] = [];
  private handlers = new Map<string, Handler>();
  url = '';

  on(operationName: string, handler: Handler): this {
    this.handlers.set(operationName, handler);
    return this;
  }

  reset(): void {
    this.handlers.clear();
    this.requests.length = 0;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', async () => {
        const request = JSON.parse(raw || '{}') as GraphqlRequest;
        this.requests.push(request);
        const handler = this.handlers.get(request.operationName);
        const answer = handler ? handler(request) : { status: 500, body: { errors: [{ message: 'no handler' }] } };
        await answer.after;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/graphql`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
