import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/i18n/languages.ts';
import { ROUTE_LIST, TRANSLATED_ROUTES, type PageModule, type RouteEntry } from '../shared/routes.ts';
import { loadCatalogue } from './i18n/messages.ts';
import { Layout } from './components/Layout.tsx';
import { RouteError } from './components/RouteError.tsx';
import type { PrepareStore } from './lib/storeLoading.ts';

type LoadedPage = { Component: ComponentType; prepareStore?: PrepareStore };
type LazyPage = () => Promise<LoadedPage>;
type PageModuleExports = { prepareStore?: PrepareStore } & Record<string, unknown>;

/** A loaded page: its component, and its module's `prepareStore` if it calls the server (src/lib/storeLoading.ts). */
const page = (Component: ComponentType, module: PageModuleExports): LoadedPage => ({ Component, prepareStore: module.prepareStore });

// Each page of the route table (shared/routes.ts) and its lazy import. Every page is its own chunk,
// loaded the first time it is visited, so the first load carries only the shell (header, footer,
// store). The admin area (src/pages/admin/routes.tsx) is one chunk for the newPost and admin routes; the
// signed-out staff pages (login, password reset, invitation) are another, so a visit to the login
// downloads its forms and not the whole dashboard.
// Keep each entry as `Key: () => import('...')`: parcel/reporter-route-manifest.mjs reads the keys
// here to name the bundles of each page in dist/route-manifest.json.
export const pageModules: Record<PageModule, LazyPage> = {
  HomePage: () => import('./pages/public/HomePage.tsx').then((m) => page(m.HomePage, m)),
  WhoWeArePage: () => import('./pages/public/WhoWeArePage.tsx').then((m) => page(m.WhoWeArePage, m)),
  ImpactPage: () => import('./pages/public/ImpactPage.tsx').then((m) => page(m.ImpactPage, m)),
  ActivitiesPage: () => import('./pages/public/ActivitiesPage.tsx').then((m) => page(m.ActivitiesPage, m)),
  ActivityDetailsPage: () =>
    import('./pages/public/ActivityDetailsPage.tsx').then((m) => page(m.ActivityDetailsPage, m)),
  HowDoesGivingWorkPage: () =>
    import('./pages/public/HowDoesGivingWorkPage.tsx').then((m) => page(m.HowDoesGivingWorkPage, m)),
  DonatePage: () => import('./pages/public/DonatePage.tsx').then((m) => page(m.DonatePage, m)),
  PaymentByVissaPage: () =>
    import('./pages/public/PaymentByVissaPage.tsx').then((m) => page(m.PaymentByVissaPage, m)),
  FaqPage: () => import('./pages/public/FaqPage.tsx').then((m) => page(m.FaqPage, m)),
  ContactPage: () => import('./pages/public/ContactPage.tsx').then((m) => page(m.ContactPage, m)),
  PhoneNavbarPage: () => import('./pages/public/PhoneNavbarPage.tsx').then((m) => page(m.PhoneNavbarPage, m)),
  SubscriptionConfirmedPage: () =>
    import('./pages/public/SubscriptionPages.tsx').then((m) => page(m.SubscriptionConfirmedPage, m)),
  SubscriptionNotConfirmedPage: () =>
    import('./pages/public/SubscriptionNotConfirmedPage.tsx').then((m) => page(m.SubscriptionNotConfirmedPage, m)),
  UnsubscribePage: () => import('./pages/public/SubscriptionPages.tsx').then((m) => page(m.UnsubscribePage, m)),
  LoginPage: () => import('./pages/admin/signedOutPages.ts').then((m) => page(m.LoginPage, m)),
  ForgotPasswordPage: () => import('./pages/admin/signedOutPages.ts').then((m) => page(m.ForgotPasswordPage, m)),
  ResetPasswordPage: () => import('./pages/admin/signedOutPages.ts').then((m) => page(m.ResetPasswordPage, m)),
  AcceptInvitationPage: () => import('./pages/admin/signedOutPages.ts').then((m) => page(m.AcceptInvitationPage, m)),
  NewPostRoute: () => import('./pages/admin/routes.tsx').then((m) => page(m.NewPostRoute, m)),
  AdminArea: () => import('./pages/admin/routes.tsx').then((m) => page(m.AdminArea, m)),
  PostPreviewPage: () => import('./pages/public/PostPreviewPage.tsx').then((m) => page(m.PostPreviewPage, m)),
  NotFoundPage: () => import('./pages/public/NotFoundPage.tsx').then((m) => page(m.NotFoundPage, m)),
};

/** The route's path as a child of the root ('/' is the index route). */
function childRoute(route: RouteEntry): RouteObject {
  const lazy = pageModules[route.page as PageModule];
  if (route.path === '/') return { index: true, lazy };
  return { path: route.path.replace(/^\//, ''), lazy };
}

/** The routes drawn inside the site's header and footer. */
export const publicRoutes: RouteObject[] = ROUTE_LIST.filter((route) => route.layout === 'site').map(childRoute);

/**
 * Each other language's versions of the translated routes, under its prefix (/rw/, /rw/ContactPage),
 * in the same frame: the frame itself waits for the language's catalogue, so that nothing of a
 * page in that language renders before its texts are there (main.tsx fetches it at once).
 */
export const languageRoutes: RouteObject[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({
  path: language,
  lazy: () => loadCatalogue(language).then(() => ({ Component: Layout })),
  HydrateFallback: () => null,
  children: [{ errorElement: <RouteError />, children: TRANSLATED_ROUTES.map(childRoute) }],
}));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Nothing to show before the first page's chunk arrives: the start-up spinner covers it.
    HydrateFallback: () => null,
    children: [{ errorElement: <RouteError />, children: publicRoutes }],
  },
  ...languageRoutes,
  ...ROUTE_LIST.filter((route) => route.layout === 'own').map((route) => ({
    ...childRoute(route),
    HydrateFallback: () => null,
    errorElement: <RouteError />,
  })),
];
