// Preview links (server/posts/previewLinks.ts): staff who may write a post's drafts make and revoke
// its links; anyone holding one reads the post with previewPost, never through the read cache.
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated.ts';
import { gated } from '../graphql/gated.ts';

export const previewLinkMutations = {
  previewLink: gated('posts.draft', ({ id }, ctx, person) => ctx.postPreviews.create(person, id, ctx.origin)),
  revokePreviewLinks: gated('posts.draft', ({ id }, ctx, person) => ctx.postPreviews.revokeAll(person, id)),
} satisfies MutationResolvers;

export const previewLinkQueries = {
  previewPost: (_, { token }, ctx) => ctx.postPreviews.open(token, ctx.clientIp),
} satisfies QueryResolvers;
