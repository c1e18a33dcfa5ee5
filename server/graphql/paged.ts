// The admin tables, a page at a time by offset with a search (server/graphql/paging.ts), and the
// counts the admin pages show.
import type { QueryResolvers } from './resolvers.generated.ts';
import { filterText, pageWindow, type WindowArgs } from './paging.ts';
import { gated, gatedRead } from './gated.ts';

const SEARCH_MAX = 200;

/** An admin table's page: a search text (empty when left out) and the rows' window. */
export const rowOptions = (args: WindowArgs & { search?: string | null }) => ({
  search: filterText(args.search, 'search', SEARCH_MAX) ?? '',
  ...pageWindow(args),
});

export const pagedQueries = {
  postRows: gated('admin.enter', (args, ctx) => ctx.repos.posts.listRows(rowOptions(args), args.status ?? null)),
  subscriptionRows: gated('subscribers.manage', (args, ctx) => ctx.repos.subscribers.listPage(rowOptions(args))),
  contactMessageRows: gated('messages.manage', (args, ctx) => ctx.repos.contactMessages.listPage(rowOptions(args))),
  unreadContactMessageCount: gatedRead('messages.manage', (ctx) => ctx.repos.contactMessages.countUnread()),
  // The overview's overdue banner: a scheduled post past its time (never for more than a minute).
  overdueScheduledPosts: gatedRead('posts.draft', (ctx) => ctx.repos.posts.countOverdueScheduled()),
  // How many a newsletter send would reach: asked before a send.
  activeSubscriberCount: gatedRead('newsletter.send', (ctx) => ctx.repos.subscribers.countActive()),
} satisfies QueryResolvers;
