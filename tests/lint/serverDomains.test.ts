import { describe, expect, test } from 'vitest';
import { LAYER_RULE, eslint, reported } from './lintImports.ts';

// A server feature imports server/graphql/ only in its resolvers and routes (eslint.config.js,
// FEATURE_CODE_BUT_CARRIERS): its rules hold whatever carries a request, and the resolvers call
// them, never the other way round.

describe('a server feature importing server/graphql/ outside its resolvers and routes fails the lint', () => {
  test.each([
    ['the posts importing the resolvers map', 'server/posts/example.ts', "import { resolvers as imported } from '../graphql/resolvers.ts';"],
    ['the audit log importing the request context', 'server/audit/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
    ['a repository importing the GraphQL limits', 'server/posts/exampleRepository.ts', "import { GRAPHQL_LIMITS as imported } from '../graphql/armor.ts';"],
    ['the pages importing the executor', 'server/seo/example.ts', "import { executePublicRead as imported } from '../graphql/execute.ts';"],
    ['the site content importing the resolvers map', 'server/siteContent/example.ts', "import { resolvers as imported } from '../graphql/resolvers.ts';"],
    ['sign-in importing the request context', 'server/staff/signInExample.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
    ['the contact messages importing the GraphQL gate', 'server/contact/example.ts', "import { gated as imported } from '../graphql/gated.ts';"],
    ['the staff accounts importing the GraphQL gate', 'server/staff/example.ts', "import { gatedRead as imported } from '../graphql/gated.ts';"],
    ['bounces importing the request context', 'server/bounces/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
    ['giving importing the shared paging', 'server/giving/example.ts', "import { pageWindow as imported } from '../graphql/paging.ts';"],
    ['erasure importing the request context', 'server/privacy/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([LAYER_RULE]);
  });
});

describe('a feature’s resolvers and routes import server/graphql/', () => {
  test.each([
    ['the posts’ resolvers importing the gate', 'server/posts/resolvers.ts', "import { gated as imported } from '../graphql/gated.ts';"],
    ['a part of the staff’s resolvers importing the generated types', 'server/staff/exampleResolvers.ts', "import type { MutationResolvers as imported } from '../graphql/resolvers.generated.ts';"],
    ['a page route importing the executor', 'server/seo/exampleRoutes.ts', "import { executePublicRead as imported } from '../graphql/execute.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([]);
  });

  test('every domain file keeps to it', async () => {
    const results = await eslint.lintFiles(['server/**/*.ts']);
    const crossing = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === LAYER_RULE).map((message) => `${result.filePath}: ${message.message}`),
    );
    expect(crossing).toEqual([]);
  });
});
