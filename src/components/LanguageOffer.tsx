import { Suspense, lazy, useState } from 'react';
import { answered, preferredLanguage } from './languageOfferChoice.ts';

export { OFFER_ANSWERED_KEY, preferredLanguage } from './languageOfferChoice.ts';

// The offer itself is fetched only for a browser that prefers another of the site's languages and
// has not answered it: an English visitor's first visit does not carry it.
const LanguageOfferPanel = lazy(() => import('./LanguageOfferPanel.tsx').then((module) => ({ default: module.LanguageOfferPanel })));

/** A one-line offer of the language the browser prefers (LanguageOfferPanel), when there is one to make. */
export function LanguageOffer() {
  const [wanted] = useState(() => !answered() && preferredLanguage(navigator.languages ?? [navigator.language]) !== null);
  return wanted ? (
    <Suspense fallback={null}>
      <LanguageOfferPanel />
    </Suspense>
  ) : null;
}
