import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { DIST_DIR, ensureBuilt } from './harness.ts';

// The build's route manifest (parcel/reporter-route-manifest.mjs) is keyed by the route table's
// page names: every page must be in it, or its route loses its preload hints without a word.

let manifest: Record<string, string[]>;
beforeAll(() => {
  ensureBuilt();
  manifest = JSON.parse(readFileSync(join(DIST_DIR, 'route-manifest.json'), 'utf8')) as Record<string, string[]>;
});

test.each(ROUTE_LIST.map((route) => [route.id, route.page] as const))('the build names the bundles of %s (%s)', (_, page) => {
  expect(manifest[page], page).toBeDefined();
  expect(manifest[page]!.some((url) => url.endsWith('.js')), page).toBe(true);
});

test('the manifest names nothing but the table’s pages', () => {
  const pages = new Set<string>(ROUTE_LIST.map((route) => route.page));
  expect(Object.keys(manifest).filter((key) => !pages.has(key))).toEqual([]);
});
