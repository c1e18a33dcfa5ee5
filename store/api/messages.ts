import type {
  ContactMessageRowsQuery,
  DeleteContactMessageMutation,
  MarkContactMessageReadMutation,
  UnreadContactMessageCountQuery,
} from '../../shared/operations.generated.ts';
import type { ContactMessage, DeleteResult } from '../../shared/types.ts';
import { api } from './base.ts';
import { rowsVariables, type Rows, type RowsArg } from './paging.ts';

// The admin's Messages operations: the table's pages, mark read, delete, and the number of unread
// messages the menu shows, counted by the server rather than from every message.
export const CONTACT_MESSAGE_ROWS = /* GraphQL */ `query contactMessageRows($search: String, $offset: Int, $limit: Int) {
  contactMessageRows(search: $search, offset: $offset, limit: $limit) { items { id name email message isRead date_sent } total } }`;
export const MARK_CONTACT_MESSAGE_READ = /* GraphQL */ `mutation markContactMessageRead($input: ContactMessageIdInput!) {
  markContactMessageRead(input: $input) { id name email message isRead date_sent } }`;
export const DELETE_CONTACT_MESSAGE = /* GraphQL */ `mutation deleteContactMessage($id: ID!) {
  deleteContactMessage(input: $id) { isDeleted message } }`;
export const UNREAD_CONTACT_MESSAGE_COUNT = /* GraphQL */ `query unreadContactMessageCount { unreadContactMessageCount }`;

const UNREAD = { type: 'ContactMessage' as const, id: 'UNREAD' };

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactMessageRows: build.query<Rows<ContactMessage>, RowsArg>({
      query: (arg) => ({ document: CONTACT_MESSAGE_ROWS, variables: rowsVariables(arg) }),
      transformResponse: (data: ContactMessageRowsQuery) => data.contactMessageRows,
      providesTags: (rows) => [
        ...(rows?.items ?? []).map((row) => ({ type: 'ContactMessage' as const, id: row.id })),
        { type: 'ContactMessage' as const, id: 'LIST' },
      ],
    }),
    getUnreadContactMessageCount: build.query<number, void>({
      query: () => ({ document: UNREAD_CONTACT_MESSAGE_COUNT }),
      transformResponse: (data: UnreadContactMessageCountQuery) => data.unreadContactMessageCount,
      providesTags: [UNREAD],
    }),
    markContactMessageRead: build.mutation<ContactMessage, string>({
      query: (id) => ({ document: MARK_CONTACT_MESSAGE_READ, variables: { input: { id } } }),
      transformResponse: (data: MarkContactMessageReadMutation) => data.markContactMessageRead,
      invalidatesTags: (_result, _error, id) => [{ type: 'ContactMessage', id }, UNREAD],
    }),
    deleteContactMessage: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_CONTACT_MESSAGE, variables: { id } }),
      transformResponse: (data: DeleteContactMessageMutation) => data.deleteContactMessage,
      invalidatesTags: (_result, _error, id) => [{ type: 'ContactMessage', id }, { type: 'ContactMessage', id: 'LIST' }, UNREAD],
    }),
  }),
});

export const { useGetContactMessageRowsQuery, useGetUnreadContactMessageCountQuery, useMarkContactMessageReadMutation } = messagesApi;
