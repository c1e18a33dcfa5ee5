/**
 * Where the app sends its GraphQL requests: the store's (tests give their server's), else
 * GRAPHQL_URL given at build time (an API on another host), else this site's /graphql.
 */
export function graphqlEndpoint(configured?: string): string {
  return configured ?? (process.env.GRAPHQL_URL || new URL('/graphql', globalThis.location?.origin ?? 'http://localhost').toString());
}
