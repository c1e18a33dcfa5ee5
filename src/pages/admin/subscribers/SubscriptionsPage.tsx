import { useState } from 'react';
import { successToast } from '../../../../machines/adminToasts.ts';
import {
  useGetSubscriptionRowsQuery,
  useLazyGetAllSubscriptionsQuery,
  useMailSubscriberAgainMutation,
  type SubscriberExportRow,
  type SubscriberRow,
} from '../../../../store/api/subscriberAdmin.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { subscribersCsv } from '../../../../shared/csv.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useDeleteSubscriber } from '../common/deletionWiring.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { formatDate } from '../common/format.ts';
import { BOUNCE_TEXTS, bounceLine, subscriberStatusText } from '../common/bounces.ts';
import { isCancelled, usePasswordCheck } from '../common/PasswordCheck.tsx';
import { useCan } from '../common/permissions.tsx';
import { showToast } from '../common/showToast.ts';
import { DeleteButton, PagedTable, searchedByEmail, usePagedRows } from '../common/TablePaging.tsx';
import { CSV_TYPE, saveFile } from '../common/saveFile.ts';

/** What the isEmailSent column shows: the category of the last post e-mailed, or N/A. */
function emailSentFor(subscriber: SubscriberRow): string {
  return subscriber.isEmailSent || 'N/A';
}

const refusalText = (error: unknown, general: string) => (error as Partial<ApiError> | undefined)?.message || general;

/**
 * "Mail them again" for a subscriber whose mail bounced: asked first, as newsletters then go to the
 * address again. `ask(row)` opens the question; `dialog` is to be rendered; `refusal` is what the
 * server last refused. Done, the row's button is gone: the keyboard goes to the row's address.
 */
function useMailAgain() {
  const [asking, setAsking] = useState<SubscriberRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [mailAgain, { isLoading }] = useMailSubscriberAgainMutation();
  const ask = (row: SubscriberRow) => {
    setRefusal(null);
    setAsking(row);
  };
  const confirm = async (row: SubscriberRow) => {
    try {
      await mailAgain(row.id).unwrap();
      showToast(null, successToast(BOUNCE_TEXTS.mailedAgain(row.subscriptionWithEmail)));
      setAsking(null);
      setTimeout(() => document.querySelector<HTMLElement>(`[data-subscriber="${CSS.escape(row.id)}"]`)?.focus(), 0);
    } catch (error) {
      setRefusal(refusalText(error, BOUNCE_TEXTS.mailAgainFailed));
      setAsking(null);
    }
  };
  const dialog = asking ? (
    <ConfirmDialog
      title={BOUNCE_TEXTS.mailAgainTitle}
      message={BOUNCE_TEXTS.mailAgainMessage(asking.subscriptionWithEmail)}
      confirmLabel={BOUNCE_TEXTS.mailAgain}
      busy={isLoading}
      onConfirm={() => void confirm(asking)}
      onCancel={() => setAsking(null)}
    />
  ) : null;
  return { ask, dialog, refusal };
}

/** Downloads every subscriber (not only the page shown) as a CSV file made in the browser. */
const exportCsv = (rows: SubscriberExportRow[]) => saveFile(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`, subscribersCsv(rows), CSV_TYPE);

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
  const mailAgain = useMailAgain();

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
      {mailAgain.refusal ? <p role="alert">{mailAgain.refusal}</p> : null}
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
            <th scope="row" tabIndex={-1} data-subscriber={row.id}>
              {row.subscriptionWithEmail}
            </th>
            <td>
              {subscriberStatusText(row.status, row.mailProblem)}
              {row.mailProblem && (row.status === 'BOUNCED' || row.status === 'UNSUBSCRIBED') ? (
                <span className="mail-problem">{bounceLine(row.mailProblem)}</span>
              ) : null}
            </td>
            <td>{emailSentFor(row)}</td>
            <td className="admin-table__actions">
              {row.status === 'BOUNCED' && allowed('subscribers.manage') ? (
                <button
                  type="button"
                  className="link-button"
                  aria-label={BOUNCE_TEXTS.mailAgainLabel(row.subscriptionWithEmail)}
                  onClick={() => mailAgain.ask(row)}
                >
                  {BOUNCE_TEXTS.mailAgain}
                </button>
              ) : null}
              <DeleteButton label={`Delete ${row.subscriptionWithEmail}`} busy={deleting} onDelete={() => void deleteSubscriber(row.id)} />
            </td>
          </tr>
        )}
      />
      {mailAgain.dialog}
    </section>
  );
}
