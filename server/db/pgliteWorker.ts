// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every
// statement synchronously where it lives, so it lives here, and the server's event loop only sends
// statements and receives rows (server/db/pgliteThread.ts). Transactions, notifications and closing
// are PGlite's own; this file only carries them across the thread boundary.
import { parentPort } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { workerInput } from '../workerThread.ts';
import type { PgliteThreadInput, Reply, Request } from './pgliteMessages.ts';

const port = parentPort;
if (!port) throw new Error('server/db/pgliteWorker.ts runs only as a worker thread');
const { dir, checkpoints, pgliteModule, buffersMb } = workerInput<PgliteThreadInput>();

/** What an error carries across: its message and every own field (code, constraint, detail ...). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return fields;
}

function send(reply: Reply) {
  port!.postMessage(reply);
}

const ROLLED_BACK = Symbol('rolled back');

/**
 * PGlite runs no checkpointer: without a CHECKPOINT its write-ahead log grows for as long as the
 * process runs (a million page views counted left 2.2 GB of it) and a start after a crash replays
 * all of it. Every `checkMs`, once the log has grown `afterBytes` since the last checkpoint, one is
 * made; PostgreSQL then recycles the log's segments, keeping at most max_wal_size of them.
 */
function keepTheLogShort(lite: PGlite) {
  const timer = setInterval(() => {
    void (async () => {
      const [row] = (
        await lite.query<{ behind: string }>('SELECT (pg_current_wal_lsn() - redo_lsn)::bigint::text AS behind FROM pg_control_checkpoint()')
      ).rows;
      if (Number(row?.behind ?? 0) >= checkpoints.afterBytes) await lite.exec('CHECKPOINT');
    })().catch(() => {
      // Closed meanwhile, or the database failed: its statements say so to whoever asks next.
    });
  }, checkpoints.checkMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function serve(lite: PGlite) {
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean, id: number) => void }>();
  const listeners = new Map<number, () => Promise<void>>();
  let lastId = 0;
  const stopCheckpoints = keepTheLogShort(lite);

  async function answer(id: number, work: () => Promise<unknown>) {
    try {
      send({ id, ok: true, value: await work() });
    } catch (error) {
      send({ id, ok: false, error: errorFields(error) });
    }
  }

  function begin(id: number) {
    const tx = ++lastId;
    let endId = 0;
    lite
      .transaction(
        (open) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(tx, {
              tx: open,
              end(commit, endingId) {
                endId = endingId;
                if (commit) resolve();
                else reject(ROLLED_BACK);
              },
            });
            send({ id, ok: true, value: tx });
          }),
      )
      .then(
        () => send({ id: endId, ok: true, value: null }),
        (error: unknown) => {
          if (error === ROLLED_BACK) send({ id: endId, ok: true, value: null });
          // Before the transaction opened, the answer is begin's; after, the one that ended it.
          else send({ id: endId || id, ok: false, error: errorFields(error) });
        },
      )
      .finally(() => transactions.delete(tx));
  }

  function openTransaction(tx: number) {
    const open = transactions.get(tx);
    if (!open) throw new Error('the transaction has ended');
    return open;
  }

  port!.on('message', (request: Request) => {
    switch (request.op) {
      case 'query':
        void answer(request.id, async () => {
          const target = request.tx === undefined ? lite : openTransaction(request.tx).tx;
          return (await target.query(request.sql, request.params)).rows;
        });
        break;
      case 'exec':
        void answer(request.id, async () => {
          await (request.tx === undefined ? lite : openTransaction(request.tx).tx).exec(request.sql);
          return null;
        });
        break;
      case 'begin':
        begin(request.id);
        break;
      case 'end':
        try {
          openTransaction(request.tx).end(request.commit, request.id);
        } catch (error) {
          send({ id: request.id, ok: false, error: errorFields(error) });
        }
        break;
      case 'listen':
        void answer(request.id, async () => {
          const { listener } = request;
          listeners.set(listener, await lite.listen(request.channel, (payload) => send({ notify: listener, payload })));
          return null;
        });
        break;
      case 'unlisten':
        void answer(request.id, async () => {
          const stop = listeners.get(request.listener);
          listeners.delete(request.listener);
          await stop?.();
          return null;
        });
        break;
      case 'close':
        stopCheckpoints();
        void answer(request.id, async () => {
          await lite.close();
          return null;
        });
        break;
    }
  });
}

PGlite.create(dir, {
  pgliteWasmModule: pgliteModule as PGliteOptions['pgliteWasmModule'],
  ...(buffersMb === undefined ? {} : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${buffersMb}MB`] }),
}).then(
  async (lite) => {
    await serve(lite);
    send({ ready: true });
  },
  (error: unknown) => send({ ready: false, error: errorFields(error) }),
);
