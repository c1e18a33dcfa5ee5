import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Db } from '../db/index.ts';
import { CACHE_REVALIDATE, COMPRESS_THRESHOLD_BYTES, negotiateEncoding } from '../delivery.ts';
import { etagMatches } from '../etag.ts';

// The public read queries: their answers depend only on the posts table, never on who asks.
const CACHEABLE_ROOT_FIELDS = new Set(['getAllPosts', 'getOnePost', 'postCards', '__typename']);
const MAX_ENTRIES = 1000;
const MAX_DOCUMENTS = 200;
const RELISTEN_MS = 1000;
export const POSTS_CHANGED_CHANNEL = 'bcf_posts_changed';

interface Entry {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Miss {
  key: string;
  version: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    readCacheMiss?: Miss;
  }
}

export interface ReadCache {
  /** Drops every stored answer; called on every write to posts, here or in another process. */
  invalidate(): void;
  readonly size: number;
  /**
   * compute()'s value for `key`, kept like the answers until posts change: for derived values
   * that depend on posts alone (the answers a page carries, server/seo/firstScreen.ts).
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Whether a document is one query whose root fields are all public post reads. */
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

interface GraphqlParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function requestKey(request: FastifyRequest, isCacheable: (query: string, name: unknown) => boolean): string | null {
  const params = (request.method === 'POST' ? request.body : request.query) as GraphqlParams | undefined;
  if (!params || typeof params.query !== 'string') return null;
  let variables = params.variables ?? null;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return null;
    }
  }
  if (!isCacheable(params.query, params.operationName)) return null;
  return `${String(params.operationName ?? '')}\n${JSON.stringify(variables ?? {})}\n${params.query}`;
}

function makeEntry(json: string): Entry {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  return (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.type('application/json; charset=utf-8').header('etag', entry.etag).header('vary', 'accept-encoding');
  if (request.method === 'GET') {
    reply.header('cache-control', CACHE_REVALIDATE);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || entry.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
}

/**
 * Answers getAllPosts and getOnePost from memory: the serialised answer of each distinct request
 * is kept until posts change. GET answers carry an ETag and honour If-None-Match.
 */
export async function registerReadCache(app: FastifyInstance, db: Db): Promise<ReadCache> {
  const entries = new Map<string, Entry>();
  const documents = new Map<string, boolean>();
  const values = new Map<string, unknown>();
  let version = 0;
  let listening = false;

  const isCacheable = (query: string, operationName: unknown) => {
    const memoKey = `${String(operationName ?? '')}\n${query}`;
    let cacheable = documents.get(memoKey);
    if (cacheable === undefined) {
      cacheable = cacheableOperation(query, operationName);
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(memoKey, cacheable);
    }
    return cacheable;
  };

  const cache: ReadCache = {
    invalidate() {
      version += 1;
      entries.clear();
      values.clear();
    },
    get size() {
      return entries.size;
    },
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (values.has(key)) return values.get(key) as T;
      const computedAt = version;
      const value = await compute();
      // As for answers: kept only if nothing changed meanwhile and changes can be heard.
      if (listening && version === computedAt) {
        if (values.size >= MAX_ENTRIES) values.clear();
        values.set(key, value);
      }
      return value;
    },
  };

  // Another process's write arrives as a notification; while the channel is down, nothing is
  // kept, since a change could go unheard.
  const [current] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = current?.schema;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const listen = async () => {
    try {
      stop = await db.listen(POSTS_CHANGED_CHANNEL, (payload) => payload === schema && cache.invalidate(), onLost);
      listening = true;
      cache.invalidate();
    } catch {
      if (!closed) retry = setTimeout(listen, RELISTEN_MS).unref();
    }
  };
  function onLost() {
    listening = false;
    cache.invalidate();
    if (!closed) retry = setTimeout(listen, RELISTEN_MS).unref();
  }
  await listen();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await stop?.();
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.split('?')[0] !== '/graphql' || (request.method !== 'GET' && request.method !== 'POST')) return;
    const key = requestKey(request, isCacheable);
    if (key === null) return;
    const entry = listening ? entries.get(key) : undefined;
    if (entry) return sendEntry(request, reply, entry);
    request.readCacheMiss = { key, version };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.readCacheMiss;
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if ((JSON.parse(payload) as { errors?: unknown }).errors) return payload;
    const entry = makeEntry(payload);
    // A write that landed while this answer was computed makes it stale: use it once, keep it not.
    if (listening && miss.version === version) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(miss.key, entry);
    }
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    if (request.method === 'GET') {
      reply.header('cache-control', CACHE_REVALIDATE);
      if (etagMatches(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
    }
    return payload;
  });

  return cache;
}
