import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout.tsx';
import { RouteError } from './components/RouteError.tsx';

// The admin area is one lazily loaded chunk (src/pages/admin/routes.tsx); the login page is its own,
// so a visit to /LoginIn downloads the form and not the whole dashboard.
const admin = () => import('./pages/admin/routes.tsx');

// The one route table. Every page is its own chunk, loaded the first time it is visited, so the
// first load carries only the shell (header, footer, store).
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/public/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'WhoWeArePage',
    lazy: () => import('./pages/public/WhoWeArePage.tsx').then((m) => ({ Component: m.WhoWeArePage })),
  },
  { path: 'ImpactPage', lazy: () => import('./pages/public/ImpactPage.tsx').then((m) => ({ Component: m.ImpactPage })) },
  {
    path: 'ActivitiesPage',
    lazy: () => import('./pages/public/ActivitiesPage.tsx').then((m) => ({ Component: m.ActivitiesPage })),
  },
  {
    path: 'ActivityDetailsPage/:postId',
    lazy: () =>
      import('./pages/public/ActivityDetailsPage.tsx').then((m) => ({ Component: m.ActivityDetailsPage })),
  },
  {
    path: 'HowDoesGivingWorkPage',
    lazy: () =>
      import('./pages/public/HowDoesGivingWorkPage.tsx').then((m) => ({ Component: m.HowDoesGivingWorkPage })),
  },
  { path: 'DonatePage', lazy: () => import('./pages/public/DonatePage.tsx').then((m) => ({ Component: m.DonatePage })) },
  {
    path: 'paymentByVissa',
    lazy: () => import('./pages/public/PaymentByVissaPage.tsx').then((m) => ({ Component: m.PaymentByVissaPage })),
  },
  {
    path: 'FrequentAskedQuestions',
    lazy: () => import('./pages/public/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })),
  },
  { path: 'ContactPage', lazy: () => import('./pages/public/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'PhoneNavbar',
    lazy: () => import('./pages/public/PhoneNavbarPage.tsx').then((m) => ({ Component: m.PhoneNavbarPage })),
  },
  {
    path: 'SubscriptionConfirmed',
    lazy: () =>
      import('./pages/public/SubscriptionPages.tsx').then((m) => ({ Component: m.SubscriptionConfirmedPage })),
  },
  {
    path: 'SubscriptionNotConfirmed',
    lazy: () =>
      import('./pages/public/SubscriptionPages.tsx').then((m) => ({ Component: m.SubscriptionNotConfirmedPage })),
  },
  {
    path: 'Unsubscribe',
    lazy: () => import('./pages/public/SubscriptionPages.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  },
  { path: 'LoginIn', lazy: () => import('./pages/admin/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: 'newPost', lazy: () => admin().then((m) => ({ Component: m.NewPostRoute })) },
  { path: '*', lazy: () => import('./pages/public/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Nothing to show before the first page's chunk arrives: the start-up spinner covers it.
    HydrateFallback: () => null,
    children: [{ errorElement: <RouteError />, children: publicRoutes }],
  },
  {
    path: 'admin/*',
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    lazy: () => admin().then((m) => ({ Component: m.AdminArea })),
  },
];
