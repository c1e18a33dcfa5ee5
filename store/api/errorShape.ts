// The app's error shape (shared/types.ts, ApiError) from what a request met, without a GraphQL
// client: store/api/errors.ts reads graphql-request's failures with it, and src/lib/publicRead.ts
// a plain fetch's.
import type { ApiError } from '../../shared/types.ts';

export const NETWORK_ERROR: ApiError = {
  code: 'NETWORK_ERROR',
  message: 'Could not reach the server. Check your connection and try again.',
};

export const BAD_RESPONSE: ApiError = { code: 'BAD_RESPONSE', message: 'The server sent an answer that could not be read.' };

interface GraphqlErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; challenge?: unknown; field?: unknown };
}

export function isApiError(error: unknown): error is ApiError {
  return typeof (error as ApiError)?.code === 'string' && typeof (error as ApiError)?.message === 'string';
}

/** A GraphQL answer's first error, or null when it carries none with a message. */
export function graphqlError(errors: unknown): ApiError | null {
  const first = (errors as GraphqlErrorLike[] | undefined)?.[0];
  if (!first || typeof first.message !== 'string') return null;
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'GRAPHQL_ERROR';
  // A second-factor challenge (SECOND_FACTOR_REQUIRED) and the field a refusal is about ride
  // along; nothing else of the error does.
  const { challenge, field } = first.extensions ?? {};
  return {
    code,
    message: first.message,
    ...(typeof challenge === 'string' ? { challenge } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** A non-2xx HTTP answer: the upload endpoint's refusal ({ error: { code, message } }) or its status. */
export function httpError(status: number, body: unknown): ApiError {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: `HTTP_${status}`, message: `The server answered with status ${status}.` };
}

/** What fetch or reading its answer threw. */
export function thrownError(error: unknown): ApiError {
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return NETWORK_ERROR;
  // A 2xx answer whose body is not JSON.
  if (error instanceof SyntaxError) return BAD_RESPONSE;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { code: 'ABORTED', message: 'The request was cancelled.' };
  }
  // Already in shape (a failure this app described itself).
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}
