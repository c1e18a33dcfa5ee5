// Whether to offer the browser's language, and the visitor's answer: what every page checks before
// the offer itself (src/components/LanguageOfferPanel.tsx) is fetched.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';

/** Where the visitor's answer to the offer is kept: once answered, it is not made again. */
export const OFFER_ANSWERED_KEY = 'bcf.languageOffer';

/**
 * The site's language the browser prefers, when it is not English: the first of its languages the
 * site has ('kin' is Kinyarwanda's three-letter code). English first, or none of ours: nothing.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]!.toLowerCase();
    const code = primary === 'kin' ? 'rw' : primary;
    if (isLanguage(code)) return code === DEFAULT_LANGUAGE ? null : code;
  }
  return null;
}

export function answered(): boolean {
  try {
    return localStorage.getItem(OFFER_ANSWERED_KEY) !== null;
  } catch {
    return false;
  }
}

export function remember() {
  try {
    localStorage.setItem(OFFER_ANSWERED_KEY, '1');
  } catch {
    // Storage refused (a private window): the offer goes for this page only.
  }
}
