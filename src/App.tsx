import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from '../store/index.ts';
import { StartupSpinner } from './components/StartupSpinner.tsx';
import { Toasts } from './components/toasts/Toasts.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app for a given store and router; tests pass a memory router over the same routes. */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <StartupSpinner />
      <Toasts />
    </Provider>
  );
}
