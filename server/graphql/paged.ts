// The admin tables, a page at a time by offset with a search (server/graphql/paging.ts): each
// feature's resolvers read their table's page with rowOptions.
import { filterText, pageWindow, type WindowArgs } from './paging.ts';

const SEARCH_MAX = 200;

/** An admin table's page: a search text (empty when left out) and the rows' window. */
export const rowOptions = (args: WindowArgs & { search?: string | null }) => ({
  search: filterText(args.search, 'search', SEARCH_MAX) ?? '',
  ...pageWindow(args),
});
