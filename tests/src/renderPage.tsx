import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { Toasts } from '../../src/components/toasts/Toasts.tsx';
import * as activities from '../../src/pages/public/ActivitiesPage.tsx';
import * as details from '../../src/pages/public/ActivityDetailsPage.tsx';
import { HomePage } from '../../src/pages/public/HomePage.tsx';
import { setupStore, type AppStore } from '../../store/index.ts';

/** Shows where the router is, so tests can see a link being followed. */
function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const pages: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/ActivitiesPage', element: <activities.ActivitiesPage /> },
  { path: '/ActivityDetailsPage/:postId', element: <details.ActivityDetailsPage /> },
].map((route) => ({
  ...route,
  element: (
    <>
      {route.element}
      <Where />
    </>
  ),
}));

/** The app's pages in a memory router, over a fresh store that talks to `graphqlUrl`. */
export function renderPage(path: string, graphqlUrl: string, store: AppStore = setupStore(undefined, { graphqlUrl })) {
  // What these pages' loaders do in the app before they render (src/lib/storeLoading.ts).
  activities.prepareStore(store);
  details.prepareStore(store);
  const router = createMemoryRouter(pages, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>,
  );
  return { ...view, store, router };
}
