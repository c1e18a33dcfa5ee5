// A public read with a plain fetch, for what a visitor's page asks without the store's API client
// (RTK Query and graphql-request join only with the pages and forms that need them): the app's
// endpoint (store/graphqlUrl.ts) and, when it fails, the app's error shape (store/api/errorShape.ts).
import type { ApiConfig } from '../../store/index.ts';
import { graphqlEndpoint } from '../../store/graphqlUrl.ts';
import { BAD_RESPONSE, graphqlError, httpError, thrownError } from '../../store/api/errorShape.ts';

/**
 * The data `document` answers, asked without a session of the endpoint `store` is configured
 * with; rejects with an ApiError (a GraphQL error's code and field, NETWORK_ERROR, HTTP_<status>,
 * BAD_RESPONSE) when there is none.
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
    throw thrownError(thrown);
  }
  const body = (await response.json().catch(() => null)) as { data?: Data | null; errors?: unknown } | null;
  const refused = graphqlError(body?.errors);
  if (refused) throw refused;
  if (!response.ok) throw httpError(response.status, body);
  if (!body?.data) throw BAD_RESPONSE;
  return body.data;
}
