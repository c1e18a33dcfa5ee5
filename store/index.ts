import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Dispatch,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type Store,
  type StoreEnhancer,
  type UnknownAction,
} from 'redux';
import { withExtraArgument, type ThunkDispatch } from 'redux-thunk';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { createAction } from './actions.ts';
import { autoBatch } from './autoBatch.ts';
import { navigationAt, navigationReducer, type NavigationState } from './navigationSlice.ts';
import { sessionPersistence } from './persistence.ts';
import { takeAnswers, type PreloadedAnswers, type TakenAnswer } from './preloaded.ts';
import { readStoredToken, sessionReducer, type SessionState } from './sessionSlice.ts';

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

/** The parts every page's first script carries. */
interface FirstLoadState {
  navigation: NavigationState;
  session: SessionState;
}

// A lazy part is in the state whenever code that reads it runs (its loader joined it first), so
// the state type shows it as present.
export type RootState = FirstLoadState & LazyLoadedSlices;

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
 * The middleware of the parts that join later: each is applied to the store once, when it joins,
 * and runs after the store's own middleware.
 */
function lazyMiddlewareSlot() {
  const added: Middleware[] = [];
  const applied = new Map<Middleware, (next: Dispatch) => Dispatch>();
  const middleware: Middleware = (storeApi: MiddlewareAPI) => (next) => {
    let chainOf = 0;
    let chain = next as Dispatch;
    return (action) => {
      if (chainOf !== added.length) {
        for (const part of added) if (!applied.has(part)) applied.set(part, part(storeApi) as (next: Dispatch) => Dispatch);
        chain = compose<Dispatch>(...added.map((part) => applied.get(part)!))(next as Dispatch);
        chainOf = added.length;
      }
      return chain(action as UnknownAction);
    };
  };
  const add = (part: Middleware) => {
    if (!added.includes(part)) added.push(part);
  };
  return { middleware, add };
}

/** Redux DevTools' compose, in development builds when the browser has the extension. */
function devToolsCompose(): typeof compose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  const extension = (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: object) => typeof compose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return extension ? extension({ trace: true }) : compose;
}

/** What the store's dispatch takes: actions, and the thunks RTK Query dispatches (given the ApiConfig). */
export type AppDispatch = ThunkDispatch<RootState, ApiConfig, UnknownAction> & Dispatch<UnknownAction>;

/**
 * A fresh store: the one door through which data enters the client. Tests build one each,
 * optionally from a known state, against their own server, with the page's answers.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const reducers: Record<string, Reducer> = { navigation: navigationReducer, session: sessionReducer };
  let combined = combineReducers(reducers);
  const rootReducer = (state: RootState | undefined, action: UnknownAction) => combined(state, action) as RootState;
  const lazyMiddleware = lazyMiddlewareSlot();
  const answers = new Map(options.preloadedAnswers ?? []);
  const joined = new Set<string>();
  const thunk = withExtraArgument<RootState, UnknownAction, ApiConfig>({ graphqlUrl: options.graphqlUrl });
  const enhancer = devToolsCompose()(
    applyMiddleware(sessionPersistence(storage), thunk as Middleware, lazyMiddleware.middleware),
    autoBatch,
  ) as StoreEnhancer<{ dispatch: AppDispatch }>;
  const initialState = {
    session: { token: readStoredToken(storage), expired: false },
    ...(options.startPath === undefined ? {} : { navigation: navigationAt(options.startPath) }),
    ...preloadedState,
  } as RootState;
  const store = createStore(rootReducer as Reducer<RootState, UnknownAction, RootState>, initialState, enhancer) as Store<RootState, UnknownAction> & {
    dispatch: AppDispatch;
  };
  return Object.assign(store, {
    /** The GraphQL endpoint this store was given (tests' servers), if any. */
    graphqlUrl: options.graphqlUrl,
    /** Adds a lazily loaded part to this store; false when it had joined already. */
    addLazyPart<Path extends keyof LazyLoadedSlices & string>(part: LazyPart<Path>): boolean {
      if (joined.has(part.reducerPath)) return false;
      joined.add(part.reducerPath);
      reducers[part.reducerPath] = part.reducer as Reducer;
      combined = combineReducers(reducers);
      if (part.middleware) lazyMiddleware.add(part.middleware);
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

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
