import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite data directory takes seconds to initialise (initdb in WebAssembly); a copy of an
// empty one takes a fraction of that. Tests that start many servers copy one made once per machine.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(pgliteEntry, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const TEMPLATE = join(tmpdir(), `bcf-pglite-template-${pgliteVersion}`);

let ready: Promise<void> | undefined;

async function makeTemplate(): Promise<void> {
  if (existsSync(join(TEMPLATE, 'PG_VERSION'))) return;
  const scratch = mkdtempSync(`${TEMPLATE}-tmp-`);
  const lite = await PGlite.create(scratch);
  await lite.close();
  try {
    renameSync(scratch, TEMPLATE);
  } catch {
    // Another test process finished its copy first; theirs is as good as ours.
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Gives dataDir the empty database the server would otherwise spend seconds creating. */
export async function preparePgliteDir(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (existsSync(target)) return;
  ready ??= makeTemplate();
  await ready;
  cpSync(TEMPLATE, target, { recursive: true });
}
