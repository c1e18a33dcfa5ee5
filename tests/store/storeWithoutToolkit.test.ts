// The store every page's first script carries is built without Redux Toolkit (store/index.ts,
// store/actions.ts, store/autoBatch.ts), yet it must behave as Toolkit's store does for the parts
// that join later with Toolkit (RTK Query, the lazily loaded slices).
import { SHOULD_AUTOBATCH as TOOLKIT_SHOULD_AUTOBATCH, createAction as toolkitCreateAction, createReducer, createSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SHOULD_AUTOBATCH } from '../../store/autoBatch.ts';
import { setupStore } from '../../store/index.ts';
import { linkChosen, menuClosed } from '../../store/navigationSlice.ts';
import { loggedOut, sessionExpired, tokenReceived } from '../../store/sessionSlice.ts';

declare module '../../store/index.ts' {
  interface LazyLoadedSlices {
    counted: { seen: number };
  }
}

const counted = createSlice({
  name: 'counted',
  initialState: { seen: 0 },
  reducers: {
    seen(state, _action: { payload: undefined; meta?: Record<string, unknown> }) {
      state.seen += 1;
    },
  },
});

afterEach(() => vi.useRealTimers());

describe('the first-load actions', () => {
  test('are the actions Toolkit’s createAction makes, and Toolkit’s reducers take their creators', () => {
    expect(tokenReceived('abc')).toEqual(toolkitCreateAction<string>('session/tokenReceived')('abc'));
    expect(loggedOut()).toEqual(toolkitCreateAction('session/loggedOut')());
    expect(loggedOut()).toEqual({ type: 'session/loggedOut', payload: undefined });
    const reducer = createReducer(0, (builder) => builder.addCase(loggedOut, (count) => count + 1));
    expect(reducer(0, loggedOut())).toBe(1);
    expect(reducer(0, sessionExpired())).toBe(0);
    expect(loggedOut.match(loggedOut())).toBe(true);
    expect(loggedOut.match(sessionExpired())).toBe(false);
    expect(loggedOut.match(null)).toBe(false);
  });

  test('an action that changes nothing leaves the state as it was (the same object)', () => {
    const store = setupStore(undefined, { storage: undefined });
    const { navigation, session } = store.getState();
    store.dispatch(menuClosed());
    store.dispatch(loggedOut());
    expect(store.getState().navigation).toBe(navigation);
    expect(store.getState().session).toBe(session);
    store.dispatch(linkChosen('donate'));
    expect(store.getState().navigation).not.toBe(navigation);
  });
});

describe('a lazy part', () => {
  test('joins once: its state appears, its middleware is set up once and sees every action from its joining on', () => {
    const store = setupStore();
    const setUp = vi.fn();
    const seen: string[] = [];
    const middleware = vi.fn(() => {
      setUp();
      return (next: (action: unknown) => unknown) => (action: unknown) => {
        seen.push((action as { type: string }).type);
        return next(action);
      };
    });
    expect(store.addLazyPart({ reducerPath: 'counted', reducer: counted.reducer, middleware })).toBe(true);
    expect(store.addLazyPart({ reducerPath: 'counted', reducer: counted.reducer, middleware })).toBe(false);
    expect(store.getState().counted).toEqual({ seen: 0 });
    store.dispatch(counted.actions.seen(undefined));
    store.dispatch(loggedOut());
    expect(store.getState().counted).toEqual({ seen: 1 });
    expect(setUp).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['store/lazyPartLoaded', 'counted/seen', 'session/loggedOut']);
  });

  test('can dispatch thunks, which get the store’s GraphQL address', () => {
    const store = setupStore(undefined, { graphqlUrl: 'http://127.0.0.1:1/graphql' });
    const extra = store.dispatch((_dispatch, _getState, config) => config);
    expect(extra).toEqual({ graphqlUrl: 'http://127.0.0.1:1/graphql' });
  });
});

describe('subscribers', () => {
  test('the mark RTK Query sets on batched actions is Toolkit’s', () => {
    expect(SHOULD_AUTOBATCH).toBe(TOOLKIT_SHOULD_AUTOBATCH);
  });

  test('are told of each plain action at once, and of marked actions once, a little later', () => {
    vi.useFakeTimers();
    const store = setupStore();
    store.addLazyPart({ reducerPath: 'counted', reducer: counted.reducer });
    const listener = vi.fn();
    store.subscribe(listener);
    const marked = () => ({ ...counted.actions.seen(undefined), meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch(marked());
    store.dispatch(marked());
    store.dispatch(marked());
    expect(listener).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().counted.seen).toBe(3);
    store.dispatch(linkChosen('impact'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
