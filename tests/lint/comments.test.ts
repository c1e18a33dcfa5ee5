import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

// Comments state the rule itself: the issue tracker and the product spec are not in the
// repository, so a line that cites them sends the reader nowhere.
const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCES = ['src', 'store', 'machines', 'shared', 'server'];
const CITATION = /[Ii]ssue [0-9]|spec section/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every line of the sources that cites an issue or a spec section, as `path:line: text`. */
export function citations(root = ROOT): string[] {
  const found: string[] = [];
  for (const source of SOURCES) {
    for (const file of files(join(root, source))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

test('no source line cites an issue or a spec section', () => {
  expect(citations()).toEqual([]);
});

test('the check finds a citation', () => {
  expect(CITATION.test('// Drafts and review (issue 24): ...')).toBe(true);
  expect(CITATION.test('// A failed query shows an empty grid (spec section 8).')).toBe(true);
  expect(CITATION.test('// A failed query shows an empty grid.')).toBe(false);
});
