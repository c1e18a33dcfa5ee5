import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { POST_CATEGORIES, type PostCategory } from '../shared/categories.ts';
import type { Post } from '../shared/types.ts';
import type { AppStore } from './index.ts';

export const ACTIVITY_FILTERS = ['All', ...POST_CATEGORIES] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export interface ActivitiesFilterState {
  selected: ActivityFilter;
}

const initialState: ActivitiesFilterState = { selected: 'All' };

const isFilter = (value: unknown): value is ActivityFilter => ACTIVITY_FILTERS.includes(value as ActivityFilter);

// Kept in the store, not in the page, so the choice survives a visit to a post and back.
export const activitiesFilterSlice = createSlice({
  name: 'activitiesFilter',
  initialState,
  reducers: {
    filterSelected(state, action: PayloadAction<ActivityFilter>) {
      if (isFilter(action.payload)) state.selected = action.payload;
    },
  },
  selectors: {
    selectActivityFilter: (state) => state.selected,
  },
});

declare module './index.ts' {
  interface LazyLoadedSlices {
    activitiesFilter: ActivitiesFilterState;
  }
}

/** Adds the filter to `store` if it is not there yet: the Activities page's loader runs it before the page renders. */
export function joinActivitiesFilter(store: Pick<AppStore, 'addLazyPart'>): void {
  store.addLazyPart({ reducerPath: 'activitiesFilter', reducer: activitiesFilterSlice.reducer });
}

export const { filterSelected } = activitiesFilterSlice.actions;
export const { selectActivityFilter } = activitiesFilterSlice.selectors;

/** The posts the chosen filter shows: all of them, or those whose category equals it. */
export function postsInFilter(posts: readonly Post[], filter: ActivityFilter): Post[] {
  return filter === 'All' ? [...posts] : posts.filter((post) => post.category === (filter as PostCategory));
}
