// Monthly givers as the tests reach them: the documents the site's client sends, and a monthly
// giving written straight in its table (for the roles matrix: only the role decides what happens).
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import type { TestServer } from '../../kit/server.ts';

export const MONTHLY_GIVERS = `query ($offset: Int, $limit: Int) { monthlyGivers(offset: $offset, limit: $limit) {
  total items { id donorName donorEmail amount currency way day language startedAt lastRemindedAt stoppedAt stoppedBy erased } } }`;
export const STOP_MONTHLY_GIFT = 'mutation ($id: ID!) { stopMonthlyGift(id: $id) { id stoppedAt stoppedBy } }';
export const PLEDGE_MONTHLY = `mutation ($input: PledgeInput!, $language: Language) { pledgeGift(input: $input, language: $language) {
  reference amount currency way emailed payNow payToken } }`;
export const PLEDGE_TO_PAY = `query ($reference: String!, $payToken: String!, $language: Language) { pledgeToPay(reference: $reference, payToken: $payToken, language: $language) {
  reference amount currency way emailed payNow payToken instructions { kind number code } } }`;

export interface MonthlyGiverAnswer {
  id: string;
  donorName: string;
  donorEmail: string | null;
  amount: number;
  currency: string;
  way: string;
  day: number;
  language: string;
  startedAt: number;
  lastRemindedAt: number | null;
  stoppedAt: number | null;
  stoppedBy: string;
  erased: boolean;
}

/** A running monthly giving, written straight in the table; answers its id. */
export async function aMonthlyGiving(server: TestServer): Promise<string> {
  const today = kigaliToday();
  const monthly = await server.services.repos.monthlyGifts.insert({
    amount: 5_000, currency: 'RWF', way: 'CASH', campaignId: null, donorName: 'Role test', donorEmail: `role-${Math.random().toString(36).slice(2)}@bcf.test`,
    donorPhone: '', language: 'en', day: Number(today.slice(8, 10)), lastMonth: today.slice(0, 7),
  });
  return monthly.id;
}

/** The month before `month` (YYYY-MM). */
export function monthBefore(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
