// The real router behind the 'react-router-dom' facade (src/lib/routerFacade.ts): the parts the
// app uses, imported from 'react-router' (not aliased, so tree-shaken). A plain value, handed over
// with provideRouter() by src/main.tsx before it renders, and by the client tests' setup.
// The one module of the app that imports 'react-router' (eslint.config.js).
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } from 'react-router';
import type { RouterApi } from './routerFacade.ts';

export const reactRouter: RouterApi = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
};

/** The router src/main.tsx renders the app in. */
export { BrowserRouter } from 'react-router';
