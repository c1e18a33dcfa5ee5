import { useState } from 'react';
import { useGetSubscriptionRowsQuery, useLazyGetAllSubscriptionsQuery } from '../../../../store/api/subscriberAdmin.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import type { Subscriber } from '../../../../shared/types.ts';
import { subscribersCsv } from '../../../../shared/csv.ts';
import { useDeleteSubscriber } from '../common/deletionWiring.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { formatDate } from '../common/format.ts';
import { isCancelled, usePasswordCheck } from '../common/PasswordCheck.tsx';
import { useCan } from '../common/permissions.tsx';
import { DeleteButton, PagedTable, searchedByEmail, usePagedRows } from '../common/TablePaging.tsx';

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
  const table = usePagedRows(useGetSubscriptionRowsQuery);
  const [deleteSubscriber, deleting] = useDeleteSubscriber();
  const [fetchAll, { isFetching: exporting }] = useLazyGetAllSubscriptionsQuery();
  // Every address at once: the server asks for a recent password check (the dialog, then again).
  const { withPasswordCheck, dialog } = usePasswordCheck();
  const [exportError, setExportError] = useState<string | null>(null);
  const downloadAll = async () => {
    setExportError(null);
    try {
      exportCsv(await withPasswordCheck(() => fetchAll().unwrap()));
    } catch (error) {
      if (!isCancelled(error)) setExportError((error as Partial<ApiError>).message ?? 'The export failed. Try again.');
    }
  };
  const allowed = useCan();

  if (table.isError) return <EmptyState heading="Subscriptions" message="Failed to fetch subscribers." onRefresh={table.refetch} />;

  return (
    <section className="admin-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Subscriptions</h1>
      {table.data && table.data.total > 0 && allowed('subscribers.manage') ? (
        <p>
          <button type="button" className="button" disabled={exporting} onClick={() => void downloadAll()}>
            Export CSV
          </button>
        </p>
      ) : null}
      {exportError ? <p role="alert">{exportError}</p> : null}
      {dialog}
      <PagedTable
        table={table}
        {...searchedByEmail('subscriber', 'subscribers')}
        empty="No one has subscribed yet."
        caption="Newsletter subscribers"
        columns={['Date Subscribed', 'Email', 'Status', 'isEmailSent', 'Actions']}
        row={(row) => (
          <tr key={row.id}>
            <td>{formatDate(row.date_subscribed)}</td>
            <th scope="row">{row.subscriptionWithEmail}</th>
            <td>{row.status ? STATUS_TEXT[row.status] : 'Active'}</td>
            <td>{emailSentFor(row)}</td>
            <td>
              <DeleteButton label={`Delete ${row.subscriptionWithEmail}`} busy={deleting} onDelete={() => void deleteSubscriber(row.id)} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
