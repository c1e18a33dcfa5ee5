// Monthly givers: each donor who ticked "Give every month", the running ones first, with their
// amount, way, day of the month, language, when they started, their last reminder and whether
// and by whom they stopped; Stop asks first, then stops the reminders (the activity log records it).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LANGUAGE_NAMES, isLanguage } from '../../../../shared/i18n/languages.ts';
import { formatKigali } from '../../../../shared/kigaliTime.ts';
import { pathTo } from '../../../../shared/routes.ts';
import { useGetMonthlyGiversQuery, useStopMonthlyGiftMutation, type MonthlyGiverRow } from '../../../../store/api/monthlyGivers.ts';
import { AdminPage } from '../common/AdminPage.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { TableHead, TablePager } from '../common/TablePaging.tsx';
import { ANONYMOUS, WAY_LABELS, formatAmount } from './giftTexts.ts';

export const MONTHLY_TEXTS = {
  heading: 'Monthly givers',
  back: 'Donations',
  loading: 'Loading monthly givers...',
  empty: 'No monthly givers yet.',
  failed: 'Failed to load monthly givers.',
  caption: 'Monthly givers, the running ones first, the newest first',
  what: 'monthly givers',
  columns: ['Donor', 'Amount', 'Way', 'Day', 'Language', 'Started', 'Last reminder', 'Stopped', 'Actions'],
  emailHidden: 'E-mail hidden',
  never: 'Not yet',
  running: 'Running',
  stop: 'Stop',
  stopLabel: (who: string) => `Stop the monthly gift of ${who}`,
  confirmTitle: 'Stop this monthly gift?',
  confirmMessage: (who: string, amount: string) => `${who} will get no more monthly reminders for ${amount}. This cannot be undone; they can start again from the Donate page.`,
  confirm: 'Stop it',
  keep: 'Keep it',
  stopped: 'Monthly gift stopped.',
  stopFailed: 'The monthly gift could not be stopped. Please try again.',
  stoppedBy: { DONOR: 'by the donor', STAFF: 'by staff', ERASED: 'erased' } as Record<string, string>,
} as const;

const donorOf = (giver: MonthlyGiverRow) => giver.donorName || ANONYMOUS;

function GiverRow({ giver, onStop }: { giver: MonthlyGiverRow; onStop: (giver: MonthlyGiverRow) => void }) {
  const email = giver.erased ? null : (giver.donorEmail ?? MONTHLY_TEXTS.emailHidden);
  return (
    <tr data-monthly-giver={giver.id}>
      <th scope="row">
        {donorOf(giver)}
        {email ? (
          <>
            <br />
            {email}
          </>
        ) : null}
      </th>
      <td>{formatAmount(giver.amount, giver.currency)}</td>
      <td>{WAY_LABELS[giver.way]}</td>
      <td>{giver.day}</td>
      <td>{isLanguage(giver.language) ? LANGUAGE_NAMES[giver.language] : giver.language}</td>
      <td>{formatKigali(giver.startedAt)}</td>
      <td>{giver.lastRemindedAt === null || giver.lastRemindedAt === undefined ? MONTHLY_TEXTS.never : formatKigali(giver.lastRemindedAt)}</td>
      <td>
        {giver.stoppedAt === null || giver.stoppedAt === undefined
          ? MONTHLY_TEXTS.running
          : `${formatKigali(giver.stoppedAt)}, ${MONTHLY_TEXTS.stoppedBy[giver.stoppedBy] ?? giver.stoppedBy}`}
      </td>
      <td className="admin-table__actions">
        {giver.stoppedAt === null || giver.stoppedAt === undefined ? (
          <button type="button" className="link-button" aria-label={MONTHLY_TEXTS.stopLabel(donorOf(giver))} onClick={() => onStop(giver)}>
            {MONTHLY_TEXTS.stop}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

export function MonthlyGiversPage() {
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useGetMonthlyGiversQuery({ page });
  const [stopGift, stopping] = useStopMonthlyGiftMutation();
  // The giver whose Stop is being confirmed.
  const [asking, setAsking] = useState<MonthlyGiverRow | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  if (isError) return <EmptyState heading={MONTHLY_TEXTS.heading} message={MONTHLY_TEXTS.failed} onRefresh={refetch} />;

  const stop = async (giver: MonthlyGiverRow) => {
    const result = await stopGift(giver.id);
    setAsking(null);
    setNotice('error' in result && result.error ? { kind: 'alert', text: MONTHLY_TEXTS.stopFailed } : { kind: 'status', text: MONTHLY_TEXTS.stopped });
  };

  let body;
  if (!data) body = <p role="status">{MONTHLY_TEXTS.loading}</p>;
  else if (data.total === 0) body = <p>{MONTHLY_TEXTS.empty}</p>;
  else {
    body = (
      <>
        <div className="table-scroll">
          <table className="admin-table">
            <TableHead caption={MONTHLY_TEXTS.caption} columns={MONTHLY_TEXTS.columns} />
            <tbody>
              {data.items.map((giver) => (
                <GiverRow key={giver.id} giver={giver} onStop={setAsking} />
              ))}
            </tbody>
          </table>
        </div>
        <TablePager what={MONTHLY_TEXTS.what} page={page} total={data.total} shown={data.items.length} onPage={setPage} />
      </>
    );
  }

  return (
    <AdminPage
      heading={MONTHLY_TEXTS.heading}
      actions={
        <p className="form-actions">
          <Link to={pathTo('adminGiving')}>{MONTHLY_TEXTS.back}</Link>
        </p>
      }
    >
      {notice ? <p role={notice.kind}>{notice.text}</p> : null}
      {body}
      {asking ? (
        <ConfirmDialog
          title={MONTHLY_TEXTS.confirmTitle}
          message={MONTHLY_TEXTS.confirmMessage(donorOf(asking), formatAmount(asking.amount, asking.currency))}
          confirmLabel={MONTHLY_TEXTS.confirm}
          cancelLabel={MONTHLY_TEXTS.keep}
          busy={stopping.isLoading}
          onConfirm={() => void stop(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </AdminPage>
  );
}
