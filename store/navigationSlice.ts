import type { UnknownAction } from 'redux';
import { changed, createAction } from './actions.ts';
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

/** A link was chosen; a link outside the sections (e.g. Login as Admin) clears every flag. */
export const linkChosen = createAction<Section | null>('navigation/linkChosen');
export const logoClicked = createAction('navigation/logoClicked');
/** A direct load or back/forward navigation: the highlight follows the route. */
export const routeChanged = createAction<string>('navigation/routeChanged');
export const menuToggled = createAction('navigation/menuToggled');
export const menuClosed = createAction('navigation/menuClosed');

export function navigationReducer(state: NavigationState = initialState, action: UnknownAction): NavigationState {
  if (linkChosen.match(action)) return { flags: only(action.payload), menuOpen: false };
  if (logoClicked.match(action)) return { flags: allOff(), menuOpen: false };
  if (routeChanged.match(action)) return navigationAt(action.payload);
  if (menuToggled.match(action)) return { ...state, menuOpen: !state.menuOpen };
  if (menuClosed.match(action)) return changed(state, { ...state, menuOpen: false });
  return state;
}
