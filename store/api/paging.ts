// The admin tables, a page of rows at a time from the server (shared/paging.ts), newest first, with a
// search (title for posts, e-mail for subscribers and messages) and the total. Each feature's
// module asks for its own table's rows (postAdmin.ts, subscriberAdmin.ts, messages.ts) and
// provides its LIST tag, so the page on screen refetches after a delete.
import type { ContactMessageRowsQueryVariables } from '../../shared/operations.generated.ts';
import { ADMIN_PAGE_SIZE } from '../../shared/paging.ts';

export interface RowsArg {
  search: string;
  /** 1 for the first page. */
  page: number;
}

export interface Rows<T> {
  items: T[];
  total: number;
}

/** A page's variables: the rows queries (postRows, subscriptionRows, contactMessageRows) take the same ones. */
export const rowsVariables = ({ search, page }: RowsArg): ContactMessageRowsQueryVariables => ({
  ...(search.trim() ? { search: search.trim() } : {}),
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
});
