import { useEffect, useState, type ReactNode } from 'react';
import { ROUTES, pathTo } from '../../../../shared/routes.ts';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../store/index.ts';
import { sessionExpired } from '../../../../store/sessionSlice.ts';
import { tokenHasExpired } from '../../../../store/tokenExpiry.ts';

export const LOGIN_PATH = ROUTES.login.path;

export interface LoginRedirectState {
  /** Where the user was going, to return there after logging in. */
  from: string;
}

/**
 * Admin pages need a token: without a live one the user logs in first, then comes back. A token
 * that goes away while here was either refused (back to the login page) or given up by logging
 * out (home).
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const { token, expired: refused } = useAppSelector((state) => state.session);
  const [arrivedWithToken] = useState(token !== null);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const expired = token !== null && tokenHasExpired(token);

  useEffect(() => {
    if (expired) dispatch(sessionExpired());
  }, [expired, dispatch]);

  if (!token && arrivedWithToken && !refused) return <Navigate to="/" replace />;
  if (!token || expired) {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}

/** The page to go to after logging in: the one first asked for, if it is ours, else the admin area's start. */
export function pageAfterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== LOGIN_PATH
    ? from
    : pathTo(ROUTES.admin.start);
}
