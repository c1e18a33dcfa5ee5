import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SECTIONS, matchRoute, type Section } from '../shared/routes.ts';

// The sections and which route belongs to which are the route table's (shared/routes.ts).
export { SECTIONS };
export type { Section };

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

/** The section of the route a path shows, matched as the router does; null outside the sections. */
export function sectionForPath(pathname: string): Section | null {
  return matchRoute(pathname).route.section;
}

const initialState: NavigationState = { flags: allOff(), menuOpen: false };

/** The state of a direct load of `pathname`: its section highlighted, the menu closed. */
export const navigationAt = (pathname: string): NavigationState => ({ flags: only(sectionForPath(pathname)), menuOpen: false });

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
    routeChanged: (_state, action: PayloadAction<string>) => navigationAt(action.payload),
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
  },
});

export const { linkChosen, logoClicked, routeChanged, menuToggled, menuClosed } = navigationSlice.actions;
