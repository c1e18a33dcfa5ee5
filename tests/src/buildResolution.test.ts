// The client tests run the code that ships: a package the browser build replaces ("alias" in
// package.json, which Parcel reads) is the same module here, graphql-request's import included,
// and a package it does not replace is the package itself here too. If vitest.config.ts ever
// resolved them otherwise, the page tests would test another app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeDocument } from 'graphql-request';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const buildAliases = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { alias?: Record<string, string> }).alias ?? {};

test('the build replaces graphql (its parser must not reach visitors) and takes the router as it is', () => {
  expect(buildAliases.graphql).toBe('./src/lib/graphqlLite.ts');
  expect(buildAliases['react-router-dom']).toBeUndefined();
});

test.each(['graphql', 'react-router-dom'])('%s is the module the build takes', async (name) => {
  const target = buildAliases[name];
  const tested = (await import(/* @vite-ignore */ name)) as Record<string, unknown>;
  if (target) expect(tested).toBe(await import(/* @vite-ignore */ resolve(ROOT, target)));
  // Not replaced: the package's own API, the data router included, not a stand-in from src/.
  else expect(Object.keys(tested)).toEqual(expect.arrayContaining(['BrowserRouter', 'createBrowserRouter', 'useRoutes']));
});

test('graphql-request reads a document with the stand-in, as in the browser', () => {
  // The stand-in reads the operation's header only; graphql's parser refuses this unfinished document.
  expect(analyzeDocument('query getOnePost {').operationName).toBe('getOnePost');
});
