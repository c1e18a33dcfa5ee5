// The monthly reminders' schedule: a run when the server is ready (reminders that fell due while
// no server ran) and then every tick, one at a time in this process; a failed run is tried at the
// next tick. Across processes, each giving's month is claimed in the database
// (MonthlyService.remindDue), so several servers on one database make each reminder once.
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic, type PeriodicRun } from '../../core/worker.ts';
import type { MonthlyService } from './service.ts';

/** The reminders' rounds: each answers the reminders it made. */
export type MonthlyReminders = PeriodicRun<number>;

export function startMonthlyReminders(monthly: Pick<MonthlyService, 'remindDue'>, tickMs: number, log: FastifyBaseLogger): MonthlyReminders {
  return startPeriodic(() => monthly.remindDue(), {
    tickMs,
    none: 0,
    failure: 'monthly gifts: making reminders failed; trying again at the next tick',
    log,
  });
}
