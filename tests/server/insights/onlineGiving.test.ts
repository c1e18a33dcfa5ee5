// Insights' giving counts gifts received online (a provider's confirmed payment: MTN MoMo, through
// the stand-in of MTN's Open API) and by hand (staff marked them) apart: per month, per row of each
// breakdown and in how the pledges ended. Someone who may not see donors (an Editor) never learns
// one gift from the split: each part adds up no gift or at least five, in every row, month and
// difference, and where a part would not, it is merged or not shown. Both databases.
import { beforeAll, describe, expect, test } from 'vitest';
import { kigaliDate } from '../../../shared/kigaliTime.ts';
import { MIN_GIFTS_IN_ROW } from '../../../server/insights/giving.ts';
import { databasesOf } from '../../kit/databases.ts';
import { MARK_RECEIVED } from '../giving/documents.ts';
import { withPaymentServer } from '../giving/kit.ts';

const ROW = 'key label currency gifts pledged received receivedOnline receivedByHand';
const GIVING = `query ($period: InsightsPeriod!) { givingInsights(period: $period) {
  months { month currency pledged received receivedOnline receivedByHand }
  ways { ${ROW} } campaigns { ${ROW} } sources { ${ROW} } pages { ${ROW} }
  received receivedOnline receivedByHand cancelled waiting } }`;
const PLEDGE = `mutation ($input: PledgeInput!) { pledgeGift(input: $input) { reference payToken } }`;
const PAY = `mutation ($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status } }`;

interface Figure {
  currency?: string;
  pledged: number;
  received: number;
  receivedOnline: number | null;
  receivedByHand: number | null;
}
interface Row extends Figure {
  key: string;
  label: string;
  gifts: number;
}
interface Giving {
  months: (Figure & { month: string })[];
  ways: Row[];
  campaigns: Row[];
  sources: Row[];
  pages: Row[];
  received: number;
  receivedOnline: number | null;
  receivedByHand: number | null;
}

/** Gift k's amount: 100 RWF times 2^k, so that any sum of amounts says which gifts it adds up. */
const amountOf = (k: number) => 100 * 2 ** k;
/** How many gifts an amount adds up (the gifts being amountOf(0..16)). */
function giftsIn(amount: number): number {
  expect(amount % 100, `${amount} is a sum of whole gifts`).toBe(0);
  expect(amount / 100).toBeLessThan(2 ** 17);
  return (amount / 100).toString(2).split('').filter((bit) => bit === '1').length;
}
/** No amount the reader gets adds up one to four gifts. */
function noFewGifts(giving: Giving): void {
  const figures: (Figure & { name: string })[] = [
    ...giving.months.map((one) => ({ ...one, name: `month ${one.month}` })),
    ...(['ways', 'campaigns', 'sources', 'pages'] as const).flatMap((by) => giving[by].map((one) => ({ ...one, name: `${by} ${one.key}` }))),
  ];
  for (const figure of figures) {
    for (const amount of [figure.pledged, figure.received, figure.receivedOnline ?? 0, figure.receivedByHand ?? 0]) {
      const gifts = giftsIn(amount);
      expect(gifts === 0 || gifts >= MIN_GIFTS_IN_ROW, `${figure.name}: ${amount} adds up ${gifts} gifts`).toBe(true);
    }
  }
}

