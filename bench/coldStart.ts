// Cold start: from spawning `npm start`'s entry (the compiled dist-server/server/start.js) on an existing data dir to the
// first 200 answer on `/`.
import { spawn } from 'node:child_process';
import { BENCH_ADMIN } from './serverProcess.ts';

async function once(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-server/server/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status === 200, () => false);
      if (ok) return Math.round(performance.now() - started);
      if (child.exitCode !== null) throw new Error('the server exited before answering');
      if (performance.now() - started > 120_000) throw new Error('the server did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Median of `runs` cold starts, in milliseconds, with every run's figure. */
export async function coldStart(dataDir: string, runs = 3): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i += 1) runsMs.push(await once(dataDir, 21_000 + Math.floor(Math.random() * 20_000)));
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs };
}
