import { useEffect, useLayoutEffect } from 'react';
import { documentTitle, matchRoute } from '../../shared/routes.ts';

/**
 * Keeps the tab's title and the meta description on the route's own, as the server wrote them on
 * the first load (shared/routes.ts). A layout effect, so that it runs before any page's own
 * effects: a page that learns a better title later (a post's) sets it after this one.
 */
export function useRouteTitle(pathname: string) {
  useLayoutEffect(() => {
    const meta = matchRoute(pathname).route;
    document.title = documentTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname]);
}

/**
 * Names the page in the browser tab (and in history) with a title the page knows itself, such as
 * a post's. Nothing to undo on leaving: the next route's title replaces it.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
