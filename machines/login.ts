// Logging in: the token from login_user goes into the session (and, through it, localStorage).
import { assign, fromPromise, setup } from 'xstate';
import { authApi, type LoginResult } from '../store/api/auth.ts';
import type { ApiError } from '../store/api/errors.ts';
import { tokenReceived } from '../store/sessionSlice.ts';
import { MESSAGES } from '../shared/rules.ts';
import type { MachineStore } from './shared.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginContext {
  store: MachineStore;
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
    input: {} as { store: MachineStore },
    events: {} as LoginEvent,
  },
  actions: {
    // Provided by the page: back to the page first asked for, or the overview.
    goToNextPage: () => {},
    storeToken: ({ context }, params: { token: string }) => {
      context.store.dispatch(tokenReceived(params.token));
    },
    logFailure: (_, params: { error: unknown }) => console.error('Login failed', params.error),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => loginErrorMessage(params.error) }),
  },
  actors: {
    logIn: fromPromise<LoginResult, { store: MachineStore; credentials: Credentials }>(({ input }) =>
      input.store.dispatch(authApi.endpoints.loginUser.initiate(input.credentials)).unwrap(),
    ),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ store: input.store, error: null }),
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
        input: ({ context, event }) => ({ store: context.store, credentials: (event as LoginEvent).credentials }),
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
