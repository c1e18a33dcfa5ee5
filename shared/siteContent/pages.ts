// Where each section of the site's content is read: the server writes a page's sections into it
// with its first answers, and a section's preview opens on its page. The footer shows `contact` on
// every page in the site's frame.
import type { RouteId } from '../routes.ts';
import type { SectionName } from './schema.ts';

/** The public page (route) each section is read on; a page's sections in the order it shows them. */
export const SECTION_PAGES = {
  home: 'home',
  whoWeAre: 'whoWeAre',
  team: 'whoWeAre',
  impact: 'impact',
  donate: 'donate',
  faq: 'faq',
  contact: 'contact',
} as const satisfies Record<SectionName, RouteId>;

/** The sections a route's page shows: its own, and the footer's on a page in the site's frame. */
export function sectionsOnPage(route: { id: RouteId; layout: string }): SectionName[] {
  const own = (Object.keys(SECTION_PAGES) as SectionName[]).filter((section) => SECTION_PAGES[section] === route.id);
  return route.layout === 'site' && !own.includes('contact') ? [...own, 'contact'] : own;
}
