// The monthly reminders' schedule: a run when the server is ready (reminders that fell due while
// no server ran) and then every tick, one at a time in this process; a failed run is tried at the
// next tick. Across processes, each giving's month is claimed in the database
// (MonthlyService.remindDue), so several servers on one database make each reminder once.
import type { FastifyBaseLogger } from 'fastify';
import type { MonthlyService } from './service.ts';

export interface MonthlyReminders {
  /** The run at start. */
  readonly started: Promise<number>;
  /** Runs a round now (after any running one); answers the reminders it made. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

export function startMonthlyReminders(monthly: Pick<MonthlyService, 'remindDue'>, tickMs: number, log: FastifyBaseLogger): MonthlyReminders {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);

  const run = () => {
    current = current
      .catch(() => 0)
      .then(() => monthly.remindDue())
      .catch((error: unknown) => {
        log.error({ err: error }, 'monthly gifts: making reminders failed; trying again at the next tick');
        return 0;
      });
    return current;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void run().finally(() => {
        if (running) schedule();
      });
    }, tickMs);
    timer.unref();
  };
  const started = run();
  schedule();

  return {
    started,
    runNow: run,
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
