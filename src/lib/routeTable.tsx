// The app's routes (src/routes.tsx, made from the route table in shared/routes.ts) are written in
// the data-router shape: `lazy`, `HydrateFallback`, `errorElement`. The app renders them with the
// declarative router (<BrowserRouter> + useRoutes), because createBrowserRouter's data layer
// (loaders, actions, fetchers, revalidation) costs about 16 KB of brotli-compressed JavaScript on
// every first visit and the app uses none of it. This module turns the routes into plain elements:
// React.lazy for `lazy`, Suspense for the first-load fallback, an error boundary for
// `errorElement`. The same routes still work in a data router.
import { Component, Suspense, lazy, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

// How many route chunks are on their way, so the page can say it is busy (aria-busy).
let pending = 0;
const listeners = new Set<() => void>();
function setPending(delta: number) {
  pending += delta;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's chunk is loading. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

function lazyPage(load: LazyRoute) {
  return lazy(async () => {
    setPending(1);
    try {
      const { Component: Page } = await load();
      if (!Page) throw new Error('A lazy route must provide a Component');
      return { default: Page };
    } finally {
      setPending(-1);
    }
  });
}

interface BoundaryProps {
  fallback: ReactNode;
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: '' };
  }
  override componentDidCatch() {
    // Remember where it failed: moving to another page clears the error.
    this.setState({ failedAt: this.props.pathname });
  }
  override render() {
    const { failedAt } = this.state;
    const failed = failedAt !== null && (failedAt === '' || failedAt === this.props.pathname);
    return failed ? this.props.fallback : this.props.children;
  }
}

/** Shows `fallback` in place of the routes below when one of them throws (e.g. its chunk failed). */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} pathname={pathname}>
      {children}
    </Boundary>
  );
}

function toElementRoute(route: RouteObject): RouteObject {
  const { lazy: load, HydrateFallback: _fallback, errorElement, Component: Page, element, children, ...rest } = route;
  if (load !== undefined && typeof load !== 'function') throw new Error('Only function-style lazy routes are supported');
  let content: ReactNode = element ?? (Page ? <Page /> : <Outlet />);
  if (load) {
    const LazyPage = lazyPage(load as LazyRoute);
    content = <LazyPage />;
  }
  if (errorElement) content = <RouteErrorBoundary fallback={errorElement}>{content}</RouteErrorBoundary>;
  return { ...rest, element: content, ...(children ? { children: children.map(toElementRoute) } : {}) } as RouteObject;
}

function FirstLoad({ routes }: { routes: RouteObject[] }) {
  const elementRoutes = useMemo(() => routes.map(toElementRoute), [routes]);
  return useRoutes(elementRoutes);
}

/**
 * Renders a data-router-shaped route table inside a declarative router. As with a data router,
 * nothing shows until the first page's chunk has arrived (the top route's HydrateFallback stands
 * in), so the header and footer do not jump when the page lands; later navigations run in a
 * transition, which keeps the current page on screen while the next chunk loads.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const Fallback = routes.find((route) => route.HydrateFallback)?.HydrateFallback;
  return (
    <Suspense fallback={Fallback ? <Fallback /> : null}>
      <FirstLoad routes={routes} />
    </Suspense>
  );
}
