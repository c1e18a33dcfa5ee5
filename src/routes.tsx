import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout.tsx';
import { HomePage } from './pages/public/HomePage.tsx';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'ActivitiesPage',
        lazy: () => import('./pages/public/ActivitiesPage.tsx').then((m) => ({ Component: m.ActivitiesPage })),
      },
      {
        path: 'ActivityDetailsPage/:postId',
        lazy: () =>
          import('./pages/public/ActivityDetailsPage.tsx').then((m) => ({ Component: m.ActivityDetailsPage })),
      },
    ],
  },
];
