import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { partModule } from '../../scripts/english-parts.ts';
import { FRAME_PARTS, SERVER_PARTS } from '../../shared/i18n/parts.ts';
import { catalogueProblems } from '../../shared/i18n/catalogue.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';

// CI fails here when a language's catalogue lacks a message of English's, has one English does not,
// leaves one empty, or names other {placeholders} than the English message.
const CATALOGUES = { en, rw, fr } as Record<(typeof LANGUAGES)[number], Record<string, unknown>>;

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  test('has every message of English’s, and only those, with the same placeholders', () => {
    expect(catalogueProblems(en, CATALOGUES[language])).toEqual([]);
  });

  test('is a translation: most of its messages differ from English’s', () => {
    const english = JSON.stringify(en);
    const same = Object.values(CATALOGUES[language]).filter((part) => english.includes(JSON.stringify(part)));
    expect(same.length).toBe(0);
  });
});

describe('the check itself', () => {
  const english = { page: { title: 'Hello {name}', count: { one: '{count} student', other: '{count} students' }, list: ['a', 'b'] } };

  test('finds a missing message, a missing plural form and a shorter list', () => {
    const other = { page: { count: { one: '{count} umunyeshuri' }, list: ['a'] } };
    expect(catalogueProblems(english, other)).toEqual(['missing: page.title', 'missing: page.count.other', 'missing: page.list.1']);
  });

  test('finds placeholders that differ, an empty message and a message English does not have', () => {
    const other = {
      page: { title: 'Muraho {izina}', count: { one: '{count} umunyeshuri', other: '' }, list: ['a', 'b'], extra: 'x' },
    };
    expect(catalogueProblems(english, other)).toEqual([
      'placeholders differ: page.title has {izina}, English {name}',
      'empty: page.count.other',
      'not in English: page.extra',
    ]);
  });

  test('passes a complete translation', () => {
    const other = { page: { title: 'Muraho {name}', count: { one: '{count} umunyeshuri', other: '{count} abanyeshuri' }, list: ['c', 'd'] } };
    expect(catalogueProblems(english, other)).toEqual([]);
  });
});

describe('the English parts the pages import (src/i18n/english, written by `npm run catalogues`)', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const english = en as Record<string, unknown>;
  const separate = Object.keys(english).filter((part) => !([...FRAME_PARTS, ...SERVER_PARTS] as string[]).includes(part));

  test('are en.ts’s parts, each its own module, exactly as written there', () => {
    const files = readdirSync(join(ROOT, 'src', 'i18n', 'english')).sort();
    expect(files, 'run `npm run catalogues`').toEqual(separate.map((part) => `${part}.ts`).sort());
    for (const part of separate) {
      expect(readFileSync(join(ROOT, 'src', 'i18n', 'english', `${part}.ts`), 'utf8'), `src/i18n/english/${part}.ts: run \`npm run catalogues\``).toBe(
        partModule(part, english[part]),
      );
    }
  });

  test('no browser script imports a page’s part from en.ts itself (it would land in the first script)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(path, 'utf8').matchAll(/import \{([^}]*)\} from '[./]*shared\/locales\/en\.ts'/g)) {
            const names = match[1]!.split(',').map((name) => name.trim().split(' ')[0]!).filter(Boolean);
            const wrong = names.filter((name) => !(FRAME_PARTS as readonly string[]).includes(name));
            if (wrong.length) offenders.push(`${path.slice(ROOT.length + 1)}: ${wrong.join(', ')}`);
          }
        }
      }
    };
    for (const dir of ['src', 'store']) walk(join(ROOT, dir));
    expect(offenders).toEqual([]);
  });
});
