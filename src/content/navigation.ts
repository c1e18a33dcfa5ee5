import type { Section } from '../../store/navigationSlice.ts';

export const FOUNDATION_NAME = 'Build Career Foundation';
/** The giving page's label: 'How Does' + the foundation's initials + 'works' (spec section 2). */
export const GIVING_LABEL = 'How Does BCF works';

export interface NavItem {
  to: string;
  label: string;
  section: Section | null;
}

const WHO_WE_ARE: NavItem = { to: '/WhoWeArePage', label: 'Who We Are', section: 'whoWeAre' };
const IMPACT: NavItem = { to: '/ImpactPage', label: 'Impact', section: 'impact' };
const ACTIVITIES: NavItem = { to: '/ActivitiesPage', label: 'Activities', section: 'activities' };
const GIVING: NavItem = { to: '/HowDoesGivingWorkPage', label: GIVING_LABEL, section: 'howDoesWork' };
const DONATE: NavItem = { to: '/DonatePage', label: 'DONATE', section: 'donate' };

export const headerLinks: NavItem[] = [WHO_WE_ARE, IMPACT, ACTIVITIES, GIVING, DONATE];

export const footerLinks: NavItem[] = [
  WHO_WE_ARE,
  IMPACT,
  ACTIVITIES,
  GIVING,
  { to: '/FrequentAskedQuestions', label: 'FAQ', section: 'faq' },
  { to: '/ContactPage', label: 'Contact', section: 'contact' },
  { to: '/LoginIn', label: 'Login as Admin', section: null },
];
