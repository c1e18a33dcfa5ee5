import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath, splitLanguage, type Language } from '../../shared/i18n/languages.ts';
import { common } from '../../shared/locales/en.ts';
import { matchRoute } from '../../shared/routes.ts';
import { loadCatalogue, messagesIn } from '../i18n/messages.ts';
import { answered, preferredLanguage, remember } from './languageOfferChoice.ts';

/**
 * A one-line offer of the language the browser prefers, in that language, when the page is in
 * another. Never a redirect: crawlers and shared phones get the address they asked for. It sits
 * over the page's foot (fixed), so nothing on the page moves when it appears.
 */
export function LanguageOfferPanel() {
  const { pathname, search, hash } = useLocation();
  const { route, language } = matchRoute(pathname);
  const [offered, setOffered] = useState<Language | null>(null);
  const [closed, setClosed] = useState(false);
  const translated = Boolean(route.translated);

  useEffect(() => {
    if (!translated || answered()) return;
    const wanted = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (!wanted || wanted === language) return;
    let live = true;
    loadCatalogue(wanted).then(
      () => live && setOffered(wanted),
      () => undefined, // No catalogue (offline): no offer.
    );
    return () => {
      live = false;
    };
  }, [translated, language]);

  if (!offered || offered === language || closed || !translated) return null;
  const texts = messagesIn(offered, 'common', common).offer;
  return (
    <aside className="language-offer" lang={offered} aria-label={texts.text}>
      <p>
        {texts.text}{' '}
        <a href={localizedPath(offered, splitLanguage(pathname).path) + search + hash} hrefLang={offered} onClick={remember}>
          {texts.accept}
        </a>{' '}
        <button
          type="button"
          className="language-offer__dismiss"
          onClick={() => {
            remember();
            setClosed(true);
          }}
        >
          {texts.dismiss}
        </button>
      </p>
    </aside>
  );
}
