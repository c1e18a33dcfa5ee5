import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { negotiateEncoding } from '../../../server/http/delivery.ts';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';

const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;
// Not valid image bytes, but the server only reads the name: image types are never recompressed.
const IMAGE = Buffer.alloc(4096, 7);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body comes back exactly as sent (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('content negotiation', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s picks %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('delivery of the built app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bcf-dist-'));
  mkdirSync(join(dist, 'images'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['main.1a2b3c4d.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dist, name), body);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(dist, 'main.1a2b3c4d.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'images', 'hero.webp'), IMAGE);
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Seeded: the sample posts make a getAllPosts answer of several kilobytes.
  const server = new TestServer(databases[0]!, { distDir: dist, production: true });

  beforeAll(() => server.start());
  afterAll(async () => {
    await server.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  test('a script goes out as the brotli file the build wrote, to a client that accepts brotli', async () => {
    const response = await raw(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  test('gzip to a client without brotli, and the plain file to a client that accepts neither', async () => {
    const gzip = await raw(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test('hashed assets are cached for a year as immutable', async () => {
    const response = await raw(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('files without a content hash are cached briefly, never as immutable', async () => {
    const response = await raw(`${server.url}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  test('images go out as they are, never compressed again', async () => {
    const response = await raw(`${server.url}/images/hero.webp`, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(IMAGE)).toBe(true);
  });

  // The page goes out with its route's head written in (server/seo), so it is compressed on the
  // way out rather than taken from the build's copies, and its ETag is the rendered page's.
  test.each([
    ['/', 'Build Career Foundation: guided choices, brighter futures'],
    ['/ActivitiesPage', 'Activities | Build Career Foundation'],
  ])('the app page at %s is compressed, must be revalidated and carries an ETag', async (path, title) => {
    const response = await raw(server.url + path, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.body).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<title>${title}</title>`);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  test('the app page answers 304 to its own ETag, and pages with other heads have other ETags', async () => {
    const first = await raw(`${server.url}/WhoWeArePage`);
    const again = await raw(`${server.url}/WhoWeArePage`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await raw(`${server.url}/ImpactPage`, { 'if-none-match': String(first.headers.etag) });
    expect(other.status).toBe(200);
  });

  test('source maps are not served in production, in any encoding', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await raw(`${server.url}/main.1a2b3c4d.js.map`, { 'accept-encoding': encoding });
      expect(response.body.toString()).not.toContain('"version":3');
    }
  });

  test('a GraphQL answer over 1 KB is compressed, the first time and from the read cache; a small one is not', async () => {
    const query = encodeURIComponent('query getAllPosts { getAllPosts { _id title content } }');
    for (const attempt of ['computed', 'cached']) {
      const big = await raw(`${server.url}/graphql?query=${query}`, { 'accept-encoding': 'gzip, br' });
      expect(big.headers['content-encoding'], attempt).toBe('br');
      const json = brotliDecompressSync(big.body);
      expect(json.length).toBeGreaterThan(1024);
      expect(big.body.length).toBeLessThan(json.length);
      expect(JSON.parse(json.toString()).data.getAllPosts.length).toBeGreaterThan(0);
    }

    const small = await raw(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
