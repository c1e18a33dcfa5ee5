import type {
  ActiveSubscriberCountQuery,
  DeleteSubscriberMutation,
  GetAllSubscriptionsQuery,
  MailSubscriberAgainMutation,
  SubscriptionRowsQuery,
} from '../../shared/operations.generated.ts';
import type { DeleteResult } from '../../shared/types.ts';
import { api } from './base.ts';
import { rowsVariables, type Rows, type RowsArg } from './paging.ts';

// The admin's subscriber operations: the table's pages (with why mail to a subscriber stopped, when
// it did), every subscriber at once for the CSV export, deleting one, mailing a bounced one again,
// and how many a newsletter send would reach.
export const SUBSCRIPTION_ROWS = /* GraphQL */ `query subscriptionRows($search: String, $offset: Int, $limit: Int) {
  subscriptionRows(search: $search, offset: $offset, limit: $limit) {
    items { id subscriptionWithEmail date_subscribed status isEmailSent mailProblem { kind email reason at } } total } }`;
export const GET_ALL_SUBSCRIPTIONS = /* GraphQL */ `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail date_subscribed status isEmailSent } }`;
export const DELETE_SUBSCRIBER = /* GraphQL */ `mutation deleteSubscriber($id: ID!) { deleteSubscriber(input: $id) {
  isDeleted message } }`;
export const MAIL_SUBSCRIBER_AGAIN = /* GraphQL */ `mutation mailSubscriberAgain($id: ID!) { mailSubscriberAgain(id: $id) {
  id status mailProblem { kind email reason at } } }`;
export const ACTIVE_SUBSCRIBER_COUNT = /* GraphQL */ `query activeSubscriberCount { activeSubscriberCount }`;

/** A row of the Subscriptions table. */
export type SubscriberRow = SubscriptionRowsQuery['subscriptionRows']['items'][number];
/** A subscriber as the CSV export has them. */
export type SubscriberExportRow = GetAllSubscriptionsQuery['getAllSubscriptions'][number];

const LIST = { type: 'Subscriber' as const, id: 'LIST' };

export const subscriberAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionRows: build.query<Rows<SubscriberRow>, RowsArg>({
      query: (arg) => ({ document: SUBSCRIPTION_ROWS, variables: rowsVariables(arg) }),
      transformResponse: (data: SubscriptionRowsQuery) => data.subscriptionRows,
      providesTags: [LIST],
    }),
    getAllSubscriptions: build.query<SubscriberExportRow[], void>({
      query: () => ({ document: GET_ALL_SUBSCRIPTIONS }),
      transformResponse: (data: GetAllSubscriptionsQuery) => data.getAllSubscriptions,
      providesTags: (rows = []) => [...rows.map((row) => ({ type: 'Subscriber' as const, id: row.id })), LIST],
    }),
    getActiveSubscriberCount: build.query<number, void>({
      query: () => ({ document: ACTIVE_SUBSCRIBER_COUNT }),
      transformResponse: (data: ActiveSubscriberCountQuery) => data.activeSubscriberCount,
      providesTags: [LIST],
    }),
    deleteSubscriber: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_SUBSCRIBER, variables: { id } }),
      transformResponse: (data: DeleteSubscriberMutation) => data.deleteSubscriber,
      invalidatesTags: (_result, _error, id) => [{ type: 'Subscriber', id }, LIST],
    }),
    // A BOUNCED subscriber ACTIVE again: the rows and the count a send would reach are read again.
    mailSubscriberAgain: build.mutation<MailSubscriberAgainMutation['mailSubscriberAgain'], string>({
      query: (id) => ({ document: MAIL_SUBSCRIBER_AGAIN, variables: { id } }),
      transformResponse: (data: MailSubscriberAgainMutation) => data.mailSubscriberAgain,
      invalidatesTags: (_result, _error, id) => [{ type: 'Subscriber', id }, LIST],
    }),
  }),
});

// useLazyGetAllSubscriptionsQuery: every subscriber at once, on demand (the CSV export), while the
// table shows one page.
export const { useGetSubscriptionRowsQuery, useGetActiveSubscriberCountQuery, useLazyGetAllSubscriptionsQuery, useMailSubscriberAgainMutation } =
  subscriberAdminApi;
