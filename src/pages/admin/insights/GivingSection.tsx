// Giving over the period: pledged and received a month (RWF on the chart, other currencies in
// rows of their own), by way and by campaign, how the pledges ended, how long money took to
// arrive, and where the visits that pledged came from and began. What was received is split in
// two: online (a provider's confirmed payment, MTN MoMo or a card) and by hand (marked received by
// staff), where the server shows the split (it hides it from staff without donations.manage where
// a part would add up fewer than five gifts).
import { useMemo } from 'react';
import { useGetGivingInsightsQuery, type GivingRow, type InsightsPeriod } from '../../../../store/api/insightsAdmin.ts';
import { FigureTable, type Cell } from './FigureTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { INSIGHTS_TEXTS as T, count, sourceName, wayName } from './insightsTexts.ts';
import { TimeChart, type ChartLine } from './TimeChart.tsx';

const AMOUNT_COLUMNS = ['Currency', 'Gifts', 'Pledged', 'Received', T.receivedOnline, T.receivedByHand];

/** A part of what was received, or that it is not shown. */
const part = (amount: number | null | undefined): Cell => amount ?? T.splitHidden;
/** Whether any figure's split into online and by hand is held back. */
const anyHidden = (figures: { receivedOnline?: number | null }[]) => figures.some((one) => one.receivedOnline === null || one.receivedOnline === undefined);

function GivingTable({ caption, first, rows, name }: { caption: string; first: string; rows: GivingRow[]; name: (row: GivingRow) => string }) {
  return (
    <section className="insights-part">
      <h3>{caption}</h3>
      <FigureTable
        caption={caption}
        columns={[first, ...AMOUNT_COLUMNS]}
        rows={rows.map((row) => [name(row), row.currency, row.gifts, row.pledged, row.received, part(row.receivedOnline), part(row.receivedByHand)])}
      />
    </section>
  );
}

export function GivingSection({ period }: { period: InsightsPeriod }) {
  const giving = useGetGivingInsightsQuery(period);
  const data = giving.data;
  const rwf = useMemo(() => (data?.months ?? []).filter((month) => month.currency === 'RWF'), [data]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: 'Pledged', values: rwf.map((month) => month.pledged), colour: '#b84a00' },
      { label: 'Received', values: rwf.map((month) => month.received), colour: '#0b5d4b' },
    ],
    [rwf],
  );
  const months = useMemo(() => rwf.map((month) => month.month), [rwf]);

  let body;
  if (giving.isError) body = <LoadFailed message={T.givingFailed} onRefresh={giving.refetch} />;
  else if (!data) body = <p role="status">{T.loadingGiving}</p>;
  else if (data.months.length === 0 && data.received + data.cancelled + data.waiting === 0) body = <p>{T.noGiving}</p>;
  else {
    const others = data.months.filter((month) => month.currency !== 'RWF');
    const monthly = 'Pledged and received per month (RWF)';
    const otherMonthly = 'Pledged and received per month, other currencies';
    const outcomes = 'How the pledges ended';
    body = (
      <>
        <section className="insights-part">
          <h3>{monthly}</h3>
          {months.length > 1 ? <TimeChart label={`${monthly}. ${T.chartNote}`} periods={months} lines={lines} /> : null}
          <FigureTable
            caption={monthly}
            columns={['Month', 'Pledged', 'Received', T.receivedOnline, T.receivedByHand]}
            rows={rwf.map((month) => [month.month, month.pledged, month.received, part(month.receivedOnline), part(month.receivedByHand)])}
          />
        </section>
        {others.length > 0 ? (
          <section className="insights-part">
            <h3>{otherMonthly}</h3>
            <FigureTable
              caption={otherMonthly}
              columns={['Month', 'Currency', 'Pledged', 'Received', T.receivedOnline, T.receivedByHand]}
              rows={others.map((month) => [month.month, month.currency, month.pledged, month.received, part(month.receivedOnline), part(month.receivedByHand)])}
            />
          </section>
        ) : null}
        <section className="insights-part">
          <h3>{outcomes}</h3>
          <FigureTable
            caption={outcomes}
            columns={['Outcome', 'Pledges']}
            rows={[
              ['Received', data.received],
              [T.receivedOnline, part(data.receivedOnline)],
              [T.receivedByHand, part(data.receivedByHand)],
              ['Cancelled', data.cancelled],
              ['Waiting', data.waiting],
            ]}
          />
          <p>
            {T.medianDays}: {data.medianDaysToReceive === null ? T.noMedian : count(data.medianDaysToReceive)}
          </p>
        </section>
        <GivingTable caption="By way of giving" first="Way" rows={data.ways} name={(row) => row.label || wayName(row.key)} />
        <GivingTable caption="By campaign" first="Campaign" rows={data.campaigns} name={(row) => (row.key === '' ? T.noCampaign : row.label || row.key)} />
        <GivingTable caption="Sources pledges came from" first="Source" rows={data.sources} name={(row) => sourceName(row.key, row.label)} />
        <GivingTable caption="Pages pledges began on" first="Page" rows={data.pages} name={(row) => row.label || row.key || T.unknownPage} />
        {anyHidden([data, ...data.months, ...data.ways, ...data.campaigns, ...data.sources, ...data.pages]) ? <p>{T.splitHiddenNote}</p> : null}
      </>
    );
  }
  return (
    <section className="insights-section" aria-labelledby="insights-giving">
      <h2 id="insights-giving">{T.giving}</h2>
      {body}
    </section>
  );
}
