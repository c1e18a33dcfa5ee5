import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { TOKEN_STORAGE_KEY, loggedOut, sessionExpired, tokenReceived } from './sessionSlice.ts';

/** Keeps the admin token in localStorage in step with the session slice. */
export function sessionPersistence(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: tokenReceived,
    effect: (action) => storage?.setItem(TOKEN_STORAGE_KEY, action.payload),
  });
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: () => storage?.removeItem(TOKEN_STORAGE_KEY),
  });
  return listener.middleware;
}
