import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { BOTH_DATABASES, PGLITE_ONLY } from '../kit/databases.ts';

// Which test files run on both databases is a choice written in tests/kit/databases.ts, made once
// per file: these checks keep the two lists and the files that ask for them in agreement.

const ROOT = resolve(import.meta.dirname, '..', '..');

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield relative(ROOT, path).split('\\').join('/');
  }
}

const SELF = relative(ROOT, import.meta.filename).split('\\').join('/');
const files = [...testFiles(join(ROOT, 'tests'))]
  .filter((file) => file !== SELF)
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
const listed = [...Object.keys(BOTH_DATABASES), ...PGLITE_ONLY];

test('each listed file exists, is listed once and asks for its databases with databasesOf', () => {
  expect(listed.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  expect(PGLITE_ONLY.filter((file) => file in BOTH_DATABASES)).toEqual([]);
  expect(new Set(PGLITE_ONLY).size).toBe(PGLITE_ONLY.length);
  const asking = files.filter(({ text }) => text.includes('databasesOf(import.meta.url)')).map(({ file }) => file);
  expect(listed.filter((file) => !asking.includes(file))).toEqual([]);
  // And every file that asks is listed (databasesOf would throw when it loads).
  expect(asking.filter((file) => !listed.includes(file))).toEqual([]);
});

test('only a file on both databases puts some of its blocks on PGlite alone (pgliteAlone), and it keeps others on both', () => {
  const alone = files.filter(({ text }) => text.includes('pgliteAlone(import.meta.url)'));
  expect(alone.filter(({ file }) => !(file in BOTH_DATABASES)).map(({ file }) => file)).toEqual([]);
  expect(alone.filter(({ text }) => !text.includes('describe.each(databasesOf(import.meta.url))')).map(({ file }) => file)).toEqual([]);
});

test('no test file runs its tests over every database without being listed', () => {
  expect(
    files.filter(({ text }) => /\.each\(databases\)/.test(text)).map(({ file }) => file),
    'run over describe.each(databasesOf(import.meta.url)) and list the file in BOTH_DATABASES or PGLITE_ONLY (tests/kit/databases.ts)',
  ).toEqual([]);
});

test('each file on both databases says why', () => {
  expect(Object.entries(BOTH_DATABASES).filter(([, why]) => why.trim().length < 10)).toEqual([]);
});
