import { SERVER_READS } from './publicReads.ts';
import type { QueryResolvers } from '../graphql/resolvers.generated.ts';

/**
 * The public reads' fields (shared/publicReads.ts), each answered by the server's read of it
 * (server/posts/publicReads.ts), through the read cache, as a page's carried answer is.
 */
export const publicReadQueries = {
  getAllPosts: (_, __, ctx) => SERVER_READS.getAllPosts(ctx),
  getOnePost: (_, args, ctx) => SERVER_READS.getOnePost(ctx, args),
  postCards: (_, args, ctx) => SERVER_READS.postCards(ctx, args),
  siteContent: (_, args, ctx) => SERVER_READS.siteContent(ctx, args) as Promise<{ section: string; content: string }>,
  onlinePayWays: (_, __, ctx) => SERVER_READS.onlinePayWays(ctx),
} satisfies QueryResolvers;
