export type UploadErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_MULTIPART'
  | 'NO_FILES'
  | 'UNEXPECTED_FIELD'
  | 'UNSUPPORTED_IMAGE_TYPE'
  | 'FILE_TOO_LARGE'
  | 'TOO_MANY_FILES'
  | 'TOO_MANY_PIXELS'
  | 'UNREADABLE_IMAGE'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED';

/**
 * A refusal the client is told about as `{ error: { code, message } }` with this HTTP status, and
 * a `Retry-After` header when it says how long to wait.
 */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: UploadErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  toJSON() {
    return { error: { code: this.code, message: this.message } };
  }
}
