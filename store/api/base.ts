import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { GraphQLClient } from 'graphql-request';
import { useAppStore, type ApiConfig, type AppStore } from '../index.ts';
import { failure, type ApiError } from './errors.ts';

export interface GraphqlArgs {
  document: string;
  variables?: Record<string, unknown>;
}

interface StateWithSession {
  session: { token: string | null };
}

function defaultUrl(): string {
  // GRAPHQL_URL may be given at build time to use an API on another host.
  return process.env.GRAPHQL_URL || new URL('/graphql', globalThis.location?.origin ?? 'http://localhost').toString();
}

export const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (
  { document, variables },
  { getState, extra, signal, dispatch },
) => {
  const token = (getState() as StateWithSession).session.token;
  const client = new GraphQLClient((extra as ApiConfig | undefined)?.graphqlUrl ?? defaultUrl(), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  try {
    return { data: await client.request(document, variables) };
  } catch (thrown) {
    return { error: failure(thrown, { token, dispatch }) };
  }
};

/** The one API of the app; each feature injects its endpoints (store/api/*.ts). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Post', 'Subscriber', 'ContactMessage'],
  endpoints: () => ({}),
});

declare module '../index.ts' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

/** The part of a store the api needs to join it. */
export type ApiHost = Pick<AppStore, 'addLazyPart' | 'takePreloadedAnswers' | 'dispatch' | 'getState'>;

/** Adds the api to `store` if it is not there yet (store/index.ts, LazyLoadedSlices); true when it joined now. */
export function attachApi(store: ApiHost): boolean {
  return store.addLazyPart({ reducerPath: 'api', reducer: api.reducer, middleware: api.middleware });
}

/** For components that call the api: it joins their store before they first read or ask it. */
export function useApi(): AppStore {
  const store = useAppStore();
  attachApi(store);
  return store;
}

/** `hook`, after `join` has made sure the api is in the component's store. */
export function joined<Hook extends (...args: never[]) => unknown>(hook: Hook, join: () => unknown = useApi): Hook {
  return ((...args: Parameters<Hook>) => {
    join();
    return hook(...args);
  }) as Hook;
}
