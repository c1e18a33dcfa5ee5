// `npm run admin -- COMMAND`:
//   set-password EMAIL   sets an administrator's password, read from standard input (piped, or
//                        typed at the prompt), so it never appears in the shell history or `ps`;
//   backup FILE          writes a backup of the database to FILE, while the server keeps running;
//   restore FILE         restores FILE into an empty DATA_DIR (or an empty PostgreSQL schema).
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { hashPassword } from '../auth/passwords.ts';
import { configFromEnv, loadDotEnv, type ServerConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { usersRepository } from '../repositories/users.ts';
import { normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import { adminSocketPath } from './adminSocket.ts';
import { openBackup, restoreBackup, RestoreError, writeBackup } from './backup.ts';

const USAGE = `Usage: npm run admin -- set-password EMAIL   (the password is read from standard input)
       npm run admin -- backup FILE          (while the server runs, or not)
       npm run admin -- restore FILE         (into an empty DATA_DIR, or an empty DATABASE_SCHEMA)
`;

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password (at least 12 characters): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

export async function setPassword(email: string, password: string): Promise<string | null> {
  const problem = passwordProblem(password);
  if (problem) return problem;
  const config = configFromEnv();
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    await migrate(db);
    const changed = await usersRepository(db).setPasswordHash(normaliseEmail(email), await hashPassword(password));
    return changed ? null : `No administrator with the e-mail ${normaliseEmail(email)}`;
  } finally {
    await db.close();
  }
}

/** Asks the server running on DATA_DIR for a backup; false when none answers on its socket. */
function backupFromServer(dataDir: string, file: string): Promise<boolean> {
  return new Promise((resolveAsked, reject) => {
    const asked = request({ socketPath: adminSocketPath(dataDir), path: '/backup', method: 'GET' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`the server answered ${response.statusCode}`));
      }
      pipeline(response, createWriteStream(file, { mode: 0o600 })).then(() => resolveAsked(true), reject);
    });
    asked.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one left by a server that is gone: nobody holds the database.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolveAsked(false);
      else reject(error);
    });
    asked.end();
  });
}

async function backupDirectly(config: ServerConfig, file: string): Promise<void> {
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
    await writeBackup(db, config.dataDir, (chunk) => new Promise((go) => (gzip.write(chunk) ? go() : gzip.once('drain', go))));
    gzip.end();
    await done;
  } finally {
    await db.close();
  }
}

export async function backup(config: ServerConfig, target: string): Promise<string> {
  const file = resolve(target);
  const partial = `${file}.partial`;
  try {
    // PostgreSQL takes the snapshot itself; PGlite's files belong to the server that has them open.
    const viaServer = !config.databaseUrl && (await backupFromServer(config.dataDir, partial));
    if (!viaServer) {
      if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) throw new Error(`No database in DATA_DIR ${config.dataDir}`);
      await backupDirectly(config, partial);
    }
    renameSync(partial, file);
    return viaServer ? 'from the running server' : 'from the database';
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export async function restore(config: ServerConfig, source: string): Promise<Record<string, number>> {
  const file = resolve(source);
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const dir = config.dataDir;
  const created = !existsSync(dir);
  if (!config.databaseUrl && !created && readdirSync(dir).length > 0) {
    throw new RestoreError(`DATA_DIR ${dir} is not empty: restore only into a new or empty folder`);
  }
  const opened = await openBackup(createReadStream(file));
  mkdirSync(dir, { recursive: true });
  let db;
  try {
    db = await openDb({ ...config, schema: config.databaseSchema });
    const result = await restoreBackup(db, opened);
    for (const { name, bytes } of result.files) {
      const path = join(dir, name);
      if (!existsSync(path)) writeFileSync(path, bytes, { mode: 0o600 });
    }
    return result.rows;
  } catch (error) {
    await db?.close().catch(() => {});
    db = undefined;
    // An embedded database restored halfway is no database: leave the folder as it was found.
    if (!config.databaseUrl) {
      if (created) rmSync(dir, { recursive: true, force: true });
      else for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    }
    throw error;
  } finally {
    await db?.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, argument] = args;
  try {
    loadDotEnv();
    if (command === 'set-password' && argument) {
      const problem = await setPassword(argument, await readPassword());
      if (problem) {
        process.stderr.write(`${problem}\n`);
        return 1;
      }
      process.stdout.write(`Password changed for ${normaliseEmail(argument)}.\n`);
      return 0;
    }
    if (command === 'backup' && argument) {
      const how = await backup(configFromEnv(), argument);
      process.stdout.write(`Backup written to ${resolve(argument)} (${how}).\n`);
      return 0;
    }
    if (command === 'restore' && argument) {
      const rows = await restore(configFromEnv(), argument);
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
      process.stdout.write(`Restored ${total} rows in ${Object.keys(rows).length} tables from ${resolve(argument)}.\n`);
      return 0;
    }
  } catch (error) {
    process.stderr.write(`${command} failed: ${(error as Error).message.split('\n')[0]}\n`);
    return 1;
  }
  process.stderr.write(USAGE);
  return 2;
}

process.exitCode = await run(process.argv.slice(2));
