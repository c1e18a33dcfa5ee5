import { GraphQLScalarType, Kind } from 'graphql';

/** The API's Timestamp scalar. */
export const Timestamp = new GraphQLScalarType({
  name: 'Timestamp',
  description: 'Milliseconds since the epoch, a JSON number',
  serialize: (value) => Number(value),
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError('Timestamp must be a number');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) throw new TypeError('Timestamp must be a number');
    return Number(ast.value);
  },
});
