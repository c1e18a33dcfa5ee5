/* global process, console */
// `prepare` (run by `npm install` and `npm ci`): builds the web app and the server when the build
// is missing or older than the sources, so that `npm install && npm start` works on a fresh clone.
// Without development dependencies (`npm ci --omit=dev`) there is nothing to build with: it says
// so and leaves the build to `npm run build` on a machine that has them.
// `--check` (prestart): stops `npm start` with one line when nothing is built, and warns when the
// build is older than the sources; it never builds.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale, builtAt, runBuild } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv.includes('--check')) {
  if (builtAt(root) === 0) {
    console.error('Could not start: nothing is built yet: run npm run build (npm install does it too)');
    process.exit(1);
  }
  if (buildIsStale(root)) console.error('Note: the sources changed since the last build; run npm run build to serve the changes.');
  process.exit(0);
}
if (!existsSync(join(root, 'node_modules', 'parcel')) || !existsSync(join(root, 'node_modules', 'typescript'))) {
  console.log('prepare: no development dependencies here, so no build; run `npm run build` where they are installed.');
  process.exit(0);
}
if (!buildIsStale(root)) {
  console.log('prepare: the build is up to date.');
  process.exit(0);
}
console.log('prepare: building the web app and the server (npm run build)...');
process.exit(runBuild(root));
