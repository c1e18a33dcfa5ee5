import { describe, expect, test } from 'vitest';
import { setupStore } from '../../store/index.ts';
import { SECTIONS, linkChosen, logoClicked, routeChanged, sectionForPath } from '../../store/navigationSlice.ts';

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
