import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { activitiesFilterSlice } from './activitiesFilterSlice.ts';
import { adminUiSlice } from './adminUiSlice.ts';
import type { ApiConfig } from './api/base.ts';
import { navigationSlice } from './navigationSlice.ts';
import { sessionPersistence } from './persistence.ts';
import { readStoredToken, sessionSlice } from './sessionSlice.ts';

/**
 * Parts of the state that arrive with a lazily loaded chunk: RTK Query's api (store/api/base.ts)
 * comes with the first page or form that talks to the server, so the home page's first load
 * carries neither RTK Query nor graphql-request. Each lazy part adds itself here by declaration
 * merging and calls injectLazyPart() when its module loads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const rootReducer = combineSlices(navigationSlice, activitiesFilterSlice, sessionSlice, adminUiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
// One instance for every store: middleware added to it is applied to each store separately.
const lazyMiddleware = createDynamicMiddleware();

// A lazy part is in the state whenever code that reads it runs (that code's import brought it in),
// so the state type shows it as present.
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof LazyLoadedSlices> & LazyLoadedSlices;

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

/** Dispatched to every store when a lazy part arrives, so its state exists before anything reads it. */
export const lazyPartLoaded = createAction<string>('store/lazyPartLoaded');
const liveStores = new Set<WeakRef<{ dispatch: (action: unknown) => unknown }>>();

interface LazyPart<Path extends keyof LazyLoadedSlices & string> {
  reducerPath: Path;
  reducer: Reducer<LazyLoadedSlices[Path]>;
  middleware: Middleware;
}

/** Adds a lazily loaded reducer and its middleware to every store, existing and future. */
export function injectLazyPart<Path extends keyof LazyLoadedSlices & string>(part: LazyPart<Path>): void {
  rootReducer.inject({ reducerPath: part.reducerPath, reducer: part.reducer } as never);
  lazyMiddleware.addMiddleware(part.middleware);
  dispatchToLiveStores(lazyPartLoaded(part.reducerPath));
}

/** Dispatches `action` to every store alive now: lazily loaded modules fill their part this way. */
export function dispatchToLiveStores(action: UnknownAction): void {
  for (const ref of liveStores) {
    const store = ref.deref();
    if (store) store.dispatch(action);
    else liveStores.delete(ref);
  }
}

/** A fresh store; tests build one each, optionally from a known state and against their own server. */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    // Redux DevTools in development builds only.
    devTools: process.env.NODE_ENV !== 'production',
    preloadedState: {
      session: { token: readStoredToken(storage), expired: false },
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { graphqlUrl: options.graphqlUrl } satisfies ApiConfig } })
        .prepend(sessionPersistence(storage))
        .concat(lazyMiddleware.middleware),
  });
  liveStores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
