// Paged lists: the Activities page's cards (answered by the post read service), and the
// admin tables, a page at a time by offset with a search.
import type { QueryResolvers } from '../resolvers.generated.ts';
import { badInput } from '../../errors.ts';

export const ROWS_MAX = 100;
const SEARCH_MAX = 200;

function count(value: number | null | undefined, fallback: number, max: number, field: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`${field} must be between 1 and ${max}`, field);
  return n;
}

function offsetOf(value: number | null | undefined): number {
  const n = value ?? 0;
  if (!Number.isInteger(n) || n < 0) throw badInput('offset must be 0 or more', 'offset');
  return n;
}

function searchOf(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > SEARCH_MAX) throw badInput(`search must be at most ${SEARCH_MAX} characters`, 'search');
  return text;
}

interface RowArgs {
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
}

const rowOptions = (args: RowArgs) => ({
  search: searchOf(args.search),
  offset: offsetOf(args.offset),
  limit: count(args.limit, 50, ROWS_MAX, 'limit'),
});

export const pagedQueries = {
  async postRows(_, args, ctx) {
    const options = rowOptions(args);
    await ctx.require('admin.enter');
    return ctx.repos.posts.listRows(options, args.status ?? null);
  },

  async subscriptionRows(_, args, ctx) {
    const options = rowOptions(args);
    await ctx.require('subscribers.manage');
    return ctx.repos.subscribers.listPage(options);
  },

  async contactMessageRows(_, args, ctx) {
    const options = rowOptions(args);
    await ctx.require('messages.manage');
    return ctx.repos.contactMessages.listPage(options);
  },

  async unreadContactMessageCount(_, __, ctx) {
    await ctx.require('messages.manage');
    return ctx.repos.contactMessages.countUnread();
  },

  // The overview's overdue banner: a scheduled post past its time (never for more than a minute).
  async overdueScheduledPosts(_, __, ctx) {
    await ctx.require('posts.draft');
    return ctx.repos.posts.countOverdueScheduled();
  },

  // How many a newsletter send would reach: asked before a send.
  async activeSubscriberCount(_, __, ctx) {
    await ctx.require('newsletter.send');
    return ctx.repos.subscribers.countActive();
  },
} satisfies QueryResolvers;
