// The payments' own schedule: every tick, the attempts whose check is due are claimed (one process
// each, however many run on the database) and their provider asked. It runs when the server starts
// (attempts left open while no server ran), so nothing waits on a callback that never came.
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic, type PeriodicRun } from '../../core/worker.ts';
import type { PaymentsService } from './service.ts';

/** The checker's rounds: each answers how many attempts it checked. */
export type PaymentChecker = PeriodicRun<number>;

export function startPaymentChecker(payments: Pick<PaymentsService, 'checkDue'>, tickMs: number, log: FastifyBaseLogger): PaymentChecker {
  return startPeriodic(() => payments.checkDue(), {
    tickMs,
    none: 0,
    failure: 'payments: checking open payments failed; trying again at the next tick',
    log,
  });
}
