// Recording views without slowing an answer: the visitor's hash is made with the day's salt (kept
// in memory once read), views past a visitor's allowance are dropped, and the rest wait in a queue
// written in batches (every second, at 200 rows, and when the server closes). No address and no
// user agent leaves this module: only their salted hash.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import { LruCache } from '../core/lruCache.ts';
import type { InsightViewsRepository, ViewRow } from './viewsRepository.ts';
import type { ViewFacts } from './views.ts';

export interface RecorderSettings {
  /** Views one client address may add in a minute, whatever user agents it sends; more are dropped. */
  viewsPerMinute: number;
  /** The queue is written at least this often (ms)… */
  flushMs: number;
  /** …and at once when it holds this many views. */
  batchSize: number;
  /** Views waiting at most: past it (the database away) new ones are dropped. */
  maxQueued: number;
}

export const DEFAULT_RECORDER: RecorderSettings = { viewsPerMinute: 30, flushMs: 1_000, batchSize: 200, maxQueued: 20_000 };

/** A view to record, with what its visitor is known by until hashed. */
export interface SeenView extends ViewFacts {
  at: number;
  /** The client's address as the limits count it (server/core/clientAddress.ts). */
  address: string;
  userAgent: string;
  /** The site's host, so that two sites on one database never share a visitor. */
  siteHost: string;
  /** Asked once the view is within its visitor's allowance: whether it is still to be counted (a post that exists). */
  confirm?: () => Promise<boolean>;
}

export interface ViewRecorder {
  record(view: SeenView): void;
  /** Writes every view recorded so far (those still being hashed included). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

// A minute's allowance per client address: a few hundred bytes each, so about 16,000 addresses a minute.
const ALLOWANCES_BYTES = 4 * 1024 * 1024;
const MINUTE = 60_000;

/** SHA-256 of the day's salt and what a visitor is known by, each part length-prefixed so that no two inputs run together. */
export function visitorHash(salt: Uint8Array, address: string, userAgent: string, siteHost: string): Uint8Array {
  const hash = createHash('sha256').update(salt);
  for (const part of [address, userAgent, siteHost]) {
    const bytes = Buffer.from(part, 'utf8');
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return new Uint8Array(hash.digest());
}

export function viewRecorder(repo: InsightViewsRepository, log: FastifyBaseLogger, settings: RecorderSettings = DEFAULT_RECORDER): ViewRecorder {
  const salts = new Map<string, Promise<Uint8Array>>();
  const allowances = new LruCache<{ minute: number; used: number }>(ALLOWANCES_BYTES);
  const inFlight = new Set<Promise<void>>();
  let queue: ViewRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  function saltOf(day: string): Promise<Uint8Array> {
    let salt = salts.get(day);
    if (!salt) {
      // A new day: yesterday's salt is no longer needed here.
      for (const old of salts.keys()) if (old < day) salts.delete(old);
      salt = repo.salt(day, new Uint8Array(randomBytes(32)));
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  }

  // Keyed on the address alone: a user agent costs nothing to change, so one per request would
  // otherwise be a new allowance (and a new visitor) each time.
  function allowed(address: string, at: number): boolean {
    const minute = Math.floor(at / MINUTE);
    const held = allowances.get(address);
    if (held && held.minute === minute) {
      if (held.used >= settings.viewsPerMinute) return false;
      held.used += 1;
      return true;
    }
    allowances.set(address, { minute, used: 1 }, 16);
    return true;
  }

  function write(): Promise<void> {
    writing = writing.then(async () => {
      while (queue.length > 0) {
        const batch = queue.slice(0, settings.batchSize);
        queue = queue.slice(batch.length);
        try {
          await repo.insert(batch);
        } catch (error) {
          // Tried again with the next batch, while the queue has room for them.
          queue = [...batch, ...queue].slice(0, settings.maxQueued);
          log.error({ err: error, views: batch.length }, 'page views could not be written; trying again');
          return;
        }
      }
    });
    return writing;
  }

  const timer = setInterval(() => void write(), settings.flushMs);
  timer.unref();

  async function hashAndQueue(view: SeenView): Promise<void> {
    if (!allowed(view.address, view.at)) return;
    const day = kigaliToday(view.at);
    const visitor = visitorHash(await saltOf(day), view.address, view.userAgent, view.siteHost);
    if (view.confirm && !(await view.confirm())) return;
    if (queue.length >= settings.maxQueued) return;
    queue.push({
      at: new Date(view.at),
      day,
      path: view.path,
      postId: view.postId,
      language: view.language,
      source: view.source,
      device: view.device,
      visitor,
    });
    if (queue.length >= settings.batchSize) void write();
  }

  async function flush(): Promise<void> {
    await Promise.all(inFlight);
    await write();
  }

  return {
    record(view) {
      const work = hashAndQueue(view).catch((error: unknown) => log.error({ err: error }, 'a page view could not be recorded'));
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
