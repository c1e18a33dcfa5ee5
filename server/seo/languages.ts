// A page's languages as the server writes them for browsers and search engines: its
// title and description from the page language's catalogue, and the addresses of its three
// versions (hreflang, og:locale, the sitemap's alternates). The server holds every catalogue's
// route texts; the browser fetches only its page's language (src/i18n/messages.ts).
import { DEFAULT_LANGUAGE, LANGUAGES, OG_LOCALES, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';
import type { RouteEntry, RouteId, TranslatedRouteId } from '../../shared/routes.ts';

/** The frame's texts in `language` (the start-up spinner's, the shared picture's alt text). */
export const commonTexts = (language: Language) => textsIn(language, 'common');

/** The title and description of a route's page in `language`; a route only in English keeps its own. */
export function routeTexts(route: RouteEntry & { id: RouteId }, language: Language): { title: string; description: string } {
  if (!route.translated) return { title: route.title, description: route.description };
  return textsIn(language, 'routes')[route.id as TranslatedRouteId];
}

export interface Alternate {
  /** A language code, or 'x-default' for the version shown to a reader of any other language. */
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * Every version of a page, each with its full address: one per language, and x-default, the
 * English one (no redirect picks a language, so the unprefixed address is the one for everyone).
 * The same list on each version, so the links go both ways as search engines require.
 */
export function alternatesOf(origin: string, englishPath: string): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: origin + localizedPath(language, englishPath) })),
    { hreflang: 'x-default', href: origin + localizedPath(DEFAULT_LANGUAGE, englishPath) },
  ];
}

/** og:locale of the page's language, then og:locale:alternate for each other one. */
export function openGraphLocales(language: Language): [string, string][] {
  return [
    ['og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((other) => other !== language).map((other) => ['og:locale:alternate', OG_LOCALES[other]] as [string, string]),
  ];
}
