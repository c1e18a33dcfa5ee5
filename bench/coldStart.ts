// Cold start: from spawning `npm start`'s entry (the compiled dist-server/server/start.js) on an
// existing data dir to the first 200 answer on `/` (the process is ready once /healthz answers).
import { startServerProcess } from '../tests/kit/process.ts';
import { benchSettings } from './serverProcess.ts';

async function once(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ entry: 'dist-server/server/start.js', dataDir, env: benchSettings() });
  try {
    const page = await fetch(`${server.url}/`);
    if (page.status !== 200) throw new Error(`/ answered ${page.status}`);
    return Math.round(performance.now() - started);
  } finally {
    await server.stop();
  }
}

/** Median of `runs` cold starts, in milliseconds, with every run's figure. */
export async function coldStart(dataDir: string, runs = 3): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i += 1) runsMs.push(await once(dataDir));
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs };
}
