import { useGetContactMessageRowsQuery } from '../../../store/api/adminRows.ts';
import { useMarkContactMessageReadMutation } from '../../../store/api/messages.ts';
import { useDeleteContactMessage } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { formatDate } from './format.ts';
import { TablePager, TableSearch, useKeepPageInRange, useTablePaging } from './TablePaging.tsx';

/** messages: what visitors sent from the Contact page, newest first; 50 a page, searchable by e-mail. */
export function MessagesPage() {
  const paging = useTablePaging();
  const { data, isLoading, isFetching, isError, refetch } = useGetContactMessageRowsQuery({ search: paging.search, page: paging.page });
  const rows = data?.items;
  useKeepPageInRange(paging.page, data?.total, paging.setPage);
  const [markRead, marking] = useMarkContactMessageReadMutation();
  const [deleteMessage, deleting] = useDeleteContactMessage();

  if (isError) return <EmptyState heading="Messages" message="Failed to fetch messages." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="messages-heading">
      <h1 id="messages-heading">Messages</h1>
      <TableSearch label="Search by e-mail" value={paging.typed} onChange={paging.setTyped} />
      {isLoading || !rows ? (
        <p role="status">Loading messages...</p>
      ) : rows.length === 0 && !paging.search ? (
        <p>No messages yet.</p>
      ) : rows.length === 0 ? (
        <p role="status">No message matches “{paging.search}”.</p>
      ) : (
        <div className="table-scroll">
          <TablePager what="messages" page={paging.page} total={data.total} shown={rows.length} onPage={paging.setPage} />
          <table className="admin-table messages-table" aria-busy={isFetching}>
            <caption className="visually-hidden">Messages sent from the Contact page, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
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
                    <button
                      type="button"
                      className="link-button link-button--danger"
                      aria-label={`Delete the message from ${row.name}`}
                      disabled={deleting}
                      onClick={() => void deleteMessage(row.id)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
