import type { MakeSubscribeMutation } from '../../shared/operations.generated.ts';
import type { Subscriber } from '../../shared/types.ts';
import { api } from './base.ts';

// The subscribe form's mutation; the admin's subscriber operations are in subscriberAdmin.ts, out
// of the public pages' scripts.
export const MAKE_SUBSCRIBE = /* GraphQL */ `mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) {
  id subscriptionWithEmail date_subscribed status isEmailSent } }`;

export const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    makeSubscribe: build.mutation<Subscriber, string>({
      query: (email) => ({ document: MAKE_SUBSCRIBE, variables: { input: { subscriptionWithEmail: email } } }),
      transformResponse: (data: MakeSubscribeMutation) => data.makeSubscribe,
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
  }),
});

export const { useMakeSubscribeMutation } = subscribersApi;
