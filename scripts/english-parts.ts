// Writes each part of the English catalogue (shared/locales/en.ts) as a module of its own under
// src/i18n/english/, for the pages to import: a module that several scripts import goes whole into
// the script they share (the first one every visitor downloads), so one English file imported by
// every page would put every page's English texts there. The frame's parts (FRAME_PARTS: the
// header, footer and page titles every page shows) are imported from en.ts itself.
// Run `npm run catalogues` after editing en.ts; tests/shared/catalogues.test.ts fails when these
// modules differ from it.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_PARTS, SERVER_PARTS } from '../shared/i18n/parts.ts';
import * as en from '../shared/locales/en.ts';

const OUT = join(import.meta.dirname, '..', 'src', 'i18n', 'english');

export function partModule(part: string, value: unknown): string {
  return [
    `// Generated from shared/locales/en.ts by \`npm run catalogues\`: edit that file, then run it.`,
    `import type * as en from '../../../shared/locales/en.ts';`,
    ``,
    `export const ${part}: typeof en.${part} = ${JSON.stringify(value, null, 2)};`,
    ``,
  ].join('\n');
}

if (process.argv[1]?.endsWith('english-parts.ts')) {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) rmSync(join(OUT, file));
  const catalogue = en as Record<string, unknown>;
  const skipped: readonly string[] = [...FRAME_PARTS, ...SERVER_PARTS];
  for (const part of Object.keys(catalogue).filter((name) => !skipped.includes(name))) {
    writeFileSync(join(OUT, `${part}.ts`), partModule(part, catalogue[part]));
  }
  console.log(`Wrote ${readdirSync(OUT).length} English parts to src/i18n/english/`);
}
