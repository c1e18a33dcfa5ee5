import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { errorCode } from '../../kit/graphql.ts';

const INLINE_MAP = '{"imports":{"./a.js":"./a.123.js"}}';
const dist = mkdtempSync(join(tmpdir(), 'bcf-dist-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script type="importmap">${INLINE_MAP}</script></head><body></body></html>`);

async function post(server: TestServer, body: string, contentType = 'application/json') {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const text = await response.text();
  return { status: response.status, text, json: (() => { try { return JSON.parse(text); } catch { return null; } })() };
}

// The product's schema is shallow; introspection (development only) is deep enough to test depth.
const nested = (levels: number) => {
  let selection = 'name';
  for (let i = 0; i < levels - 3; i++) selection = `ofType { ${selection} }`;
  return `query deep { __schema { types { ${selection} } } }`;
};

describe('GraphQL request limits (production)', () => {
  const server = new TestServer(databases[0]!, { seed: false, production: true, distDir: dist });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  test('more than 15 aliases are refused', async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: getAllPosts { _id }`).join(' ');
    const { status, json } = await post(server, JSON.stringify({ query: `query many { ${fields} }` }));
    // A validation failure: 200 in application/json, as GraphQL over HTTP asks.
    expect(status).toBe(200);
    expect(json.errors[0].message).toBe('Too many aliases: at most 15 are allowed in one request');
  });

  test('15 aliases are still fine', async () => {
    const fields = Array.from({ length: 15 }, (_, i) => `a${i}: getAllPosts { _id }`).join(' ');
    const { status, json } = await post(server, JSON.stringify({ query: `query many { ${fields} }` }));
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
  });

  test('a document of too many tokens is refused before parsing', async () => {
    const fields = Array.from({ length: 1_600 }, () => '_id').join(' ');
    const { status, json } = await post(server, JSON.stringify({ query: `query big { getAllPosts { ${fields} } }` }));
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('QUERY_TOO_COMPLEX');
  });

  test('a body over 1 MB is refused with 413', async () => {
    const { status } = await post(server, JSON.stringify({ query: 'query a { getAllPosts { _id } }', pad: 'x'.repeat(1024 * 1024) }));
    expect(status).toBe(413);
  });

  test('batched requests are refused', async () => {
    const { status, json } = await post(server, JSON.stringify([{ query: 'query a { getAllPosts { _id } }' }, { query: 'query b { getAllPosts { _id } }' }]));
    expect(status).toBe(400);
    expect(json.errors[0].message).toMatch(/Batched requests are not supported/);
  });

  test('introspection is off in production', async () => {
    const { json } = await post(server, JSON.stringify({ query: 'query i { __schema { types { name } } }' }));
    expect(json.data).toBeNull();
    expect(json.errors[0].message).toMatch(/introspection/i);
  });

  test('field suggestions are off in production', async () => {
    const { json } = await post(server, JSON.stringify({ query: 'query s { getAllPost { _id } }' }));
    expect(json.errors[0].message).toBe('Cannot query field "getAllPost" on type "Query".');
  });

  test('GraphiQL is not served in production', async () => {
    const response = await fetch(`${server.url}/graphiql`);
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql'])(
    'a POST sent as %s is refused with 415 (CSRF) and runs nothing',
    async (type) => {
      const body = JSON.stringify({ query: 'mutation m { makeSubscribe(input: {subscriptionWithEmail: "csrf@example.org"}) { id } }' });
      const { status, json } = await post(server, body, type);
      expect(status).toBe(415);
      expect(errorCode(json)).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await server.count('subscribers')).toBe(0);
    },
  );

  test('every response carries the security headers and a strict CSP', async () => {
    for (const path of ['/', '/graphql?query=query%20a%7BgetAllPosts%7B_id%7D%7D', '/uploads/nothing.webp']) {
      const response = await fetch(server.url + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  test("the CSP allows Parcel's inline import map by its hash, and no other inline script", async () => {
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(INLINE_MAP).digest('base64');
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy')!;
    expect(/script-src ([^;]*)/.exec(csp)![1]).toBe(`'self' 'sha256-${hash}'`);
  });

  test('no CORS headers for another origin by default', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('settings that open things up', () => {
  test('ALLOWED_ORIGINS lets only the listed origins call the API from a browser', async () => {
    const server = await new TestServer(databases[0]!, { seed: false, allowedOrigins: ['https://partner.example'] }).start();
    try {
      const allowed = await fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      const other = await fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.destroy();
    }
  });

  test('behind a trusted proxy, HSTS is sent for HTTPS requests only', async () => {
    const server = await new TestServer(databases[0]!, { seed: false, trustProxy: 1 }).start();
    try {
      const https = await fetch(`${server.url}/graphql?query=query%20a%7BgetAllPosts%7B_id%7D%7D`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const http = await fetch(`${server.url}/graphql?query=query%20a%7BgetAllPosts%7B_id%7D%7D`);
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.destroy();
    }
  });

  test('a query nested deeper than 8 levels is refused with a clear error; 8 levels pass', async () => {
    const server = await new TestServer(databases[0]!, { seed: false, production: false }).start();
    try {
      const deep = await post(server, JSON.stringify({ query: nested(9) }));
      // A validation failure: 200 in application/json, as GraphQL over HTTP asks.
      expect(deep.status).toBe(200);
      expect(deep.json.errors[0].message).toMatch(/query depth \(9\) exceeds the query depth limit of 8/);
      expect(deep.json.data).toBeNull();
      const fine = await post(server, JSON.stringify({ query: nested(8) }));
      expect(fine.json.errors).toBeUndefined();
    } finally {
      await server.destroy();
    }
  });

  test('in development, introspection works and GraphiQL is served', async () => {
    const server = await new TestServer(databases[0]!, { seed: false, production: false }).start();
    try {
      const { json } = await post(server, JSON.stringify({ query: 'query i { __schema { queryType { name } } }' }));
      expect(json.data.__schema.queryType.name).toBe('Query');
      // The page is read to its end, so that its connection is idle and the server's close does not wait on it.
      const graphiql = await fetch(`${server.url}/graphiql`);
      expect(graphiql.status).toBe(200);
      expect(await graphiql.text()).toContain('<!DOCTYPE html>');
    } finally {
      await server.destroy();
    }
  });
});
