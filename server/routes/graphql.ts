import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { contextFor } from '../graphql/context.ts';
import { formatExecution } from '../graphql/errorFormatter.ts';
import { graphqlMediaType, registerGraphqlMediaType } from '../graphql/http.ts';
import { withCheckedInputs } from '../graphql/inputs.ts';
import { serveReadsFromCache } from '../graphql/readCache.ts';
import { resolvers } from '../graphql/resolvers/index.ts';
import { validationRules } from '../plugins/external/graphqlArmor.ts';

const schema = readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8');

/** `POST /graphql`, `GET /graphql` (queries; the public post reads answered from the read cache) and, in development, GraphiQL. */
export default async function graphqlRoutes(app: FastifyInstance) {
  const { production } = app.config;
  serveReadsFromCache(app, app.readCache);
  // After the read cache's hooks: answers kept in memory go out in the media type asked for too.
  registerGraphqlMediaType(app);
  const graphqlOptions: MercuriusOptions = {
    schema,
    resolvers: withCheckedInputs(schema, resolvers),
    context: contextFor({
      repos: app.repos,
      tokens: app.tokens,
      loginThrottle: app.loginThrottle,
      contactLimit: app.contactLimit,
      subscribeLimit: app.subscribeLimit,
      posts: app.posts,
      mail: app.mail,
    }),
    // Compile each query's execution with graphql-jit once it has run once, between requests
    // (as soon as the event loop has a turn free), not inside one: mercurius skips graphql-js's
    // variable check on a request that compiles, and graphql-jit words a bad variable otherwise
    // ('Variable "$image_urls" got invalid value ...' for `$input`). So every request's variables
    // are checked by graphql-js, with one message whichever way the query then runs.
    jit: { minCount: 1, eluThreshold: 1 },
    // Parsed documents kept (mercurius keeps as many again of those that failed validation, and
    // its LRU up to twice as many of each): the app sends about 30 different documents, and a
    // stranger's distinct documents (each up to 1,500 tokens, about 350 KB once parsed) must not
    // grow memory by more than some tens of MB. The default, 1,024, let them take gigabytes.
    cache: 32,
    graphiql: !production,
    validationRules: validationRules(production),
    allowBatchedQueries: false,
    errorFormatter: (execution, ctx) =>
      formatExecution(execution, ctx.reply?.log ?? app.log, production, graphqlMediaType(ctx.reply?.request.headers.accept)),
  };
  await app.register(mercurius, graphqlOptions);
}
