// The benches' server: the server's entry point as a process of its own (tests/kit/process.ts), in
// production mode with the built site, logging warnings only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBuilt } from '../tests/kit/builtSite.ts';
import { startServerProcess, type ServerProcess } from '../tests/kit/process.ts';

export const BENCH_ADMIN = { email: 'bench@bcf.test', password: 'bench password long enough' };

/** The settings of a bench's server, `env` on top. */
export function benchSettings(env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DIST_DIR: resolve('dist'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // The benches subscribe thousands of addresses from one client: they measure answers, not refusals.
    SUBSCRIBE_LIMIT_PER_HOUR: '1000000',
    ...env,
  };
}

export interface BenchServer extends ServerProcess {
  /** Resident memory of the server process, in bytes (Linux). */
  rss(): number;
}

/** Starts `server/main.ts` (compiled, with the built site: built first if stale) on the data in env.DATA_DIR (a new folder when not given); resolves once it answers. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  ensureBuilt();
  const server = await startServerProcess({ dataDir: env.DATA_DIR, env: benchSettings(env) });
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
  return Object.assign(server, { rss });
}
