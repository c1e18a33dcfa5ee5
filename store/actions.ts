import type { UnknownAction } from 'redux';

/**
 * Action creators of the parts of the store every page's first script carries (the session, the
 * navigation, the store's own signals), written without Redux Toolkit so that Toolkit, Immer and
 * Reselect arrive only with the pages and forms that use them (RTK Query, the lazily loaded
 * slices). The actions are the ones Toolkit's createAction makes ({ type, payload }, payload
 * undefined when there is none); Toolkit's reducers and matchers take these creators as their own.
 */
// A type, not an interface: it must fit Redux's UnknownAction (an index signature).
export type PayloadAction<P = void, T extends string = string> = {
  type: T;
  payload: P;
};

export interface ActionCreator<P, T extends string> {
  (...payload: [P] extends [void] ? [] : [payload: P]): PayloadAction<P, T>;
  type: T;
  /** Whether `action` is one this creator makes. */
  match(action: unknown): action is PayloadAction<P, T>;
}

export function createAction<P = void, T extends string = string>(type: T): ActionCreator<P, T> {
  const create = (...payload: unknown[]) => ({ type, payload: payload[0] }) as PayloadAction<P, T>;
  const match = (action: unknown): action is PayloadAction<P, T> => (action as UnknownAction | null)?.type === type;
  return Object.assign(create, { type, match });
}

/** `next`, or `state` itself when every field of `next` is the same as in `state` (no change, no new object). */
export function changed<S extends object>(state: S, next: S): S {
  return (Object.keys(next) as (keyof S)[]).every((key) => next[key] === state[key]) ? state : next;
}
