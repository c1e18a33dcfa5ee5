import { createSlice } from '@reduxjs/toolkit';
import type { AppStore } from './index.ts';

export interface AdminUiState {
  sidebarCollapsed: boolean;
}

const initialState: AdminUiState = { sidebarCollapsed: false };

/** UI state of the admin layout that outlives its pages. */
export const adminUiSlice = createSlice({
  name: 'adminUi',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
  },
});

declare module './index.ts' {
  interface LazyLoadedSlices {
    adminUi: AdminUiState;
  }
}

/** Adds the admin layout's state to `store` if it is not there yet: the admin area's loader runs it before the area renders. */
export function joinAdminUi(store: Pick<AppStore, 'addLazyPart'>): void {
  store.addLazyPart({ reducerPath: 'adminUi', reducer: adminUiSlice.reducer });
}

export const { sidebarToggled } = adminUiSlice.actions;
