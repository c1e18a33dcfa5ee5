import { ClientError } from 'graphql-request';
import type { ApiError } from '../../shared/types.ts';
import { sessionExpired } from '../sessionSlice.ts';
import { BAD_RESPONSE, NETWORK_ERROR, graphqlError, httpError, thrownError } from './errorShape.ts';

export type { ApiError };

export { BAD_RESPONSE, NETWORK_ERROR };

/** A non-2xx HTTP answer, with its parsed JSON body if it had one (the upload endpoint's refusals). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** A transport error of the store's calls (GraphQL or upload) in the app's error shape (./errorShape.ts). */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ClientError) return graphqlError(error.response.errors) ?? httpError(error.response.status, undefined);
  if (error instanceof HttpFailure) return httpError(error.status, error.body);
  return thrownError(error);
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
