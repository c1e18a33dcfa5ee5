import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { GraphQLClient } from 'graphql-request';
import { injectLazyPart } from '../index.ts';
import { sessionExpired } from '../sessionSlice.ts';
import { normaliseError, type ApiError } from './errors.ts';

export interface GraphqlArgs {
  document: string;
  variables?: Record<string, unknown>;
}

/** Where the API lives; tests point it at their own server. */
export interface ApiConfig {
  graphqlUrl?: string;
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
    const error = normaliseError(thrown);
    if (error.code === 'UNAUTHENTICATED' && token) dispatch(sessionExpired());
    return { error };
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

// The api is not in the store from the start: it joins when the first module that talks to the
// server loads (see LazyLoadedSlices in store/index.ts).
injectLazyPart(api);
