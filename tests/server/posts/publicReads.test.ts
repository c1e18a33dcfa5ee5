import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_READS, type PublicReadName } from '../../../shared/publicReads.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { executePublicRead } from '../../../server/graphql/execute.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { GET_ALL_POSTS } from '../../kit/documents.ts';
import { INJECTED_ORIGIN } from '../../kit/origin.ts';

// The table of public reads (shared/publicReads.ts) is what the read cache, the read service, the
// pages' carried answers and the app's preloading go by: each entry must be what it says, and be
// answered alike by /graphql and by the server's own read.

const schema = buildSchema(readFileSync(new URL('../../../server/graphql/schema.graphql', import.meta.url), 'utf8'));
const entries = Object.entries(PUBLIC_READS) as [PublicReadName, (typeof PUBLIC_READS)[PublicReadName]][];

describe('the table of public reads', () => {
  test.each(entries)('%s: one query of that name, selecting the Query field of that name', (name, read) => {
    const document = parse(read.document);
    expect(document.definitions).toHaveLength(1);
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operation.kind).toBe(Kind.OPERATION_DEFINITION);
    expect(operation.operation).toBe('query');
    expect(operation.name?.value).toBe(name);
    expect(operation.selectionSet.selections.map((field) => field.kind === Kind.FIELD && field.name.value)).toEqual([name]);
    expect(schema.getQueryType()!.getFields()[name]).toBeDefined();
  });
});

describe.each(databasesOf(import.meta.url))('each public read on $name', (kind) => {
  const server = withServer(kind);
  // TypeScript asks for the variables of every read the table gains.
  const variables: Record<PublicReadName, () => Record<string, unknown>> = {
    getAllPosts: () => ({}),
    getOnePost: () => ({ id: firstId }),
    postCards: () => ({ first: 2 }),
    siteContent: () => ({ section: 'team' }),
    onlinePayWays: () => ({}),
  };
  let firstId = '';

  beforeAll(async () => {
    firstId = (await server.gql<{ getAllPosts: { _id: string }[] }>(GET_ALL_POSTS)).data!.getAllPosts[0]!._id;
  });

  const post = (document: string, asked: Record<string, unknown>) => server.gql(document, asked);

  test.each(entries)('%s, in every language: executed in the server it answers what /graphql answers', async (name, read) => {
    for (const language of LANGUAGES) {
      // A read without a language argument is asked once, as it is.
      const asked = read.document.includes('$language') ? { ...variables[name](), language } : variables[name]();
      const answer = await post(read.document, asked);
      expect(answer.errors, language).toBeUndefined();
      expect(await executePublicRead(server.app, { posts: server.services.posts.forRequest(), siteContent: server.services.siteContent, giving: server.services.giving }, INJECTED_ORIGIN, read.document, asked), language).toEqual(answer.data);
    }
  });

  test.each(entries)('%s: a cacheable answer is kept', async (name, read) => {
    const asked = variables[name]();
    const first = await post(read.document, asked);
    expect(first.errors).toBeUndefined();
    // A kept answer goes out as a cacheable body, with its ETag.
    const again = await post(read.document, asked);
    expect(again).toEqual(first);
    expect(again.headers.has('etag')).toBe(read.cacheable);
    if (read.cacheable) expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
