/**
 * What runs beside the requests (a scheduler, a checker, a mailbox reader, the outbox's worker):
 * started once the server is ready, stopped as it closes, before the database closes.
 */
export interface Worker {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `workers` one after another, in their order; the first that fails stops the start. */
export async function startAll(workers: readonly Worker[]): Promise<void> {
  for (const worker of workers) await worker.start();
}

/**
 * Stops `workers` one after another, the last started first. Each is stopped even when one before
 * it failed; the first failure is thrown once all have been asked.
 */
export async function stopAll(workers: readonly Worker[]): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const worker of [...workers].reverse()) {
    try {
      await worker.stop();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/** A round that runs at start and then on a timer (server/core/worker.ts `startPeriodic`). */
export interface PeriodicRun<T> {
  /** The round run at start. */
  readonly started: Promise<T>;
  /** Runs a round now (after any running one); answers what it answered. */
  runNow(): Promise<T>;
  /** No more rounds; answers once the running one has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then `tickMs` after each round ends, one round at a time in this process
 * (a `runNow` waits for the running one). A round that fails is logged with `failure` and answers
 * `none`; the next tick tries again. The timer keeps no process alive.
 */
export function startPeriodic<T>(
  round: () => Promise<T>,
  options: { tickMs: number; none: T; failure: string; log: { error(object: object, message: string): void } },
): PeriodicRun<T> {
  const { tickMs, none, failure, log } = options;
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<T> = Promise.resolve(none);

  const run = () => {
    current = current
      .catch(() => none)
      .then(round)
      .catch((error: unknown) => {
        log.error({ err: error }, failure);
        return none;
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
