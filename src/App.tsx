import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/index.ts';
import { StartupSpinner } from './components/StartupSpinner.tsx';
import { Toasts } from './components/toasts/Toasts.tsx';
import { RouteTable } from './lib/routeTable.tsx';
import { routesFor } from './lib/storeLoading.ts';
import { routes } from './routes.tsx';

/** The router component around the app: BrowserRouter in the browser, a MemoryRouter in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/** The whole app for a given store and router. */
export function App({ store, Router }: { store: AppStore; Router: AppRouter }) {
  // A page's loader readies this store for the page before it renders (src/lib/storeLoading.ts).
  const storeRoutes = useMemo(() => routesFor(store, routes), [store]);
  return (
    <Provider store={store}>
      <Router>
        <RouteTable routes={storeRoutes} />
      </Router>
      <StartupSpinner />
      <Toasts />
    </Provider>
  );
}
