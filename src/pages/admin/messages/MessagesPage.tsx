import { useGetContactMessageRowsQuery, useMarkContactMessageReadMutation } from '../../../../store/api/messages.ts';
import { useDeleteContactMessage } from '../common/deletionWiring.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { formatDate } from '../common/format.ts';
import { DeleteButton, PagedTable, searchedByEmail, usePagedRows } from '../common/TablePaging.tsx';

/** messages: what visitors sent from the Contact page, newest first; 50 a page, searchable by e-mail. */
export function MessagesPage() {
  const table = usePagedRows(useGetContactMessageRowsQuery);
  const [markRead, marking] = useMarkContactMessageReadMutation();
  const [deleteMessage, deleting] = useDeleteContactMessage();

  if (table.isError) return <EmptyState heading="Messages" message="Failed to fetch messages." onRefresh={table.refetch} />;

  return (
    <section className="admin-page" aria-labelledby="messages-heading">
      <h1 id="messages-heading">Messages</h1>
      <PagedTable
        table={table}
        {...searchedByEmail('message', 'messages')}
        empty="No messages yet."
        caption="Messages sent from the Contact page, newest first"
        className="messages-table"
        columns={['Date', 'Name', 'Email', 'Message', 'Status', 'Actions']}
        row={(row) => (
          <tr key={row.id} className={row.isRead ? undefined : 'messages-table__unread'}>
            <td>{formatDate(row.date_sent)}</td>
            <th scope="row">{row.name}</th>
            <td>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </td>
            <td className="messages-table__text">{row.message}</td>
            <td>{row.isRead ? 'Read' : 'Unread'}</td>
            <td className="admin-table__actions">
              {row.isRead ? null : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Mark the message from ${row.name} read`}
                  disabled={marking.isLoading}
                  onClick={() => void markRead(row.id)}
                >
                  Mark read
                </button>
              )}
              <DeleteButton label={`Delete the message from ${row.name}`} busy={deleting} onDelete={() => void deleteMessage(row.id)} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
