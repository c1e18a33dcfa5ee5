// Byte budgets for first visits on a phone (375x800): bytes are deterministic for a given build,
// so this is a real test, not a timing. Brotli bytes, KB = 1024 bytes.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { publicRoutes } from '../../src/routes.tsx';
import { DIST_DIR, PHONE, startE2E, type E2E } from './harness.ts';
import { KB, weighPage, weightTable, type PageWeight } from './pageWeight.ts';

export const BUDGETS = {
  home: { js: 100 * KB, css: 15 * KB },
  otherRoute: { js: 130 * KB },
};

// Every page a visitor can open; the staff's pages (login, password reset, invitation, new post) are not public.
const ADMIN_PATHS = new Set(ROUTE_LIST.filter((route) => route.adminOnly).map((route) => route.path.replace(/^\//, '')));

async function publicPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query getAllPosts { getAllPosts { _id } }' }),
  });
  const postId = ((await response.json()) as { data: { getAllPosts: { _id: string }[] } }).data.getAllPosts[0]!._id;
  return publicRoutes
    .filter((route) => !route.path?.includes('*') && !ADMIN_PATHS.has(route.path ?? ''))
    .map((route) => `/${(route.path ?? '').replace(/:[A-Za-z]+/, postId)}`);
}

let e2e: E2E;
const weights: PageWeight[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  for (const path of await publicPaths(e2e.baseUrl)) {
    weights.push(await weighPage(await e2e.newPage(PHONE), e2e.baseUrl, path, DIST_DIR));
  }
  console.log(`First visit at 375x800 (budgets: / ${BUDGETS.home.js / KB} KB JS and ${BUDGETS.home.css / KB} KB CSS, other routes ${BUDGETS.otherRoute.js / KB} KB JS)\n${weightTable(weights)}`);
});
afterAll(() => e2e?.stop());

test('every public route was weighed, the home page first', () => {
  expect(weights[0]?.path).toBe('/');
  expect(weights.length).toBeGreaterThanOrEqual(10);
  for (const weight of weights) expect(weight.js, weight.path).toBeGreaterThan(0);
});

test('the home page stays within its JavaScript and CSS budgets', () => {
  const home = weights[0]!;
  expect(home.js, 'JavaScript bytes of /').toBeLessThanOrEqual(BUDGETS.home.js);
  expect(home.css, 'CSS bytes of /').toBeLessThanOrEqual(BUDGETS.home.css);
});

test('every other public route stays within its JavaScript budget', () => {
  for (const weight of weights.slice(1)) {
    expect(weight.js, `JavaScript bytes of ${weight.path}`).toBeLessThanOrEqual(BUDGETS.otherRoute.js);
  }
});

test('no public route downloads the admin area', () => {
  for (const weight of weights) expect(weight.adminScripts, weight.path).toEqual([]);
});
