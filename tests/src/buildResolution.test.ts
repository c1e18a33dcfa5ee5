// The client tests run the code that ships: the packages the browser build replaces ("alias" in
// package.json, which Parcel reads) are the same modules here, graphql-request's import included.
// If vitest.config.ts ever resolved them otherwise, the page tests would test another app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeDocument } from 'graphql-request';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const buildAliases = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { alias: Record<string, string> }).alias;

test.each(['graphql', 'react-router-dom'])('%s is the module the build puts in its place', async (name) => {
  const target = buildAliases[name];
  expect(target, `package.json's alias for ${name}`).toMatch(/^\.\/src\/lib\//);
  const [tested, built] = await Promise.all([import(/* @vite-ignore */ name), import(/* @vite-ignore */ resolve(ROOT, target!))]);
  expect(tested).toBe(built);
});

test('graphql-request reads a document with the stand-in, as in the browser', () => {
  // The stand-in reads the operation's header only; graphql's parser refuses this unfinished document.
  expect(analyzeDocument('query getOnePost {').operationName).toBe('getOnePost');
});
