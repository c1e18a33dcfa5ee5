import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout.tsx';
import { HomePage } from './pages/public/HomePage.tsx';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{ index: true, element: <HomePage /> }],
  },
];
