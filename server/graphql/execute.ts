// A public read answered inside the server, for a page that carries its first query's answer: the
// real schema executed in this process (mercurius's app.graphql, the same resolvers and rules as
// POST /graphql), with the request's post reads, the site's content and the payment settings as
// its context, so the page's answer is the API's.
import type { FastifyInstance } from 'fastify';
import type { ReadSources } from '../posts/index.ts';

/**
 * The `data` POST /graphql answers to `document` with `variables` from `origin` (image addresses are
 * absolute on it: server/graphql/imageAddresses.ts), read from `sources` (the request's post reads,
 * the site's content and the ways to pay online); rejects when the answer holds errors.
 */
export async function executePublicRead(
  app: FastifyInstance,
  sources: ReadSources,
  origin: string,
  document: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  // The public reads' resolvers need only these of the request's context (server/posts/publicReads.ts),
  // and their images the origin.
  const context: ReadSources & { origin: string } = { posts: sources.posts, siteContent: sources.siteContent, giving: sources.giving, origin };
  const result = await app.graphql(document, context as Parameters<FastifyInstance['graphql']>[1], variables);
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data;
}
