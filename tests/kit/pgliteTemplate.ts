import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite data directory takes seconds to initialise (initdb in WebAssembly); a copy of an
// empty one takes a fraction of that. Tests that start many servers copy one made once per machine,
// and a server's tests one with every migration applied (the copy is named by the migrations'
// text, so a changed or new migration makes a new one): each start then migrates nothing.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(pgliteEntry, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const TEMPLATE = join(tmpdir(), `bcf-pglite-template-${pgliteVersion}`);

let ready: Promise<void> | undefined;
let migratedReady: Promise<string> | undefined;

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

async function makeMigratedTemplate(): Promise<string> {
  // Loaded here: the browser stand-in of the client tests (jsdom) cannot load the server's migrations.
  const { openDb } = await import('../../server/db/index.ts');
  const { listMigrations, migrate } = await import('../../server/db/migrate.ts');
  const migrations = listMigrations();
  const hash = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const template = `${TEMPLATE}-migrated-${hash}`;
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  ready ??= makeTemplate();
  await ready;
  const scratch = mkdtempSync(`${template}-tmp-`);
  cpSync(TEMPLATE, join(scratch, 'pgdata'), { recursive: true });
  const db = await openDb({ dataDir: scratch });
  try {
    await migrate(db, migrations);
  } finally {
    await db.close();
  }
  try {
    renameSync(join(scratch, 'pgdata'), template);
  } catch {
    // Another test process finished its copy first.
  }
  rmSync(scratch, { recursive: true, force: true });
  return template;
}

/**
 * Gives dataDir the empty database the server would otherwise spend seconds creating; with
 * `migrated`, one with every migration applied (a server of today's version starts on it at once).
 */
export async function preparePgliteDir(dataDir: string, options: { migrated?: boolean } = {}): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (existsSync(target)) return;
  // Under the client tests' browser stand-in (a `window`), the empty one: the server migrates it.
  if (options.migrated && typeof window === 'undefined') {
    migratedReady ??= makeMigratedTemplate();
    cpSync(await migratedReady, target, { recursive: true });
    return;
  }
  ready ??= makeTemplate();
  await ready;
  cpSync(TEMPLATE, target, { recursive: true });
}
