// Data joins the store in one kind of place: the loader of a lazily loaded page or component. A
// module whose code calls the server exports `prepareStore` (store/api/base.ts joinApi, or
// store/api/pageAnswers.ts joinApiWithPageAnswers when the page's answers are for it); its loader
// runs that on the app's store once the module has arrived and before anything of it renders:
// routesFor here for the pages, React.lazy's loader for a component loaded on its own
// (src/components/subscribe/LazySubscribeForm.tsx). So no hook adds state while React renders,
// and the first load of a page that never calls the server carries none of the api's code.
import type { RouteObject } from 'react-router-dom';
import type { AppStore } from '../../store/index.ts';

/** What a lazily loaded module that calls the server does to the store before it renders. */
export type PrepareStore = (store: AppStore) => void;

interface Preparing {
  prepareStore?: PrepareStore;
}

type LazyRoute = () => Promise<Preparing & Record<string, unknown>>;

/** Readies `store` for the page just loaded, and hands on the rest of what its loader gave. */
async function readied(store: AppStore, loading: ReturnType<LazyRoute>) {
  const { prepareStore, ...route } = await loading;
  prepareStore?.(store);
  return route;
}

/** `routes` for one store: each lazy route's loader readies the store for its page before the page renders. */
export function routesFor(store: AppStore, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.lazy as LazyRoute | undefined;
    return {
      ...route,
      ...(typeof load === 'function' ? { lazy: () => readied(store, load()) } : {}),
      ...(route.children ? { children: routesFor(store, route.children) } : {}),
    } as RouteObject;
  });
}
