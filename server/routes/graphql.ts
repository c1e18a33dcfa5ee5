import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { contextFor } from '../graphql/context.ts';
import { formatExecution } from '../graphql/errors.ts';
import { serveReadsFromCache } from '../graphql/readCache.ts';
import { resolvers } from '../graphql/resolvers/index.ts';
import { validationRules } from '../plugins/external/graphqlArmor.ts';

const schema = readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8');

/** `POST /graphql`, `GET /graphql` (queries; the public post reads answered from the read cache) and, in development, GraphiQL. */
export default async function graphqlRoutes(app: FastifyInstance) {
  const { production } = app.config;
  serveReadsFromCache(app, app.readCache);
  const graphqlOptions: MercuriusOptions = {
    schema,
    resolvers: resolvers as unknown as IResolvers,
    context: contextFor({
      repos: app.repos,
      tokens: app.tokens,
      loginThrottle: app.loginThrottle,
      contactLimit: app.contactLimit,
      posts: app.posts,
    }),
    // Compile each query's execution with graphql-jit after its first run.
    jit: 1,
    graphiql: !production,
    validationRules: validationRules(production),
    allowBatchedQueries: false,
    errorFormatter: (execution, ctx) => formatExecution(execution, ctx.reply?.log ?? app.log, production),
  };
  await app.register(mercurius, graphqlOptions);
}
