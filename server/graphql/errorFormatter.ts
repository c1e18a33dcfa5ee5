import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../core/errors.ts';
import { withoutSuggestions } from './armor.ts';
import { GRAPHQL_RESPONSE, LEGACY_JSON, type GraphqlMediaType } from './http.ts';

interface Execution {
  data?: Record<string, unknown> | null;
  errors: readonly GraphQLError[];
  statusCode?: number;
}

interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: Record<string, unknown>;
}

/**
 * Whether the request was well-formed but its document failed before execution: parsing,
 * validation, depth or variable coercion (mercurius wraps those in MER_ERR_GQL_VALIDATION, as it
 * does malformed parameters, which are no document's fault and keep their 400).
 */
function documentFailed(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { code?: unknown; errors?: unknown }) | undefined;
  // graphql-js's own, raised before execution by execute() itself (an operation name the document lacks).
  if (!original && !error.path) return true;
  if (original?.code !== 'MER_ERR_GQL_VALIDATION' || !Array.isArray(original.errors)) return false;
  return original.errors.every(
    (inner: { code?: unknown }) => inner instanceof GraphQLError || inner.code === 'MER_ERR_GQL_QUERY_DEPTH',
  );
}

/**
 * Shapes every GraphQL error the server sends: our own errors keep their message and code,
 * GraphQL's own (syntax, validation, variable coercion) say what was wrong with the request,
 * and anything else is masked as INTERNAL_SERVER_ERROR with the detail only in the log.
 * A request that failed before execution answers 400 without `data` in
 * application/graphql-response+json, and 200 with `data: null` in legacy application/json.
 */
export function formatExecution(
  execution: Execution,
  log: FastifyBaseLogger,
  production = false,
  mediaType: GraphqlMediaType = LEGACY_JSON,
) {
  const failedBeforeExecution = execution.errors.some(documentFailed);
  const errors = execution.errors.flatMap((error): FormattedError[] => {
    const original = error.originalError as (Error & { errors?: unknown; statusCode?: number }) | undefined;
    if (original && Array.isArray(original.errors)) {
      return (original.errors as GraphQLError[]).map((inner) => shape(inner, requestErrorCode(inner)));
    }
    if (original instanceof AppError) {
      return [shape(error, original.code, original.extra)];
    }
    if (!original || original instanceof GraphQLError) {
      return [shape(error, 'BAD_USER_INPUT')];
    }
    if (typeof original.statusCode === 'number' && original.statusCode < 500) {
      return [shape(error, 'BAD_REQUEST')];
    }
    log.error({ err: original, path: error.path }, 'resolver failed');
    return [{ message: 'Internal server error', path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
  });

  // As mercurius does: a request that failed as a whole keeps the HTTP status of its error.
  let statusCode = 200;
  const only = execution.errors.length === 1 ? (execution.errors[0]!.originalError as { statusCode?: unknown }) : undefined;
  if (!execution.data && typeof execution.statusCode === 'number') statusCode = execution.statusCode;
  else if (!execution.data && typeof only?.statusCode === 'number') statusCode = only.statusCode;
  if (production) for (const error of errors) error.message = withoutSuggestions(error.message);
  if (failedBeforeExecution && mediaType === LEGACY_JSON) statusCode = 200;
  if (failedBeforeExecution && mediaType === GRAPHQL_RESPONSE) {
    // No `data` entry at all: nothing was executed (mercurius sends what it is given).
    return { statusCode: 400, response: { errors } as { data: null; errors: FormattedError[] } };
  }
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

function requestErrorCode(error: GraphQLError): string {
  if (error.message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
  // A variable of the wrong value (an unknown category, a missing field) is bad input, not a bad document.
  if (error.message.startsWith('Variable "$')) return 'BAD_USER_INPUT';
  return 'GRAPHQL_VALIDATION_FAILED';
}

function shape(error: GraphQLError, code: string, extra: Record<string, unknown> = {}): FormattedError {
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { ...extra, code },
  };
}
