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
