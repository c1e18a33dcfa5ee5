// The production build carries no developer tooling: neither the Stately inspector (which
// src/lib/inspection.ts loads only in development builds, on a page opened with ?inspect) nor the
// store's Redux DevTools wiring (store/index.ts: only outside production); nor the parts of the
// router and GraphQL packages the app leaves out; and the first script carries no Redux Toolkit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { DIST_DIR, ensureBuilt } from './harness.ts';
import { bundleWith } from './pageWeight.ts';

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

/** The script index.html starts: every page's first script. */
function firstScript(): { name: string; text: string } {
  const name = /<script type=module src=\/?([^ >]+\.js)>/.exec(readFileSync(join(DIST_DIR, 'index.html'), 'utf8'))?.[1];
  const script = scripts.find((candidate) => candidate.name === name);
  if (!script) throw new Error(`index.html starts no built script (${name})`);
  return script;
}

test('the first script makes the store without Redux DevTools', () => {
  // The store's own code looks for the extension only in development builds. (Redux Toolkit's
  // code, which the pages that use it load later, names it like the rest of the library.)
  expect(firstScript().text).not.toContain('__REDUX_DEVTOOLS_EXTENSION');
});

// The store every page starts with is plain Redux (store/index.ts): Toolkit and what it brings
// (Immer, Reselect) come with the pages and forms that use them.
test.each(['@reduxjs/toolkit', 'immer', 'reselect'])('the first script carries nothing of %s', (name) => {
  const source = new RegExp(`node_modules/${name.replace('/', '\\/')}/`);
  expect(bundleWith(DIST_DIR, [firstScript().name], source)).toBeUndefined();
});
