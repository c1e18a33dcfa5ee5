import { useGetSubscriptionRowsQuery } from '../../../store/api/adminRows.ts';
import { useLazyGetAllSubscriptionsQuery } from '../../../store/api/subscriberAdmin.ts';
import type { Subscriber } from '../../../shared/types.ts';
import { subscribersCsv } from '../../../shared/csv.ts';
import { useDeleteSubscriber } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { formatDate } from './format.ts';
import { TablePager, TableSearch, useKeepPageInRange, useTablePaging } from './TablePaging.tsx';

/** What the isEmailSent column shows: the category of the last post e-mailed, or N/A. */
function emailSentFor(subscriber: Subscriber): string {
  return subscriber.isEmailSent || 'N/A';
}

const STATUS_TEXT = { PENDING: 'Pending', ACTIVE: 'Active', UNSUBSCRIBED: 'Unsubscribed' } as const;

/** Downloads every subscriber (not only the page shown) as a CSV file made in the browser. */
function exportCsv(rows: Subscriber[]) {
  const blob = new Blob([subscribersCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** subscriptions: the newsletter subscribers, each deletable; 50 a page, searchable by e-mail. */
export function SubscriptionsPage() {
  const paging = useTablePaging();
  const { data, isLoading, isFetching, isError, refetch } = useGetSubscriptionRowsQuery({ search: paging.search, page: paging.page });
  const rows = data?.items;
  useKeepPageInRange(paging.page, data?.total, paging.setPage);
  const [deleteSubscriber, deleting] = useDeleteSubscriber();
  const [fetchAll, { isFetching: exporting }] = useLazyGetAllSubscriptionsQuery();
  const downloadAll = async () => exportCsv(await fetchAll().unwrap());

  if (isError) return <EmptyState heading="Subscriptions" message="Failed to fetch subscribers." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Subscriptions</h1>
      {data && data.total > 0 ? (
        <p>
          <button type="button" className="button" disabled={exporting} onClick={() => void downloadAll()}>
            Export CSV
          </button>
        </p>
      ) : null}
      <TableSearch label="Search by e-mail" value={paging.typed} onChange={paging.setTyped} />
      {isLoading || !rows ? (
        <p role="status">Loading subscribers...</p>
      ) : rows.length === 0 && !paging.search ? (
        <p>No one has subscribed yet.</p>
      ) : rows.length === 0 ? (
        <p role="status">No subscriber matches “{paging.search}”.</p>
      ) : (
        <div className="table-scroll">
          <TablePager what="subscribers" page={paging.page} total={data.total} shown={rows.length} onPage={paging.setPage} />
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">Newsletter subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Date Subscribed</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">isEmailSent</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.date_subscribed)}</td>
                  <th scope="row">{row.subscriptionWithEmail}</th>
                  <td>{row.status ? STATUS_TEXT[row.status] : 'Active'}</td>
                  <td>{emailSentFor(row)}</td>
                  <td>
                    <button
                      type="button"
                      className="link-button link-button--danger"
                      aria-label={`Delete ${row.subscriptionWithEmail}`}
                      disabled={deleting}
                      onClick={() => void deleteSubscriber(row.id)}
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
