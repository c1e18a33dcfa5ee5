import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Db } from '../db/index.ts';
import type { CacheableBody } from '../http/delivery.ts';
import { LruCache } from '../core/lruCache.ts';
import { CACHEABLE_ROOT_FIELDS } from './publicReads.ts';
import { postsVersionCheck } from './postsVersion.ts';

/** An answer counts for its bytes and room for its br and gzip copies, made when first asked for. */
const ANSWER_COPIES = 3;
/**
 * A value read from the database counts for its JSON text this many times over: in memory, its
 * strings and objects take more than their text (1.2 to 2 bytes a character for posts, measured;
 * text outside Latin-1 takes two).
 */
const VALUE_BYTES_PER_JSON_CHAR = 3;
/** Longer documents are parsed each time rather than remembered (the client's are under 2 KB). */
const REMEMBERED_DOCUMENT_CHARS = 16 * 1024;
const RELISTEN_MS = 1000;
/** How long a write in this process waits to hear its own change before it answers anyway. */
const HEAR_OWN_WRITE_MS = 2000;
export const POSTS_CHANGED_CHANNEL = 'bcf_posts_changed';

export interface ReadCache {
  /** How many answers, values and pages are kept. */
  readonly size: number;
  /** What they and the documents remembered count for, never more than maxBytes. */
  readonly bytes: number;
  readonly maxBytes: number;
  /**
   * compute()'s value for `key`, kept like the answers until posts change: for values that depend
   * on posts alone (server/posts/readService.ts). Callers asking while it is computed share it.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Runs a write to posts and answers once this process has heard of it, so that the writer's
   * next read sees it. Hearing is the only way answers are dropped, for this process's writes as
   * for every other's: the database trigger of migration 005 notifies on each change to posts.
   * `wrotePosts` says, once the write is done, whether it changed posts (a transaction may not have).
   */
  afterWrite<T>(write: () => Promise<T>, wrotePosts?: () => boolean): Promise<T>;
  /** The answer kept for a GraphQL request, if any (server/graphql/cachedAnswers.ts); call `fresh` first. */
  answer(key: string): CacheableBody | undefined;
  /**
   * Before serving anything kept: with several processes on one PostgreSQL, drops what another
   * process's acknowledged write made stale even if its notification has not arrived yet.
   */
  fresh(): Promise<void>;
  /** Keeps an answer computed since `version`, unless posts changed meanwhile. */
  keep(key: string, version: number, body: CacheableBody): void;
  /**
   * The body kept with the same bytes (its ETag), else `body`, kept from now on: a page's br/gzip
   * are made once per version (server/seo/pageRoutes.ts).
   */
  samePage(body: CacheableBody): CacheableBody;
  /** Whether a GraphQL document is one query of public post reads only (remembered per document). */
  cacheable(query: string, operationName: unknown): boolean;
  readonly version: number;
  close(): Promise<void>;
}

// One memory for the answers, the values and the pages, each kind under its own prefix.
const answerKey = (key: string) => `answer\n${key}`;
const valueKey = (key: string) => `value\n${key}`;

/**
 * The memory of the post reads, emptied whenever the database says posts changed (LISTEN on its
 * own connection on PostgreSQL, in-process on PGlite). While that channel is down, nothing is
 * kept, since a change could go unheard. It holds `maxBytes` at most, keys included: the least
 * recently used answers, values and pages go first; a sixteenth of it remembers which documents
 * can be answered from it.
 */
export async function createReadCache(db: Db, maxBytes: number): Promise<ReadCache> {
  const documents = new LruCache<boolean>(Math.floor(maxBytes / 16));
  const kept = new LruCache<CacheableBody | Promise<unknown>>(maxBytes - documents.maxBytes);
  let version = 0;
  let listening = false;
  let heard: (() => void)[] = [];

  // The one place answers are dropped.
  const changed = () => {
    version += 1;
    kept.clear();
    const waiting = heard;
    heard = [];
    for (const resume of waiting) resume();
  };

  const [current] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = current?.schema;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const listen = async () => {
    try {
      stop = await db.listen(POSTS_CHANGED_CHANNEL, (payload) => payload === schema && changed(), onLost);
      listening = true;
      changed();
    } catch {
      if (!closed) retry = setTimeout(listen, RELISTEN_MS).unref();
    }
  };
  function onLost() {
    listening = false;
    changed();
    if (!closed) retry = setTimeout(listen, RELISTEN_MS).unref();
  }
  await listen();
  const checkVersion = postsVersionCheck(db, changed);

  return {
    get size() {
      return kept.size;
    },
    get bytes() {
      return kept.bytes + documents.bytes;
    },
    maxBytes,
    get version() {
      return version;
    },
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const at = valueKey(key);
      if (checkVersion && kept.has(at)) await checkVersion();
      const known = kept.get(at);
      if (known) return known as Promise<T>;
      const value = compute();
      if (listening) {
        // Counted by its key until it is read, then by what it holds.
        kept.set(at, value, 0);
        value.then(
          (result) => kept.recount(at, value, (JSON.stringify(result) ?? '').length * VALUE_BYTES_PER_JSON_CHAR),
          () => kept.delete(at, value),
        );
      }
      return value;
    },
    async afterWrite<T>(write: () => Promise<T>, wrotePosts: () => boolean = () => true): Promise<T> {
      const before = version;
      let resume: () => void = () => {};
      const hearing = new Promise<void>((resolve) => heard.push((resume = resolve)));
      try {
        const result = await write();
        if (listening && version === before && wrotePosts()) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([hearing, new Promise<void>((resolve) => (timer = setTimeout(resolve, HEAR_OWN_WRITE_MS)))]);
          clearTimeout(timer);
        }
        return result;
      } finally {
        heard = heard.filter((waiting) => waiting !== resume);
      }
    },
    answer: (key) => (listening ? (kept.get(answerKey(key)) as CacheableBody | undefined) : undefined),
    async fresh() {
      if (checkVersion && kept.size > 0) await checkVersion();
    },
    keep(key, since, body) {
      // A write that landed while this answer was computed makes it stale: used once, kept not.
      if (!listening || since !== version) return;
      kept.set(answerKey(key), body, body.bytes.length * ANSWER_COPIES);
    },
    samePage(body) {
      const at = `page\n${body.etag}`;
      const known = kept.get(at) as CacheableBody | undefined;
      if (known) return known;
      kept.set(at, body, body.bytes.length * ANSWER_COPIES);
      return body;
    },
    cacheable(query, operationName) {
      const memoKey = `${String(operationName ?? '')}\n${query}`;
      let cacheable = documents.get(memoKey);
      if (cacheable === undefined) {
        cacheable = cacheableOperation(query, operationName);
        if (memoKey.length <= REMEMBERED_DOCUMENT_CHARS) documents.set(memoKey, cacheable, 0);
      }
      return cacheable;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await stop?.();
    },
  };
}

/** Whether a document is one query whose root fields are all cacheable public reads (shared/publicReads.ts). */
function cacheableOperation(query: string, operationName: unknown): boolean {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (document.definitions.length !== operations.length) return false;
  const operation =
    operations.length === 1 && (operationName == null || operations[0]!.name?.value === operationName) ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query' || operation.directives?.length) return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}
