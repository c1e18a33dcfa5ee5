import { ROUTES, type RouteId, type Section } from '../../shared/routes.ts';

/** The giving page's label: 'How Does' + the foundation's initials + 'works' (spec section 2). */
export const GIVING_LABEL = 'How Does BCF works';

export interface NavItem {
  to: string;
  label: string;
  section: Section | null;
}

/** A link to a route of the table (shared/routes.ts): its path and section are the table's. */
const link = (id: RouteId, label: string): NavItem => ({ to: ROUTES[id].path, label, section: ROUTES[id].section });

const WHO_WE_ARE = link('whoWeAre', 'Who We Are');
const IMPACT = link('impact', 'Impact');
const ACTIVITIES = link('activities', 'Activities');
const GIVING = link('giving', GIVING_LABEL);
const DONATE = link('donate', 'DONATE');

export const headerLinks: NavItem[] = [WHO_WE_ARE, IMPACT, ACTIVITIES, GIVING, DONATE];

export const footerLinks: NavItem[] = [
  WHO_WE_ARE,
  IMPACT,
  ACTIVITIES,
  GIVING,
  link('faq', 'FAQ'),
  link('contact', 'Contact'),
  link('login', 'Login as Admin'),
];
