import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { setupStore, type RootState } from '../../../store/index.ts';
import { Toasts } from '../../../src/components/toasts/Toasts.tsx';
import { routesFor } from '../../../src/lib/storeLoading.ts';
import { routes } from '../../../src/routes.tsx';
import { memoryStorage } from '../../machines/helpers.ts';

// These pages wait on a real server and lazily loaded chunks; two shared cores can be slow.
configure({ asyncUtilTimeout: 5_000 });
export const SLOW = { timeout: 5_000 };

export interface RenderOptions {
  token?: string | null;
  graphqlUrl?: string;
  storage?: Storage;
  preloaded?: Partial<RootState>;
}

/** The real route table and providers in a memory router, starting at `path`. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  if (options.token) storage.setItem('userToken', options.token);
  const store = setupStore(options.preloaded, {
    storage,
    graphqlUrl: options.graphqlUrl ?? 'http://127.0.0.1:9/graphql',
  });
  const router = createMemoryRouter(routesFor(store, routes), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>,
  );
  return { ...view, store, router, storage };
}

/** A JWT-shaped token whose exp claim is `secondsFromNow` away (its signature means nothing). */
export function fakeToken(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp })}.c2lnbmF0dXJl`;
}
