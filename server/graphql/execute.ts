// A public read answered inside the server, for a page that carries its first query's answer: the
// real schema executed in this process (mercurius's app.graphql, the same resolvers and rules as
// POST /graphql), with the request's post reads as its context, so the page's answer is the API's.
import type { FastifyInstance } from 'fastify';
import type { PostReads } from '../posts/readService.ts';

/** The `data` POST /graphql answers to `document` with `variables`; rejects when the answer holds errors. */
export async function executePublicRead(
  app: FastifyInstance,
  posts: PostReads,
  document: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  // The public reads' resolvers need only the post reads of the request's context.
  const result = await app.graphql(document, { posts } as Parameters<FastifyInstance['graphql']>[1], variables);
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data;
}
