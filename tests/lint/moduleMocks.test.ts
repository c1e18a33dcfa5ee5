import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { OWN_MODULES_FILES } from '../kit/moduleMocks.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The test files under `root`/tests that replace a module, relative to `root`. */
export function moduleMockingFiles(root = ROOT): string[] {
  return [...testFiles(join(root, 'tests'))]
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
}

test('every test file that replaces a module runs with modules of its own', () => {
  expect(moduleMockingFiles().filter((file) => !OWN_MODULES_FILES.includes(file))).toEqual([]);
  // The list names files that exist.
  expect(OWN_MODULES_FILES.filter((file) => !existsSync(resolve(ROOT, file)))).toEqual([]);
});
