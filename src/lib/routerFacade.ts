// What the browser build gets for `import ... from 'react-router-dom'` (see "alias" in
// package.json; TypeScript and the tests still see the real package).
//
// Why: Parcel wraps every module that a lazily loaded bundle imports from the main bundle, and
// everything that module imports, in a registration function that keeps all of its exports alive.
// react-router's client and server code is one large module, so one page chunk importing `Link`
// from it used to ship the whole library to every visitor: the data router, the server renderer,
// cookie parsing and turbo-stream decoding. This module imports nothing at run time, so it is the
// only thing wrapped; main.tsx imports the real router directly (tree-shaken) and hands over the
// parts the app uses. A page that imports a name missing here fails the build, not the visitor.
// The data-router APIs are deliberately absent: the app uses the declarative router
// (src/lib/routeTable.tsx says why).
import type * as ReactRouterDom from 'react-router-dom';

type Dom = typeof ReactRouterDom;
export type RouterApi = Pick<
  Dom,
  | 'BrowserRouter'
  | 'Link'
  | 'NavLink'
  | 'Navigate'
  | 'Outlet'
  | 'Route'
  | 'Routes'
  | 'useLocation'
  | 'useNavigate'
  | 'useNavigationType'
  | 'useParams'
  | 'useRoutes'
  | 'useSearchParams'
>;

// Live bindings: importers read the real implementations once provideRouter() has run, which
// main.tsx does before anything renders.
export let BrowserRouter: Dom['BrowserRouter'];
export let Link: Dom['Link'];
export let NavLink: Dom['NavLink'];
export let Navigate: Dom['Navigate'];
export let Outlet: Dom['Outlet'];
export let Route: Dom['Route'];
export let Routes: Dom['Routes'];
export let useLocation: Dom['useLocation'];
export let useNavigate: Dom['useNavigate'];
export let useNavigationType: Dom['useNavigationType'];
export let useParams: Dom['useParams'];
export let useRoutes: Dom['useRoutes'];
export let useSearchParams: Dom['useSearchParams'];

export function provideRouter(api: RouterApi): void {
  ({
    BrowserRouter,
    Link,
    NavLink,
    Navigate,
    Outlet,
    Route,
    Routes,
    useLocation,
    useNavigate,
    useNavigationType,
    useParams,
    useRoutes,
    useSearchParams,
  } = api);
}
