import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

// Comments (and test names) state the rule itself: the tracker's entries and the document the
// product was first written from are not in the repository, so a line that cites them sends the
// reader nowhere.
const ROOT = resolve(import.meta.dirname, '..', '..');
/** Folders read whole (server/ holds the schema, schema.graphql), and single files. */
const SOURCES = ['src', 'store', 'machines', 'shared', 'server', 'tests', 'eslint.config.js'];
/** This file: its own examples below are citations on purpose (spelt with TRACKER and DOC, filled in by `cited`). */
const THIS_FILE = relative(ROOT, import.meta.filename);
/** A tracker entry by number, a section of that document, or the document by its short name. */
const CITATION = /\b[i]ssues? #?[0-9]|\b[s]pec section|\bthe [s]pec\b/i;
/** An example line with the cited words written in: TRACKER and DOC stand for them. */
const cited = (line: string) => line.replace(/TRACKER/g, 'iss' + 'ue').replace(/Tracker/g, 'Iss' + 'ue').replace(/DOC/g, 'sp' + 'ec').replace(/Doc/g, 'Sp' + 'ec');

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

/** Every line of the sources that CITATION finds, as `path:line: text`. */
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

test('no line of the sources, tests, lint configuration or schema cites a tracker entry or the document the product was first written from', () => {
  expect(citations()).toEqual([]);
});

test('the check finds a citation, whatever its case', () => {
  const finds = (line: string) => CITATION.test(cited(line));
  expect(finds('// Drafts and review (TRACKER 24): ...')).toBe(true);
  expect(finds('// Tracker 26: the Kinyarwanda pages ...')).toBe(true);
  expect(finds('// A failed query shows an empty grid (DOC section 8).')).toBe(true);
  expect(finds('// Doc section 5: the message area carries no required attribute')).toBe(true);
  expect(finds('/** The cards’ titles, as the DOC writes them. */')).toBe(true);
  expect(finds('# English is the DOC’s language')).toBe(true);
  expect(finds("// English: the DOC's texts")).toBe(true);
  expect(finds('// A failed query shows an empty grid.')).toBe(false);
  expect(finds(['// The tis', 'sue 3 ply; a special case; the sp', 'ec', 'trum'].join(''))).toBe(false);
});
