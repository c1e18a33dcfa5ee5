// Campaigns: each with its goal, its first and last days and what it has received (received gifts
// only), a new one and changes to one through the same form.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../../shared/routes.ts';
import { useGetCampaignsQuery, useGetGiftTotalsQuery, type CampaignView } from '../../../../store/api/givingAdmin.ts';
import { AdminPage } from '../common/AdminPage.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { TableHead } from '../common/TablePaging.tsx';
import { CampaignDialog } from './CampaignDialog.tsx';
import { formatAmount } from './giftTexts.ts';

export const CAMPAIGNS_TEXTS = {
  heading: 'Campaigns',
  back: 'Donations',
  create: 'New campaign',
  edit: 'Edit',
  editLabel: (title: string) => `Edit ${title}`,
  loading: 'Loading campaigns...',
  empty: 'No campaigns yet.',
  failed: 'Failed to load campaigns.',
  caption: 'Campaigns, the latest to start first',
} as const;

function CampaignTable({ campaigns, onEdit }: { campaigns: CampaignView[]; onEdit: (campaign: CampaignView) => void }) {
  const { data: totals } = useGetGiftTotalsQuery();
  const receivedBy = (id: string) => totals?.campaigns.find((total) => total.campaignId === id)?.receivedRwf ?? 0;
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <TableHead caption={CAMPAIGNS_TEXTS.caption} columns={['Title', 'Goal', 'Starts', 'Ends', 'Received', 'Actions']} />
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id}>
              <th scope="row">{campaign.title.en}</th>
              <td>{formatAmount(campaign.goalRwf, 'RWF')}</td>
              <td>{campaign.startsOn}</td>
              <td>{campaign.endsOn}</td>
              <td>{totals ? formatAmount(receivedBy(campaign.id), 'RWF') : null}</td>
              <td className="admin-table__actions">
                <button type="button" className="link-button" aria-label={CAMPAIGNS_TEXTS.editLabel(campaign.title.en)} onClick={() => onEdit(campaign)}>
                  {CAMPAIGNS_TEXTS.edit}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CampaignsPage() {
  const { data: campaigns, isError, refetch } = useGetCampaignsQuery();
  // The campaign whose form is open: 'new' for a new one.
  const [editing, setEditing] = useState<CampaignView | 'new' | null>(null);

  if (isError) return <EmptyState heading={CAMPAIGNS_TEXTS.heading} message={CAMPAIGNS_TEXTS.failed} onRefresh={refetch} />;

  let body;
  if (!campaigns) body = <p role="status">{CAMPAIGNS_TEXTS.loading}</p>;
  else if (campaigns.length === 0) body = <p>{CAMPAIGNS_TEXTS.empty}</p>;
  else body = <CampaignTable campaigns={campaigns} onEdit={setEditing} />;

  return (
    <AdminPage
      heading={CAMPAIGNS_TEXTS.heading}
      actions={
        <p className="form-actions">
          <Link to={pathTo('adminGiving')}>{CAMPAIGNS_TEXTS.back}</Link>{' '}
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {CAMPAIGNS_TEXTS.create}
          </button>
        </p>
      }
    >
      {body}
      {editing ? <CampaignDialog campaign={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
