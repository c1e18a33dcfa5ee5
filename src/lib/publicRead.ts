// A public read with a plain fetch, for what a visitor's page asks without the store's API client
// (RTK Query and graphql-request join only with the pages and forms that need them): the app's
// endpoint (store/graphqlUrl.ts) and, when it fails, the app's error shape (./publicReadFailure.ts,
// loaded only then, so a page's first visit does not carry it).
import type { ApiConfig } from '../../store/index.ts';
import { graphqlEndpoint } from '../../store/graphqlUrl.ts';
import type { Failure } from './publicReadFailure.ts';

async function failed(failure: Failure): Promise<never> {
  throw (await import('./publicReadFailure.ts')).describeFailure(failure);
}

/**
 * The data `document` answers, asked without a session of the endpoint `store` is configured
 * with; rejects with an ApiError (a GraphQL error's code and field, NETWORK_ERROR, HTTP_<status>,
 * BAD_RESPONSE) when the answer has errors or no data.
 */
export async function publicRead<Data>(store: ApiConfig, document: string, variables: Record<string, unknown>): Promise<Data> {
  let response: Response;
  try {
    response = await fetch(graphqlEndpoint(store.graphqlUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables }),
    });
  } catch (thrown) {
    return failed({ thrown });
  }
  const body = (await response.json().catch(() => null)) as { data?: Data | null; errors?: unknown } | null;
  if (body?.data && !body.errors && response.ok) return body.data;
  return failed({ status: response.status, ok: response.ok, body });
}
