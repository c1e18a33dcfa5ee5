/* global process */
// Whether `npm run build`'s output is older than its sources, and the build itself: one module for
// `npm install`/`npm start` (scripts/prepare.mjs), the browser tests and bench (tests/kit/builtSite.ts)
// and the server processes the tests start (tests/kit/process.ts), which run the compiled server. Plain JavaScript, because prepare.mjs runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything `npm run build` reads: Parcel for dist/, tsc for dist-server/. */
const BUILD_SOURCES = [
  'src',
  'store',
  'machines',
  'styles',
  'public',
  'shared',
  'parcel',
  'server',
  'types',
  'package.json',
  '.parcelrc',
  'tsconfig.json',
  'tsconfig.server.json',
];

/** Everything `npm run build:server` reads (tsconfig.server.json's inputs and the shared code they import). */
const SERVER_SOURCES = ['server', 'shared', 'types', 'package.json', 'tsconfig.json', 'tsconfig.server.json'];
/** The server's entry point, compiled by `npm run build:server`. */
const SERVER_OUTPUT = 'dist-server/server/start.js';

/** What `npm run build` writes last in each of its two steps: the web app and the server. */
const BUILD_OUTPUTS = ['dist/index.html', SERVER_OUTPUT];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** When the build was made (its older output's time), or 0 when either output is missing. */
export function builtAt(root) {
  const outputs = BUILD_OUTPUTS.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return 0;
  return Math.min(...outputs.map((output) => statSync(output).mtimeMs));
}

/** When one of `sources` last changed. */
function changedAt(root, sources = BUILD_SOURCES) {
  return Math.max(...sources.map((source) => newestMtime(join(root, source))));
}

/** True when the build is missing, or a source changed after it was made. */
export function buildIsStale(root) {
  const built = builtAt(root);
  return built === 0 || changedAt(root) > built;
}

/** Runs `npm run build` (the web app, then the server) and answers its exit status. */
export function runBuild(root) {
  // Always a production build, even when the caller runs under NODE_ENV=test (vitest sets it).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** True when the compiled server is missing, or one of its sources changed after it was made. */
export function serverBuildIsStale(root) {
  const output = join(root, SERVER_OUTPUT);
  if (!existsSync(output)) return true;
  return changedAt(root, SERVER_SOURCES) > statSync(output).mtimeMs;
}

/** Runs `npm run build:server` and answers its exit status. */
export function runServerBuild(root) {
  return spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
