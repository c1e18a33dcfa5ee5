// The posts' part of the API, joined from its parts: the replaced system's mutations and the admin
// table, the lifecycle, revisions, preview links, the public reads and a post's languages.
import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { lifecycleMutations, lifecycleQueries } from './lifecycleResolvers.ts';
import { postMutations, postQueries } from './postResolvers.ts';
import { postTextFields } from './postTextResolvers.ts';
import { previewLinkMutations, previewLinkQueries } from './previewLinkResolvers.ts';
import { publicReadQueries } from './publicReadResolvers.ts';
import { revisionMutations, revisionQueries } from './revisionResolvers.ts';

export const postResolvers = {
  Query: { ...publicReadQueries, ...postQueries, ...lifecycleQueries, ...revisionQueries, ...previewLinkQueries },
  Mutation: { ...postMutations, ...lifecycleMutations, ...revisionMutations, ...previewLinkMutations },
  ...postTextFields,
} satisfies Resolvers;
