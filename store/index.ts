import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { navigationSlice } from './navigationSlice.ts';

const rootReducer = combineReducers({
  [navigationSlice.name]: navigationSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests build one each, optionally from a known state. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
