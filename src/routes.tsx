import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_LIST, type PageModule, type RouteEntry } from '../shared/routes.ts';
import { Layout } from './components/Layout.tsx';
import { RouteError } from './components/RouteError.tsx';

type LazyPage = () => Promise<{ Component: ComponentType }>;

// Each page of the route table (shared/routes.ts) and its lazy import. Every page is its own chunk,
// loaded the first time it is visited, so the first load carries only the shell (header, footer,
// store). The admin area (src/pages/admin/routes.tsx) is one chunk for the newPost and admin routes; the
// login page is its own, so a visit to it downloads the form and not the whole dashboard.
// Keep each entry as `Key: () => import('...')`: parcel/reporter-route-manifest.mjs reads the keys
// here to name the bundles of each page in dist/route-manifest.json.
export const pageModules: Record<PageModule, LazyPage> = {
  HomePage: () => import('./pages/public/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  WhoWeArePage: () => import('./pages/public/WhoWeArePage.tsx').then((m) => ({ Component: m.WhoWeArePage })),
  ImpactPage: () => import('./pages/public/ImpactPage.tsx').then((m) => ({ Component: m.ImpactPage })),
  ActivitiesPage: () => import('./pages/public/ActivitiesPage.tsx').then((m) => ({ Component: m.ActivitiesPage })),
  ActivityDetailsPage: () =>
    import('./pages/public/ActivityDetailsPage.tsx').then((m) => ({ Component: m.ActivityDetailsPage })),
  HowDoesGivingWorkPage: () =>
    import('./pages/public/HowDoesGivingWorkPage.tsx').then((m) => ({ Component: m.HowDoesGivingWorkPage })),
  DonatePage: () => import('./pages/public/DonatePage.tsx').then((m) => ({ Component: m.DonatePage })),
  PaymentByVissaPage: () =>
    import('./pages/public/PaymentByVissaPage.tsx').then((m) => ({ Component: m.PaymentByVissaPage })),
  FaqPage: () => import('./pages/public/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })),
  ContactPage: () => import('./pages/public/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
  PhoneNavbarPage: () => import('./pages/public/PhoneNavbarPage.tsx').then((m) => ({ Component: m.PhoneNavbarPage })),
  SubscriptionConfirmedPage: () =>
    import('./pages/public/SubscriptionPages.tsx').then((m) => ({ Component: m.SubscriptionConfirmedPage })),
  SubscriptionNotConfirmedPage: () =>
    import('./pages/public/SubscriptionNotConfirmedPage.tsx').then((m) => ({ Component: m.SubscriptionNotConfirmedPage })),
  UnsubscribePage: () => import('./pages/public/SubscriptionPages.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  LoginPage: () => import('./pages/admin/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  NewPostRoute: () => import('./pages/admin/routes.tsx').then((m) => ({ Component: m.NewPostRoute })),
  AdminArea: () => import('./pages/admin/routes.tsx').then((m) => ({ Component: m.AdminArea })),
  NotFoundPage: () => import('./pages/public/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
};

/** The route's path as a child of the root ('/' is the index route). */
function childRoute(route: RouteEntry): RouteObject {
  const lazy = pageModules[route.page as PageModule];
  if (route.path === '/') return { index: true, lazy };
  return { path: route.path.replace(/^\//, ''), lazy };
}

/** The routes drawn inside the site's header and footer. */
export const publicRoutes: RouteObject[] = ROUTE_LIST.filter((route) => route.layout === 'site').map(childRoute);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Nothing to show before the first page's chunk arrives: the start-up spinner covers it.
    HydrateFallback: () => null,
    children: [{ errorElement: <RouteError />, children: publicRoutes }],
  },
  ...ROUTE_LIST.filter((route) => route.layout === 'own').map((route) => ({
    ...childRoute(route),
    HydrateFallback: () => null,
    errorElement: <RouteError />,
  })),
];
