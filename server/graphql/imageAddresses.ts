// Image addresses in the API (server/uploads/addresses.ts): every `Image.url` is answered absolute,
// on the context's origin (PUBLIC_URL, else the request's), and so is each image of the site
// content a reader is answered (`SiteContent.content`; the editor's own reads keep the stored
// paths, which its writes send back); every `ImageToBeSaved.url` an operation is sent is stored as
// this site's path when it is on that origin, so a client sends back what it was answered and reads
// back the very addresses it saved. Derived from the schemas, so no resolver can forget either.
import { buildSchema, isInputObjectType, isListType, isNonNullType, type GraphQLInputType, type GraphQLObjectType } from 'graphql';
import { absoluteImageUrl, storedImageUrl } from '../uploads/index.ts';
import { SECTIONS, isSectionName, type Fields } from '../../shared/siteContent/schema.ts';
import type { RequestContext } from './context.ts';
import type { ImageResolvers, SiteContentResolvers } from './resolvers.generated.ts';

/** The input type of an image address a client sends. */
const IMAGE_INPUT = 'ImageToBeSaved';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const imageFields = {
  url: (image, _args, ctx) => absoluteImageUrl(image.url, ctx.origin),
} satisfies ImageResolvers;

/** A site content record with the `src` of each of its image fields absolute on `origin`, in place of the stored one. */
function withAbsoluteImages(fields: Fields, record: Record<string, unknown>, origin: string): Record<string, unknown> {
  const shown = { ...record };
  for (const [name, field] of Object.entries(fields)) {
    const value = shown[name];
    if (field.kind === 'image' && isRecord(value) && typeof value.src === 'string') {
      shown[name] = { ...value, src: absoluteImageUrl(value.src, origin) };
    } else if (field.kind === 'list' && Array.isArray(value)) {
      shown[name] = value.map((item) => (isRecord(item) ? withAbsoluteImages(field.item, item, origin) : item));
    } else if (field.kind === 'group' && isRecord(value)) {
      shown[name] = withAbsoluteImages(field.fields, value, origin);
    }
  }
  return shown;
}

export const siteContentFields = {
  content: ({ section, content }, _args, ctx) => {
    if (!isSectionName(section)) return content;
    const record: unknown = JSON.parse(content);
    return isRecord(record) ? JSON.stringify(withAbsoluteImages(SECTIONS[section].fields, record, ctx.origin)) : content;
  },
} satisfies SiteContentResolvers;

type Rewrite = (value: unknown, origin: string) => unknown;
type Resolver = (root: unknown, args: Record<string, unknown>, ctx: RequestContext, ...rest: unknown[]) => unknown;
type ResolverMap = Record<string, unknown>;

/** How a value of `type` is stored, or null when it holds no image address. */
function rewriteOf(type: GraphQLInputType, visiting = new Set<string>()): Rewrite | null {
  if (isNonNullType(type)) return rewriteOf(type.ofType, visiting);
  if (isListType(type)) {
    const item = rewriteOf(type.ofType, visiting);
    return item && ((value, origin) => (Array.isArray(value) ? value.map((one) => item(one, origin)) : value));
  }
  if (!isInputObjectType(type) || visiting.has(type.name)) return null;
  if (type.name === IMAGE_INPUT) {
    return (value, origin) => (isRecord(value) && typeof value.url === 'string' ? { ...value, url: storedImageUrl(value.url, [origin]) } : value);
  }
  visiting.add(type.name);
  const fields = Object.values(type.getFields()).flatMap((field) => {
    const rewrite = rewriteOf(field.type, visiting);
    return rewrite ? [{ name: field.name, rewrite }] : [];
  });
  visiting.delete(type.name);
  if (fields.length === 0) return null;
  return (value, origin) => {
    if (!isRecord(value)) return value;
    const stored = { ...value };
    for (const { name, rewrite } of fields) if (name in stored) stored[name] = rewrite(stored[name], origin);
    return stored;
  };
}

function storedFields(type: GraphQLObjectType | null | undefined, resolvers: ResolverMap | undefined): ResolverMap | undefined {
  if (!type || !resolvers) return resolvers;
  const wrapped: ResolverMap = { ...resolvers };
  for (const field of Object.values(type.getFields())) {
    const resolve = resolvers[field.name];
    const rewrites = field.args.flatMap((arg) => {
      const rewrite = rewriteOf(arg.type);
      return rewrite ? [{ name: arg.name, rewrite }] : [];
    });
    if (typeof resolve !== 'function' || rewrites.length === 0) continue;
    wrapped[field.name] = (root: unknown, args: Record<string, unknown>, ctx: RequestContext, ...rest: unknown[]) => {
      const stored = { ...args };
      for (const { name, rewrite } of rewrites) if (name in stored) stored[name] = rewrite(stored[name], ctx.origin);
      return (resolve as Resolver)(root, stored, ctx, ...rest);
    };
  }
  return wrapped;
}

/** The resolvers, each query and mutation given the image addresses it is sent as they are stored. */
export function withStoredImageAddresses<R extends { Query?: unknown; Mutation?: unknown }>(schemaText: string, resolvers: R): R {
  const schema = buildSchema(schemaText);
  return {
    ...resolvers,
    Query: storedFields(schema.getQueryType(), resolvers.Query as ResolverMap | undefined),
    Mutation: storedFields(schema.getMutationType(), resolvers.Mutation as ResolverMap | undefined),
  };
}
