// Visits, counted without a tracker: visitors and page views over the period with their chart,
// the visitors of the last 5 minutes, and the pages, sources, languages and devices.
import { useMemo } from 'react';
import { useGetTrafficInsightsQuery, type InsightsPeriod, type InsightsRow } from '../../../../store/api/insightsAdmin.ts';
import { FigureTotals } from '../common/FigureTotals.tsx';
import { FigureTable } from './FigureTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { INSIGHTS_TEXTS as T, count, deviceName, languageName, sourceName } from './insightsTexts.ts';
import { TimeChart, type ChartLine } from './TimeChart.tsx';

/** How often the visits are asked again while the page is open (the day's counts move every minute). */
export const TRAFFIC_POLL_MS = 60_000;

const VISITORS_COLOUR = '#0b5d4b';
const VIEWS_COLOUR = '#b84a00';

/** A table of rows named by `name`: visitors and views each. */
function RowsTable({ caption, first, rows, name }: { caption: string; first: string; rows: InsightsRow[]; name: (row: InsightsRow) => string }) {
  return (
    <section className="insights-part">
      <h3>{caption}</h3>
      <FigureTable caption={caption} columns={[first, T.visitors, T.views]} rows={rows.map((row) => [name(row), row.visitors, row.views])} />
    </section>
  );
}

export function TrafficSection({ period }: { period: InsightsPeriod }) {
  const traffic = useGetTrafficInsightsQuery(period, { pollingInterval: TRAFFIC_POLL_MS });
  const data = traffic.data;
  const chart = useMemo(() => {
    const series = data?.series ?? [];
    const lines: ChartLine[] = [
      { label: T.visitors, values: series.map((point) => point.visitors), colour: VISITORS_COLOUR },
      { label: T.views, values: series.map((point) => point.views), colour: VIEWS_COLOUR },
    ];
    return { periods: series.map((point) => point.period), lines };
  }, [data]);

  let body;
  if (traffic.isError) body = <LoadFailed message={T.visitsFailed} onRefresh={traffic.refetch} />;
  else if (!data) body = <p role="status">{T.loadingVisits}</p>;
  else {
    body = (
      <>
        <FigureTotals
          className="insights-totals"
          busy={traffic.isFetching}
          figures={[
            [T.visitors, data.visitors],
            [T.views, data.views],
          ]}
        />
        <section className="insights-part">
          <h3>{T.visitorsNow}</h3>
          <p className="insights-now">
            <strong>{count(data.visitorsNow)}</strong> {T.visitorsNowNote}
          </p>
        </section>
        {data.views === 0 ? (
          <p role="status">{T.noVisits}</p>
        ) : (
          <>
            <section className="insights-part">
              <h3>{T.overTime}</h3>
              <TimeChart label={`${T.overTime}. ${T.chartNote}`} periods={chart.periods} lines={chart.lines} />
              <FigureTable
                caption={T.overTime}
                columns={[period === 'LAST_12_MONTHS' ? 'Month' : 'Day', T.visitors, T.views]}
                rows={data.series.map((point) => [point.period, point.visitors, point.views])}
              />
            </section>
            <RowsTable caption={T.pages} first="Page" rows={data.pages} name={(row) => row.label || row.key} />
            <RowsTable caption={T.sources} first="Source" rows={data.sources} name={(row) => sourceName(row.key, row.label)} />
            <RowsTable caption={T.languages} first="Language" rows={data.languages} name={(row) => languageName(row.key)} />
            <RowsTable caption={T.devices} first="Device" rows={data.devices} name={(row) => deviceName(row.key)} />
          </>
        )}
      </>
    );
  }
  return (
    <section className="insights-section" aria-labelledby="insights-visits">
      <h2 id="insights-visits">{T.visits}</h2>
      {body}
    </section>
  );
}
