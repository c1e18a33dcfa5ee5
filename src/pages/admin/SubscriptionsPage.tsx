import { useGetSubscriptionRowsQuery } from '../../../store/api/adminRows.ts';
import type { Subscriber } from '../../../shared/types.ts';
import { useDeleteSubscriber } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { formatDate } from './format.ts';
import { TablePager, TableSearch, useKeepPageInRange, useTablePaging } from './TablePaging.tsx';

/**
 * What the isEmailSent column shows: the category a mail was sent for, or N/A. The contract has
 * no such field yet (spec section 7 selects none), so every row reads N/A until it does.
 */
function emailSentFor(subscriber: Subscriber & { isEmailSent?: string | null }): string {
  return subscriber.isEmailSent || 'N/A';
}

/** subscriptions: the newsletter subscribers, each deletable; 50 a page, searchable by e-mail. */
export function SubscriptionsPage() {
  const paging = useTablePaging();
  const { data, isLoading, isFetching, isError, refetch } = useGetSubscriptionRowsQuery({ search: paging.search, page: paging.page });
  const rows = data?.items;
  useKeepPageInRange(paging.page, data?.total, paging.setPage);
  const [deleteSubscriber, deleting] = useDeleteSubscriber();

  if (isError) return <EmptyState heading="Subscriptions" message="Failed to fetch subscribers." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Subscriptions</h1>
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
                <th scope="col">isEmailSent</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.date_subscribed)}</td>
                  <th scope="row">{row.subscriptionWithEmail}</th>
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