describe.each(databasesOf(import.meta.url))('online and by-hand gifts in the Insights on $name', (kind) => {
  const { server, momo } = withPaymentServer(kind, { momo: true });
  let owner: string;
  let editor: string;
  beforeAll(async () => {
    owner = await server.login();
    editor = (await server.addStaff('EDITOR')).token;
  });
  let client = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++client}` });

  const giving = async (as: string, period = 'LAST_30_DAYS') => {
    const answer = await server.gql<{ givingInsights: Giving }>(GIVING, { period }, as);
    expect(answer.errors).toBeUndefined();
    return answer.data!.givingInsights;
  };
  const pledge = async (input: Record<string, unknown>) => {
    const answer = await server.gql<{ pledgeGift: { reference: string; payToken: string | null } }>(PLEDGE, { input }, { headers: from() });
    expect(answer.errors).toBeUndefined();
    return answer.data!.pledgeGift;
  };

  test('a gift paid by MTN MoMo counts as received online, one marked received by staff as by hand', async () => {
    const paid = await pledge({ amount: 5_000, way: 'MTN_MOMO', arrivalSource: 'google.com', arrivalPath: '/DonatePage' });
    expect((await server.gql(PAY, { reference: paid.reference, payToken: paid.payToken, number: '078 8100001' }, { headers: from() })).errors).toBeUndefined();
    await momo.approve(momo.forReference(paid.reference)!.referenceId);
    await server.services.giving.payments.checkDue();
    const byHand = await pledge({ amount: 3_000, way: 'MTN_MOMO', arrivalSource: 'google.com', arrivalPath: '/DonatePage' });
    const [row] = await server.services.db.query<{ id: string }>('SELECT id FROM gifts WHERE reference = $1', [byHand.reference]);
    expect((await server.gql(MARK_RECEIVED, { id: row!.id, input: { amountRwf: 2_900 } }, owner)).errors).toBeUndefined();
    await pledge({ amount: 1_000, way: 'CASH', arrivalSource: 'google.com', arrivalPath: '/DonatePage' });
    expect((await server.services.db.query<{ paid_online: string }>('SELECT paid_online FROM gifts ORDER BY seq')).map((one) => one.paid_online)).toEqual(['MTN_MOMO', '', '']);

    const seen = await giving(owner);
    expect(seen.months).toEqual([{ month: kigaliDate(Date.now()).slice(0, 7), currency: 'RWF', pledged: 9_000, received: 7_900, receivedOnline: 5_000, receivedByHand: 2_900 }]);
    expect(seen.ways).toEqual([
      { key: 'MTN_MOMO', label: 'MTN Mobile Money', currency: 'RWF', gifts: 2, pledged: 8_000, received: 7_900, receivedOnline: 5_000, receivedByHand: 2_900 },
      { key: 'CASH', label: 'Cash', currency: 'RWF', gifts: 1, pledged: 1_000, received: 0, receivedOnline: 0, receivedByHand: 0 },
    ]);
    expect(seen.sources).toEqual([{ key: 'google.com', label: 'google.com', currency: 'RWF', gifts: 3, pledged: 9_000, received: 7_900, receivedOnline: 5_000, receivedByHand: 2_900 }]);
    expect(seen).toMatchObject({ received: 2, receivedOnline: 1, receivedByHand: 1 });

    // An Editor sees no row of three gifts, and not how the two received were paid.
    const editorSees = await giving(editor);
    expect(editorSees).toMatchObject({ months: [], ways: [], sources: [], received: 2, receivedOnline: null, receivedByHand: null });
  });

  test("an Editor cannot learn one gift from the split: a row's lone online gift is merged, a quiet month's carried on, and too few online in all shows no split", async () => {
    await server.services.db.query('DELETE FROM gifts');
    // Seventeen gifts, gift k of amountOf(k): source c's five all received online; source a's
    // six received, five by hand and one (k = 10) online; source b's five of six received by hand.
    const sources = ['c', 'c', 'c', 'c', 'c', 'a', 'a', 'a', 'a', 'a', 'a', 'b', 'b', 'b', 'b', 'b', 'b'];
    for (const [k, source] of sources.entries()) await pledge({ amount: amountOf(k), way: k % 2 ? 'CASH' : 'BANK_TRANSFER', arrivalSource: `${source}.example`, arrivalPath: '/DonatePage' });
    const receive = (ks: number[], online: '' | 'MTN_MOMO' | 'FLUTTERWAVE') =>
      server.services.db.query(
        `UPDATE gifts SET status = 'RECEIVED', received_rwf = amount, received_on = (pledged_at + interval '2 hours')::date,
           receipt_number = 'R-' || reference, paid_online = $2 WHERE amount = ANY($1::bigint[])`,
        [ks.map(amountOf), online],
      );
    await receive([0, 1, 2, 3, 4, 10], 'MTN_MOMO');
    await receive([5, 6, 7, 8, 9, 11, 12, 13, 14, 15], '');
    const lone = amountOf(10);

    // Whoever may see donors sees source a's lone online gift as it is.
    const whole = await giving(owner);
    expect(whole.sources.find((one) => one.key === 'a.example')).toMatchObject({ gifts: 6, receivedOnline: lone });
    expect(whole).toMatchObject({ received: 16, receivedOnline: 6, receivedByHand: 10 });

    // An Editor: a's split would be one gift, so a is merged with the smallest row that fits (c).
    const seen = await giving(editor);
    noFewGifts(seen);
    const sum = (ks: number[]) => ks.reduce((total, k) => total + amountOf(k), 0);
    expect(seen.sources).toEqual([
      { key: 'b.example', label: 'b.example', currency: 'RWF', gifts: 6, pledged: sum([11, 12, 13, 14, 15, 16]), received: sum([11, 12, 13, 14, 15]), receivedOnline: 0, receivedByHand: sum([11, 12, 13, 14, 15]) },
      { key: '(other)', label: 'Other', currency: 'RWF', gifts: 11, pledged: sum([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), received: sum([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), receivedOnline: sum([0, 1, 2, 3, 4, 10]), receivedByHand: sum([5, 6, 7, 8, 9]) },
    ]);
    expect(seen).toMatchObject({ received: 16, receivedOnline: 6, receivedByHand: 10 });
    // The parts add up to what was received, in each row and in all: no difference is a gift.
    for (const one of [...seen.months, ...seen.ways, ...seen.campaigns, ...seen.sources, ...seen.pages]) expect(one.receivedOnline! + one.receivedByHand!).toBe(one.received);

    // The lone online gift pledged and received in a quiet month of its own: that month's received
    // is carried on to a later one, its online part with it; the months add up to the rows.
    await server.services.db.query(`UPDATE gifts SET pledged_at = pledged_at - interval '45 days', received_on = received_on - 45 WHERE amount = $1`, [lone]);
    const months = await giving(editor, 'LAST_12_MONTHS');
    noFewGifts(months);
    expect(months.months.map((one) => one.receivedOnline)).not.toContain(lone);
    const total = (figures: Figure[], field: 'receivedOnline' | 'receivedByHand') => figures.reduce((all, one) => all + (one[field] ?? 0), 0);
    expect(total(months.months, 'receivedOnline')).toBe(total(months.sources, 'receivedOnline'));
    expect(total(months.months, 'receivedByHand')).toBe(total(months.sources, 'receivedByHand'));
    expect(total(months.months, 'receivedOnline')).toBe(sum([0, 1, 2, 3, 4, 10]));
    // Whoever may see donors sees that month as it is.
    expect((await giving(owner, 'LAST_12_MONTHS')).months.map((one) => one.receivedOnline)).toContain(lone);

    // Three of c's gifts were marked by hand after all: two online in the last 30 days (the lone one
    // is older), too few to split anywhere.
    await server.services.db.query(`UPDATE gifts SET paid_online = '' WHERE amount = ANY($1::bigint[])`, [[0, 1, 2].map(amountOf)]);
    const fewOnline = await giving(editor);
    noFewGifts(fewOnline);
    for (const one of [...fewOnline.months, ...fewOnline.ways, ...fewOnline.campaigns, ...fewOnline.sources, ...fewOnline.pages]) {
      expect(one).toMatchObject({ receivedOnline: null, receivedByHand: null });
    }
    expect(fewOnline).toMatchObject({ received: 15, receivedOnline: null, receivedByHand: null });
    expect(fewOnline.sources.length).toBeGreaterThan(0);
    expect((await giving(owner)).receivedOnline).toBe(2);

    // Two USD gifts paid online (by card): a currency with fewer than five gifts shows the Editor nothing,
    // and while its split is held back, so are the counts of the split.
    await server.services.db.query(`UPDATE gifts SET paid_online = 'MTN_MOMO' WHERE amount = ANY($1::bigint[])`, [[0, 1, 2].map(amountOf)]);
    for (const amount of [20, 35]) await pledge({ amount, currency: 'USD', way: 'BANK_TRANSFER' });
    await server.services.db.query(
      `UPDATE gifts SET status = 'RECEIVED', received_rwf = amount * 1400, received_on = (pledged_at + interval '2 hours')::date, receipt_number = 'R-' || reference, paid_online = 'FLUTTERWAVE' WHERE currency = 'USD'`,
    );
    const withUsd = await giving(editor);
    for (const one of [...withUsd.months, ...withUsd.ways, ...withUsd.sources]) expect(one.currency).toBe('RWF');
    expect(withUsd.sources.find((one) => one.receivedOnline !== null)).toBeDefined();
    expect(withUsd).toMatchObject({ received: 17, receivedOnline: null, receivedByHand: null });
    expect((await giving(owner)).ways.find((one) => one.currency === 'USD')).toMatchObject({ currency: 'USD', gifts: 2, received: 55, receivedOnline: 55, receivedByHand: 0 });
  });
});
