import { spawn, type ChildProcess } from 'node:child_process';
import { preparePgliteDir } from '../../pgliteTemplate.ts';
import { ADMIN, type DatabaseKind } from '../helpers.ts';

/** A real server process (server/main.ts), for tests that kill it or send it signals. */
export interface ChildServer {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startChild(kind: DatabaseKind, dataDir: string, schema: string, extraEnv: Record<string, string> = {}) {
  if (!kind.url) await preparePgliteDir(dataDir);
  return new Promise<ChildServer>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: kind.url ?? '',
        DATABASE_SCHEMA: kind.url ? schema : '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
        DIST_DIR: `${dataDir}/no-dist`,
        LOG_LEVEL: 'info',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1]!, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

export async function gqlAt<T = Record<string, unknown>>(url: string, query: string, variables?: object, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }) };
}
