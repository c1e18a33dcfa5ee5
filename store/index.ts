import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { navigationAt, navigationSlice } from './navigationSlice.ts';
import { sessionPersistence } from './persistence.ts';
import { takeAnswers, type PreloadedAnswers, type TakenAnswer } from './preloaded.ts';
import { readStoredToken, sessionSlice } from './sessionSlice.ts';

/**
 * Parts of the state that arrive with a lazily loaded chunk: RTK Query's api (store/api/base.ts)
 * joins a store when the first page or form that talks to the server is loaded, before it renders
 * (its loader runs the module's `prepareStore`, src/lib/storeLoading.ts), so the home page's first
 * load carries neither RTK Query nor graphql-request; the activities filter joins with the
 * Activities page and the admin layout's state with the admin area, so no other page's first
 * script carries them. Each lazy part adds itself here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const rootReducerOf = () =>
  combineSlices(navigationSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

// A lazy part is in the state whenever code that reads it runs (its loader joined it first), so
// the state type shows it as present.
export type RootState = Omit<ReturnType<ReturnType<typeof rootReducerOf>>, keyof LazyLoadedSlices> & LazyLoadedSlices;

/** What the api's base query reads from the store (its thunk argument). */
export interface ApiConfig {
  graphqlUrl?: string;
}

export interface StoreOptions extends ApiConfig {
  storage?: Storage;
  /** The answers the server wrote into the page (store/preloaded.ts, readPreloadedAnswers). */
  preloadedAnswers?: PreloadedAnswers;
  /**
   * The path the app opens at: the header's highlight is right in the first render, which shows
   * the header and the page together (Layout's routeChanged then finds nothing to change).
   */
  startPath?: string;
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Dispatched when a lazy part joins a store, so its state exists before anything reads it. */
export const lazyPartLoaded = createAction<string>('store/lazyPartLoaded');

export interface LazyPart<Path extends keyof LazyLoadedSlices & string = keyof LazyLoadedSlices & string> {
  reducerPath: Path;
  reducer: Reducer<LazyLoadedSlices[Path]>;
  middleware?: Middleware;
}

/**
 * A fresh store: the one door through which data enters the client. Tests build one each,
 * optionally from a known state, against their own server, with the page's answers.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const rootReducer = rootReducerOf();
  const lazyMiddleware = createDynamicMiddleware();
  const answers = new Map(options.preloadedAnswers ?? []);
  const joined = new Set<string>();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    // Redux DevTools in development builds only.
    devTools: process.env.NODE_ENV !== 'production',
    preloadedState: {
      session: { token: readStoredToken(storage), expired: false },
      ...(options.startPath === undefined ? {} : { navigation: navigationAt(options.startPath) }),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { graphqlUrl: options.graphqlUrl } satisfies ApiConfig } })
        .prepend(sessionPersistence(storage))
        .concat(lazyMiddleware.middleware),
  });
  return Object.assign(store, {
    /** The GraphQL endpoint this store was given (tests' servers), if any. */
    graphqlUrl: options.graphqlUrl,
    /** Adds a lazily loaded part to this store; false when it had joined already. */
    addLazyPart<Path extends keyof LazyLoadedSlices & string>(part: LazyPart<Path>): boolean {
      if (joined.has(part.reducerPath)) return false;
      joined.add(part.reducerPath);
      rootReducer.inject({ reducerPath: part.reducerPath, reducer: part.reducer } as never);
      if (part.middleware) lazyMiddleware.addMiddleware(part.middleware);
      store.dispatch(lazyPartLoaded(part.reducerPath));
      return true;
    },
    /** Hands over (once) the page's answers for the named query (store/api/pageAnswers.ts). */
    takePreloadedAnswers(operationName: string): TakenAnswer[] {
      return takeAnswers(answers, operationName);
    },
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
