import { GraphQLError, Lexer, NoSchemaIntrospectionCustomRule, Source, TokenKind, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  depth: 8,
  aliases: 15,
  /** Lexical tokens in one document: ample for the app's documents, small for abuse. */
  tokens: 1_500,
  bodyBytes: 1024 * 1024,
} as const;

/** Refuses documents with more than `max` aliased fields (alias-based amplification). */
export function maxAliasesRule(max: number): ValidationRule {
  return (context) => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${max} are allowed in one request`, { nodes: [node] }));
        }
      },
    };
  };
}

/** Counts lexical tokens up to `max + 1`, without building a syntax tree. */
export function exceedsTokenLimit(query: string, max: number): boolean {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      if (++count > max) return true;
    }
  } catch {
    // A syntax error is reported by the parser with its own message.
  }
  return false;
}

export function validationRules(production: boolean): ValidationRule[] {
  return [maxAliasesRule(GRAPHQL_LIMITS.aliases), ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
}

/** graphql-js suggests field names ("Did you mean ...?"), which maps the schema for a stranger. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean .*\?$/, '');
}
