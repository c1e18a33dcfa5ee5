import type {
  ChangeSubscriptionLanguageMutation,
  GetEmailSettingsQuery,
  GetNewsletterSendsQuery,
  SendPostToSubscribersMutation,
  UnsubscribeMutation,
} from '../../shared/operations.generated.ts';
import type * as Schema from '../../shared/graphql.generated.ts';
import { api } from './base.ts';

export type NewsletterStatus = Schema.NewsletterStatus;
export type NewsletterSend = Schema.NewsletterSend;

export const GET_NEWSLETTER_SENDS = /* GraphQL */ `query getNewsletterSends { getNewsletterSends {
  id post_id title status total sent failed bounced complaints complaintRate date_queued date_finished } }`;
export const GET_EMAIL_SETTINGS = /* GraphQL */ `query getEmailSettings { getEmailSettings { enabled } }`;
export const SEND_POST_TO_SUBSCRIBERS = /* GraphQL */ `mutation sendPostToSubscribers($input: ID!, $seen: Timestamp) { sendPostToSubscribers(input: $input, seen: $seen) {
  id post_id title status total sent failed bounced complaints complaintRate date_queued date_finished } }`;
export const UNSUBSCRIBE = /* GraphQL */ `mutation unsubscribe($token: String!) { unsubscribe(token: $token) { unsubscribed message } }`;

export const CHANGE_SUBSCRIPTION_LANGUAGE = /* GraphQL */ `mutation changeSubscriptionLanguage($token: String!) {
  changeSubscriptionLanguage(token: $token) { language message } }`;

export const newsletterApi = api.enhanceEndpoints({ addTagTypes: ['NewsletterSend'] }).injectEndpoints({
  endpoints: (build) => ({
    getNewsletterSends: build.query<NewsletterSend[], void>({
      query: () => ({ document: GET_NEWSLETTER_SENDS }),
      transformResponse: (data: GetNewsletterSendsQuery) => data.getNewsletterSends,
      providesTags: [{ type: 'NewsletterSend', id: 'LIST' }],
    }),
    getEmailSettings: build.query<{ enabled: boolean }, void>({
      query: () => ({ document: GET_EMAIL_SETTINGS }),
      transformResponse: (data: GetEmailSettingsQuery) => data.getEmailSettings,
    }),
    // seen: the post's updated_at as the sender saw it (a post changed since is refused).
    sendPostToSubscribers: build.mutation<NewsletterSend, { id: string; seen?: number }>({
      query: ({ id, seen }) => ({ document: SEND_POST_TO_SUBSCRIBERS, variables: { input: id, ...(seen !== undefined ? { seen } : {}) } }),
      transformResponse: (data: SendPostToSubscribersMutation) => data.sendPostToSubscribers,
      invalidatesTags: [{ type: 'NewsletterSend', id: 'LIST' }],
    }),
    unsubscribe: build.mutation<{ unsubscribed: boolean; message: string }, string>({
      query: (token) => ({ document: UNSUBSCRIBE, variables: { token } }),
      transformResponse: (data: UnsubscribeMutation) => data.unsubscribe,
    }),
    changeSubscriptionLanguage: build.mutation<ChangeSubscriptionLanguageMutation['changeSubscriptionLanguage'], string>({
      query: (token) => ({ document: CHANGE_SUBSCRIPTION_LANGUAGE, variables: { token } }),
      transformResponse: (data: ChangeSubscriptionLanguageMutation) => data.changeSubscriptionLanguage,
    }),
  }),
});

export const {
  useGetNewsletterSendsQuery,
  useGetEmailSettingsQuery,
  useSendPostToSubscribersMutation,
  useUnsubscribeMutation,
  useChangeSubscriptionLanguageMutation,
} = newsletterApi;
