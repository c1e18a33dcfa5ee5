// What the browser build gets for `import ... from 'react-router-dom'` (see "alias" in
// package.json), and what the client tests get too (vitest.config.ts reads the same "alias").
//
// Why: Parcel wraps every module that a lazily loaded bundle imports from the main bundle, and
// everything that module imports, in a registration function that keeps all of its exports alive.
// react-router's client and server code is one large module, so one page chunk importing `Link`
// from it used to ship the whole library to every visitor: the data router, the server renderer,
// cookie parsing and turbo-stream decoding. This module imports nothing at run time, so it is the
// only thing wrapped; src/lib/reactRouter.ts imports the real router directly (tree-shaken) and
// main.tsx hands it over with provideRouter() before anything renders. A page that imports a name
// missing here fails the build, not the visitor. The data-router APIs are deliberately absent:
// the app uses the declarative router (src/lib/routeTable.tsx says why).
import type * as ReactRouterDom from 'react-router-dom';

type Dom = typeof ReactRouterDom;
export type RouterApi = Pick<
  Dom,
  'Link' | 'NavLink' | 'Navigate' | 'Outlet' | 'useLocation' | 'useNavigate' | 'useNavigationType' | 'useParams' | 'useRoutes' | 'useSearchParams'
>;

// Until provideRouter() has run, every name is this: a module that kept a name at import time,
// or a render before main.tsx's call, fails with a message rather than as `undefined`.
const notProvided = (): never => {
  throw new Error('The router is used before provideRouter() ran: read its names at render time');
};

// Live bindings: importers read the real implementations when they render, after provideRouter().
export let Link: Dom['Link'] = notProvided as never;
export let NavLink: Dom['NavLink'] = notProvided as never;
export let Navigate: Dom['Navigate'] = notProvided;
export let Outlet: Dom['Outlet'] = notProvided;
export let useLocation: Dom['useLocation'] = notProvided;
export let useNavigate: Dom['useNavigate'] = notProvided;
export let useNavigationType: Dom['useNavigationType'] = notProvided;
export let useParams: Dom['useParams'] = notProvided;
export let useRoutes: Dom['useRoutes'] = notProvided;
export let useSearchParams: Dom['useSearchParams'] = notProvided;

/** Gives the facade its implementation: src/main.tsx calls it first, the client tests in their setup. */
export function provideRouter(api: RouterApi): void {
  ({ Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } = api);
}
