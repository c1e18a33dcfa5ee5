import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Where a request goes: a server's address (over a socket), or its app (through `app.inject`, no socket). */
export type Target = string | FastifyInstance;

export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address of the client the app sees: only through `app.inject`. */
  remoteAddress?: string;
  /**
   * The address the connection comes from: only over a socket. Every address of 127.0.0.0/8 is
   * this machine's, so each one is a client of its own as the server sees it (no header to believe).
   */
  localAddress?: string;
}

function headersOf(raw: IncomingHttpHeaders | Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
  }
  return headers;
}

const bodyless = (status: number, method?: string) => status === 304 || status === 204 || method === 'HEAD';

/** The request over a connection of its own from `localAddress` (fetch cannot choose one). */
function fromAddress(url: string, { localAddress, method = 'GET', headers = {}, body }: HttpRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const sent = httpRequest(url, { method, localAddress, agent: false, headers: { ...headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode!;
        resolve(new Response(bodyless(status, method) ? null : Buffer.concat(chunks), { status, headers: headersOf(response.headers) }));
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * `fetch(target + path, init)` for an address; for an app, the same request answered through
 * `app.inject`, as a Response whose body is as sent (nothing is decompressed).
 */
export async function request(target: Target, path: string, init: HttpRequest = {}): Promise<Response> {
  const { remoteAddress, localAddress, ...rest } = init;
  if (typeof target === 'string') {
    if (remoteAddress !== undefined) throw new Error('a client address can only be chosen through app.inject');
    return localAddress === undefined ? fetch(target + path, rest) : fromAddress(target + path, init);
  }
  if (localAddress !== undefined) throw new Error('a local address needs a socket: send to the server’s URL');
  const answer = await target.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: init.headers,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  const empty = bodyless(answer.statusCode, init.method);
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: headersOf(answer.headers) });
}
