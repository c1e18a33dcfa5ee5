import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const BENCH_ADMIN = { email: 'bench@bcf.test', password: 'bench password long enough' };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resident memory of the server process, in bytes (Linux). */
  rss(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `server/main.ts` as its own process on 127.0.0.1 and a free port; resolves once it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        // The benches subscribe thousands of addresses from one client: they measure answers, not refusals.
        SUBSCRIBE_LIMIT_PER_HOUR: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const started = Date.now();
    const poll = async () => {
      const ready = await fetch(`${url}/graphql?query=${encodeURIComponent('query ready { getAllPosts { _id } }')}`)
        .then((response) => response.ok)
        .catch(() => false);
      if (!ready) {
        if (Date.now() - started > 120_000) reject(new Error(`server did not start:\n${output}`));
        else setTimeout(poll, 100);
        return;
      }
      resolve({
        child,
        url,
        rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    void poll();
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export async function graphql<T>(url: string, query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
