import { useMemo } from 'react';
import { navigation } from '../../shared/locales/en.ts';
import { siteLinks } from '../content/navigation.ts';
import { useLanguage, useMessages } from '../i18n/messages.ts';

/** The header's and footer's links in the page's language. */
export function useSiteLinks() {
  const language = useLanguage();
  const labels = useMessages('navigation', navigation);
  return useMemo(() => siteLinks(language, labels), [language, labels]);
}
