import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { POST_CARDS } from '../../../shared/cardDocuments.ts';
import { CacheableBody } from '../../../server/http/delivery.ts';
import { databasesOf } from '../../kit/databases.ts';
import { LineCollector } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { type GraphqlResponse, graphqlGetPath } from '../../kit/graphql.ts';
import { GET_ALL_POSTS, GET_ONE_POST } from '../../kit/documents.ts';


const CACHE_BYTES = 256 * 1024;
const BIG_ID = 500_000;

const site = mkdtempSync(join(tmpdir(), 'bcf-site-'));
mkdirSync(join(site, 'dist'));
writeFileSync(join(site, 'dist', 'index.html'), '<!DOCTYPE html><html lang=en><meta charset=utf-8><title>BCF</title><body><div id=root></div>');
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** An id of the longest length taken, different for each `n`. */
const longestId = (n: number) => `${n}`.padStart(64, 'x');

describe.each(databasesOf(import.meta.url))('the read cache on $name, bounded by bytes', (kind) => {
  const logs = new LineCollector();
  const server = withServer(kind, {
    readCacheBytes: CACHE_BYTES,
    distDir: join(site, 'dist'),
    logLevel: 'info', logStream: logs,
  });

  // 300 requests of 500 KB each: a few seconds alone, many times that on a machine busy with
  // other work, which is no failure of the defence.
  const HEAVY = 120_000;


  test('300 getOnePost calls with different 500 KB ids each answer BAD_USER_INPUT, and nothing is kept', async () => {
    // The documents are remembered once, with an id of an unknown post.
    await server.gql(GET_ONE_POST, { id: 'no-such-post' });
    await server.request(graphqlGetPath(GET_ONE_POST, { id: 'no-such-post' }));
    const { size, bytes } = server.services.readCache;

    for (let i = 0; i < 300; i += 1) {
      const id = `${i}-`.padEnd(BIG_ID, 'x');
      type OnePost = GraphqlResponse<{ getOnePost: unknown }>;
      const answer: OnePost =
        i % 3 === 0
          ? await server.gql(`query { getOnePost(id: "${id}") { title } }`)
          : i % 3 === 1
            ? await server.gql(GET_ONE_POST, { id })
            : await server.gql(GET_ONE_POST, { id }, { get: true });
      if (i % 3 === 0) {
        // Written into the document itself, the id makes a document too long to be parsed at all.
        expect(answer.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });
        expect(answer.errors?.[0]?.message).toBe('The query is too large: at most 16384 characters are allowed');
      } else {
        expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
        expect(answer.errors?.[0]?.message).toBe('id must be at most 64 characters');
      }
      expect(answer.data?.getOnePost ?? null).toBeNull();
    }
    expect(server.services.readCache.size).toBe(size);
    expect(server.services.readCache.bytes).toBe(bytes);
  }, HEAVY);

  test('300 distinct 500 KB documents (a short query padded with a comment) are refused before they are parsed or kept', async () => {
    const { size, bytes } = server.services.readCache;
    for (let i = 0; i < 300; i += 1) {
      const padded = `# ${i} ${'x'.repeat(BIG_ID)}\nquery { getAllPosts { _id } }`;
      const answer = await server.gql(padded, i % 2 === 0 ? undefined : {}, { get: i % 2 === 1 });
      expect(answer.errors?.[0]).toEqual({
        message: 'The query is too large: at most 16384 characters are allowed',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      });
    }
    expect(server.services.readCache.size).toBe(size);
    expect(server.services.readCache.bytes).toBe(bytes);
    // A document at the limit is still answered.
    const atLimit = `query { getAllPosts { _id } }\n# ${'y'.repeat(16 * 1024 - 32)}`;
    expect(atLimit.length).toBeLessThanOrEqual(16 * 1024);
    const answered = await server.gql<{ getAllPosts: unknown[] }>(atLimit);
    expect(answered.errors).toBeUndefined();
    expect(Array.isArray(answered.data!.getAllPosts)).toBe(true);
  }, HEAVY);

  test('1,000 distinct reads and variables keep the cache within its bytes', async () => {
    const cache = server.services.readCache;
    expect(cache.maxBytes).toBe(CACHE_BYTES);
    let most = 0;
    let kept = 0;
    for (let i = 0; i < 1000; i += 1) {
      const request =
        i % 4 === 0
          ? graphqlGetPath(GET_ALL_POSTS, { unused: `${i}`.repeat(200) })
          : i % 4 === 1
            ? graphqlGetPath(POST_CARDS, { first: (i % 50) + 1, category: null, after: null, pad: i })
            : graphqlGetPath(GET_ONE_POST, { id: longestId(i) });
      const response = await server.request(request);
      expect(response.status).toBe(200);
      most = Math.max(most, cache.bytes);
      kept = Math.max(kept, cache.size);
    }
    expect(most).toBeLessThanOrEqual(CACHE_BYTES);
    // The cache was used, and filled: older answers made room for newer ones.
    expect(most).toBeGreaterThan(CACHE_BYTES / 2);
    expect(cache.size).toBeLessThan(1000);
  });

  test('the least recently used answer goes first: one read again and again stays', () => {
    const cache = server.services.readCache;
    const answer = (n: number) => new CacheableBody(JSON.stringify({ data: { n, pad: 'p'.repeat(2000) } }), { type: 'application/json' });
    cache.keep('read again', cache.version, answer(-1));
    cache.keep('read once', cache.version, answer(-2));
    for (let i = 0; i < 200; i += 1) {
      cache.keep(`other ${i}`, cache.version, answer(i));
      expect(cache.answer('read again')).toBeDefined();
      expect(cache.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    }
    expect(cache.answer('read once')).toBeUndefined();
    expect(cache.answer('other 0')).toBeUndefined();
    expect(cache.answer('other 199')).toBeDefined();
  });

  test('details pages of ids too long to be one are served (404: they name no post), not to index, and not kept one by one', async () => {
    await server.request('/ActivityDetailsPage/warm-up');
    const before = server.services.readCache.size;
    for (let i = 0; i < 20; i += 1) {
      const response = await server.request(`/ActivityDetailsPage/${`${i}-`.padEnd(8_000, 'x')}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('noindex');
      expect(html).not.toContain('x'.repeat(100));
    }
    // One page for them all, whatever the id.
    expect(server.services.readCache.size).toBeLessThanOrEqual(before + 1);
  });

  test('nothing above was logged as an error', () => {
    const errors = logs.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
