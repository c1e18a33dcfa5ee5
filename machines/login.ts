// Logging in: the token login_user answers goes into the session (and, through it, localStorage).
// With two-factor on, login_user answers SECOND_FACTOR_REQUIRED with a challenge instead, and the
// sign-in goes on with a code (login_second_factor), whose token goes the same way.
// The page provides the calls (logIn, logInSecondFactor) and where the token goes (storeToken).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/types.ts';
import { MESSAGES } from '../shared/rules.ts';
import { TWO_FACTOR_MESSAGES } from '../shared/twoFactor.ts';
import { missing } from './shared.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface SecondFactorInput {
  challenge: string;
  code: string;
}

export interface LoginContext {
  /** What the user is told beside the form. */
  error: string | null;
  /** The challenge of a sign-in waiting for its second factor. */
  challenge: string | null;
  /** Whether the second step asks for a recovery code rather than the authenticator app's code. */
  recoveryCode: boolean;
}

export type LoginEvent =
  | { type: 'SUBMIT'; credentials: Credentials }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'USE_RECOVERY_CODE' }
  | { type: 'USE_AUTHENTICATOR_CODE' }
  | { type: 'BACK' };

export const SECOND_FACTOR_TEXTS = {
  invalidCode: 'That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  invalidRecoveryCode: 'That recovery code is not right, or it was used before. Each recovery code works once.',
  expired: 'This sign-in has expired. Please sign in again.',
} as const;

/** The sentence shown for a refused login: the server's own for a rate limit or an outage. */
export function loginErrorMessage(error: unknown): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.code === 'UNAUTHENTICATED') return MESSAGES.invalidLogin;
  if (typeof apiError?.message === 'string' && apiError.message) return apiError.message;
  return 'Login failed. Please try again.';
}

/** Whether a refused second step means the sign-in itself is over (expired, or out of tries). */
export function challengeIsOver(error: unknown): boolean {
  const apiError = error as Partial<ApiError> | undefined;
  return apiError?.code === 'UNAUTHENTICATED' && apiError.message === TWO_FACTOR_MESSAGES.challengeExpired;
}

/** The sentence shown for a refused code. */
export function codeErrorMessage(error: unknown, recoveryCode: boolean): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.code === 'UNAUTHENTICATED') return recoveryCode ? SECOND_FACTOR_TEXTS.invalidRecoveryCode : SECOND_FACTOR_TEXTS.invalidCode;
  return loginErrorMessage(error);
}

const challengeOf = (error: unknown): string | null => {
  const apiError = error as Partial<ApiError> | undefined;
  return apiError?.code === 'SECOND_FACTOR_REQUIRED' && typeof apiError.challenge === 'string' ? apiError.challenge : null;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as 'form' | 'pending' | 'code',
  },
  actions: {
    // Provided by the page: keep the token, then back to the page first asked for, or the overview.
    storeToken: (_, _params: { token: string }) => {},
    goToNextPage: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Login failed', params.error),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => loginErrorMessage(params.error) }),
    recordCodeError: assign({
      error: ({ context }, params: { error: unknown }) => codeErrorMessage(params.error, context.recoveryCode),
    }),
    keepChallenge: assign({
      challenge: (_, params: { error: unknown }) => challengeOf(params.error),
      recoveryCode: false,
      error: null,
    }),
    forgetChallenge: assign({ challenge: null, recoveryCode: false }),
    expired: assign({ error: SECOND_FACTOR_TEXTS.expired }),
  },
  actors: {
    logIn: fromPromise<{ token: string }, Credentials>(missing('logIn')),
    logInSecondFactor: fromPromise<{ token: string }, SecondFactorInput>(missing('logInSecondFactor')),
  },
  guards: {
    secondFactorRequired: (_, params: { error: unknown }) => challengeOf(params.error) !== null,
    challengeOver: (_, params: { error: unknown }) => challengeIsOver(params.error),
  },
}).createMachine({
  id: 'login',
  context: { error: null, challenge: null, recoveryCode: false },
  initial: 'idle',
  states: {
    idle: {
      tags: 'form',
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      tags: 'pending',
      entry: 'clearError',
      invoke: {
        src: 'logIn',
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'SUBMIT' }>).credentials,
        onDone: {
          target: 'success',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, 'goToNextPage'],
        },
        onError: [
          {
            // The password was right; the sign-in goes on with a code.
            guard: { type: 'secondFactorRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'secondFactor',
            actions: { type: 'keepChallenge', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failure',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    secondFactor: {
      tags: 'code',
      on: {
        SUBMIT_CODE: 'verifying',
        USE_RECOVERY_CODE: { actions: [assign({ recoveryCode: true }), 'clearError'] },
        USE_AUTHENTICATOR_CODE: { actions: [assign({ recoveryCode: false }), 'clearError'] },
        BACK: { target: 'idle', actions: ['forgetChallenge', 'clearError'] },
      },
    },
    verifying: {
      tags: ['code', 'pending'],
      entry: 'clearError',
      invoke: {
        src: 'logInSecondFactor',
        input: ({ context, event }) => ({
          challenge: context.challenge ?? '',
          code: (event as Extract<LoginEvent, { type: 'SUBMIT_CODE' }>).code,
        }),
        onDone: {
          target: 'success',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            'forgetChallenge',
            'goToNextPage',
          ],
        },
        onError: [
          {
            // Expired or out of tries: back to the password, saying why.
            guard: { type: 'challengeOver', params: ({ event }) => ({ error: event.error }) },
            target: 'failure',
            actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetChallenge', 'expired'],
          },
          {
            target: 'secondFactor',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'recordCodeError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    success: {
      type: 'final',
    },
    failure: {
      tags: 'form',
      on: { SUBMIT: 'submitting' },
    },
  },
});
