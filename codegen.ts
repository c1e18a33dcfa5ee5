import type { CodegenConfig } from '@graphql-codegen/cli';

// Types from server/graphql/schema.graphql and the client's documents (plain strings marked
// `/* GraphQL */`). `npm run codegen` writes them; `npm run codegen:check` fails when they are stale.
const scalars = { ID: 'string', Timestamp: 'number' };
const common = {
  scalars,
  // Unions of strings, not TypeScript enums: the files hold types only, nothing reaches a bundle.
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
};

const config: CodegenConfig = {
  schema: 'server/graphql/schema.graphql',
  documents: ['store/api/*.ts', 'shared/postDocuments.ts', 'shared/cardDocuments.ts', 'src/components/giving/openCampaigns.ts'],
  pluckConfig: { modules: [], globalGqlIdentifierName: [], gqlMagicComment: 'GraphQL' },
  generates: {
    // The schema's types, for both sides.
    'shared/graphql.generated.ts': { plugins: ['typescript'], config: common },
    // What each client document sends and reads.
    'shared/operations.generated.ts': {
      plugins: ['typescript-operations'],
      config: { ...common, importSchemaTypesFrom: 'shared/graphql.generated.ts', importExtension: '.ts' },
    },
    // The resolvers' signatures, naming the schema's types from the shared file (written once).
    'server/graphql/resolvers.generated.ts': {
      documents: [],
      plugins: [{ add: { content: "import type * as Types from '../../shared/graphql.generated.ts';" } }, 'typescript-resolvers'],
      config: {
        ...common,
        namespacedImportName: 'Types',
        contextType: './context.ts#RequestContext',
        // What the repositories hand over where it differs from the schema type (fields resolved later).
        mappers: {
          User: '../staff/index.ts#StaffRecord',
          // A post's versions are kept as an object by language (shared/postLanguages.ts); the API lists them.
          Post: '../posts/index.ts#PostParent',
          PostDraftContent: '../posts/index.ts#PostDraftRecord',
          PostRevision: '../posts/index.ts#PostRevisionRecord',
          // Mail that came back is read per row (server/bounces/events.ts): mailProblem, complaintRate.
          Gift: '../giving/index.ts#GiftRecord',
          Invitation: '../staff/index.ts#InvitationRecord',
          NewsletterSend: '../subscribers/index.ts#NewsletterSendRecord',
        },
        useIndexSignature: false,
      },
    },
  },
};

export default config;
