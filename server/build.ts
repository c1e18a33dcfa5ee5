import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Everything Parcel reads to produce dist/.
const CLIENT_SOURCES = ['src', 'store', 'machines', 'styles', 'public', 'shared', 'parcel', 'package.json', '.parcelrc'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than any client source. */
export function buildIsStale(root: string, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export function buildClient(root: string): void {
  // Always a production build, even when the caller runs under NODE_ENV=test (vitest sets it).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Building the web app failed');
}
