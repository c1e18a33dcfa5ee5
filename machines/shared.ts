// What every machine shares: a failure in the app's one error shape, and the stand-in for an actor
// the page must provide. What only the admin's machines share (toasts, a save's messages) is
// machines/adminToasts.ts, so the public pages' machines carry none of it.
import type { ApiError } from '../shared/types.ts';

/** The default of an actor the page provides: a machine started without it fails loudly. */
export function missing(actor: string): () => Promise<never> {
  return () => Promise.reject(new Error(`The ${actor} actor must be provided with machine.provide()`));
}

export function isApiError(error: unknown): error is ApiError {
  return typeof (error as ApiError)?.code === 'string' && typeof (error as ApiError)?.message === 'string';
}

/** A failure in the app's one error shape: as it came when it has that shape, else UNKNOWN with its message. */
export function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return { code: error.code, message: error.message };
  const message = (error as { message?: unknown } | undefined)?.message;
  return { code: 'UNKNOWN', message: typeof message === 'string' ? message : String(error) };
}
