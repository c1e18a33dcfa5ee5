// Giving's staff operations for the roles matrix (tests/server/staff/roles.test.ts): each needs donations.manage.
import type { TestServer } from '../../kit/server.ts';
import { MONTHLY_GIVERS, STOP_MONTHLY_GIFT, aMonthlyGiving } from './monthlyKit.ts';
import { CAMPAIGNS, CANCEL_GIFT, ERASE_DONOR, GIFTS, GIFTS_CSV, GIFT_TOTALS, MARK_RECEIVED, RECORD_GIFT, SAVE_CAMPAIGN } from './documents.ts';

/** A fresh pledge, written straight in the table: only the role decides what happens to it. */
async function aPledge(server: TestServer): Promise<string> {
  const reference = `BCF-${Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('')}`;
  const gift = await server.services.repos.gifts.insertPledge({
    reference, amount: 5_000, currency: 'RWF', way: 'CASH', campaignId: null, donorName: 'Role test', donorEmail: '', donorPhone: '', language: 'en',
  });
  return gift!.id;
}

const query = (document: string) => (server: TestServer, token: string | undefined) => server.gql(document, {}, token);
const onGift = (document: string, variables: Record<string, unknown> = {}) => (server: TestServer, token: string | undefined, id: string) =>
  server.gql(document, { id, ...variables }, token);

const CAMPAIGN = { title: '{"en":"Role test"}', description: '{}', goalRwf: 1_000, startsOn: '2026-01-01', endsOn: '2026-12-31' };

export const GIVING_OPERATIONS = [
  { name: 'gifts', field: 'gifts', needs: 'donations.manage', call: query(`${GIFTS}`) },
  { name: 'giftTotals', field: 'giftTotals', needs: 'donations.manage', call: query(GIFT_TOTALS) },
  { name: 'giftsCsv (the export)', field: 'giftsCsv', needs: 'donations.manage', call: query(GIFTS_CSV) },
  { name: 'campaigns', field: 'campaigns', needs: 'donations.manage', call: query(CAMPAIGNS) },
  { name: 'markGiftReceived', field: 'markGiftReceived', needs: 'donations.manage', prepare: aPledge, call: onGift(MARK_RECEIVED, { input: { amountRwf: 5_000 } }) },
  { name: 'cancelGift', field: 'cancelGift', needs: 'donations.manage', prepare: aPledge, call: onGift(CANCEL_GIFT) },
  { name: 'eraseDonor', field: 'eraseDonor', needs: 'donations.manage', prepare: aPledge, call: onGift(ERASE_DONOR) },
  {
    name: 'recordGift', field: 'recordGift', needs: 'donations.manage',
    call: (server: TestServer, token: string | undefined) => server.gql(RECORD_GIFT, { input: { amount: 1_000, way: 'CASH', amountRwf: 1_000 } }, token),
  },
  { name: 'monthlyGivers', field: 'monthlyGivers', needs: 'donations.manage', call: query(MONTHLY_GIVERS) },
  { name: 'stopMonthlyGift', field: 'stopMonthlyGift', needs: 'donations.manage', prepare: aMonthlyGiving, call: onGift(STOP_MONTHLY_GIFT) },
  {
    name: 'saveCampaign', field: 'saveCampaign', needs: 'donations.manage',
    call: (server: TestServer, token: string | undefined) => server.gql(SAVE_CAMPAIGN, { input: CAMPAIGN }, token),
  },
] as const;
