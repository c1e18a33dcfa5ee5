import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AppStore } from '../store/index.ts';
import { Toasts } from './components/toasts/Toasts.tsx';
import { routes } from './routes.tsx';

/** The whole app for a given store and route table; tests pass a memory router's entries. */
export function App({ store, routeTable = routes }: { store: AppStore; routeTable?: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routeTable));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>
  );
}
