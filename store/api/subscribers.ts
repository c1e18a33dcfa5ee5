import type { DeleteResult, Subscriber } from '../../shared/types.ts';
import { api, joined } from './base.ts';

export const GET_ALL_SUBSCRIPTIONS = `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail date_subscribed } }`;
export const MAKE_SUBSCRIBE = `mutation makeSubscribe($input: SubscribeInput!) { makeSubscribe(input: $input) {
  id subscriptionWithEmail date_subscribed } }`;
export const DELETE_SUBSCRIBER = `mutation deleteSubscriber($input: DeleteInput!) { deleteSubscriber(input: $input) {
  isDeleted message } }`;

export const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllSubscriptions: build.query<Subscriber[], void>({
      query: () => ({ document: GET_ALL_SUBSCRIPTIONS }),
      transformResponse: (data: { getAllSubscriptions: Subscriber[] }) => data.getAllSubscriptions,
      providesTags: (rows = []) => [
        ...rows.map((row) => ({ type: 'Subscriber' as const, id: row.id })),
        { type: 'Subscriber' as const, id: 'LIST' },
      ],
    }),
    makeSubscribe: build.mutation<Subscriber, string>({
      query: (email) => ({ document: MAKE_SUBSCRIBE, variables: { input: { subscriptionWithEmail: email } } }),
      transformResponse: (data: { makeSubscribe: Subscriber }) => data.makeSubscribe,
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    deleteSubscriber: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_SUBSCRIBER, variables: { input: { id } } }),
      transformResponse: (data: { deleteSubscriber: DeleteResult }) => data.deleteSubscriber,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Subscriber', id },
        { type: 'Subscriber', id: 'LIST' },
      ],
    }),
  }),
});

// The hooks make sure the api has joined the component's store first.
export const useGetAllSubscriptionsQuery = joined(subscribersApi.useGetAllSubscriptionsQuery);
export const useMakeSubscribeMutation = joined(subscribersApi.useMakeSubscribeMutation);
export const useDeleteSubscriberMutation = joined(subscribersApi.useDeleteSubscriberMutation);
