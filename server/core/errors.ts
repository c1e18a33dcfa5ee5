// The errors a request may be refused with, for the client to read: raised by the domain code
// (posts, mail, limits, sign-in) whatever carries the request. The GraphQL answer shows their
// message and code as they are (server/graphql/errorFormatter.ts); nothing here knows of GraphQL.

import { ACCOUNT_SECURITY_MESSAGES } from '../../shared/twoFactor.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  // Written over a newer version than the writer saw: extensions say who changed it and when.
  | 'CONFLICT'
  // The password was right; the sign-in goes on with `login_second_factor` and extensions.challenge.
  | 'SECOND_FACTOR_REQUIRED'
  // A sensitive action needs a password check within PASSWORD_CHECK_SECONDS: confirmPassword, then again.
  | 'PASSWORD_CHECK_REQUIRED';

/** An error meant for the client: its message and code are shown as they are. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, field: string) => new AppError(message, 'BAD_USER_INPUT', { field });
/** The contract leaves some inputs nullable (the replaced system's schema did); leaving one out is still bad input. */
export const missingInput = (operation: string) => badInput(`${operation} needs its input argument`, 'input');
export const unauthenticated = (message = 'You must be logged in as an administrator') =>
  new AppError(message, 'UNAUTHENTICATED');
/** Signed in, but the person's role may not do this (shared/roles.ts). */
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(message, 'FORBIDDEN');
/** A sensitive action without a password check within PASSWORD_CHECK_SECONDS (confirmPassword first). */
export const passwordCheckRequired = () => new AppError(ACCOUNT_SECURITY_MESSAGES.passwordCheckRequired, 'PASSWORD_CHECK_REQUIRED');

/** A post changed between the read a request was judged on and its write (or the read its sender saw). */
export const CHANGED_MEANWHILE = 'This post was changed meanwhile; reload it and try again.';
