// What the admin's machines share: the toasts they ask for and how a failed save or upload becomes
// the message shown for it.
import { TOAST_MS } from '../shared/constants.ts';
import { isApiError } from './shared.ts';

export interface Toast {
  kind: 'success' | 'error' | 'info';
  message: string;
  /** Milliseconds. */
  autoClose: number;
}

export interface Failure {
  /** Which step failed: the page may say more than the toast. */
  step: 'upload' | 'save';
  /** What the toast said. */
  message: string;
  /** The server's own explanation, when it gave one (a file too large, a field refused). */
  detail: string | null;
}

export const POST_MESSAGES = {
  uploadFailed: 'Failed to upload images. Please check your connection and try again.',
  noImagesUploaded: 'No images were uploaded. Please try again.',
  databaseFailed: 'Failed to save to database. Please try again later.',
  databaseError: (message: string) => `Database error: ${message}`,
  createFailed: 'Failed to save post. Please try again.',
  updateFailed: 'Failed to update post. Please try again.',
  created: 'Post saved successfully!',
  updated: 'Post updated successfully!',
  redirectingToOverview: 'Redirecting to overview page...',
  redirectingToActivities: 'Redirecting to activities page...',
} as const;

export const errorToast = (message: string, autoClose: number = TOAST_MS.long): Toast => ({ kind: 'error', message, autoClose });
export const successToast = (message: string, autoClose: number = TOAST_MS.medium): Toast => ({ kind: 'success', message, autoClose });
export const redirectToast = (message: string): Toast => ({ kind: 'info', message, autoClose: 2_000 });

// Codes for a request that never got a GraphQL answer: the database was not reached.
const TRANSPORT_CODES = new Set(['NETWORK_ERROR', 'BAD_RESPONSE', 'ABORTED']);

/** The server's own words about a failed upload, when it answered with them. */
export function detailOf(error: unknown): string | null {
  return isApiError(error) && !TRANSPORT_CODES.has(error.code) ? error.message : null;
}

/**
 * The message for a failed save: the server's own words when it answered with a GraphQL error,
 * the database message when the request did not get through, the default otherwise.
 */
export function saveFailureMessage(error: unknown, defaultMessage: string): string {
  if (!isApiError(error)) return defaultMessage;
  if (TRANSPORT_CODES.has(error.code) || error.code.startsWith('HTTP_')) return POST_MESSAGES.databaseFailed;
  if (error.code === 'UNKNOWN') return defaultMessage;
  return POST_MESSAGES.databaseError(error.message);
}
