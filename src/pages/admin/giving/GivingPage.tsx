// Donations: what was received this month, this year and per campaign; every gift, 50 a page,
// filtered by status, way and campaign and searched by reference or name (e-mail and phone too,
// shown and searched only within a recent password check); each
// row's actions; a gift recorded without a pledge; the filtered gifts exported as the server's
// CSV (after a recent password check, as every donor's details leave at once).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_STATUSES, WAYS, type GiftStatus, type GiftWay } from '../../../../shared/giving.ts';
import { pathTo } from '../../../../shared/routes.ts';
import { PASSWORD_CHECK_DURATION } from '../../../../shared/twoFactor.ts';
import {
  useGetCampaignsQuery,
  useGetGiftRowsQuery,
  type GiftRow,
  useGetGiftTotalsQuery,
  givingAdminApi,
  type CampaignView,
  type GiftFilter,
} from '../../../../store/api/givingAdmin.ts';
import { useAppDispatch } from '../../../../store/index.ts';
import { AdminPage } from '../common/AdminPage.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { FilterSelect } from '../common/FilterSelect.tsx';
import { formatDate } from '../common/format.ts';
import { isCancelled, usePasswordCheck } from '../common/PasswordCheck.tsx';
import { bounceNote } from '../common/bounces.ts';
import { PagedTable, usePagedRows } from '../common/TablePaging.tsx';
import { kigaliDate } from '../../../../shared/kigaliTime.ts';
import { refusalText } from './FormDialog.tsx';
import { GiftActionButtons, useGiftActions } from './GiftActions.tsx';
import { RecordGiftDialog } from './GiftDialogs.tsx';
import { STATUS_LABELS, WAY_LABELS, donorLines, formatAmount } from './giftTexts.ts';
import { CSV_TYPE, saveFile } from '../common/saveFile.ts';

/** How a gift was paid online and its provider's transaction id; an attempt that needs a look says why. */
function OnlinePaymentLines({ gift }: { gift: GiftRow }) {
  const online = gift.onlinePayment;
  const provider = online ? (DONATIONS_TEXTS.providers[online.provider] ?? online.provider) : '';
  const paid = online?.status === 'SUCCESSFUL' && !online.reason && gift.status === 'RECEIVED';
  return (
    <>
      {paid ? <span className="gift-line">{DONATIONS_TEXTS.paidOnline(provider)}</span> : null}
      {online && !paid ? (
        <span className={online.status === 'PENDING' ? 'gift-line' : 'gift-line mail-problem'}>
          {DONATIONS_TEXTS.online(provider, DONATIONS_TEXTS.onlineState[online.status] ?? online.status, online.reason)}
        </span>
      ) : null}
      {gift.transactionId || online?.providerTransactionId ? (
        <span className="gift-line">{DONATIONS_TEXTS.transaction(gift.transactionId || online!.providerTransactionId)}</span>
      ) : null}
    </>
  );
}

export const DONATIONS_TEXTS = {
  heading: 'Donations',
  totals: 'Totals',
  month: 'Received this month',
  year: 'Received this year',
  loadingTotals: 'Loading totals...',
  totalsFailed: 'Failed to load the totals.',
  campaigns: 'Campaigns',
  monthly: 'Monthly givers',
  record: 'Record a gift',
  export: 'Export CSV',
  exportFailed: 'The export failed. Try again.',
  none: 'None',
  empty: 'No gifts yet.',
  failed: 'Failed to load gifts.',
  contactsHidden: `E-mail addresses and phone numbers show once you confirm your password, for ${PASSWORD_CHECK_DURATION}.`,
  showContacts: 'Show e-mail and phone',
  receipt: (number: string) => `Receipt ${number}`,
  transaction: (id: string) => `Transaction ${id}`,
  // Paying online (docs/giving.md, "Paying online"): how a gift was paid, and what needs a look.
  providers: { MTN_MOMO: 'MTN MoMo', FLUTTERWAVE: 'card (Flutterwave)' } as Record<string, string>,
  paidOnline: (provider: string) => `Paid online by ${provider}`,
  onlineState: { PENDING: 'waiting for the payer', FAILED: 'failed', UNDERPAID: 'under-paid', EXPIRED: 'no answer in time', SUCCESSFUL: 'paid' } as Record<string, string>,
  online: (provider: string, state: string, reason: string) => `Online by ${provider}: ${state}${reason ? ` (${reason})` : ''}`,
  receivedRwf: (amount: string) => `Received ${amount}`,
} as const;

