// The catalogues in the browser. English's parts are imported where they are shown, so each page's
// script carries only its own texts, as before there were languages; another language's catalogue
// is one chunk, fetched only for a page in that language (its routes' loaders and main.tsx wait for
// it before anything of the page renders).
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, localizedPath, splitLanguage, type Language } from '../../shared/i18n/languages.ts';
import type * as en from '../../shared/locales/en.ts';

type Catalogue = typeof en;
export type Namespace = keyof Catalogue;
type OtherLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

const LOADERS: Record<OtherLanguage, () => Promise<unknown>> = {
  rw: () => import('../../shared/locales/rw.ts'),
  fr: () => import('../../shared/locales/fr.ts'),
};

const loaded: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

/** Fetches a language's catalogue once (English's parts are always there). */
export function loadCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || loaded[language]) return Promise.resolve();
  return (loading[language] ??= LOADERS[language]().then(
    (catalogue) => {
      loaded[language] = catalogue as Catalogue;
    },
    (error: unknown) => {
      // A failed chunk may arrive on the next try (the page's error state offers one).
      delete loading[language];
      throw error;
    },
  ));
}

/**
 * A part of the catalogue in `language`, outside rendering (a toast's text, a form's validation
 * messages): `english` itself for English, else that language's catalogue, which the page's
 * route has loaded before the page could render.
 */
export function messagesIn<N extends Namespace>(language: Language, namespace: N, english: Catalogue[N]): Catalogue[N] {
  if (language === DEFAULT_LANGUAGE) return english;
  const catalogue = loaded[language];
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded`);
  return catalogue[namespace];
}

/**
 * A part of the catalogue in `language` if it is there yet, else English's, with the language it
 * is in: for what must never wait (the start-up spinner, drawn before any catalogue can arrive).
 */
export function messagesIfLoaded<N extends Namespace>(language: Language, namespace: N, english: Catalogue[N]) {
  const catalogue = language === DEFAULT_LANGUAGE ? undefined : loaded[language];
  return catalogue ? { language, messages: catalogue[namespace] } : { language: DEFAULT_LANGUAGE as Language, messages: english };
}

/** The language of the page shown: its path's prefix, English without one. */
export function useLanguage(): Language {
  return splitLanguage(useLocation().pathname).language;
}

/**
 * A part of the catalogue in the page's language: `const texts = useMessages('contact', contact)`,
 * with `contact` imported from shared/locales/en.ts (so the English page's script keeps only it).
 */
export function useMessages<N extends Namespace>(namespace: N, english: Catalogue[N]): Catalogue[N] {
  // A page in another language renders only once its catalogue is there: its routes' frame
  // waits for it (src/routes.tsx).
  return messagesIn(useLanguage(), namespace, english);
}

/** Turns an English path (the route table's) into the page's language: '/ContactPage' -> '/rw/ContactPage'. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => localizedPath(language, path);
}
