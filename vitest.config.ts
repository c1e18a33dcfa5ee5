import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { OWN_MODULES_FILES } from './tests/kit/moduleMocks.ts';

const ROOT = import.meta.dirname;

const TMPFS_MAGIC = 0x01021994;
const MIN_FREE_BYTES = 4 * 1024 ** 3;
/**
 * A run's temporary files (every test server's database folder and uploads, the PGlite templates,
 * Chromium's profiles) go to a folder of the run's own in memory when the machine has a tmpfs at
 * /dev/shm with 4 GB free and TMPDIR names no other place: a run creates and removes some hundred
 * thousand small database files, and on a disk with a journal that took about a sixth of the server
 * tests' time.
 * The test workers, the servers and Chromium inherit TMPDIR; the folder goes when the run ends.
 */
function runTempDirInMemory(): void {
  if (process.env.BCF_TEST_TMPDIR || (process.env.TMPDIR && process.env.TMPDIR !== '/tmp')) return;
  try {
    const shm = statfsSync('/dev/shm');
    // A container's /dev/shm may be a few megabytes: the run's folders take a few hundred at once.
    if (shm.type !== TMPFS_MAGIC || shm.bavail * shm.bsize < MIN_FREE_BYTES) return;
    accessSync('/dev/shm', constants.W_OK);
  } catch {
    return;
  }
  const dir = mkdtempSync(join('/dev/shm', 'bcf-tests-'));
  // Open to every account as /tmp is (sticky): the file-permission tests read as another account.
  chmodSync(dir, 0o1777);
  process.env.BCF_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
runTempDirInMemory();

// Node loads graphql's CommonJS build for the server and for mercurius; Vite would pick its ESM
// build for our own imports, and two copies of graphql refuse each other's schema objects.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

/**
 * The packages the browser build replaces, read from the "alias" of package.json, which is what
 * Parcel reads (today `graphql` -> src/lib/graphqlLite.ts).
 */
const BUILD_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { alias: Record<string, string> }).alias).map(
    ([name, target]) => [name, resolve(ROOT, target)],
  ),
);

// Server code runs inside some client tests (tests/store/ starts a test server in-process, through
// tests/kit/): it gets the real graphql, as on the server.
const SERVER_CODE = [resolve(ROOT, 'server') + sep, resolve(ROOT, 'tests', 'server') + sep, resolve(ROOT, 'tests', 'kit') + sep];

/**
 * The client tests resolve the replaced packages exactly as the build does, so they run the code
 * that ships: the GraphQL stand-in, also where graphql-request imports `graphql` (it is inlined
 * below, so its imports come through here rather than Node's resolver).
 * tests/src/buildResolution.test.ts fails if the two ever differ.
 */
function resolveAsTheBuild(): Plugin {
  return {
    name: 'resolve-as-the-build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = BUILD_ALIASES[source];
      if (target === undefined) return null;
      if (importer && SERVER_CODE.some((dir) => importer.startsWith(dir))) return source === 'graphql' ? graphqlCjs : null;
      return target;
    },
  };
}

// The projects whose globalSetup compiles the server (dist-server/) once a run start the server's
// worker threads (PGlite's, the mail reader's) from that compiled copy rather than through tsx,
// which takes each new thread a second or more (server/workerThread.ts); so do the server
// processes their tests start.
const COMPILED_WORKERS = { COMPILED_SERVER_DIR: resolve(ROOT, 'dist-server') };

/**
 * How long a file's beforeAll may take: it may start a test server (a new embedded database in its
 * own thread, the first of a run on templates still being made), which took over a minute when
 * CI's other jobs and three test files shared two cores.
 */
const SERVER_START_HOOK_MS = 180_000;

/** What the jsdom projects share. */
const CLIENT = {
  environment: 'jsdom' as const,
  // A test waits up to 30 s for one step (SLOW in tests/src/admin/render.tsx) when its page asks a
  // server process and the run's other jobs hold both cores; its whole time must allow that and more.
  testTimeout: 60_000,
  hookTimeout: SERVER_START_HOOK_MS,
  setupFiles: ['tests/setup-client.ts'],
  server: { deps: { inline: ['graphql-request'] } },
  // Their tests start test servers in processes of their own (tests/kit/testServerProcess.ts).
  globalSetup: ['tests/kit/globalSetup.ts'],
  env: COMPILED_WORKERS,
};

export default defineConfig({
  test: {
    // Three files at a time on two cores (Vitest's default there is one): most of a file's time is
    // spent waiting on a server process, Chromium, an SMTP exchange or a timer, so the others fill
    // it (measured on two cores: the whole run takes the cores about 1.4 of 2 busy with three).
    maxWorkers: 3,
    // Off unless asked for (`npm run test:coverage`): what the tests run of our own code, in the
    // Vitest workers (server processes the tests start are not counted).
    coverage: {
      provider: 'v8',
      include: ['server/**', 'src/**', 'store/**', 'machines/**', 'shared/**'],
      // The globs also match tests/src/, tests/server/ ...: the tests' own helpers are not counted.
      exclude: ['tests/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // The files share a worker's loaded modules (the server's code loads once a worker, not
          // once a file): no server test mocks a module, and the ones that fake the clock restore it.
          isolate: false,
          // The server processes tests start run the compiled server: compiled once, here, if stale.
          globalSetup: ['tests/kit/globalSetup.ts'],
          env: COMPILED_WORKERS,
          testTimeout: 30_000,
          hookTimeout: SERVER_START_HOOK_MS,
        },
      },
      {
        // Pure logic (the machines, what client and server share): no browser stand-in to set up.
        plugins: [resolveAsTheBuild()],
        test: {
          name: 'logic',
          include: ['tests/{machines,shared}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [resolveAsTheBuild()],
        test: {
          name: 'client',
          ...CLIENT,
          include: ['tests/{src,store}/**/*.test.{ts,tsx}'],
          exclude: OWN_MODULES_FILES,
          // The files share a worker's loaded modules (React, the app and the kit load once a
          // worker); each file renders its own store and the DOM is emptied after every test.
          isolate: false,
        },
      },
      {
        // The files that need modules of their own (tests/kit/moduleMocks.ts).
        plugins: [resolveAsTheBuild()],
        test: { name: 'client-apart', ...CLIENT, include: OWN_MODULES_FILES },
      },
      {
        // Real built app, real server, real Chromium (tests/e2e/harness.ts). The site is built and
        // Chromium started once for every file (globalSetup); each file drives it with a server of
        // its own, beside the other projects' files in the two workers.
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // As the server project's: the server's and the harness's modules load once a worker.
          isolate: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          env: COMPILED_WORKERS,
          // The longest flows (a pledge through to its receipt, every public route with axe at one
          // size) take over two minutes when the other projects share a 2-core machine with them.
          testTimeout: 240_000,
          // A file's beforeAll may weigh every page.
          hookTimeout: 300_000,
          // A poll waits on a server, a lazily loaded script and Chromium, all sharing two busy
          // cores: a second (the default) is too short for a wait that usually takes a tenth.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
