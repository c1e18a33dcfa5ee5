import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

// Comments (and test names) state the rule itself: the issue tracker and the product's spec are not
// in the repository, so a line that cites them sends the reader nowhere.
const ROOT = resolve(import.meta.dirname, '..', '..');
/** Folders read whole (server/ holds the schema, schema.graphql), and single files. */
const SOURCES = ['src', 'store', 'machines', 'shared', 'server', 'tests', 'eslint.config.js'];
/** This file: its own examples below are citations on purpose. */
const THIS_FILE = relative(ROOT, import.meta.filename);
const CITATION = /\bissues? #?[0-9]|\bspec section|\bthe spec\b/i;

function* files(path: string): Generator<string> {
  const entries = (() => {
    try {
      return readdirSync(path, { withFileTypes: true });
    } catch {
      return null;
    }
  })();
  if (!entries) {
    yield path;
    return;
  }
  for (const entry of entries) yield* files(join(path, entry.name));
}

/** Every line of the sources that cites an issue, a spec section or the spec, as `path:line: text`. */
export function citations(root = ROOT): string[] {
  const found: string[] = [];
  for (const source of SOURCES) {
    for (const file of files(join(root, source))) {
      if (relative(root, file) === THIS_FILE) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

test('no line of the sources, tests, lint configuration or schema cites an issue, a spec section or the spec', () => {
  expect(citations()).toEqual([]);
});

test('the check finds a citation, whatever its case', () => {
  expect(CITATION.test('// Drafts and review (issue 24): ...')).toBe(true);
  expect(CITATION.test('// Issue 26: the Kinyarwanda pages ...')).toBe(true);
  expect(CITATION.test('// A failed query shows an empty grid (spec section 8).')).toBe(true);
  expect(CITATION.test('// Spec section 5: the message area carries no required attribute')).toBe(true);
  expect(CITATION.test('/** The cards’ titles, as the spec writes them. */')).toBe(true);
  expect(CITATION.test('# English is the spec’s language')).toBe(true);
  expect(CITATION.test("// English: the spec's texts")).toBe(true);
  expect(CITATION.test('// A failed query shows an empty grid.')).toBe(false);
  expect(CITATION.test('// The tissue 3 ply; a special case; the spectrum')).toBe(false);
});
