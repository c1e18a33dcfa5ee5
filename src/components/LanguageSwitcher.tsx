import { useLocation } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NAMES, localizedPath, splitLanguage } from '../../shared/i18n/languages.ts';
import { common } from '../../shared/locales/en.ts';
import { matchRoute } from '../../shared/routes.ts';
import { useMessages } from '../i18n/messages.ts';

/**
 * Links to the page shown in each language, at the same place on it (#give), each named in itself.
 * Real links that load the page afresh: the server writes the other language's head (title,
 * <html lang>, hreflang) and the browser fetches that language's catalogue. Not shown on the
 * staff's pages, which are English only.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const { route, language } = matchRoute(pathname);
  const texts = useMessages('common', common);
  if (!route.translated) return null;
  const { path } = splitLanguage(pathname);
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={texts.languageNav}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(code, path) + search + hash}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
