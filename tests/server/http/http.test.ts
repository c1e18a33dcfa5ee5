import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { errorCode } from '../../kit/graphql.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('HTTP routes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bcf-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'main.abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'main.abc123.js.map'), '{}');
  const server = new TestServer(databases[0]!, { seed: false, distDir: dist, production: true });

  beforeAll(() => server.start());
  afterAll(async () => {
    await server.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  // An unknown address, and a post that does not exist, are the app's not-found page with 404.
  test.each([
    ['/', 200],
    ['/ActivityDetailsPage/abc', 404],
    ['/admin/overview', 200],
    ['/LoginIn', 200],
    ['/no/such/page', 404],
  ])(
    'a direct load of %s answers the app (%i), with the route\'s head written in',
    async (path, status) => {
      const response = await server.request(path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html><html><title>[^<]+<\/title><meta name="description"/);
      // Apart from the head, the page is the built index.html byte for byte.
      expect(html.replace(/<title>[\s\S]*(?=<body>)/, '')).toBe(INDEX);
    },
  );

  test('built assets are served as files', async () => {
    const response = await server.request(`/main.abc123.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
  });

  test('source maps are not served in production', async () => {
    const response = await server.request(`/main.abc123.js.map`);
    expect(await response.text()).not.toBe('{}');
  });

  test.each(['/uploads/missing.webp', '/multiple_images-upload', '/graphql/extra'])(
    '%s is never swallowed by the app fallback',
    async (path) => {
      const response = await server.request(path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    },
  );

  test('GET /graphql answers queries', async () => {
    const query = encodeURIComponent('query getAllPosts { getAllPosts { _id } }');
    const response = await server.request(`/graphql?query=${query}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { getAllPosts: [] } });
  });

  test('GET /graphql refuses mutations', async () => {
    const query = encodeURIComponent('mutation { makeSubscribe(input: {subscriptionWithEmail: "get@example.org"}) { id } }');
    const response = await server.request(`/graphql?query=${query}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await server.count('subscribers')).toBe(0);
  });

  test('a malformed document gets a clear GraphQL error, not a 500', async () => {
    const response = await server.request(`/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getAllPosts { ' }),
    });
    // GraphQL over HTTP: a well-formed application/json request answers 200, errors and all.
    expect(response.status).toBe(200);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(errorCode(body)).toBe('GRAPHQL_PARSE_FAILED');
  });

  test('an internal failure is masked as INTERNAL_SERVER_ERROR', async () => {
    await server.services.db.exec('ALTER TABLE posts RENAME TO posts_away');
    try {
      // A post not asked for before, so the read cache has no answer or post kept for it.
      const result = await server.gql('query getOnePost { getOnePost(id: "never-asked") { _id title } }');
      expect(result.errors![0]).toEqual(
        expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      );
      expect(JSON.stringify(result)).not.toContain('posts');
    } finally {
      await server.services.db.exec('ALTER TABLE posts_away RENAME TO posts');
    }
  });
});

describe('before the app is built', () => {
  const server = withServer(databases[0]!, { seed: false });

  test('a page load says how to build it, and the API still works', async () => {
    const page = await server.request(`/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    const api = await server.gql('query getAllPosts { getAllPosts { _id } }');
    expect(api.data).toEqual({ getAllPosts: [] });
  });
});
