import { describe, expect, test } from 'vitest';
import { setupStore } from '../../store/index.ts';
import {
  SECTIONS,
  linkChosen,
  logoClicked,
  menuClosed,
  menuToggled,
  routeChanged,
  sectionForPath,
} from '../../store/navigationSlice.ts';

const onFlags = (store: ReturnType<typeof setupStore>) =>
  Object.entries(store.getState().navigation.flags)
    .filter(([, on]) => on)
    .map(([section]) => section);

describe('navigation flags', () => {
  test.each(SECTIONS)('choosing the %s link sets exactly its flag', (section) => {
    const store = setupStore();
    store.dispatch(linkChosen('impact'));
    store.dispatch(linkChosen(section));
    expect(onFlags(store)).toEqual([section]);
  });

  test('a store made for a start path has the section of that path on before anything is dispatched', () => {
    expect(onFlags(setupStore(undefined, { startPath: '/DonatePage' }))).toEqual(['donate']);
    expect(onFlags(setupStore(undefined, { startPath: '/ActivityDetailsPage/abc' }))).toEqual(['activitiesDetail']);
    expect(onFlags(setupStore(undefined, { startPath: '/LoginIn' }))).toEqual([]);
    expect(onFlags(setupStore())).toEqual([]);
  });

  test('the logo clears every flag', () => {
    const store = setupStore();
    store.dispatch(linkChosen('donate'));
    store.dispatch(logoClicked());
    expect(onFlags(store)).toEqual([]);
  });

  test.each([
    ['/', 'landing'],
    ['/WhoWeArePage', 'whoWeAre'],
    ['/ImpactPage', 'impact'],
    ['/ContactPage', 'contact'],
    ['/HowDoesGivingWorkPage', 'howDoesWork'],
    ['/ActivitiesPage', 'activities'],
    ['/ActivityDetailsPage/abc', 'activitiesDetail'],
    ['/DonatePage', 'donate'],
    ['/paymentByVissa', 'donate'],
    ['/FrequentAskedQuestions', 'faq'],
  ])('a route change to %s sets the %s flag', (path, section) => {
    const store = setupStore();
    store.dispatch(linkChosen('contact'));
    store.dispatch(routeChanged(path));
    expect(onFlags(store)).toEqual([section]);
  });

  test('a route outside the sections clears the flags', () => {
    const store = setupStore();
    store.dispatch(linkChosen('faq'));
    store.dispatch(routeChanged('/LoginIn'));
    expect(onFlags(store)).toEqual([]);
    expect(sectionForPath('/ActivitiesPageX')).toBeNull();
  });
});

describe('mobile menu state', () => {
  const menuOpen = (store: ReturnType<typeof setupStore>) => store.getState().navigation.menuOpen;

  test('starts closed with no flag set', () => {
    const store = setupStore();
    expect(menuOpen(store)).toBe(false);
    expect(onFlags(store)).toEqual([]);
  });

  test('the menu button toggles it open and closed', () => {
    const store = setupStore();
    store.dispatch(menuToggled());
    expect(menuOpen(store)).toBe(true);
    store.dispatch(menuToggled());
    expect(menuOpen(store)).toBe(false);
  });

  test('Escape closes it, and closing a closed menu keeps it closed', () => {
    const store = setupStore();
    store.dispatch(menuToggled());
    store.dispatch(menuClosed());
    expect(menuOpen(store)).toBe(false);
    store.dispatch(menuClosed());
    expect(menuOpen(store)).toBe(false);
  });

  test.each([
    ['choosing a link', linkChosen('impact')],
    ['clicking the logo', logoClicked()],
    ['a back or forward navigation', routeChanged('/ImpactPage')],
  ])('%s closes it', (_, action) => {
    const store = setupStore();
    store.dispatch(menuToggled());
    store.dispatch(action);
    expect(menuOpen(store)).toBe(false);
  });

  test('a link outside the sections, such as Login as Admin, clears every flag', () => {
    const store = setupStore();
    store.dispatch(linkChosen('faq'));
    store.dispatch(linkChosen(null));
    expect(onFlags(store)).toEqual([]);
  });
});
