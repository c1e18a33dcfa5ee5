import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { withAuditLog } from './auditLog.ts';
import { refuseAllButJson, refuseOverLimits, validationRules } from './armor.ts';
import { contextFor, requestServices } from './context.ts';
import type { Services } from '../services.ts';
import { formatExecution } from './errorFormatter.ts';
import { dropReservedVariableKeys, graphqlMediaType, labelMediaType, refuseMalformedParameters } from './http.ts';
import { withCheckedInputs } from './inputs.ts';
import { withStoredImageAddresses } from './imageAddresses.ts';
import { cachedAnswers } from './cachedAnswers.ts';
import { resolvers } from './resolvers.ts';
import { refuseMalformedGraphqlText } from './wellFormed.ts';

const schema = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

/**
 * The whole `/graphql` request (POST, and GET for queries), in the order it runs. Each step is a
 * hook of the GraphQL routes themselves (mercurius's route options), so it runs for them and for
 * nothing else, GraphiQL's routes included:
 *   1. before the body is read: JSON only, so that a cross-site form cannot post (415);
 *   2. before the schema checks the body: parameters of the right JSON types (400), and keys of
 *      the variables starting with `__` dropped (no input field has one); before that, as for
 *      every route, a body of UTF-8 and text in it and in the address that is well-formed
 *      (BAD_USER_INPUT: server/plugins/app/wellFormedInput.ts);
 *   3. before mercurius: one operation within the size and token limits (400), then a public read
 *      kept in memory is answered at once;
 *   4. mercurius: parse (its document cache), validate (with Armor's depth and alias rules), refuse
 *      text GraphQL decoded that is not well-formed (variables, literals: server/graphql/wellFormed.ts),
 *      run (compiled by graphql-jit), errors shaped by server/graphql/errorFormatter.ts; each mutation
 *      is recorded in the audit log as it succeeds, each sign-in as it succeeds or fails
 *      (server/graphql/auditLog.ts);
 *   5. as the answer goes out: a public read's answer is kept, and every answer is labelled with
 *      the media type the request asked for.
 */
function requestSteps(app: FastifyInstance, services: Pick<Services, 'readCache'>): RouteShorthandOptions {
  const cache = cachedAnswers(services.readCache, app.config.publicUrl);
  return {
    // What a preParsing step resolves with replaces the body unless it is undefined, as it is once a
    // refusal has gone out.
    preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
      await refuseAllButJson(request, reply);
    },
    preValidation: [refuseMalformedParameters, dropReservedVariableKeys],
    preHandler: [refuseOverLimits, cache.answer],
    // One function, not a list: mercurius gives both routes the same options object, and
    // @fastify/compress appends its own step to a route's onSend list in place.
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const answer = cache.keep(request, reply, payload);
      labelMediaType(request, reply);
      return answer;
    },
  };
}

/**
 * `POST /graphql`, `GET /graphql` (queries) and, in development, GraphiQL. Registered on the root
 * (fastify-plugin), so that `app.graphql` executes the schema for the rest of the server too (the
 * pages' carried answers, server/graphql/execute.ts).
 */
async function graphqlRoute(app: FastifyInstance, { services }: { services: Services }) {
  const { production } = app.config;
  const graphqlOptions: MercuriusOptions = {
    schema,
    resolvers: withAuditLog(withCheckedInputs(schema, withStoredImageAddresses(schema, resolvers))),
    context: contextFor(requestServices(services, app.config.publicUrl)),
    additionalRouteOptions: requestSteps(app, services),
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
  app.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
    refuseMalformedGraphqlText(document, variables);
  });
}

export default fp(graphqlRoute, { name: 'graphql-route' });
