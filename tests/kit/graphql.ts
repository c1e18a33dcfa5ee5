// The tests' GraphQL client: a document and its variables to a server's address or to its app, as
// the site's client sends them (POST, JSON), or as a GET when asked.
import { request, type Target } from './http.ts';

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; retryAfter?: number; [name: string]: unknown };
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: GraphqlError[];
  /** Not enumerable: two answers compare equal by their status, data and errors. */
  readonly headers: Headers;
}

export interface GraphqlOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  operationName?: string;
  /** A GET with the document in the query string (what the browser's cache sees), instead of a POST. */
  get?: boolean;
  /** The address of the client the app sees: only through `app.inject`. */
  remoteAddress?: string;
  /** The address the connection comes from: only over a socket (tests/kit/http.ts). */
  localAddress?: string;
}

/** The path of a GET of `query` with its `variables`. */
export const graphqlGetPath = (query: string, variables?: object) =>
  `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`;

/** Sends one GraphQL request; `options` may be just a token. */
export async function graphql<T = Record<string, unknown>>(
  target: Target,
  query: string,
  variables?: object,
  options: string | GraphqlOptions = {},
): Promise<GraphqlResponse<T>> {
  const { token, headers, operationName, get, remoteAddress, localAddress } = typeof options === 'string' ? { token: options } : options;
  const sent = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(get ? {} : { 'content-type': 'application/json' }),
    ...headers,
  };
  const response = get
    ? await request(target, graphqlGetPath(query, variables), { headers: sent, remoteAddress, localAddress })
    : await request(target, '/graphql', {
        method: 'POST',
        headers: sent,
        body: JSON.stringify({ ...(operationName === undefined ? {} : { operationName }), query, variables }),
        remoteAddress,
        localAddress,
      });
  const body = (await response.json()) as Pick<GraphqlResponse<T>, 'data' | 'errors'>;
  return Object.defineProperty({ status: response.status, ...body }, 'headers', { value: response.headers, enumerable: false }) as GraphqlResponse<T>;
}

/** The data of an answer without errors; an answer with errors throws them. */
export async function graphqlData<T = Record<string, unknown>>(
  target: Target,
  query: string,
  variables?: object,
  options?: string | GraphqlOptions,
): Promise<T> {
  const answer = await graphql<T>(target, query, variables, options);
  if (answer.errors || answer.data === null) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The code of an answer's first error (`extensions.code`); undefined when it has none. */
export function errorCode<C = string>(answer: { errors?: readonly { extensions?: { code?: C } }[] | null } | null | undefined): C | undefined {
  return answer?.errors?.[0]?.extensions?.code;
}
