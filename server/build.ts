// For tests and the bench only (never at run time: `npm start` runs what `npm run build` made).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Everything `npm run build` reads: Parcel for dist/, tsc for dist-server/.
const SOURCES = [
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

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ (the web app) or dist-server/ (the compiled server) is missing or older than a source. */
export function buildIsStale(root: string, distDir: string): boolean {
  const outputs = [join(distDir, 'index.html'), join(root, 'dist-server', 'server', 'start.js')];
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** `npm run build`: the web app and the server. */
export function buildClient(root: string): void {
  // Always a production build, even when the caller runs under NODE_ENV=test (vitest sets it).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Building the web app and the server failed');
}
