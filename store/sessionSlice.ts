import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.expired = false;
    },
    loggedOut(state) {
      state.token = null;
      state.expired = false;
    },
    /** The server answered UNAUTHENTICATED to a request that carried the token. */
    sessionExpired(state) {
      state.token = null;
      state.expired = true;
    },
  },
});

export const { tokenReceived, loggedOut, sessionExpired } = sessionSlice.actions;
