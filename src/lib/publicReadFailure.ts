// How a public read failed, in the app's error shape (store/api/errorShape.ts): loaded by
// ./publicRead.ts only when a read fails, so a page's first visit does not carry it.
import type { ApiError } from '../../shared/types.ts';
import { BAD_RESPONSE, graphqlError, httpError, thrownError } from '../../store/api/errorShape.ts';

export type Failure = { thrown: unknown } | { status: number; ok: boolean; body: { errors?: unknown } | null };

export function describeFailure(failure: Failure): ApiError {
  if ('thrown' in failure) return thrownError(failure.thrown);
  return graphqlError(failure.body?.errors) ?? (failure.ok ? BAD_RESPONSE : httpError(failure.status, failure.body));
}
