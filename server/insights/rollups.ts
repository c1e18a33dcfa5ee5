// The roll-ups the reports read, and what is kept: every tick (a minute) today's counts are made
// again from its single views, and a day that has closed is rolled up once more and marked, after
// which its single views may go. Single views older than INSIGHTS_RAW_DAYS are deleted once rolled
// up, and the salts of days before yesterday, so that no visitor hash can be made again. Several
// processes on one PostgreSQL take turns: a roll-up another is making is skipped (a lock held for
// its transaction), and each tick's work is the same whoever does it.
import type { FastifyBaseLogger } from 'fastify';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import type { InsightViewsRepository } from '../repositories/insightViews.ts';

/** A day counts as closed this long after midnight, once views queued before it have surely been written. */
const CLOSING_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface RollupSettings {
  /** Days single views are kept (INSIGHTS_RAW_DAYS). */
  rawDays: number;
  /** How often today's roll-up is made again (ms). */
  tickMs: number;
}

/** The Kigali day `days` before `day` ('YYYY-MM-DD'). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

export interface RollupResult {
  rolledUp: string[];
  viewsDeleted: number;
}

/** One tick: the roll-ups of today and of the closed days not yet rolled up, then what is kept no longer goes. */
export async function rollUpAndExpire(repo: InsightViewsRepository, rawDays: number, now = Date.now()): Promise<RollupResult> {
  const today = kigaliToday(now);
  const closedBefore = kigaliToday(now - CLOSING_MS);
  const rolledUp: string[] = [];
  for (const day of await repo.daysToRollUp(today)) {
    if (await repo.rollUp(day, day < closedBefore)) rolledUp.push(day);
  }
  const viewsDeleted = await repo.deleteViewsBefore(daysBefore(today, rawDays));
  await repo.deleteSaltsBefore(daysBefore(today, 1));
  return { rolledUp, viewsDeleted };
}

export interface InsightsRollups {
  /** Runs a tick now (after any running one). */
  runNow(now?: number): Promise<RollupResult>;
  stop(): Promise<void>;
}

export function startInsightsRollups(repo: InsightViewsRepository, settings: RollupSettings, log: FastifyBaseLogger): InsightsRollups {
  let current: Promise<RollupResult> = Promise.resolve({ rolledUp: [], viewsDeleted: 0 });
  const run = (now?: number) => {
    current = current
      .catch(() => undefined)
      .then(() => rollUpAndExpire(repo, settings.rawDays, now ?? Date.now()))
      .catch((error: unknown) => {
        log.error({ err: error }, 'the insights roll-up failed; trying again at the next tick');
        return { rolledUp: [], viewsDeleted: 0 };
      });
    return current;
  };
  const timer = setInterval(() => void run(), settings.tickMs);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
