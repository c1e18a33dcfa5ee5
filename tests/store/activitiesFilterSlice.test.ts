import { describe, expect, test } from 'vitest';
import {
  ACTIVITY_FILTERS,
  filterSelected,
  joinActivitiesFilter,
  postsInFilter,
  selectActivityFilter,
  type ActivityFilter,
} from '../../store/activitiesFilterSlice.ts';
import { setupStore } from '../../store/index.ts';
import type { Post } from '../../shared/types.ts';

const post = (id: string, category: Post['category']): Post => ({
  _id: id,
  title: `Post ${id}`,
  content: 'Text',
  category,
  contentSections: [],
  youtube_video_url: null,
  image_url: [],
});

/** A store as the Activities page finds it: its loader has joined the filter. */
function activitiesStore() {
  const store = setupStore();
  joinActivitiesFilter(store);
  return store;
}

const POSTS = [post('1', 'Events'), post('2', 'Stories'), post('3', 'Events'), post('4', 'Celebrations')];

describe('the activities filter', () => {
  test('offers All, Celebrations, Events, Meetings and Stories, in that order', () => {
    expect(ACTIVITY_FILTERS).toEqual(['All', 'Celebrations', 'Events', 'Meetings', 'Stories']);
  });

  test('joins the store with the Activities page: no other page’s store holds it', () => {
    const store = setupStore();
    expect(store.getState()).not.toHaveProperty('activitiesFilter');
    joinActivitiesFilter(store);
    expect(store.getState()).toHaveProperty('activitiesFilter', { selected: 'All' });
  });

  test('keeps the choice when the page joins the filter again', () => {
    const store = activitiesStore();
    store.dispatch(filterSelected('Stories'));
    joinActivitiesFilter(store);
    expect(selectActivityFilter(store.getState())).toBe('Stories');
  });

  test('starts on All', () => {
    expect(selectActivityFilter(activitiesStore().getState())).toBe('All');
  });

  test.each(ACTIVITY_FILTERS)('selecting %s makes it the one active filter', (filter) => {
    const store = activitiesStore();
    store.dispatch(filterSelected('Stories'));
    store.dispatch(filterSelected(filter));
    expect(selectActivityFilter(store.getState())).toBe(filter);
  });

  test('ignores a value that is not one of the filters', () => {
    const store = activitiesStore();
    store.dispatch(filterSelected('Meetings'));
    store.dispatch(filterSelected('Parties' as ActivityFilter));
    expect(selectActivityFilter(store.getState())).toBe('Meetings');
  });

  test('keeps the choice while other parts of the store change', () => {
    const store = activitiesStore();
    store.dispatch(filterSelected('Events'));
    store.dispatch({ type: 'navigation/routeChanged', payload: '/ActivityDetailsPage/1' });
    store.dispatch({ type: 'navigation/routeChanged', payload: '/ActivitiesPage' });
    expect(selectActivityFilter(store.getState())).toBe('Events');
  });
});

describe('the posts a filter shows', () => {
  test.each<[ActivityFilter, string[]]>([
    ['All', ['1', '2', '3', '4']],
    ['Events', ['1', '3']],
    ['Stories', ['2']],
    ['Celebrations', ['4']],
    ['Meetings', []],
  ])('%s shows posts %j, in the order they came', (filter, ids) => {
    expect(postsInFilter(POSTS, filter).map((p) => p._id)).toEqual(ids);
  });
});
