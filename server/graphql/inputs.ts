// The checks every argument of the API gets before any resolver runs, derived from the schema's
// types so that no resolver can forget them: no NUL in a String or an ID (PostgreSQL refuses it
// in text and the request would fail as an internal error), and no ID longer than any id is.
// GraphQL itself keeps Int within 32 bits; the ranges of each number are the resolvers'.
import {
  buildSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { badInput } from '../core/errors.ts';
import { idProblem, textProblem } from '../db/values.ts';

type Check = (value: unknown, field: string) => void;
type Resolver = (root: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown;
type ResolverMap = Record<string, unknown>;

const refuse = (problem: string | null, field: string) => {
  if (problem) throw badInput(problem, field);
};

const SCALAR_CHECKS: Record<string, Check> = {
  ID: (value, field) => typeof value === 'string' && refuse(idProblem(value, field), field),
  String: (value, field) => typeof value === 'string' && refuse(textProblem(value, field), field),
};

/** The check of a value of `type`, or null when nothing of it needs checking. */
function checkOf(type: GraphQLInputType): Check | null {
  if (isNonNullType(type)) return checkOf(type.ofType);
  if (isListType(type)) {
    const item = checkOf(type.ofType);
    if (!item) return null;
    return (value, field) => {
      if (Array.isArray(value)) value.forEach((one, index) => item(one, `${field}[${index}]`));
    };
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).flatMap((member) => {
      const check = checkOf(member.type);
      return check ? [{ name: member.name, check }] : [];
    });
    if (fields.length === 0) return null;
    return (value, field) => {
      if (value === null || typeof value !== 'object') return;
      // Fields are named as the validation names them: `title`, `contentSections[0].paragraph1`.
      for (const { name, check } of fields) check((value as Record<string, unknown>)[name], field ? `${field}.${name}` : name);
    };
  }
  return isScalarType(type) ? (SCALAR_CHECKS[type.name] ?? null) : null;
}

/** The check of a root field's arguments; an `input` object's fields are named without `input.`. */
function argumentsCheck(field: GraphQLField<unknown, unknown>): ((args: Record<string, unknown>) => void) | null {
  const checks = field.args.flatMap((arg) => {
    const check = checkOf(arg.type);
    const named = arg.name === 'input' && isInputObjectType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) ? '' : arg.name;
    return check ? [{ name: arg.name, named, check }] : [];
  });
  if (checks.length === 0) return null;
  return (args) => {
    for (const { name, named, check } of checks) check(args[name], named);
  };
}

function checkedFields(type: GraphQLObjectType | null | undefined, resolvers: ResolverMap | undefined): ResolverMap | undefined {
  if (!type || !resolvers) return resolvers;
  const checked: ResolverMap = { ...resolvers };
  for (const field of Object.values(type.getFields())) {
    const resolve = resolvers[field.name];
    const check = argumentsCheck(field);
    if (typeof resolve !== 'function' || !check) continue;
    checked[field.name] = (root: unknown, args: Record<string, unknown>, ...rest: unknown[]) => {
      check(args);
      return (resolve as Resolver)(root, args, ...rest);
    };
  }
  return checked;
}

/** The resolvers, each query and mutation checking its arguments first (BAD_USER_INPUT naming the field). */
export function withCheckedInputs<R extends { Query?: unknown; Mutation?: unknown }>(schemaText: string, resolvers: R): R {
  const schema = buildSchema(schemaText);
  return {
    ...resolvers,
    Query: checkedFields(schema.getQueryType(), resolvers.Query as ResolverMap | undefined),
    Mutation: checkedFields(schema.getMutationType(), resolvers.Mutation as ResolverMap | undefined),
  };
}
