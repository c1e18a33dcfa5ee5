import { api } from './base.ts';

export type NewsletterStatus = 'QUEUED' | 'SENDING' | 'DONE';

export interface NewsletterSend {
  id: string;
  post_id: string;
  title: string;
  status: NewsletterStatus;
  total: number;
  sent: number;
  failed: number;
  date_queued: number;
  date_finished: number | null;
}

const SEND_FIELDS = 'id post_id title status total sent failed date_queued date_finished';
export const GET_NEWSLETTER_SENDS = `query getNewsletterSends { getNewsletterSends { ${SEND_FIELDS} } }`;
export const GET_EMAIL_SETTINGS = `query getEmailSettings { getEmailSettings { enabled } }`;
export const SEND_POST_TO_SUBSCRIBERS = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { ${SEND_FIELDS} } }`;
export const UNSUBSCRIBE = `mutation unsubscribe($token: String!) { unsubscribe(token: $token) { unsubscribed message } }`;

export const newsletterApi = api.enhanceEndpoints({ addTagTypes: ['NewsletterSend'] }).injectEndpoints({
  endpoints: (build) => ({
    getNewsletterSends: build.query<NewsletterSend[], void>({
      query: () => ({ document: GET_NEWSLETTER_SENDS }),
      transformResponse: (data: { getNewsletterSends: NewsletterSend[] }) => data.getNewsletterSends,
      providesTags: [{ type: 'NewsletterSend', id: 'LIST' }],
    }),
    getEmailSettings: build.query<{ enabled: boolean }, void>({
      query: () => ({ document: GET_EMAIL_SETTINGS }),
      transformResponse: (data: { getEmailSettings: { enabled: boolean } }) => data.getEmailSettings,
    }),
    sendPostToSubscribers: build.mutation<NewsletterSend, string>({
      query: (postId) => ({ document: SEND_POST_TO_SUBSCRIBERS, variables: { input: postId } }),
      transformResponse: (data: { sendPostToSubscribers: NewsletterSend }) => data.sendPostToSubscribers,
      invalidatesTags: [{ type: 'NewsletterSend', id: 'LIST' }],
    }),
    unsubscribe: build.mutation<{ unsubscribed: boolean; message: string }, string>({
      query: (token) => ({ document: UNSUBSCRIBE, variables: { token } }),
      transformResponse: (data: { unsubscribe: { unsubscribed: boolean; message: string } }) => data.unsubscribe,
    }),
  }),
});

export const {
  useGetNewsletterSendsQuery,
  useGetEmailSettingsQuery,
  useSendPostToSubscribersMutation,
  useUnsubscribeMutation,
} = newsletterApi;
