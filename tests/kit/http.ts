import type { FastifyInstance } from 'fastify';

/** Where a request goes: a server's address (over a socket), or its app (through `app.inject`, no socket). */
export type Target = string | FastifyInstance;

export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address of the client the app sees: only through `app.inject`. */
  remoteAddress?: string;
}

/**
 * `fetch(target + path, init)` for an address; for an app, the same request answered through
 * `app.inject`, as a Response whose body is as sent (nothing is decompressed).
 */
export async function request(target: Target, path: string, init: HttpRequest = {}): Promise<Response> {
  const { remoteAddress, ...rest } = init;
  if (typeof target === 'string') {
    if (remoteAddress !== undefined) throw new Error('a client address can only be chosen through app.inject');
    return fetch(target + path, rest);
  }
  const answer = await target.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: init.headers,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 304 || answer.statusCode === 204 || init.method === 'HEAD';
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
}
