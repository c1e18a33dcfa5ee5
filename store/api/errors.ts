import { ClientError } from 'graphql-request';

/** The one shape every failed call takes, whatever went wrong on the way. */
export interface ApiError {
  code: string;
  message: string;
}

export const NETWORK_ERROR: ApiError = {
  code: 'NETWORK_ERROR',
  message: 'Could not reach the server. Check your connection and try again.',
};

interface GraphqlErrorLike {
  message?: unknown;
  extensions?: { code?: unknown };
}

export function normaliseError(error: unknown): ApiError {
  if (error instanceof ClientError) {
    const first = (error.response.errors as GraphqlErrorLike[] | undefined)?.[0];
    if (first && typeof first.message === 'string') {
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'GRAPHQL_ERROR';
      return { code, message: first.message };
    }
    const status = error.response.status;
    return { code: `HTTP_${status}`, message: `The server answered with status ${status}.` };
  }
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return NETWORK_ERROR;
  // A 2xx answer whose body is not JSON.
  if (error instanceof SyntaxError) {
    return { code: 'BAD_RESPONSE', message: 'The server sent an answer that could not be read.' };
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { code: 'ABORTED', message: 'The request was cancelled.' };
  }
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}
