import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout.tsx';
import { HomePage } from './pages/public/HomePage.tsx';

// The admin area (login included) is one lazily loaded chunk: see src/pages/admin/routes.tsx.
const admin = () => import('./pages/admin/routes.tsx');

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'LoginIn', lazy: () => admin().then((m) => ({ Component: m.LoginRoute })) },
      { path: 'newPost', lazy: () => admin().then((m) => ({ Component: m.NewPostRoute })) },
    ],
  },
  { path: 'admin/*', lazy: () => admin().then((m) => ({ Component: m.AdminArea })) },
];
