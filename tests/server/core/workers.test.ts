// What runs beside the requests (server/core/worker.ts): the workers start in their order and the
// first that fails stops the start; they stop the last started first, each asked even when one
// before it failed. A periodic round runs at start and then a tick after each round ends, one at a
// time; a round that fails is logged and the next tick tries again; stopping waits for the running
// round and starts no other.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test, vi } from 'vitest';
import { startAll, startPeriodic, stopAll, type Worker } from '../../../server/core/worker.ts';

/** Workers named `names` that write what they were asked into `said`; those in `failing` throw. */
function workers(names: string[], said: string[], failing: { start?: string[]; stop?: string[] } = {}): Worker[] {
  return names.map((name) => ({
    async start() {
      said.push(`start ${name}`);
      if (failing.start?.includes(name)) throw new Error(`${name} could not start`);
    },
    async stop() {
      said.push(`stop ${name}`);
      if (failing.stop?.includes(name)) throw new Error(`${name} could not stop`);
    },
  }));
}

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A log that keeps the error lines it is given. */
function errorLog() {
  const lines: { object: object; message: string }[] = [];
  return { lines, error: (object: object, message: string) => void lines.push({ object, message }) };
}

describe('starting and stopping the workers', () => {
  test('they start one after another in their order, and stop the last started first', async () => {
    const said: string[] = [];
    const all = workers(['scheduler', 'checker', 'outbox'], said);
    await startAll(all);
    await stopAll(all);
    expect(said).toEqual(['start scheduler', 'start checker', 'start outbox', 'stop outbox', 'stop checker', 'stop scheduler']);
  });

  test('the first that fails to start stops the start: the ones after it are never started', async () => {
    const said: string[] = [];
    await expect(startAll(workers(['scheduler', 'checker', 'outbox'], said, { start: ['checker'] }))).rejects.toThrow('checker could not start');
    expect(said).toEqual(['start scheduler', 'start checker']);
  });

  test('each is asked to stop even when one before it failed; the first failure is thrown once all were asked', async () => {
    const said: string[] = [];
    const stopping = stopAll(workers(['scheduler', 'checker', 'outbox'], said, { stop: ['outbox', 'scheduler'] }));
    await expect(stopping).rejects.toThrow('outbox could not stop');
    expect(said).toEqual(['stop outbox', 'stop checker', 'stop scheduler']);
  });

  test('no workers: nothing to start or stop', async () => {
    await expect(startAll([])).resolves.toBeUndefined();
    await expect(stopAll([])).resolves.toBeUndefined();
  });
});

describe('a periodic round', () => {
  test('runs at start, answering what the round answered, and again a tick after each round ends', async () => {
    let rounds = 0;
    const run = startPeriodic(async () => ++rounds, { tickMs: 10, none: 0, failure: 'round failed', log: errorLog() });
    try {
      expect(await run.started).toBe(1);
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 5 });
    } finally {
      await run.stop();
    }
  });

  test('a round that fails is logged with its failure line and answers none; the next tick runs again', async () => {
    const log = errorLog();
    const broken = new Error('the database went away');
    let rounds = 0;
    const run = startPeriodic(
      async () => {
        rounds++;
        if (rounds === 1) throw broken;
        return 'checked';
      },
      { tickMs: 10, none: 'nothing', failure: 'payments: the check failed', log },
    );
    try {
      expect(await run.started).toBe('nothing');
      expect(log.lines).toEqual([{ object: { err: broken }, message: 'payments: the check failed' }]);
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 5 });
      expect(await run.runNow()).toBe('checked');
      expect(log.lines).toHaveLength(1);
    } finally {
      await run.stop();
    }
  });

  test('one round at a time: runNow waits for the running round, then answers its own', async () => {
    const gates = [deferred(), deferred()];
    let rounds = 0;
    let running = 0;
    let mostAtOnce = 0;
    const run = startPeriodic(
      async () => {
        const gate = gates[rounds++];
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate?.promise;
        running--;
        return rounds;
      },
      { tickMs: 60_000, none: 0, failure: 'round failed', log: errorLog() },
    );
    try {
      const asked = run.runNow();
      await sleep(20);
      // The round started at start is still running: the one asked for has not begun.
      expect(rounds).toBe(1);
      gates[0]!.resolve();
      expect(await run.started).toBe(1);
      await vi.waitFor(() => expect(rounds).toBe(2), { timeout: 5_000, interval: 5 });
      gates[1]!.resolve();
      expect(await asked).toBe(2);
      expect(mostAtOnce).toBe(1);
    } finally {
      await run.stop();
    }
  });

  test('stop waits for the running round to end, and no round starts after it', async () => {
    const gate = deferred();
    let rounds = 0;
    let ended = 0;
    const run = startPeriodic(
      async () => {
        rounds++;
        await gate.promise;
        ended++;
      },
      { tickMs: 5, none: undefined, failure: 'round failed', log: errorLog() },
    );
    let stopped = false;
    const stopping = run.stop().then(() => {
      stopped = true;
    });
    await sleep(20);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(ended).toBe(1);
    await sleep(50);
    expect(rounds).toBe(1);
  });
});
