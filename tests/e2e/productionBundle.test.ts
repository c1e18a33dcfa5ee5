// The production build carries no developer tooling: neither the Stately inspector (which
// src/lib/inspection.ts loads only in development builds, on a page opened with ?inspect) nor the
// store's Redux DevTools wiring (store/index.ts: devTools only outside production); nor the parts
// of the router and GraphQL packages the app leaves out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { DIST_DIR, ensureBuilt } from './harness.ts';

let scripts: { name: string; text: string }[] = [];

beforeAll(() => {
  ensureBuilt();
  scripts = readdirSync(DIST_DIR)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(DIST_DIR, name), 'utf8') }));
});

// Strings only @statelyai/inspect holds: its window's address and its connection events.
const INSPECTOR_MARKERS = ['stately.ai/inspect', '@statelyai.connected', 'createBrowserInspector'];

test('the build has scripts to look at', () => {
  expect(scripts.length).toBeGreaterThan(5);
});

test.each(INSPECTOR_MARKERS)('no script of the production build holds the inspector (%s)', (marker) => {
  expect(scripts.filter(({ text }) => text.includes(marker)).map(({ name }) => name)).toEqual([]);
});

// What the size tricks keep out of every visitor's download: the declarative router over the route
// table (src/lib/routeTable.tsx) leaves react-router's data router out, the stand-in for graphql
// (src/lib/graphqlLite.ts, "alias" in package.json) its parser. Strings only those hold.
const SUBSTITUTED = [
  ['react-router’s data router', 'You must provide a non-empty routes array to createRouter'],
  ['graphql’s parser', 'Syntax Error: '],
];

test.each(SUBSTITUTED)('no script of the production build holds %s', (_, marker) => {
  expect(scripts.filter(({ text }) => text.includes(marker)).map(({ name }) => name)).toEqual([]);
});

test('the store is made with Redux DevTools off, and nowhere with them on', () => {
  // The object setupStore passes to configureStore, as the minifier writes it: devTools, then
  // preloadedState. (Redux Toolkit's own code, which looks for the extension only when asked to,
  // is in the bundle like the rest of the library.)
  const on = scripts.filter(({ text }) => /devTools:(!0|true),preloadedState/.test(text));
  const off = scripts.filter(({ text }) => /devTools:(!1|false),preloadedState/.test(text));
  expect(on.map(({ name }) => name)).toEqual([]);
  // (dist/ may keep the scripts of earlier builds beside the current ones: each has the call.)
  expect(off.length).toBeGreaterThan(0);
});
