import { localizedPath, type Language } from '../../shared/i18n/languages.ts';
import type { navigation } from '../../shared/locales/en.ts';
import { ROUTES, type RouteId, type Section } from '../../shared/routes.ts';

export interface NavItem {
  to: string;
  label: string;
  section: Section | null;
}

type Labels = typeof navigation;

/**
 * The site's links in a language (labels from the catalogue's `navigation`): a link to a
 * translated route of the table (shared/routes.ts) goes to its version in that language; the
 * staff's login is in English only.
 */
export function siteLinks(language: Language, labels: Labels): { header: NavItem[]; footer: NavItem[] } {
  const link = (id: RouteId & keyof Labels): NavItem => {
    const route = ROUTES[id];
    return { to: 'translated' in route ? localizedPath(language, route.path) : route.path, label: labels[id], section: route.section };
  };
  const [whoWeAre, impact, activities, giving, donate] = [link('whoWeAre'), link('impact'), link('activities'), link('giving'), link('donate')];
  return {
    header: [whoWeAre, impact, activities, giving, donate],
    footer: [whoWeAre, impact, activities, giving, link('faq'), link('contact'), link('login')],
  };
}
