import { useGetAllSubscriptionsQuery } from '../../../store/api/subscribers.ts';
import type { Subscriber } from '../../../shared/types.ts';
import { useDeleteSubscriber } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { formatDate } from './format.ts';

/**
 * What the isEmailSent column shows: the category a mail was sent for, or N/A. The contract has
 * no such field yet (spec section 7 selects none), so every row reads N/A until it does.
 */
function emailSentFor(subscriber: Subscriber & { isEmailSent?: string | null }): string {
  return subscriber.isEmailSent || 'N/A';
}

/** subscriptions: the newsletter subscribers, each deletable. */
export function SubscriptionsPage() {
  const { data: rows, isLoading, isError, refetch } = useGetAllSubscriptionsQuery();
  const [deleteSubscriber, deleting] = useDeleteSubscriber();

  if (isError) return <EmptyState heading="Subscriptions" message="Failed to fetch subscribers." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Subscriptions</h1>
      {isLoading || !rows ? (
        <p role="status">Loading subscribers...</p>
      ) : rows.length === 0 ? (
        <p>No one has subscribed yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
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
