// A server in a process of its own: the server's entry point (server/main.ts) as `npm start` runs it,
// compiled (dist-server/, which tests/kit/globalSetup.ts keeps up to date), with its
// settings in the environment, on port 0, ready once GET /healthz answers; and scripts run to
// their end (the admin CLI, starts that must fail).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll } from 'vitest';
import { databases, newSchemaName, removeStoredData, type DatabaseKind } from './databases.ts';
import { preparePgliteDir } from './pgliteTemplate.ts';
import { ADMIN, BUNDLED_SERVER_MAIN, JWT_SECRET, TEST_PROCESS_V8_OPTIONS } from './settings.ts';
import { compiledServerScript } from './builtSite.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcessOptions {
  /** The script to run, from the repository's root: server/main.ts unless said; one of server/ runs compiled, another .ts one under tsx. */
  entry?: string;
  args?: string[];
  /** PGlite (the default) in `dataDir`, or PostgreSQL in `schema`. */
  kind?: DatabaseKind;
  /** A new temporary folder when not given. */
  dataDir?: string;
  /** A new schema when not given (PostgreSQL only). */
  schema?: string;
  /** Settings over the tests' own (a loopback address, the test admin, a fixed JWT secret, LOG_LEVEL=info). */
  env?: Record<string, string>;
  /** The umask the process starts with (the server sets its own). */
  umask?: number;
  /** Let the server create its database (seconds) instead of copying the tests' empty one. */
  newDatabase?: boolean;
  /** Keeps standard input open for `command` (tests/kit/testServerMain.ts reads commands there). */
  control?: boolean;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  kind: DatabaseKind;
  dataDir: string;
  schema: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then its exit code (SIGKILL if it has not exited within 15 s). */
  stop(): Promise<number | null>;
  /** SIGKILL (or `signal`), then its exit code. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops it and removes its data folder (and schema). */
  destroy(): Promise<void>;
  /** Writes one line to its standard input and answers its next line on stdout. */
  command(line: string): Promise<string>;
}

/**
 * The TCP port process `pid` listens on, read from /proc (Linux): the socket inodes among its open
 * files, looked up in the listening sockets. The server is started on port 0, so no other process
 * can take its port first, and this works whatever it logs. Asked every few milliseconds while a
 * server starts: the system's socket table (long on a machine that ran thousands of test
 * connections) is read only when the process has a socket it has not been looked up with, or once
 * every 250 ms (a socket seen before it listened).
 */
function portWatcher(pid: number): () => number | undefined {
  let lookedUp = '';
  let lastRead = 0;
  return () => {
    const inodes = new Set<string>();
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const inode = /^socket:\[(\d+)\]$/.exec(safeReadlink(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {
      return undefined;
    }
    const key = [...inodes].sort().join(',');
    if (inodes.size === 0 || (key === lookedUp && Date.now() - lastRead < 250)) return undefined;
    lookedUp = key;
    lastRead = Date.now();
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === '0A' && inode && inodes.has(inode)) return Number.parseInt(local!.split(':')[1]!, 16);
    }
    return undefined;
  };
}

function safeReadlink(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}

/**
 * `node SCRIPT ...args` (a script of server/ compiled, the test server's bundled when the run's
 * global setup bundled it, another .ts one under tsx), through a shell
 * that sets the umask first when one is given (the pid stays node's).
 */
function nodeCommand(script: string, args: string[], { umask, tsx = 'tsx' }: { umask?: number; tsx?: string } = {}): [string, string[]] {
  const file = script.startsWith('server/') ? compiledServerScript(script) : (BUNDLED[script] ?? script);
  const command = [...TEST_PROCESS_V8_OPTIONS, ...(file.endsWith('.ts') ? ['--import', tsx] : []), file, ...args];
  if (umask === undefined) return [process.execPath, command];
  return ['/bin/sh', ['-c', `umask ${umask.toString(8).padStart(3, '0')} && exec "$@"`, 'sh', process.execPath, ...command]];
}

/** Scripts bundled by the run's global setup (tests/kit/bundledKit.ts). */
const BUNDLED: Record<string, string | undefined> = { 'tests/kit/testServerMain.ts': process.env[BUNDLED_SERVER_MAIN] };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a server process on 127.0.0.1; resolves once GET /healthz answers 200. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const kind = options.kind ?? databases[0]!;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bcf-process-'));
  const schema = options.schema ?? newSchemaName();
  // The first start's work done already (the sample posts, the kit's Owner), unless its settings change it.
  const firstStartAsTheKit = !Object.keys(options.env ?? {}).some((name) => /^(ADMIN_|UPLOAD_)/.test(name));
  if (!kind.url && !options.newDatabase) await preparePgliteDir(dataDir, { migrated: true, seeded: firstStartAsTheKit });
  const [file, args] = nodeCommand(options.entry ?? 'server/main.ts', options.args ?? [], { umask: options.umask });
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: kind.url ?? '',
      DATABASE_SCHEMA: kind.url ? schema : '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET,
      DIST_DIR: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: [options.control ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const lines = createInterface({ input: child.stdout! });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done((exitCode = code))));

  let url = '';
  const listeningPort = portWatcher(child.pid!);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const port = url ? undefined : listeningPort();
    if (port) url = `http://127.0.0.1:${port}`;
    if (url && (await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) break;
    await sleep(25);
  }

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (exitCode === undefined) child.kill(signal);
    return exited;
  };
  const stop = async () => {
    if (exitCode !== undefined) return exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return {
    child,
    url,
    kind,
    dataDir,
    schema,
    output: () => output,
    exited,
    stop,
    kill,
    async destroy() {
      await stop();
      await removeStoredData(kind, dataDir, schema);
    },
    async command(line) {
      const answered = new Promise<string>((done) => lines.once('line', done));
      child.stdin!.write(`${line}\n`);
      return answered;
    },
  };
}

/** A data folder (named from `prefix`) and a PostgreSQL schema for the block's server processes on `kind`, removed after the block. */
export function withProcessStorage(kind: DatabaseKind, prefix: string): { dataDir: string; schema: string } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const schema = newSchemaName();
  afterAll(() => removeStoredData(kind, dataDir, schema));
  return { dataDir, schema };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScriptOptions {
  /** The environment is `env` over nothing but PATH, instead of over this process's. */
  ownEnvOnly?: boolean;
  /** Written to its standard input, which is then closed. */
  input?: string;
  umask?: number;
  /** The repository's root when not given. */
  cwd?: string;
  /** Killed after this many ms (a server that should have refused to start but did not). */
  timeout?: number;
}

/** Runs `node [--import tsx] SCRIPT ...args` to its end, with `env` (a variable given as undefined is unset). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  { ownEnvOnly, input = '', umask, cwd = ROOT, timeout = 60_000 }: ScriptOptions = {},
) {
  return new Promise<Finished>((done) => {
    // tsx is found from the repository, whatever the working folder.
    const [file, rest] = nodeCommand(script, args, { umask, tsx: cwd === ROOT ? 'tsx' : import.meta.resolve('tsx') });
    const merged: Record<string, string | undefined> = { ...(ownEnvOnly ? { PATH: process.env.PATH } : process.env), ...env };
    for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
    const child = spawn(file, rest, { cwd, env: merged });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

/** Runs `npm run admin -- ...args` (compiled) on the embedded database in `dataDir`, with `input` on standard input. */
export function runAdminCli(args: string[], input: string, dataDir: string, env: Record<string, string> = {}) {
  return runScript('server/cli/admin.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '', ...env }, { input });
}
