// What every stand-in for an outside provider's HTTP API shares (momoStandIn.ts, flutterwaveStandIn.ts):
// a server on a free port of 127.0.0.1 that can come back on the same port, a record of every call,
// and the ways a provider fails: down but reachable (503), hanging (no answer at all) and slow on
// some requests (answered when the test releases them).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it: its address parsed and its body read whole. */
export interface StandInRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Answers `status` with `body` as JSON, or with no body at all when it is undefined. */
export function sendJson(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** A request body as a JSON object, or null when it is not JSON. */
export function jsonBody(body: Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export abstract class StandInServer {
  private server: Server | null = null;
  url = '';
  /** Every call received: method, path and headers. */
  readonly calls: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  /** Answer nothing at all (a provider that hangs). */
  hang = false;
  /** Answer 503 to everything (a provider that is down but reachable). */
  unavailable = false;
  /** Answers held open while hanging, ended on stop. */
  private held: ServerResponse[] = [];
  /** Requests left unanswered while this says so (a provider slow on some of them), until `release()`. */
  holdIf: ((request: StandInRequest) => boolean) | null = null;
  private waiting: { request: StandInRequest; response: ServerResponse }[] = [];

  /** How many requests `holdIf` keeps waiting now. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Answers the requests `holdIf` kept waiting, now. */
  async release(): Promise<void> {
    for (const { request, response } of this.waiting.splice(0)) await this.handle(request, response);
  }

  /** Listens on a free port, or again on the port it had (a provider back after being down). */
  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.receive(request, response));
    const port = this.url ? Number(new URL(this.url).port) : 0;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const response of [...this.held, ...this.waiting.splice(0).map((one) => one.response)]) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** Answers one request the provider's way; called once its body is read, unless the stand-in hangs. */
  protected abstract handle(request: StandInRequest, response: ServerResponse): void | Promise<void>;

  private async receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    this.calls.push({ method: request.method ?? '', path: url.pathname, headers: request.headers });
    if (this.hang) {
      this.held.push(response);
      return;
    }
    const received = { method: request.method ?? '', url, headers: request.headers, body: Buffer.concat(chunks) };
    if (this.holdIf?.(received)) {
      this.waiting.push({ request: received, response });
      return;
    }
    await this.handle(received, response);
  }
}
