// Stands in for the `graphql` package in the browser build (see "alias" in package.json).
// graphql-request imports graphql's parser only to read an operation's name and kind; our
// documents are plain strings that always start with a named operation, so reading the header
// is enough, and visitors do not download a GraphQL parser.

export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

const OPERATION_HEADER = /^\s*(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function parse(source: string) {
  const match = OPERATION_HEADER.exec(source);
  if (!match) throw new Error('Documents sent by this app start with a named operation');
  return {
    kind: 'Document',
    definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: match[1], name: { kind: 'Name', value: match[2] } }],
  };
}

export function print(): never {
  throw new Error('Documents sent by this app are plain strings');
}

export class GraphQLError extends Error {}
