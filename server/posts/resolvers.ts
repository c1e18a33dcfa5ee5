// The replaced system's post mutations: addPost and updatePost publish what they are sent
// (server/posts/drafts.ts); deletePost asks the lifecycle rule (server/posts/lifecycle.ts).
import type { MutationResolvers } from '../graphql/resolvers.generated.ts';
import { missingInput } from '../core/errors.ts';
import { createPublished, updatePublished } from './drafts.ts';
import { removePost } from './lifecycle.ts';
import { deletion } from '../graphql/deletion.ts';
import { gated } from '../graphql/gated.ts';

export const postMutations = {
  addPost: gated('posts.own', ({ input }, ctx, me) => {
    if (!input) throw missingInput('addPost');
    return createPublished(ctx.repos, me, input);
  }),
  updatePost: gated('posts.own', ({ input }, ctx, me) => updatePublished(ctx, me, input)),
  // Contributors delete their own drafts.
  deletePost: gated('posts.draft', async ({ input: id }, ctx, me) => deletion(await removePost(ctx.repos, me, id), 'Post')),
} satisfies MutationResolvers;
