// GraphQL Armor's rules for what one request may ask: depth, aliases and tokens are refused with
// the limits below, and field suggestions ("Did you mean ...?") are hidden in production, since
// they map the schema for a stranger. The validation rules go to mercurius, and the request's own
// checks (JSON only, one operation, size and tokens) run before it parses anything: both are steps
// of the /graphql route (server/graphql/route.ts).
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  depth: 8,
  aliases: 15,
  /** Lexical tokens in one document: ample for the app's documents, small for abuse. */
  tokens: 1_500,
  /**
   * Characters in one document, comments and spaces included (tokens do not count them): the
   * app's documents are under 2 KB. (What a parsed document costs is bounded by its tokens;
   * how many are kept, by mercurius's cache size in server/graphql/route.ts.)
   */
  documentChars: 16 * 1024,
  bodyBytes: 1024 * 1024,
} as const;

/**
 * The mutations that check a password (Argon2, deliberately slow) or a sign-in code: one request
 * may ask for one of them at most, so that aliases (`a: confirmPassword(...) b: ...`) cannot
 * multiply that work, or the codes tried, by the alias limit.
 */
export const ONE_PER_REQUEST = new Set([
  'login_user',
  'login_second_factor',
  'confirmPassword',
  'changePassword',
  'disableTwoFactor',
  'confirmTwoFactorSetup',
  'resetPassword',
  'acceptInvitation',
]);
export const ONE_CHECK_PER_REQUEST = 'At most one password or code check is allowed in one request';

/** Refuses a document asking for more than one of ONE_PER_REQUEST (however aliased or in fragments). */
export const onePasswordCheckRule: ValidationRule = (context) => {
  let seen = 0;
  return {
    Field(node) {
      if (context.getParentType()?.name !== 'Mutation' || !ONE_PER_REQUEST.has(node.name.value)) return;
      seen++;
      if (seen === 2) context.reportError(new GraphQLError(ONE_CHECK_PER_REQUEST, { nodes: [node] }));
    },
  };
};

/** Armor reports a refusal by throwing out of graphql's validation; report it as a validation error instead. */
const reportAs = (message: (armorMessage: string) => string) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(message(error.message)))],
});

/** The rules every document is validated with, besides graphql's own. */
export function validationRules(production: boolean): ValidationRule[] {
  return [
    maxDepthRule({
      n: GRAPHQL_LIMITS.depth,
      // Introspection is development-only, and as deep as any query: it is held to the limit too.
      ignoreIntrospection: false,
      ...reportAs((armor) => `The query depth (${/found (\d+)/.exec(armor)?.[1] ?? '?'}) exceeds the query depth limit of ${GRAPHQL_LIMITS.depth}`),
    }) as unknown as ValidationRule,
    maxAliasesRule({
      n: GRAPHQL_LIMITS.aliases,
      ...reportAs(() => `Too many aliases: at most ${GRAPHQL_LIMITS.aliases} are allowed in one request`),
    }) as unknown as ValidationRule,
    onePasswordCheckRule,
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

const suggestionsHidden = blockFieldSuggestionsPlugin({ mask: '' }).onValidate!({} as never) as unknown as (end: {
  valid: boolean;
  result: readonly GraphQLError[];
  setResult: (errors: readonly GraphQLError[]) => void;
}) => void;

/** An error's message without graphql-js's "Did you mean ...?" (armor's block-field-suggestions). */
export function withoutSuggestions(message: string): string {
  const error = new GraphQLError(message);
  suggestionsHidden({ valid: false, result: [error], setResult: () => {} });
  return error.message;
}

const MAX_REMEMBERED = 500;
const withinTokens = new Set<string>();

/** Whether a document has more tokens than allowed (armor's counting parser; syntax errors are the parser's). */
export function exceedsTokenLimit(query: string, max: number = GRAPHQL_LIMITS.tokens): boolean {
  if (max === GRAPHQL_LIMITS.tokens && withinTokens.has(query)) return false;
  let exceeded = false;
  try {
    new MaxTokensParserWLexer(query, {
      n: max,
      noLocation: true,
      onReject: [() => (exceeded = true)],
      propagateOnRejection: true,
    }).parseDocument();
  } catch {
    // A syntax error is reported by mercurius's own parse, with its own message.
  }
  if (!exceeded && max === GRAPHQL_LIMITS.tokens) {
    // The documents a client sends are few and the same each time: each is counted once.
    if (withinTokens.size >= MAX_REMEMBERED) withinTokens.clear();
    withinTokens.add(query);
  }
  return exceeded;
}

function graphqlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ data: null, errors: [{ message, extensions: { code } }] });
}

// Each step that refuses answers with the reply: Fastify then waits for it to go out and runs
// nothing more of the request (returning nothing would let mercurius run it too).

/** CSRF: a form on another site can POST only "simple" content types; JSON it cannot send. */
export async function refuseAllButJson(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.method !== 'POST') return undefined;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return undefined;
  return graphqlError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'GraphQL requests must be sent as application/json');
}

/** One operation per request, within the document's size and token limits. */
export async function refuseOverLimits(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const source = request.method === 'POST' ? request.body : request.query;
  if (Array.isArray(source)) {
    return graphqlError(reply, 400, 'BAD_REQUEST', 'Batched requests are not supported: send one operation per request');
  }
  const query = (source as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return undefined;
  if (query.length > GRAPHQL_LIMITS.documentChars) {
    return graphqlError(reply, 400, 'QUERY_TOO_COMPLEX', `The query is too large: at most ${GRAPHQL_LIMITS.documentChars} characters are allowed`);
  }
  if (exceedsTokenLimit(query)) {
    return graphqlError(reply, 400, 'QUERY_TOO_COMPLEX', `The query is too large: at most ${GRAPHQL_LIMITS.tokens} tokens are allowed`);
  }
  return undefined;
}
