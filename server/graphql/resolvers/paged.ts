// The admin tables, a page at a time by offset with a search (server/graphql/paging.ts), and the
// counts the admin pages show.
import type { QueryResolvers } from '../resolvers.generated.ts';
import { filterText, pageWindow, type WindowArgs } from '../paging.ts';
import { gatedRead } from './gated.ts';

const SEARCH_MAX = 200;

/** An admin table's page: a search text (empty when left out) and the rows' window. */
export const rowOptions = (args: WindowArgs & { search?: string | null }) => ({
  search: filterText(args.search, 'search', SEARCH_MAX) ?? '',
  ...pageWindow(args),
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

  unreadContactMessageCount: gatedRead('messages.manage', (ctx) => ctx.repos.contactMessages.countUnread()),

  // The overview's overdue banner: a scheduled post past its time (never for more than a minute).
  overdueScheduledPosts: gatedRead('posts.draft', (ctx) => ctx.repos.posts.countOverdueScheduled()),

  // How many a newsletter send would reach: asked before a send.
  activeSubscriberCount: gatedRead('newsletter.send', (ctx) => ctx.repos.subscribers.countActive()),
} satisfies QueryResolvers;
