// What the newsletter reaches, send by send, and the subscribers week by week.
import { useMemo } from 'react';
import { kigaliDate } from '../../../../shared/kigaliTime.ts';
import { useGetNewsletterReachQuery, useGetSubscriberInsightsQuery, type InsightsPeriod } from '../../../../store/api/insightsAdmin.ts';
import { FigureTable } from './FigureTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { INSIGHTS_TEXTS as T, count } from './insightsTexts.ts';
import { TimeChart, type ChartLine } from './TimeChart.tsx';

const REACH_COLUMNS = ['Newsletter', 'Queued', 'Recipients', 'Accepted', 'Failed', 'Unsubscribed within 7 days', 'Visits'];

/** Per send: to how many, what the mail server took and refused, who left within 7 days, the visits it brought. */
export function NewsletterSection({ period }: { period: InsightsPeriod }) {
  const reach = useGetNewsletterReachQuery(period);
  let body;
  if (reach.isError) body = <LoadFailed message={T.newsletterFailed} onRefresh={reach.refetch} />;
  else if (!reach.data) body = <p role="status">{T.loadingNewsletter}</p>;
  else if (reach.data.length === 0) body = <p>{T.noNewsletter}</p>;
  else {
    body = (
      <FigureTable
        caption={T.newsletter}
        columns={REACH_COLUMNS}
        rows={reach.data.map((send) => [
          send.title,
          kigaliDate(send.queuedAt),
          send.recipients,
          send.accepted,
          send.failed,
          send.unsubscribed,
          send.visits,
        ])}
      />
    );
  }
  return (
    <section className="insights-section" aria-labelledby="insights-newsletter">
      <h2 id="insights-newsletter">{T.newsletter}</h2>
      {body}
    </section>
  );
}

const WEEK_LINES = [
  { label: 'Confirmed', key: 'confirmed', colour: '#0b5d4b' },
  { label: 'Unsubscribed', key: 'unsubscribed', colour: '#b84a00' },
  { label: 'Bounced', key: 'bounced', colour: '#1a56db' },
] as const;

/** Confirmed, unsubscribed and bounced a week (from its Monday), and how many are subscribed now. */
export function SubscribersSection({ period }: { period: InsightsPeriod }) {
  const subscribers = useGetSubscriberInsightsQuery(period);
  const data = subscribers.data;
  const lines = useMemo<ChartLine[]>(
    () => WEEK_LINES.map((line) => ({ label: line.label, colour: line.colour, values: (data?.weeks ?? []).map((week) => week[line.key]) })),
    [data],
  );
  const weeks = useMemo(() => (data?.weeks ?? []).map((week) => week.week), [data]);
  let body;
  if (subscribers.isError) body = <LoadFailed message={T.subscribersFailed} onRefresh={subscribers.refetch} />;
  else if (!data) body = <p role="status">{T.loadingSubscribers}</p>;
  else {
    const caption = `${T.subscribers} per week`;
    body = (
      <>
        <dl className="insights-totals">
          <div>
            <dt>{T.activeSubscribers}</dt>
            <dd>{count(data.active)}</dd>
          </div>
        </dl>
        {weeks.length > 1 ? <TimeChart label={`${caption}. ${T.chartNote}`} periods={weeks} lines={lines} /> : null}
        <FigureTable
          caption={caption}
          columns={['Week of', ...WEEK_LINES.map((line) => line.label)]}
          rows={data.weeks.map((week) => [week.week, ...WEEK_LINES.map((line) => week[line.key])])}
        />
      </>
    );
  }
  return (
    <section className="insights-section" aria-labelledby="insights-subscribers">
      <h2 id="insights-subscribers">{T.subscribers}</h2>
      {body}
    </section>
  );
}
