import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { activitiesFilterSlice } from './activitiesFilterSlice.ts';
import { adminUiSlice } from './adminUiSlice.ts';
import { api, type ApiConfig } from './api/base.ts';
import { navigationSlice } from './navigationSlice.ts';
import { sessionPersistence } from './persistence.ts';
import { readStoredToken, sessionSlice } from './sessionSlice.ts';

const rootReducer = combineReducers({
  [navigationSlice.name]: navigationSlice.reducer,
  [activitiesFilterSlice.name]: activitiesFilterSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [adminUiSlice.name]: adminUiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions extends ApiConfig {
  storage?: Storage;
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A fresh store; tests build one each, optionally from a known state and against their own server. */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  return configureStore({
    reducer: rootReducer,
    // Redux DevTools in development builds only.
    devTools: process.env.NODE_ENV !== 'production',
    preloadedState: {
      session: { token: readStoredToken(storage), expired: false },
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { graphqlUrl: options.graphqlUrl } satisfies ApiConfig } })
        .prepend(sessionPersistence(storage))
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
