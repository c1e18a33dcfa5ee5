// The site's languages. English is the replaced site's language and stays at its paths;
// every other language has the same public pages under its own prefix: /rw/ActivitiesPage,
// /fr/ContactPage. The route table (shared/routes.ts) says which routes are translated.
// Adding a language: its code here, its catalogue in shared/locales/ (docs/languages.md).

/** In the order the language switcher lists them. */
export const LANGUAGES = ['rw', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Each language named in itself, as the switcher and the offer show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { rw: 'Ikinyarwanda', en: 'English', fr: 'Français' };

/** Open Graph's locale of each language (language_TERRITORY). */
export const OG_LOCALES: Record<Language, string> = { rw: 'rw_RW', en: 'en_GB', fr: 'fr_FR' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a path is in and the path without its language prefix: '/rw/ContactPage' -> rw, '/ContactPage'. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match) {
    const code = match[1]!.toLowerCase();
    if (code !== DEFAULT_LANGUAGE && isLanguage(code)) return { language: code, path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * A path that can only lead to this site. The browser reads a path that starts with two slashes
 * (or a slash and a backslash) as another host, drops tabs and line breaks inside a URL, and a
 * visitor's address can carry slashes encoded: so encoded slashes, backslashes, tabs and line
 * breaks become slashes, each run of them becomes one, and the path starts with exactly one
 * ('/fr//evil.example/' -> '/fr/evil.example/').
 */
export function sitePath(path: string): string {
  return `/${path}`.replace(/(?:[\\/\t\n\r]|%2f|%5c)+/gi, '/');
}

/**
 * A path (in English, the replaced site's) in a language, always on this site (`sitePath`):
 * ('rw', '/') -> '/rw/', ('en', '/ContactPage') -> '/ContactPage'.
 */
export function localizedPath(language: Language, path: string): string {
  const safe = sitePath(path);
  if (language === DEFAULT_LANGUAGE) return safe;
  return safe === '/' ? `/${language}/` : `/${language}${safe}`;
}

/**
 * How a public read names its reader's language, in its variables and in the client's cache
 * arguments alike: not at all in English (so an English read keeps the key it always had, and the
 * page's carried answer and the app's request meet), otherwise `language`, last. Spread it:
 * `{ id, ...readLanguage(language) }`.
 */
export function readLanguage(language: Language = DEFAULT_LANGUAGE): { language?: Language } {
  return language === DEFAULT_LANGUAGE ? {} : { language };
}
