import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SECTIONS = [
  'landing',
  'whoWeAre',
  'impact',
  'contact',
  'howDoesWork',
  'activities',
  'activitiesDetail',
  'donate',
  'faq',
] as const;
export type Section = (typeof SECTIONS)[number];

export type NavigationFlags = Record<Section, boolean>;

export interface NavigationState {
  flags: NavigationFlags;
  menuOpen: boolean;
}

const allOff = (): NavigationFlags =>
  Object.fromEntries(SECTIONS.map((section) => [section, false])) as NavigationFlags;

const only = (section: Section | null): NavigationFlags => {
  const flags = allOff();
  if (section) flags[section] = true;
  return flags;
};

// Route path prefix -> the section it belongs to; '/' alone is the landing page.
const ROUTE_SECTIONS: [string, Section][] = [
  ['/WhoWeArePage', 'whoWeAre'],
  ['/ImpactPage', 'impact'],
  ['/ContactPage', 'contact'],
  ['/HowDoesGivingWorkPage', 'howDoesWork'],
  ['/ActivitiesPage', 'activities'],
  ['/ActivityDetailsPage', 'activitiesDetail'],
  ['/DonatePage', 'donate'],
  ['/paymentByVissa', 'donate'],
  ['/FrequentAskedQuestions', 'faq'],
];

export function sectionForPath(pathname: string): Section | null {
  if (pathname === '/') return 'landing';
  const match = ROUTE_SECTIONS.find(([prefix]) => pathname === prefix || pathname.startsWith(prefix + '/'));
  return match ? match[1] : null;
}

const initialState: NavigationState = { flags: allOff(), menuOpen: false };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** A link was chosen; a link outside the sections (e.g. Login as Admin) clears every flag. */
    linkChosen(state, action: PayloadAction<Section | null>) {
      state.flags = only(action.payload);
      state.menuOpen = false;
    },
    logoClicked(state) {
      state.flags = allOff();
      state.menuOpen = false;
    },
    /** A direct load or back/forward navigation: the highlight follows the route. */
    routeChanged(state, action: PayloadAction<string>) {
      state.flags = only(sectionForPath(action.payload));
      state.menuOpen = false;
    },
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
  },
});

export const { linkChosen, logoClicked, routeChanged, menuToggled, menuClosed } = navigationSlice.actions;
