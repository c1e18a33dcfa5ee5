import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { TEST_PGLITE_BUFFERS_MB, TEST_PROCESS_V8_OPTIONS } from './settings.ts';

// A new PGlite data directory takes seconds to initialise (initdb in WebAssembly); a copy of an
// empty one takes a fraction of that. Tests that start many servers copy one made once per machine,
// and a server's tests one with every migration applied (the copy is named by the migrations'
// text, so a changed or new migration makes a new one): each start then migrates nothing.
// A copy costs about a millisecond of the processor per file, so the templates keep only the
// database PGlite opens ("postgres"): initdb's template0 and template1, which nothing here opens,
// are dropped, which halves the files to copy.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (JSON.parse(readFileSync(join(pgliteEntry, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const TEMPLATE = join(tmpdir(), `bcf-pglite-template-${pgliteVersion}-one-database`);

/**
 * Names the test run whose servers may share the seeded template below (set by the runs' global
 * setups, tests/kit/globalSetup.ts and tests/e2e/globalSetup.ts; inherited by the processes tests start).
 */
export const TEST_RUN_VARIABLE = 'BCF_TEST_RUN';

let ready: Promise<void> | undefined;
let migratedReady: Promise<string> | undefined;

async function makeTemplate(): Promise<void> {
  if (existsSync(join(TEMPLATE, 'PG_VERSION'))) return;
  const scratch = mkdtempSync(`${TEMPLATE}-tmp-`);
  const lite = await PGlite.create(scratch);
  await lite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await lite.exec('DROP DATABASE template0');
  await lite.exec('DROP DATABASE template1');
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
  const db = await openDb({ dataDir: scratch, pgliteBuffersMb: TEST_PGLITE_BUFFERS_MB });
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

/** The seeded template of test run `run` made from the migrated template `migrated`. */
const seededTemplateOf = (migrated: string, run: string) => `${migrated}-seeded-${run}`;

async function makeSeededTemplate(run: string): Promise<string> {
  migratedReady ??= makeMigratedTemplate();
  const template = seededTemplateOf(await migratedReady, run);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const scratch = mkdtempSync(`${template}-tmp-`);
  cpSync(await migratedReady, join(scratch, 'pgdata'), { recursive: true });
  // A first start of a test server with the settings the seeded copies are for (seededStart).
  const [{ buildApp }, { testConfig }, { ADMIN, JWT_SECRET }] = await Promise.all([
    import('../../server/app.ts'),
    import('./testConfig.ts'),
    import('./settings.ts'),
  ]);
  const { app } = await buildApp(
    testConfig({
      dataDir: scratch,
      distDir: join(scratch, 'no-dist'),
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      jwtSecret: JWT_SECRET,
    }),
  );
  await app.close();
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
 * `migrated`, one with every migration applied (a server of today's version starts on it at once);
 * with `seeded` as well, once the test run has made it (beginTestRun), one on which a test server
 * has already made its first start: the kit's Owner (ADMIN) and the sample posts with their
 * pictures, as a first start with the kit's settings writes them (the pictures' encoding and the
 * Owner's password hash are much of a start's work). It is made once a run, so the sample posts'
 * dates are as recent as a first start's; the caller says `seeded` only for a start whose first
 * start would write the same (the kit's Owner, the sample posts, the default upload limits). Until
 * it is made, such a start copies the migrated one and makes its first start itself, as before.
 */
export async function preparePgliteDir(dataDir: string, options: { migrated?: boolean; seeded?: boolean } = {}): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (existsSync(target)) return;
  // Under the client tests' browser stand-in (a `window`), the empty one: the server migrates it.
  if (options.migrated && typeof window === 'undefined') {
    migratedReady ??= makeMigratedTemplate();
    const migrated = await migratedReady;
    const run = process.env[TEST_RUN_VARIABLE];
    const seeded = options.seeded && run ? seededTemplateOf(migrated, run) : undefined;
    cpSync(seeded && existsSync(join(seeded, 'PG_VERSION')) ? seeded : migrated, target, { recursive: true });
    return;
  }
  ready ??= makeTemplate();
  await ready;
  cpSync(TEMPLATE, target, { recursive: true });
}

/**
 * Starts a test run (a global setup's): names it, and makes its seeded template in a process of its
 * own beside the run's first files (which start on the migrated one until it is there), so that a
 * run of one file waits for nothing. Answers the run's end: the maker stopped, the template removed.
 */
export function beginTestRun(): () => Promise<void> {
  if (process.env[TEST_RUN_VARIABLE]) return () => Promise.resolve();
  const run = `${Date.now()}-${process.pid}`;
  process.env[TEST_RUN_VARIABLE] = run;
  // The server processes the tests start read their settings from the environment they inherit.
  process.env.PGLITE_BUFFERS_MB ??= String(TEST_PGLITE_BUFFERS_MB);
  const root = join(import.meta.dirname, '..', '..');
  const maker = spawn(process.execPath, [...TEST_PROCESS_V8_OPTIONS, '--import', 'tsx', join(import.meta.dirname, 'makeTemplates.ts')], {
    cwd: root,
    env: { ...process.env, COMPILED_SERVER_DIR: join(root, 'dist-server') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const made = new Promise<void>((done) => maker.once('exit', () => done()));
  return async () => {
    if (maker.exitCode === null && maker.signalCode === null) maker.kill();
    await made;
    const dir = tmpdir();
    const prefix = `${TEMPLATE.slice(dir.length + 1)}-migrated-`;
    for (const name of readdirSync(dir)) {
      if (name.startsWith(prefix) && name.includes(`-seeded-${run}`)) rmSync(join(dir, name), { recursive: true, force: true });
    }
  };
}

/** Makes the templates (empty, migrated, seeded) for the test run this process belongs to. */
export async function makeTemplates(): Promise<void> {
  const run = process.env[TEST_RUN_VARIABLE];
  if (!run) throw new Error(`${TEST_RUN_VARIABLE} names no test run`);
  await makeSeededTemplate(run);
}
