import type { Language } from '../../shared/i18n/languages.ts';
import type { MakeSubscribeMutation } from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// The subscribe form's mutation; the admin's subscriber operations are in subscriberAdmin.ts, out
// of the public pages' scripts.
export const MAKE_SUBSCRIBE = /* GraphQL */ `mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) {
  id subscriptionWithEmail date_subscribed status isEmailSent } }`;

/** An address, or an address and the page's language (its e-mails' language; English without one). */
export type SubscribeRequest = string | { email: string; language: Language };

export const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    makeSubscribe: build.mutation<MakeSubscribeMutation['makeSubscribe'], SubscribeRequest>({
      query: (request) => {
        const { email, language } = typeof request === 'string' ? { email: request, language: undefined } : request;
        return { document: MAKE_SUBSCRIBE, variables: { input: { subscriptionWithEmail: email, ...(language ? { language } : {}) } } };
      },
      transformResponse: (data: MakeSubscribeMutation) => data.makeSubscribe,
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
  }),
});

export const { useMakeSubscribeMutation } = subscribersApi;
