// The Insights' periods, in Kigali days: the last 7 or 30 days end today and are shown day by day;
// the last 12 months are this month and the 11 before it, shown month by month.
import { KIGALI_OFFSET_MS } from '../../shared/kigaliClock.ts';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import type { InsightsPeriod } from '../../shared/graphql.generated.ts';
import { addDays } from '../core/time.ts';

export type { InsightsPeriod };

export interface Period {
  /** The first and last day, YYYY-MM-DD (Kigali), both included. */
  from: string;
  to: string;
  /** The first instant of `from` and the first after `to`, in ms. */
  startMs: number;
  endMs: number;
  /** A chart's points: 'day' (YYYY-MM-DD) or 'month' (YYYY-MM). */
  unit: 'day' | 'month';
  /** Every point of the period, in order. */
  points: string[];
}

/** The first instant of a Kigali day, in ms. */
export const kigaliDayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - KIGALI_OFFSET_MS;

/** The Monday of `day`'s week, YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function monthsBack(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - (count - 1 - index), 1)).toISOString().slice(0, 7));
}

export function periodOf(period: InsightsPeriod, now = Date.now()): Period {
  const to = kigaliToday(now);
  const endMs = kigaliDayStart(addDays(to, 1));
  if (period === 'LAST_12_MONTHS') {
    const points = monthsBack(to, 12);
    const from = `${points[0]}-01`;
    return { from, to, startMs: kigaliDayStart(from), endMs, unit: 'month', points };
  }
  const days = period === 'LAST_7_DAYS' ? 7 : 30;
  const from = addDays(to, 1 - days);
  const points = Array.from({ length: days }, (_, index) => addDays(from, index));
  return { from, to, startMs: kigaliDayStart(from), endMs, unit: 'day', points };
}
