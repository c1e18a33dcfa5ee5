// Logging in: the token login_user answers goes into the session (and, through it, localStorage).
// The page provides the call (logIn) and where the token goes (storeToken).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/types.ts';
import { MESSAGES } from '../shared/rules.ts';
import { missing } from './shared.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginContext {
  /** What the user is told beside the form. */
  error: string | null;
}

export type LoginEvent = { type: 'SUBMIT'; credentials: Credentials };

/** The sentence shown for a refused login: the server's own for a rate limit or an outage. */
export function loginErrorMessage(error: unknown): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.code === 'UNAUTHENTICATED') return MESSAGES.invalidLogin;
  if (typeof apiError?.message === 'string' && apiError.message) return apiError.message;
  return 'Login failed. Please try again.';
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as 'form' | 'pending',
  },
  actions: {
    // Provided by the page: keep the token, then back to the page first asked for, or the overview.
    storeToken: (_, _params: { token: string }) => {},
    goToNextPage: () => {},
    logFailure: (_, params: { error: unknown }) => console.error('Login failed', params.error),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => loginErrorMessage(params.error) }),
  },
  actors: {
    logIn: fromPromise<{ token: string }, Credentials>(missing('logIn')),
  },
}).createMachine({
  id: 'login',
  context: { error: null },
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
        input: ({ event }) => (event as LoginEvent).credentials,
        onDone: {
          target: 'success',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, 'goToNextPage'],
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
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
