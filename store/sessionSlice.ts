import type { UnknownAction } from 'redux';
import { changed, createAction } from './actions.ts';

export const TOKEN_STORAGE_KEY = 'userToken';

export interface SessionState {
  token: string | null;
  /** Set when the server refused the token, so the login page can say why the user is there. */
  expired: boolean;
}

export function readStoredToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

const initialState: SessionState = { token: null, expired: false };

export const tokenReceived = createAction<string>('session/tokenReceived');
export const loggedOut = createAction('session/loggedOut');
/** The server answered UNAUTHENTICATED to a request that carried the token. */
export const sessionExpired = createAction('session/sessionExpired');

export function sessionReducer(state: SessionState = initialState, action: UnknownAction): SessionState {
  if (tokenReceived.match(action)) return changed(state, { token: action.payload, expired: false });
  if (loggedOut.match(action)) return changed(state, { token: null, expired: false });
  if (sessionExpired.match(action)) return changed(state, { token: null, expired: true });
  return state;
}
