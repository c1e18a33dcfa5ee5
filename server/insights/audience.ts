// The Insights' audience reports: what each newsletter reached, and the subscribers over time.
// Every link of a newsletter carries ref=newsletter (server/subscribers/links.ts), so the visits it brought
// are the views counted with source 'newsletter'; no pixel and no per-person link says who read.
import { KIGALI_OFFSET_MS } from '../../shared/kigaliClock.ts';
import { kigaliDate } from '../../shared/kigaliTime.ts';
import { NEWSLETTER_SOURCE } from '../subscribers/index.ts';
import type { Repositories } from '../db/repositories.ts';
import { addDays } from '../core/time.ts';
import { kigaliDayStart, mondayOf, periodOf, type InsightsPeriod } from './periods.ts';

/** How long after a send its unsubscribes and visits are its own: the send's Kigali day and the 6 after it. */
export const REACH_DAYS = 7;

export async function newsletterReach(repos: Repositories, period: InsightsPeriod, now = Date.now()) {
  const { startMs, endMs } = periodOf(period, now);
  const sends = await repos.newsletterSends.queuedBetween(startMs, endMs);
  const windows = sends.map((send) => {
    const from = kigaliDate(send.date_queued);
    return { from, to: addDays(from, REACH_DAYS - 1) };
  });
  const visits = await repos.insightReports.viewsFromSource(NEWSLETTER_SOURCE, windows);
  return sends.map((send, index) => ({
    sendId: send.id,
    title: send.title,
    queuedAt: send.date_queued,
    recipients: send.total,
    accepted: send.sent,
    failed: send.failed,
    unsubscribed: send.unsubscribed,
    visits: visits[index] ?? 0,
  }));
}

/** Per week (its Monday, Kigali) of the period, whole weeks: who confirmed, unsubscribed or bounced; and who is subscribed now. */
export async function subscriberInsights(repos: Repositories, period: InsightsPeriod, now = Date.now()) {
  const { from, to, endMs } = periodOf(period, now);
  const first = mondayOf(from);
  const [counted, active] = await Promise.all([
    repos.subscriberCounts.weeks(kigaliDayStart(first), endMs, KIGALI_OFFSET_MS),
    repos.subscribers.countActive(),
  ]);
  const found = new Map(counted.map((week) => [week.week, week]));
  const weeks = [];
  for (let week = first; week <= to; week = addDays(week, 7)) weeks.push(found.get(week) ?? { week, confirmed: 0, unsubscribed: 0, bounced: 0 });
  return { active, weeks };
}
