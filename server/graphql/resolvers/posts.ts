import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { validatePost, type PostInput } from '../validate.ts';

const notFound = () => new AppError('Post not found', 'NOT_FOUND', { field: 'post_id' });

interface UpdateInput extends PostInput {
  post_id: string;
}

export const postQueries = {
  getAllPosts: (_: unknown, __: unknown, ctx: RequestContext) => ctx.posts.all(),
  getOnePost: (_: unknown, args: { id: string }, ctx: RequestContext) => ctx.posts.one(args.id),
};

export const postMutations = {
  async addPost(_: unknown, { input }: { input: PostInput }, ctx: RequestContext) {
    const admin = await ctx.requireAdmin();
    // The author is whoever holds the token, whatever user_id the client sent.
    return ctx.repos.posts.insert(validatePost(input), admin._id);
  },

  async updatePost(_: unknown, { input }: { input: UpdateInput }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const existing = await ctx.repos.posts.find(input.post_id);
    if (!existing) throw notFound();
    const updated = await ctx.repos.posts.update(input.post_id, validatePost(input, existing));
    if (!updated) throw notFound();
    return updated;
  },

  async deletePost(_: unknown, { input }: { input: { id: string } }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const isDeleted = await ctx.repos.posts.remove(input.id);
    return { isDeleted, message: isDeleted ? 'Post deleted successfully' : 'Post not found' };
  },
};
