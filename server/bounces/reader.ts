// Reading returned mail under a deadline: each message is parsed in a worker thread, so that no
// message can stop the server's event loop, and one that takes longer than the deadline (or makes
// the parser fail) ends its worker and is answered as unreadable. The next message gets a new one.
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../workerThread.ts';
import type { ParsedMail } from './parse.ts';

/** How long one message may take to read; a message within the size the mailbox fetches takes milliseconds. */
export const READ_DEADLINE_MS = 5_000;
/** How long a new worker may take to start (load its code) before reading fails as a whole. */
const START_TIMEOUT_MS = 60_000;
/** The worker's heap: a message that needs more is unreadable, and the server's own heap is untouched. */
const WORKER_HEAP_MB = 256;

export type ReadOutcome = { readable: true; parsed: ParsedMail } | { readable: false; why: 'too slow' | 'parser failed' };

export interface MailReader {
  /** Parses one message in the worker (one at a time); answers why it could not, when it could not. */
  read(raw: Buffer): Promise<ReadOutcome>;
  /** Ends the worker. */
  close(): Promise<void>;
}

/** The worker's code is readerWorker beside this file. */
function newWorker() {
  return startModuleWorker(import.meta.url, 'readerWorker', { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}

/** A reader whose worker starts at the first message and is ended by `close()` (or when a message overruns). */
export function startMailReader(deadlineMs: number = READ_DEADLINE_MS): MailReader {
  let worker: Worker | null = null;
  let started: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function end(which: Worker) {
    if (worker === which) {
      worker = null;
      started = null;
    }
    void which.terminate();
  }

  function start(): Promise<Worker> {
    started ??= new Promise<Worker>((resolve, reject) => {
      const fresh = newWorker();
      fresh.unref();
      const timer = setTimeout(() => fail(new Error('the mail reader did not start')), START_TIMEOUT_MS);
      function fail(error: unknown) {
        clearTimeout(timer);
        fresh.off('message', onReady);
        end(fresh);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      function onReady(message: { ready?: boolean }) {
        if (!message.ready) return;
        clearTimeout(timer);
        fresh.off('error', fail).off('exit', fail).off('message', onReady);
        // A worker that fails between messages is replaced at the next.
        fresh.on('error', () => end(fresh)).on('exit', () => end(fresh));
        worker = fresh;
        resolve(fresh);
      }
      fresh.on('message', onReady).once('error', fail).once('exit', fail);
    });
    return started;
  }

  async function readOne(raw: Buffer): Promise<ReadOutcome> {
    const reading = await start();
    return new Promise<ReadOutcome>((resolve) => {
      const settle = (outcome: ReadOutcome) => {
        clearTimeout(timer);
        reading.off('message', onAnswer).off('error', onFailure).off('exit', onFailure);
        if (!outcome.readable) end(reading);
        resolve(outcome);
      };
      const onAnswer = (message: { parsed?: ParsedMail }) => {
        if (message.parsed) settle({ readable: true, parsed: message.parsed });
      };
      const onFailure = () => settle({ readable: false, why: 'parser failed' });
      const timer = setTimeout(() => settle({ readable: false, why: 'too slow' }), deadlineMs);
      reading.on('message', onAnswer).once('error', onFailure).once('exit', onFailure);
      reading.postMessage(new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength));
    });
  }

  return {
    read(raw) {
      const next = queue.then(() => readOne(raw));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue;
      if (worker) end(worker);
      else if (started) await started.then(end, () => undefined);
    },
  };
}