/** Downloads the server's CSV text as gifts-YYYY-MM-DD.csv (the day in Kigali). */
const downloadCsv = (csv: string) => saveFile(`gifts-${kigaliDate(Date.now())}.csv`, csv, CSV_TYPE);

/** The RWF received this month and this year, and per campaign (its English title). */
function Totals({ campaigns }: { campaigns: CampaignView[] }) {
  const { data: totals, isError } = useGetGiftTotalsQuery();
  const titleOf = (id: string) => campaigns.find((campaign) => campaign.id === id)?.title.en ?? id;
  let body;
  if (isError) body = <p role="alert">{DONATIONS_TEXTS.totalsFailed}</p>;
  else if (!totals) body = <p role="status">{DONATIONS_TEXTS.loadingTotals}</p>;
  else {
    const rows = [
      { key: 'month', term: DONATIONS_TEXTS.month, amount: totals.monthRwf },
      { key: 'year', term: DONATIONS_TEXTS.year, amount: totals.yearRwf },
      ...totals.campaigns.map((total) => ({ key: total.campaignId, term: titleOf(total.campaignId), amount: total.receivedRwf })),
    ];
    body = (
      <dl className="gift-totals">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.term}</dt>
            <dd>{formatAmount(row.amount, 'RWF')}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section aria-labelledby="gift-totals-heading">
      <h2 id="gift-totals-heading">{DONATIONS_TEXTS.totals}</h2>
      {body}
    </section>
  );
}

