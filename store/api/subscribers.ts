import type {
  DeleteSubscriberMutation,
  GetAllSubscriptionsQuery,
  MakeSubscribeMutation,
} from '../../shared/operations.generated.ts';
import type { DeleteResult, Subscriber } from '../../shared/types.ts';
import { api, joined } from './base.ts';

export const GET_ALL_SUBSCRIPTIONS = /* GraphQL */ `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail date_subscribed status isEmailSent } }`;
export const MAKE_SUBSCRIBE = /* GraphQL */ `mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) {
  id subscriptionWithEmail date_subscribed status isEmailSent } }`;
export const DELETE_SUBSCRIBER = /* GraphQL */ `mutation deleteSubscriber($id: ID!) { deleteSubscriber(input: $id) {
  isDeleted message } }`;

export const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllSubscriptions: build.query<Subscriber[], void>({
      query: () => ({ document: GET_ALL_SUBSCRIPTIONS }),
      transformResponse: (data: GetAllSubscriptionsQuery) => data.getAllSubscriptions,
      providesTags: (rows = []) => [
        ...rows.map((row) => ({ type: 'Subscriber' as const, id: row.id })),
        { type: 'Subscriber' as const, id: 'LIST' },
      ],
    }),
    makeSubscribe: build.mutation<Subscriber, string>({
      query: (email) => ({ document: MAKE_SUBSCRIBE, variables: { input: { subscriptionWithEmail: email } } }),
      transformResponse: (data: MakeSubscribeMutation) => data.makeSubscribe,
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    deleteSubscriber: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_SUBSCRIBER, variables: { id } }),
      transformResponse: (data: DeleteSubscriberMutation) => data.deleteSubscriber,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Subscriber', id },
        { type: 'Subscriber', id: 'LIST' },
      ],
    }),
  }),
});

// The hooks make sure the api has joined the component's store first.
export const useGetAllSubscriptionsQuery = joined(subscribersApi.useGetAllSubscriptionsQuery);
// Every subscriber at once, on demand (the CSV export), while the table shows one page.
export const useLazyGetAllSubscriptionsQuery = joined(subscribersApi.useLazyGetAllSubscriptionsQuery);
export const useMakeSubscribeMutation = joined(subscribersApi.useMakeSubscribeMutation);
export const useDeleteSubscriberMutation = joined(subscribersApi.useDeleteSubscriberMutation);
