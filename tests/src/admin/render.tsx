import { configure } from '@testing-library/react';
import { renderApp as renderWholeApp, type AppOptions } from '../renderApp.tsx';

// These pages wait on a real server and lazily loaded chunks; two shared cores can be slow.
configure({ asyncUtilTimeout: 5_000 });
export const SLOW = { timeout: 5_000 };

/** The app at `path` (tests/src/renderApp.tsx), its requests going nowhere unless a server is given. */
export function renderApp(path: string, options: AppOptions = {}) {
  return renderWholeApp(path, { graphqlUrl: 'http://127.0.0.1:9/graphql', ...options });
}

/** A JWT-shaped token whose exp claim is `secondsFromNow` away (its signature means nothing). */
export function fakeToken(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp })}.c2lnbmF0dXJl`;
}
