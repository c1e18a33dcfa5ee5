// The admin tables, a page of rows at a time from the server: 50 rows a page, newest
// first, with a search (title for posts, e-mail for subscribers and messages) and the total.
// Each page provides its table's LIST tag, so the page on screen refetches after a delete.
import type {
  ContactMessageRowsQuery,
  ContactMessageRowsQueryVariables,
  OverdueScheduledPostsQuery,
  PostRowsQuery,
  SubscriptionRowsQuery,
} from '../../shared/operations.generated.ts';
import type { ContactMessage, Subscriber } from '../../shared/types.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import type { PostCard } from './postCards.ts';
import { api } from './base.ts';

export const ADMIN_PAGE_SIZE = 50;

export const POST_ROWS = /* GraphQL */ `query postRows($search: String, $offset: Int, $limit: Int, $status: PostStatus) {
  postRows(search: $search, offset: $offset, limit: $limit, status: $status) {
    items { _id title category date_posted image_url { url filename } content status publish_at } total } }`;
export const SUBSCRIPTION_ROWS = /* GraphQL */ `query subscriptionRows($search: String, $offset: Int, $limit: Int) {
  subscriptionRows(search: $search, offset: $offset, limit: $limit) { items { id subscriptionWithEmail date_subscribed status isEmailSent } total } }`;
export const CONTACT_MESSAGE_ROWS = /* GraphQL */ `query contactMessageRows($search: String, $offset: Int, $limit: Int) {
  contactMessageRows(search: $search, offset: $offset, limit: $limit) { items { id name email message isRead date_sent } total } }`;
// How many scheduled posts are past their time and not yet published (the overview's banner).
export const OVERDUE_SCHEDULED_POSTS = /* GraphQL */ `query overdueScheduledPosts { overdueScheduledPosts }`;

export interface RowsArg {
  search: string;
  /** 1 for the first page. */
  page: number;
}

/** The overview's rows: one status only, or every status when none is given. */
export interface PostRowsArg extends RowsArg {
  status?: PostStatus;
}

export interface Rows<T> {
  items: T[];
  total: number;
}

// The three queries take the same variables.
const variables = ({ search, page }: RowsArg): ContactMessageRowsQueryVariables => ({
  ...(search.trim() ? { search: search.trim() } : {}),
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
});

export const adminRowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostRows: build.query<Rows<PostCard>, PostRowsArg>({
      query: ({ status, ...arg }) => ({ document: POST_ROWS, variables: { ...variables(arg), ...(status ? { status } : {}) } }),
      transformResponse: (data: PostRowsQuery) => data.postRows,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    getOverdueScheduledPosts: build.query<number, void>({
      query: () => ({ document: OVERDUE_SCHEDULED_POSTS }),
      transformResponse: (data: OverdueScheduledPostsQuery) => data.overdueScheduledPosts,
    }),
    getSubscriptionRows: build.query<Rows<Subscriber>, RowsArg>({
      query: (arg) => ({ document: SUBSCRIPTION_ROWS, variables: variables(arg) }),
      transformResponse: (data: SubscriptionRowsQuery) => data.subscriptionRows,
      providesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    getContactMessageRows: build.query<Rows<ContactMessage>, RowsArg>({
      query: (arg) => ({ document: CONTACT_MESSAGE_ROWS, variables: variables(arg) }),
      transformResponse: (data: ContactMessageRowsQuery) => data.contactMessageRows,
      providesTags: (rows) => [
        ...(rows?.items ?? []).map((row) => ({ type: 'ContactMessage' as const, id: row.id })),
        { type: 'ContactMessage' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetPostRowsQuery, useGetOverdueScheduledPostsQuery, useGetSubscriptionRowsQuery, useGetContactMessageRowsQuery } = adminRowsApi;
