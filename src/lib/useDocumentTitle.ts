import { useEffect, useLayoutEffect } from 'react';
import { routes } from '../../shared/locales/en.ts';
import { documentTitle, matchRoute, type TranslatedRouteId } from '../../shared/routes.ts';
import { messagesIn } from '../i18n/messages.ts';

/**
 * Keeps the tab's title and the meta description on the route's own, as the server wrote them on
 * the first load (shared/routes.ts). A layout effect, so that it runs before any page's own
 * effects: a page that learns a better title later (a post's) sets it after this one.
 */
export function useRouteTitle(pathname: string) {
  useLayoutEffect(() => {
    const { route, language } = matchRoute(pathname);
    // A translated route's title in the page's language (its catalogue is loaded before the page renders).
    const meta = route.translated ? messagesIn(language, 'routes', routes)[route.id as TranslatedRouteId] : route;
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