/** The export of the gifts the filters find: the password check first when the server asks for it. */
function useCsvExport(filter: GiftFilter & { search: string }) {
  const dispatch = useAppDispatch();
  const { withPasswordCheck, dialog } = usePasswordCheck();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Asked without a subscription: every donor's details leave the store once the file is made.
  const fetchCsv = () => dispatch(givingAdminApi.endpoints.getGiftsCsv.initiate(filter, { subscribe: false, forceRefetch: true })).unwrap();
  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      downloadCsv(await withPasswordCheck(fetchCsv));
    } catch (thrown) {
      if (!isCancelled(thrown)) setError(refusalText(thrown, DONATIONS_TEXTS.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, dialog, error };
}

/**
 * Donors' e-mails and phones: the server sends them only within a recent password check. While it
 * sends none, a button asks for the password once, and the rows are read again with them.
 */
function ContactsNotice({ hidden, onShown }: { hidden: boolean; onShown: () => void }) {
  const { askPassword, dialog } = usePasswordCheck();
  if (!hidden) return null;
  const show = async () => {
    try {
      await askPassword();
      onShown();
    } catch (thrown) {
      if (!isCancelled(thrown)) throw thrown;
    }
  };
  return (
    <>
      <p className="form-actions">
        {DONATIONS_TEXTS.contactsHidden}{' '}
        <button type="button" className="button button--ghost" onClick={() => void show()}>
          {DONATIONS_TEXTS.showContacts}
        </button>
      </p>
      {dialog}
    </>
  );
}

export function GivingPage() {
  const [status, setStatus] = useState<GiftStatus | ''>('');
  const [way, setWay] = useState<GiftWay | ''>('');
  const [campaignId, setCampaignId] = useState('');
  const filter: GiftFilter = { status: status || undefined, way: way || undefined, campaignId: campaignId || undefined };
  const table = usePagedRows(useGetGiftRowsQuery, filter);
  const { data: campaigns = [] } = useGetCampaignsQuery();
  const csv = useCsvExport({ ...filter, search: table.paging.search });
  const actions = useGiftActions();
  const [recording, setRecording] = useState(false);

  if (table.isError) return <EmptyState heading={DONATIONS_TEXTS.heading} message={DONATIONS_TEXTS.failed} onRefresh={table.refetch} />;

  /** A new filter starts again at the first page. */
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.paging.setPage(1);
  };
  /** The rows again, now with their contacts; the keyboard goes to the first row (the button it was on is gone). */
  const showContacts = async () => {
    await table.refetch();
    document.querySelector<HTMLElement>('[data-gift]')?.focus();
  };
  const titleOf = (id: string | null) => (id ? (campaigns.find((campaign) => campaign.id === id)?.title.en ?? '') : DONATIONS_TEXTS.none);

  return (
    <AdminPage
      heading={DONATIONS_TEXTS.heading}
      actions={
        <p className="form-actions">
          <Link to={pathTo('adminGivingCampaigns')}>{DONATIONS_TEXTS.campaigns}</Link>{' '}
          <Link to={pathTo('adminGivingMonthly')}>{DONATIONS_TEXTS.monthly}</Link>{' '}
          <button type="button" className="button" onClick={() => setRecording(true)}>
            {DONATIONS_TEXTS.record}
          </button>{' '}
          <button type="button" className="button button--ghost" disabled={csv.busy} onClick={() => void csv.run()}>
            {DONATIONS_TEXTS.export}
          </button>
        </p>
      }
    >
      {csv.error ? <p role="alert">{csv.error}</p> : null}
      {csv.dialog}
      <Totals campaigns={campaigns} />
      <ContactsNotice hidden={(table.data?.items ?? []).some((gift) => !gift.erased && gift.donorEmail === null)} onShown={() => void showContacts()} />
      {actions.refusal ? <p role="alert">{actions.refusal}</p> : null}
      <PagedTable
        table={table}
        searchLabel="Search"
        what="gifts"
        loading="Loading gifts..."
        // With a filter chosen, no row means none matches, not that there are none.
        empty={status || way || campaignId ? undefined : DONATIONS_TEXTS.empty}
        noMatch={(search) => `No gift matches “${search}”.`}
        caption="Gifts, newest first"
        filters={
          <>
            <FilterSelect
              label="Status"
              value={status}
              options={GIFT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
              onChange={filtered((value) => setStatus(value as GiftStatus | ''))}
            />
            <FilterSelect
              label="Way"
              value={way}
              options={WAYS.map((value) => ({ value, label: WAY_LABELS[value] }))}
              onChange={filtered((value) => setWay(value as GiftWay | ''))}
            />
            <FilterSelect
              label="Campaign"
              value={campaignId}
              options={campaigns.map((campaign) => ({ value: campaign.id, label: campaign.title.en }))}
              onChange={filtered(setCampaignId)}
            />
          </>
        }
        columns={['Date', 'Reference', 'Donor', 'Amount', 'Way', 'Campaign', 'Status', 'Actions']}
        row={(gift) => (
          <tr key={gift.id}>
            <td>{formatDate(gift.pledgedAt)}</td>
            <th scope="row" tabIndex={-1} data-gift={gift.id}>
              {gift.reference}
            </th>
            <td>
              {donorLines(gift).map((line, index) => (
                <span key={index} className="gift-line">
                  {line}
                </span>
              ))}
            </td>
            <td>
              <span className="gift-line">{formatAmount(gift.amount, gift.currency)}</span>
              {gift.receivedRwf !== null && (gift.currency !== 'RWF' || gift.receivedRwf !== gift.amount) ? (
                <span className="gift-line">{DONATIONS_TEXTS.receivedRwf(formatAmount(gift.receivedRwf, 'RWF'))}</span>
              ) : null}
            </td>
            <td>{WAY_LABELS[gift.way]}</td>
            <td>{titleOf(gift.campaignId)}</td>
            <td>
              <span className="gift-line">{STATUS_LABELS[gift.status]}</span>
              {gift.receiptNumber ? <span className="gift-line">{DONATIONS_TEXTS.receipt(gift.receiptNumber)}</span> : null}
              <OnlinePaymentLines gift={gift} />
              {gift.mailProblem ? <span className="mail-problem">{bounceNote(gift.mailProblem)}</span> : null}
            </td>
            <td className="admin-table__actions">
              <GiftActionButtons gift={gift} onChoose={(action) => actions.choose(gift, action)} />
            </td>
          </tr>
        )}
      />
      {actions.dialog}
      {recording ? <RecordGiftDialog onClose={() => setRecording(false)} /> : null}
    </AdminPage>
  );
}
