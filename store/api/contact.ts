import type { SendContactMessageMutation } from '../../shared/operations.generated.ts';
import type { ContactMessageInput, ContactReceipt } from '../../shared/types.ts';
import { api } from './base.ts';

// The Contact page's mutation; the admin's Messages operations are in messages.ts, out of the
// public pages' scripts.
export const SEND_CONTACT_MESSAGE = /* GraphQL */ `mutation sendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { received message } }`;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessageInput>({
      query: (input) => ({ document: SEND_CONTACT_MESSAGE, variables: { input } }),
      transformResponse: (data: SendContactMessageMutation) => data.sendContactMessage,
      invalidatesTags: [
        { type: 'ContactMessage', id: 'LIST' },
        { type: 'ContactMessage', id: 'UNREAD' },
      ],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
