import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { preparePgliteDir } from '../../pgliteTemplate.ts';
import { ADMIN, type DatabaseKind } from '../helpers.ts';

/** Removes what child servers stored: the data folder, and on PostgreSQL the schema. */
export async function removeChildData(kind: DatabaseKind, dataDir: string, schema: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  if (kind.url) {
    const client = new pg.Client({ connectionString: kind.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

/** A real server process (server/main.ts), for tests that kill it or send it signals. */
export interface ChildServer {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx SCRIPT ...args`, through a shell that sets the umask first when one is given (the pid stays node's). */
function nodeCommand(script: string, args: string[], umask?: number): [string, string[]] {
  const command = ['--import', 'tsx', script, ...args];
  if (umask === undefined) return [process.execPath, command];
  return ['/bin/sh', ['-c', `umask ${umask.toString(8).padStart(3, '0')} && exec "$@"`, 'sh', process.execPath, ...command]];
}

export interface ChildOptions {
  /** The umask the process is started with (the server sets its own). */
  umask?: number;
  /** Let the server create its database (seconds) instead of copying the tests' empty one. */
  newDatabase?: boolean;
}

export async function startChild(
  kind: DatabaseKind,
  dataDir: string,
  schema: string,
  extraEnv: Record<string, string> = {},
  options: ChildOptions = {},
) {
  if (!kind.url && !options.newDatabase) await preparePgliteDir(dataDir);
  return new Promise<ChildServer>((resolve, reject) => {
    const [file, args] = nodeCommand('server/main.ts', [], options.umask);
    const child = spawn(file, args, {
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

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node --import tsx SCRIPT ...args` to its end (killed after `timeout` ms: a server that
 * should have refused to start but did not), with `input` on standard input.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  { input = '', umask, timeout = 60_000 }: { input?: string; umask?: number; timeout?: number } = {},
) {
  return new Promise<Finished>((resolve) => {
    const [file, rest] = nodeCommand(script, args, umask);
    const child = spawn(file, rest, { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}
