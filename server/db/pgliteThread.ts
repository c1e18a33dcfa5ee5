// The embedded database seen from the server's event loop: every statement goes to PGlite's own
// thread (pgliteWorker.ts) and its rows come back, so no statement, however long, stalls a request.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../workerThread.ts';
import { CHECKPOINTS, type CheckpointSettings, type CompiledPglite, type PgliteThreadInput, type Reply, type Request } from './pgliteMessages.ts';

type Ask = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PgliteThread {
  ask(request: Ask): Promise<unknown>;
  /** A new listener's number, whose notifications go to `onNotify` (before it is asked to listen). */
  listener(onNotify: (payload: string) => void): number;
  /** Stops handing a listener's notifications over. */
  forget(listener: number): void;
  /** Ends the thread (after `ask({ op: 'close' })`, or to give up on it). */
  terminate(): Promise<void>;
}

/** An error answered by the database's thread, with its fields (code, constraint, detail ...). */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledPglite> } };
let pgliteModule: Promise<CompiledPglite | undefined> | undefined;

/**
 * PGlite's WebAssembly compiled once a process and handed to each of its threads, which then share
 * its machine code (a process that opens databases one after another, as the tests and the CLI
 * beside a restart do, compiles it once). Where it cannot be read, each thread compiles its own.
 */
function compiledPglite(): Promise<CompiledPglite | undefined> {
  pgliteModule ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(await readFile(join(dirname(entry), 'pglite.wasm')));
  })().catch(() => undefined);
  return pgliteModule;
}

/** Starts PGlite on the data directory `dir` in a thread of its own; answers once it is open. */
export async function startPgliteThread(dir: string, checkpoints: CheckpointSettings = CHECKPOINTS, buffersMb?: number): Promise<PgliteThread> {
  const input: PgliteThreadInput = { dir, checkpoints, pgliteModule: await compiledPglite(), buffersMb };
  const worker: Worker = startModuleWorker(import.meta.url, 'pgliteWorker', {}, input);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let lastId = 0;
  let lastListener = 0;
  let stopped: Error | null = null;

  function stop(why: Error) {
    stopped ??= why;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  }

  return new Promise<PgliteThread>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        if (reply.ready) resolve(thread);
        else {
          reject(rebuilt(reply.error));
          void worker.terminate();
        }
      } else if ('notify' in reply) listeners.get(reply.notify)?.(reply.payload);
      else {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.ok) waiting?.resolve(reply.value);
        else waiting?.reject(rebuilt(reply.error));
      }
    });
    worker.on('error', (error) => {
      stop(new Error(`the embedded database stopped: ${error.message}`));
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the embedded database's thread has ended (code ${code})`);
      stop(error);
      reject(error);
    });

    const thread: PgliteThread = {
      ask(request) {
        if (stopped) return Promise.reject(stopped);
        const id = ++lastId;
        return new Promise((resolveAnswer, rejectAnswer) => {
          pending.set(id, { resolve: resolveAnswer, reject: rejectAnswer });
          worker.postMessage({ ...request, id });
        });
      },
      listener(onNotify) {
        const listener = ++lastListener;
        listeners.set(listener, onNotify);
        return listener;
      },
      forget(listener) {
        listeners.delete(listener);
      },
      async terminate() {
        await worker.terminate();
      },
    };
  });
}
