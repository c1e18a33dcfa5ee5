// The roll-ups the reports read, and what is kept: every tick (a minute) the views written since the
// last one are counted into their days' rows, a hundred at a time so that no statement holds the
// database long (PGlite answers one statement at a time: the requests' wait behind it); a day that
// has closed has its rare sources
// merged and is marked closed, after which its single views may go. Single views older than
// INSIGHTS_RAW_DAYS are deleted once their day is closed, and the salts of days before yesterday, so
// that no visitor hash can be made again. Several processes on one PostgreSQL take turns: a step
// another is making is skipped (a lock held for its transaction), and each step's work is the same
// whoever does it.
import type { FastifyBaseLogger } from 'fastify';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import { addDays } from '../core/time.ts';
import type { InsightViewsRepository } from './viewsRepository.ts';
import { OTHER_SOURCE } from './views.ts';

/** A day counts as closed this long after midnight, once views queued before it have surely been written. */
const CLOSING_MS = 5 * 60_000;
/** Views counted in one statement, and single views deleted in one: each a few milliseconds. */
export const ROLLUP_BATCH = 100;
/**
 * The sources of a closed day that keep a row of their own: its most visited. The others are one
 * row, OTHER_SOURCE: a name in a link costs nothing to make up, so made-up ones never crowd out the
 * real ones, nor grow the roll-ups without end.
 */
export const SOURCES_KEPT_PER_DAY = 50;

export interface RollupSettings {
  /** Days single views are kept (INSIGHTS_RAW_DAYS). */
  rawDays: number;
  /** How often the views written since the last tick are counted (ms). */
  tickMs: number;
}

export interface RollupResult {
  /** Views counted by this tick. */
  counted: number;
  /** Days closed (or whose closing went on) by this tick. */
  closed: string[];
  viewsDeleted: number;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One tick: every view not yet counted, the days that have closed, then what is kept no longer goes. */
export async function rollUpAndExpire(repo: InsightViewsRepository, rawDays: number, now = Date.now()): Promise<RollupResult> {
  const today = kigaliToday(now);
  let counted = 0;
  for (;;) {
    const taken = await repo.countNew(ROLLUP_BATCH);
    // Another process is counting: it takes these views, and closes the days after.
    if (taken === null) return { counted, closed: [], viewsDeleted: 0 };
    counted += taken;
    if (taken < ROLLUP_BATCH) break;
    await yieldToOthers();
  }
  const closed: string[] = [];
  for (const day of await repo.daysToClose(kigaliToday(now - CLOSING_MS))) {
    if (await repo.closeDay(day, { sourcesKept: SOURCES_KEPT_PER_DAY, otherSource: OTHER_SOURCE })) closed.push(day);
  }
  const viewsDeleted = await repo.deleteViewsBefore(addDays(today, -rawDays), ROLLUP_BATCH);
  await repo.deleteSaltsBefore(addDays(today, -1));
  return { counted, closed, viewsDeleted };
}

export interface InsightsRollups {
  /** Runs a tick now (after any running one). */
  runNow(now?: number): Promise<RollupResult>;
  stop(): Promise<void>;
}

export function startInsightsRollups(repo: InsightViewsRepository, settings: RollupSettings, log: FastifyBaseLogger): InsightsRollups {
  const nothing: RollupResult = { counted: 0, closed: [], viewsDeleted: 0 };
  let current: Promise<RollupResult> = Promise.resolve(nothing);
  const run = (now?: number) => {
    current = current
      .catch(() => undefined)
      .then(() => rollUpAndExpire(repo, settings.rawDays, now ?? Date.now()))
      .catch((error: unknown) => {
        log.error({ err: error }, 'the insights roll-up failed; trying again at the next tick');
        return nothing;
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
