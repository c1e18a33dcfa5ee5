import { ClientError } from 'graphql-request';
import type { ApiError } from '../../shared/types.ts';
import { sessionExpired } from '../sessionSlice.ts';

export type { ApiError };

export const NETWORK_ERROR: ApiError = {
  code: 'NETWORK_ERROR',
  message: 'Could not reach the server. Check your connection and try again.',
};

export const BAD_RESPONSE: ApiError = { code: 'BAD_RESPONSE', message: 'The server sent an answer that could not be read.' };

/** A non-2xx HTTP answer, with its parsed JSON body if it had one (the upload endpoint's refusals). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

interface GraphqlErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; challenge?: unknown; field?: unknown };
}

function isApiError(error: unknown): error is ApiError {
  return typeof (error as ApiError)?.code === 'string' && typeof (error as ApiError)?.message === 'string';
}

function httpError(status: number, body: unknown): ApiError {
  // The upload endpoint's refusals: { error: { code, message } }.
  const error = (body as { error?: unknown } | undefined)?.error;
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: `HTTP_${status}`, message: `The server answered with status ${status}.` };
}

/** The one place a transport error (GraphQL or upload) becomes the app's error shape. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ClientError) {
    const first = (error.response.errors as GraphqlErrorLike[] | undefined)?.[0];
    if (first && typeof first.message === 'string') {
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
    return httpError(error.response.status, undefined);
  }
  if (error instanceof HttpFailure) return httpError(error.status, error.body);
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

interface Session {
  /** The token the request carried. */
  token: string | null;
  dispatch: (action: ReturnType<typeof sessionExpired>) => unknown;
}

/**
 * How every call of the app fails (GraphQL and uploads alike): in the app's error shape, and a
 * token the server refused ends the session, here and nowhere else.
 */
export function failure(thrown: unknown, session: Session): ApiError {
  const error = normaliseError(thrown);
  if (error.code === 'UNAUTHENTICATED' && session.token) session.dispatch(sessionExpired());
  return error;
}
