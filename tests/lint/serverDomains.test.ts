import { describe, expect, test } from 'vitest';
import { readdirSync } from 'node:fs';
import { LAYER_RULE, crossings, reported, reports } from './lintImports.ts';

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

  // Lints every file of server/ (the cycle rule reads them all): longer than one import's check.
  test('every server file keeps to the zones', { timeout: 120_000 }, async () => {
    expect(await crossings(['server/**/*.ts'], [LAYER_RULE])).toEqual([]);
  });
});

// A feature is reached only through its index (eslint.config.js, FEATURE_ENTRY_ZONES, generated from
// the folders of server/): its repositories and other parts are its own.

/** The entry rule's report on an import written at `filePath`, if any. */
async function entryRefusal(filePath: string, code: string): Promise<string[]> {
  return (await reports(filePath, code)).filter(({ ruleId, message }) => ruleId === LAYER_RULE && message.includes('through its index')).map(({ message }) => message);
}

describe('a repository imported from outside its feature fails the lint', () => {
  test.each([
    ['insights reading the subscribers’ table', 'server/insights/example.ts', "import { subscribersRepository as imported } from '../subscribers/repository.ts';"],
    ['giving reading the staff accounts', 'server/giving/example.ts', "import type { StaffRecord as imported } from '../staff/repository.ts';"],
    ['the GraphQL layer reading the posts', 'server/graphql/example.ts', "import { postsRepository as imported } from '../posts/repository.ts';"],
    ['the mail worker reading bounces', 'server/mail/example.ts', "import { bouncesRepository as imported } from '../bounces/repository.ts';"],
    ['a file at the top of server/ reading sessions', 'server/example.ts', "import { sessionsRepository as imported } from './staff/sessionsRepository.ts';"],
    ['privacy reading the gifts', 'server/privacy/example.ts', "import { giftsRepository as imported } from '../giving/repository.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await entryRefusal(filePath, code)).toHaveLength(1);
  });

  test('so does any other part of a feature but its index', async () => {
    expect(await entryRefusal('server/posts/example.ts', "import { canonicalJson as imported } from '../audit/chain.ts';")).toHaveLength(1);
  });

  test('the table of tables takes only repositories, the API map only resolvers.ts', async () => {
    expect(await entryRefusal('server/db/repositories.ts', "import { publish as imported } from '../posts/lifecycle.ts';")).toHaveLength(1);
    expect(await entryRefusal('server/graphql/resolvers.ts', "import { postMutations as imported } from '../posts/postResolvers.ts';")).toHaveLength(1);
    expect(await entryRefusal('server/graphql/resolvers.ts', "import { postsRepository as imported } from '../posts/repository.ts';")).toHaveLength(1);
  });
});

describe('a feature imported through its index passes', () => {
  test.each([
    ['posts using the audit chain', 'server/posts/example.ts', "import { canonicalJson as imported } from '../audit/index.ts';"],
    ['the infrastructure using a feature', 'server/mail/example.ts', "import { envelopeSender as imported } from '../bounces/index.ts';"],
    ['a feature’s own repository, inside it', 'server/posts/example.ts', "import { postsRepository as imported } from './repository.ts';"],
    ['a test opening a feature', 'tests/server/example.test.ts', "import { postsRepository as imported } from '../../server/posts/repository.ts';"],
    ['the table of tables taking a feature’s repository', 'server/db/repositories.ts', "import { postsRepository as imported } from '../posts/repository.ts';"],
    ['the API map taking a feature’s resolvers', 'server/graphql/resolvers.ts', "import { postResolvers as imported } from '../posts/resolvers.ts';"],
  ])('%s', async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([]);
  });

  test('every folder of server/ but the infrastructure is a feature with an index', () => {
    const INFRASTRUCTURE = ['core', 'db', 'graphql', 'http', 'mail', 'plugins'];
    const folders = readdirSync('server', { withFileTypes: true }).filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name));
    expect(folders.filter(({ name }) => !readdirSync(`server/${name}`).includes('index.ts')).map(({ name }) => name)).toEqual([]);
  });
});
