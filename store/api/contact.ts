import type {
  DeleteContactMessageMutation,
  GetAllContactMessagesQuery,
  MarkContactMessageReadMutation,
  SendContactMessageMutation,
} from '../../shared/operations.generated.ts';
import type { ContactMessage, ContactMessageInput, ContactReceipt, DeleteResult } from '../../shared/types.ts';
import { api } from './base.ts';

// The Contact page's mutation and the admin's Messages operations (not among the spec's own).
export const SEND_CONTACT_MESSAGE = /* GraphQL */ `mutation sendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { received message } }`;
export const GET_ALL_CONTACT_MESSAGES = /* GraphQL */ `query getAllContactMessages { getAllContactMessages {
  id name email message isRead date_sent } }`;
export const MARK_CONTACT_MESSAGE_READ = /* GraphQL */ `mutation markContactMessageRead($input: ContactMessageIdInput!) {
  markContactMessageRead(input: $input) { id name email message isRead date_sent } }`;
export const DELETE_CONTACT_MESSAGE = /* GraphQL */ `mutation deleteContactMessage($id: ID!) {
  deleteContactMessage(input: $id) { isDeleted message } }`;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessageInput>({
      query: (input) => ({ document: SEND_CONTACT_MESSAGE, variables: { input } }),
      transformResponse: (data: SendContactMessageMutation) => data.sendContactMessage,
      invalidatesTags: [{ type: 'ContactMessage', id: 'LIST' }],
    }),
    getAllContactMessages: build.query<ContactMessage[], void>({
      query: () => ({ document: GET_ALL_CONTACT_MESSAGES }),
      transformResponse: (data: GetAllContactMessagesQuery) => data.getAllContactMessages,
      providesTags: (rows = []) => [
        ...rows.map((row) => ({ type: 'ContactMessage' as const, id: row.id })),
        { type: 'ContactMessage' as const, id: 'LIST' },
      ],
    }),
    markContactMessageRead: build.mutation<ContactMessage, string>({
      query: (id) => ({ document: MARK_CONTACT_MESSAGE_READ, variables: { input: { id } } }),
      transformResponse: (data: MarkContactMessageReadMutation) => data.markContactMessageRead,
      invalidatesTags: (_result, _error, id) => [{ type: 'ContactMessage', id }],
    }),
    deleteContactMessage: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_CONTACT_MESSAGE, variables: { id } }),
      transformResponse: (data: DeleteContactMessageMutation) => data.deleteContactMessage,
      invalidatesTags: (_result, _error, id) => [
        { type: 'ContactMessage', id },
        { type: 'ContactMessage', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useSendContactMessageMutation,
  useGetAllContactMessagesQuery,
  useMarkContactMessageReadMutation,
  useDeleteContactMessageMutation,
} = contactApi;
