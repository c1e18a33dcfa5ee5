import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { GraphQLClient } from 'graphql-request';
import type { ApiConfig, AppStore } from '../index.ts';
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

/**
 * Adds the api to `store` if it is not there yet (store/index.ts, LazyLoadedSlices). The loader of
 * every lazily loaded page or component that calls the server runs it before that page or
 * component renders (the module's `prepareStore`, src/lib/storeLoading.ts), so the api's hooks
 * always find their state and middleware.
 */
export function joinApi(store: Pick<AppStore, 'addLazyPart'>): void {
  store.addLazyPart({ reducerPath: 'api', reducer: api.reducer, middleware: api.middleware });
}
