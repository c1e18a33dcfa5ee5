/* global process, console */
// `prepare` (run by `npm install` and `npm ci`): builds the web app and the server when the build
// is missing or older than the sources, so that `npm install && npm start` works on a fresh clone.
// Without development dependencies (`npm ci --omit=dev`) there is nothing to build with: it says
// so and leaves the build to `npm run build` on a machine that has them.
// `--check` (prestart): stops `npm start` with one line when nothing is built, and warns when the
// build is older than the sources; it never builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'store', 'machines', 'styles', 'public', 'shared', 'parcel', 'server', 'types', 'package.json', '.parcelrc', 'tsconfig.json', 'tsconfig.server.json'];
const OUTPUTS = ['dist/index.html', 'dist-server/server/start.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = Math.min(...OUTPUTS.map((output) => (existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0)));
const changed = Math.max(...SOURCES.map((source) => newest(join(root, source))));

if (process.argv.includes('--check')) {
  if (built === 0) {
    console.error('Could not start: nothing is built yet: run npm run build (npm install does it too)');
    process.exit(1);
  }
  if (changed > built) console.error('Note: the sources changed since the last build; run npm run build to serve the changes.');
  process.exit(0);
}
if (!existsSync(join(root, 'node_modules', 'parcel')) || !existsSync(join(root, 'node_modules', 'typescript'))) {
  console.log('prepare: no development dependencies here, so no build; run `npm run build` where they are installed.');
  process.exit(0);
}
if (built > changed) {
  console.log('prepare: the build is up to date.');
  process.exit(0);
}
console.log('prepare: building the web app and the server (npm run build)...');
const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
