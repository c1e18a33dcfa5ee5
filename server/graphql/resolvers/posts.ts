import type { RequestContext } from '../context.ts';
import { AppError, missingInput } from '../errors.ts';
import { validatePost, type PostInput } from '../validate.ts';

const notFound = () => new AppError('Post not found', 'NOT_FOUND', { field: 'post_id' });

interface UpdateInput extends PostInput {
  post_id: string;
}

export const postQueries = {
  getAllPosts: (_: unknown, __: unknown, ctx: RequestContext) => ctx.repos.posts.list(),
  getOnePost: (_: unknown, args: { id: string }, ctx: RequestContext) => ctx.repos.posts.find(args.id),
};

export const postMutations = {
  async addPost(_: unknown, { input }: { input?: PostInput | null }, ctx: RequestContext) {
    const admin = await ctx.requireAdmin();
    if (!input) throw missingInput('addPost');
    // The author is whoever holds the token, whatever user_id the client sent.
    const post = await ctx.repos.posts.insert(validatePost(input), admin._id);
    ctx.postsChanged();
    return post;
  },

  async updatePost(_: unknown, { input }: { input: UpdateInput }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const existing = await ctx.repos.posts.find(input.post_id);
    if (!existing) throw notFound();
    const updated = await ctx.repos.posts.update(input.post_id, validatePost(input, existing));
    ctx.postsChanged();
    if (!updated) throw notFound();
    return updated;
  },

  async deletePost(_: unknown, { input: id }: { input: string }, ctx: RequestContext) {
    await ctx.requireAdmin();
    const isDeleted = await ctx.repos.posts.remove(id);
    ctx.postsChanged();
    return { isDeleted, message: isDeleted ? 'Post deleted successfully' : 'Post not found' };
  },
};
