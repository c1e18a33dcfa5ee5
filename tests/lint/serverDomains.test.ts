import { describe, expect, test } from 'vitest';
import { LAYER_RULE, eslint, reported } from './lintImports.ts';

// The server's domains import nothing of server/graphql/ (eslint.config.js, SERVER_DOMAINS): their
// rules hold whatever carries a request, and the resolvers call them, never the other way round.

describe('a server domain importing server/graphql/ fails the lint', () => {
  test.each([
    ['the posts importing a resolver', 'server/posts/example.ts', "import { resolvers as imported } from '../graphql/resolvers/index.ts';"],
    ['the audit log importing the request context', 'server/audit/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
    ['a repository importing the GraphQL limits', 'server/repositories/example.ts', "import { GRAPHQL_LIMITS as imported } from '../graphql/armor.ts';"],
    ['the pages importing the executor', 'server/seo/example.ts', "import { executePublicRead as imported } from '../graphql/execute.ts';"],
    ['the site content importing a resolver', 'server/siteContent/example.ts', "import { siteContentQueries as imported } from '../graphql/resolvers/siteContent.ts';"],
    ['sign-in importing the request context', 'server/auth/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
    ['the contact messages importing a resolver', 'server/contact/example.ts', "import { contactMutations as imported } from '../graphql/resolvers/contact.ts';"],
    ['the staff accounts importing a resolver', 'server/staff/example.ts', "import { userMutations as imported } from '../graphql/resolvers/users.ts';"],
    ['giving importing the shared paging', 'server/giving/example.ts', "import { pageWindow as imported } from '../graphql/paging.ts';"],
    ['erasure importing the request context', 'server/privacy/example.ts', "import type { RequestContext as imported } from '../graphql/context.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([LAYER_RULE]);
  });
});

describe('the GraphQL layer and the routes import the domains', () => {
  test.each([
    ['a resolver importing the lifecycle', 'server/graphql/resolvers/example.ts', "import { publish as imported } from '../../posts/lifecycle.ts';"],
    ['a route importing the executor', 'server/routes/example.ts', "import { executePublicRead as imported } from '../graphql/execute.ts';"],
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
