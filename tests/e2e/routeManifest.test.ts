import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';
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

// Every language but English has its catalogue in a chunk of its own, announced on its pages.
const CATALOGUE_KEYS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => `catalogue:${language}`);

test('the manifest names nothing but the table’s pages and the other languages’ catalogues', () => {
  const keys = new Set<string>([...ROUTE_LIST.map((route) => route.page), ...CATALOGUE_KEYS]);
  expect(Object.keys(manifest).filter((key) => !keys.has(key))).toEqual([]);
});

test.each(CATALOGUE_KEYS)('the build names the bundle of %s, which holds that catalogue and no other', (key) => {
  const language = key.slice('catalogue:'.length) as 'rw' | 'fr';
  const bundles = manifest[key];
  expect(bundles, key).toBeDefined();
  const scripts = bundles!.filter((url) => url.endsWith('.js'));
  expect(scripts.length, key).toBeGreaterThan(0);
  const code = scripts.map((url) => readFileSync(join(DIST_DIR, url), 'utf8')).join('\n');
  // A message found only in that language's catalogue, and the other's.
  const own = { rw: rw.routes.contact.description, fr: fr.routes.contact.description }[language];
  const other = { rw: fr.routes.contact.description, fr: rw.routes.contact.description }[language];
  expect(code).toContain(own);
  expect(code).not.toContain(other);
});
