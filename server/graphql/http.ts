import type { FastifyReply, FastifyRequest } from 'fastify';

// GraphQL over HTTP (graphql.github.io/graphql-over-http): the answer's media type follows the
// request's Accept header. `application/graphql-response+json` lets the status code tell a bad
// request (4xx) from a partial answer; the legacy `application/json` answers 200 to any
// well-formed request, errors and all, so older clients keep reading the body.

export const GRAPHQL_RESPONSE = 'application/graphql-response+json';
export const LEGACY_JSON = 'application/json';
export type GraphqlMediaType = typeof GRAPHQL_RESPONSE | typeof LEGACY_JSON;

function quality(parameters: string[]): number {
  const q = parameters.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
  const value = q ? Number(q.slice(2)) : 1;
  return Number.isFinite(value) ? value : 0;
}

/**
 * The media type to answer in: the new one when the client asks for it at least as much as for
 * JSON; JSON otherwise, including without an Accept header (as the specification says).
 */
export function graphqlMediaType(accept: string | undefined): GraphqlMediaType {
  let modern = 0;
  let legacy = 0;
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = range.split(';');
    const name = type.trim().toLowerCase();
    if (name === GRAPHQL_RESPONSE) modern = Math.max(modern, quality(parameters));
    else if (name === LEGACY_JSON) legacy = Math.max(legacy, quality(parameters));
  }
  return modern > 0 && modern >= legacy ? GRAPHQL_RESPONSE : LEGACY_JSON;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a POST body's parameters, before anything is parsed; undefined when nothing. */
export function malformedParameter(body: unknown): string | undefined {
  if (!isObject(body)) return undefined; // Batches and empty bodies are refused elsewhere.
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (query !== undefined && typeof query !== 'string') return 'query must be a string';
  if (operationName != null && typeof operationName !== 'string') return 'operationName must be a string';
  if (variables != null && !isObject(variables)) return 'variables must be an object';
  if (extensions != null && !isObject(extensions)) return 'extensions must be an object';
  return undefined;
}

/**
 * Refuses with 400 a POST whose parameters have the wrong JSON types (the request is not
 * well-formed): before schema validation, which would coerce a number or a boolean into a string.
 */
export async function refuseMalformedParameters(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.method !== 'POST') return undefined;
  const problem = malformedParameter(request.body);
  // Answering with the reply: Fastify waits for it to go out and runs nothing more of the request.
  return problem ? reply.code(400).send({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] }) : undefined;
}

/** Labels a JSON answer (a kept one too) with the negotiated media type; the answer varies with Accept. */
export function labelMediaType(request: FastifyRequest, reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, accept` : 'accept');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith(LEGACY_JSON) || type.startsWith(GRAPHQL_RESPONSE)) {
    reply.header('content-type', `${graphqlMediaType(request.headers.accept)}; charset=utf-8`);
  }
}

/**
 * Takes out of `value`, in place and at any depth, every key starting with `__`: names GraphQL
 * keeps for itself, which no input field has (Apollo Client sends `__typename` back in the objects
 * it read). Iterative, so that no nesting runs out of stack; answers whether it took any.
 */
export function dropReservedKeys(value: unknown): boolean {
  let dropped = false;
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      pending.push(...next);
      continue;
    }
    for (const key of Object.keys(next)) {
      if (key.startsWith('__')) {
        delete (next as Record<string, unknown>)[key];
        dropped = true;
      } else pending.push((next as Record<string, unknown>)[key]);
    }
  }
  return dropped;
}

/**
 * Before the variables are read against the operation's types: a POST's variables, or a GET's
 * (JSON in the query string), without keys starting with `__` (dropReservedKeys).
 */
export async function dropReservedVariableKeys(request: FastifyRequest): Promise<void> {
  if (request.method === 'POST') {
    if (isObject(request.body)) dropReservedKeys((request.body as { variables?: unknown }).variables);
    return;
  }
  const query = request.query as { variables?: unknown } | undefined;
  if (typeof query?.variables !== 'string' || !query.variables.includes('"__')) return;
  let variables: unknown;
  try {
    variables = JSON.parse(query.variables);
  } catch {
    return; // Refused as it is by mercurius.
  }
  if (dropReservedKeys(variables)) query.variables = JSON.stringify(variables);
}
