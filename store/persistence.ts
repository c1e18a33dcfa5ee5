import type { Middleware } from '@reduxjs/toolkit';
import { STAFF_COOKIE } from '../shared/insightsBeacon.ts';
import { TOKEN_STORAGE_KEY, loggedOut, sessionExpired, tokenReceived } from './sessionSlice.ts';

/**
 * Marks this browser as a signed-in staff member's (or no longer), so that the server counts none
 * of its page views (docs/insights.md). The cookie holds "1" and nothing else; no visitor gets it.
 */
export function markStaffBrowser(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STAFF_COOKIE}=${signedIn ? '1; Max-Age=2592000' : '; Max-Age=0'}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps the admin token in localStorage, and the staff browser's mark, in step with the session
 * slice: once the slice has taken the action, as the rest of the app sees it.
 */
export function sessionPersistence(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    try {
      if (tokenReceived.match(action)) {
        storage?.setItem(TOKEN_STORAGE_KEY, action.payload);
        markStaffBrowser(true);
      } else if (loggedOut.match(action) || sessionExpired.match(action)) {
        storage?.removeItem(TOKEN_STORAGE_KEY);
        markStaffBrowser(false);
      }
    } catch (error) {
      // A browser that refuses storage (private mode, a full quota) keeps the session for this tab only.
      console.error(error);
    }
    return result;
  };
}
