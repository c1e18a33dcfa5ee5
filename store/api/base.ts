import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { GraphQLClient } from 'graphql-request';
import { RENEWED_TOKEN_HEADER } from '../../shared/constants.ts';
import type { ApiConfig, AppStore } from '../index.ts';
import { graphqlEndpoint } from '../graphqlUrl.ts';
import { tokenReceived } from '../sessionSlice.ts';
import { failure, type ApiError } from './errors.ts';

export interface GraphqlArgs {
  document: string;
  variables?: Record<string, unknown>;
}

interface StateWithSession {
  session: { token: string | null };
}


export const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (
  { document, variables },
  { getState, extra, signal, dispatch },
) => {
  const token = (getState() as StateWithSession).session.token;
  const client = new GraphQLClient(graphqlEndpoint((extra as ApiConfig | undefined)?.graphqlUrl), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  try {
    const { data, headers } = await client.rawRequest(document, variables);
    // The server renews a token in use; it is kept only if the person is still signed in with the
    // token that asked (a sign-out or another sign-in while the request ran wins).
    const renewed = headers.get(RENEWED_TOKEN_HEADER);
    if (renewed && token && (getState() as StateWithSession).session.token === token) dispatch(tokenReceived(renewed));
    return { data };
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
