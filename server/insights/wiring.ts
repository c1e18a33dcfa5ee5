import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from '../core/worker.ts';
import type { Repositories } from '../db/repositories.ts';
import { insightsCounter, type InsightsCounter } from './counter.ts';
import { viewRecorder, type ViewRecorder } from './recorder.ts';
import { startInsightsRollups, type InsightsRollups } from './rollups.ts';

/** How often today's roll-up is made again: the Insights page is at most a minute behind. */
const ROLLUP_TICK_MS = 60_000;

/**
 * Page views counted without a tracker: the counter the pages and the beacon call, the recorder
 * that writes views in batches, and the roll-ups (null until the server is ready).
 */
export interface InsightsCounting {
  counter: InsightsCounter;
  recorder: ViewRecorder;
  rollups: InsightsRollups | null;
}

/**
 * Counting page views: the recorder writes its queue every second and when the server closes (what
 * is queued is written before the database closes); the roll-ups start when the server is ready,
 * a first one at once (days that closed while no server ran), then every minute.
 */
export function insightsCounting(deps: {
  repos: Pick<Repositories, 'insightViews'>;
  /** What the newsletter's links carry (server/subscribers/links.ts). */
  newsletterMark: string;
  /** Days raw views are kept before only their roll-ups are. */
  rawDays: number;
  log: FastifyBaseLogger;
}): { counting: InsightsCounting; worker: Worker } {
  const { repos, newsletterMark, rawDays, log } = deps;
  const recorder = viewRecorder(repos.insightViews, log);
  const counting: InsightsCounting = { counter: insightsCounter(recorder, newsletterMark), recorder, rollups: null };
  const worker: Worker = {
    async start() {
      const rollups = startInsightsRollups(repos.insightViews, { rawDays, tickMs: ROLLUP_TICK_MS }, log);
      counting.rollups = rollups;
      void rollups.runNow();
    },
    async stop() {
      await recorder.close();
      await counting.rollups?.stop();
      counting.rollups = null;
    },
  };
  return { counting, worker };
}
