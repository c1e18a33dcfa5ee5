// The payments' own schedule: every tick, the attempts whose check is due are claimed (one process
// each, however many run on the database) and their provider asked. It runs when the server starts
// (attempts left open while no server ran), so nothing waits on a callback that never came.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './service.ts';

export interface PaymentChecker {
  /** Runs a round now (after any running one). */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

export function startPaymentChecker(payments: Pick<PaymentsService, 'checkDue'>, tickMs: number, log: FastifyBaseLogger): PaymentChecker {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);

  const run = () => {
    current = current
      .catch(() => 0)
      .then(() => payments.checkDue())
      .catch((error: unknown) => {
        log.error({ err: error }, 'payments: checking open payments failed; trying again at the next tick');
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
  void run();
  schedule();

  return {
    runNow: run,
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
