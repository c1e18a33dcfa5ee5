// The real router for the browser build: imported here from 'react-router' (not aliased, so
// tree-shaken) and handed to the facade every other module imports as 'react-router-dom'.
import {
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
} from 'react-router';
import { provideRouter } from './routerFacade.ts';

provideRouter({
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
});
