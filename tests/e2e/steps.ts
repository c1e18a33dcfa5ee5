// Steps several browser tests take on the way to what they show: data written straight into the
// site's database as the server's own work would leave it.
import { kigaliToday } from '../../shared/kigaliTime.ts';
import type { E2E } from './harness.ts';

/** Visits of one kind: each counts once under its page, its source, its language and its device. */
export interface DayVisits {
  page: string;
  source: string;
  language: string;
  device: 'PHONE' | 'TABLET' | 'DESKTOP';
  views: number;
  visitors: number;
}

/**
 * Yesterday (in Kigali) as the Insights' roll-up leaves a closed day: `visits` in the daily summary
 * under each of their four keys, the day's visitors and views their sums, and the day marked rolled up.
 */
export async function closedYesterday(e2e: E2E, visits: DayVisits[]): Promise<void> {
  const yesterday = new Date(Date.parse(`${kigaliToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const rows = visits.flatMap(({ views, visitors, ...keys }) => Object.entries(keys).map(([dimension, key]) => [dimension, key, views, visitors]));
  await e2e.services.db.query(
    `INSERT INTO insight_summary_daily (day, dimension, key, post_id, views, visitors)
     VALUES ${rows.map((_, i) => `($1, $${4 * i + 2}, $${4 * i + 3}, '', $${4 * i + 4}, $${4 * i + 5})`).join(', ')}`,
    [yesterday, ...rows.flat()],
  );
  const sum = (of: 'views' | 'visitors') => visits.reduce((total, one) => total + one[of], 0);
  await e2e.services.db.query('INSERT INTO insight_visitors_daily (day, visitors, views) VALUES ($1, $2, $3)', [yesterday, sum('visitors'), sum('views')]);
  // The day has closed: its last roll-up is made and marked.
  await e2e.services.db.query('INSERT INTO insight_rollups (day) VALUES ($1)', [yesterday]);
}
