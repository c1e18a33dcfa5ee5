import { createSlice } from '@reduxjs/toolkit';

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

export const { sidebarToggled } = adminUiSlice.actions;
