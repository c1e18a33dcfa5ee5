// `npm run admin -- COMMAND`:
//   set-password EMAIL   sets an administrator's password, read from standard input (piped, or
//                        typed at the prompt), so it never appears in the shell history or `ps`;
//   turn-off-two-factor EMAIL
//                        turns two-factor sign-in off for an account whose phone and recovery
//                        codes are lost (its password still signs in; set it up again after);
//   verify-activity-log  walks the whole of the audit log's hash chain: "Activity log intact:
//                        N entries", or every entry that does not verify, one a line (exit code 1);
//   backup FILE          writes a backup of the database to FILE, while the server keeps running;
//   restore FILE         restores FILE into an empty DATA_DIR (or an empty PostgreSQL schema);
//   dkim-keygen DOMAIN [SELECTOR]
//                        prints a new 2048-bit RSA key pair for DKIM and the DNS TXT record to
//                        publish (it touches no database and no setting).
// A server running on the embedded database does set-password and backup itself, asked through
// its socket; without one the command opens the database (and is refused while another holds it).
import { closeSync, constants, createReadStream, createWriteStream, existsSync, fchmodSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { configFromEnv, loadDotEnv, type Config } from '../core/config.ts';
import { verifyChain, type ChainCheck } from '../audit/index.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { repositories } from '../db/repositories.ts';
import { normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import { adminSocketPath } from './adminSocket.ts';
import { openBackup, restoreBackup, RestoreError, writeBackup } from './backup.ts';
import { changePassword } from './setPassword.ts';
import { DKIM_KEY_BITS, dnsRecord, generateDkimKeyPair, isDkimDomain, isDkimSelector, zoneFileLine } from '../mail/dkim.ts';
import { turnOffTwoFactor } from './turnOffTwoFactor.ts';

const USAGE = `Usage: npm run admin -- set-password EMAIL   (the password is read from standard input)
       npm run admin -- turn-off-two-factor EMAIL
       npm run admin -- verify-activity-log
       npm run admin -- backup FILE          (while the server runs, or not)
       npm run admin -- restore FILE         (into an empty DATA_DIR, or an empty DATABASE_SCHEMA)
       npm run admin -- dkim-keygen DOMAIN [SELECTOR]   (a DKIM key pair and its DNS record)
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

/**
 * Asks the server running on DATA_DIR (server/cli/adminSocket.ts); null when none answers on its
 * socket: then nobody holds the embedded database, and this process may open it.
 */
function askServer(dataDir: string, method: 'GET' | 'POST', path: string, body?: object): Promise<IncomingMessage | null> {
  return new Promise((answered, reject) => {
    const asked = request({ socketPath: adminSocketPath(dataDir), path, method }, answered);
    asked.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one left by a server that is gone.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') answered(null);
      else reject(error);
    });
    if (body) asked.setHeader('content-type', 'application/json');
    asked.end(body ? JSON.stringify(body) : undefined);
  });
}

async function readAll(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += chunk;
  return text;
}

/**
 * Makes a change on the running server (asked at `path` with `body`) or, when none answers on its
 * socket, on the database directly. Answers what is wrong, or null, and which way it went.
 */
async function changeThroughServer(
  config: Config,
  path: string,
  body: object,
  direct: (repos: ReturnType<typeof repositories>) => Promise<string | null>,
): Promise<{ problem: string | null; viaServer: boolean }> {
  // The running server owns the embedded database: a change written beside it would be lost.
  const response = config.databaseUrl ? null : await askServer(config.dataDir, 'POST', path, body);
  if (response) {
    const text = await readAll(response);
    if (response.statusCode === 200) return { problem: null, viaServer: true };
    if (response.statusCode === 400) return { problem: (JSON.parse(text) as { problem: string }).problem, viaServer: true };
    throw new Error(`the server answered ${response.statusCode}`);
  }
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    await migrate(db);
    return { problem: await direct(repositories(db)), viaServer: false };
  } finally {
    await db.close();
  }
}

/** Answers what is wrong, or null when the password was changed, and whether the running server changed it. */
export async function setPassword(config: Config, email: string, password: string): Promise<{ problem: string | null; viaServer: boolean }> {
  const problem = passwordProblem(password);
  if (problem) return { problem, viaServer: false };
  return changeThroughServer(config, '/set-password', { email, password }, (repos) => changePassword(repos.staff, email, password));
}

/** Answers what is wrong, or null when two-factor was turned off, and whether the running server did it. */
export function turnOffTwoFactorFor(config: Config, email: string): Promise<{ problem: string | null; viaServer: boolean }> {
  return changeThroughServer(config, '/turn-off-two-factor', { email }, (repos) => turnOffTwoFactor(repos, email));
}

/** Checks the audit log's chain, through the running server when one holds the embedded database. */
export async function verifyAuditLog(config: Config): Promise<ChainCheck> {
  const response = config.databaseUrl ? null : await askServer(config.dataDir, 'GET', '/verify-activity-log');
  if (response) {
    const text = await readAll(response);
    if (response.statusCode !== 200) throw new Error(`the server answered ${response.statusCode}`);
    return JSON.parse(text) as ChainCheck;
  }
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) throw new Error(`No database in DATA_DIR ${config.dataDir}`);
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    await migrate(db);
    const repos = repositories(db);
    return await verifyChain((after) => repos.auditLog.chainAfter(after));
  } finally {
    await db.close();
  }
}

/** Writes a backup to the open file `fd` from the running server; false when none answers. */
async function backupFromServer(dataDir: string, fd: number): Promise<boolean> {
  const response = await askServer(dataDir, 'GET', '/backup');
  if (!response) return false;
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`the server answered ${response.statusCode}`);
  }
  await pipeline(response, createWriteStream('', { fd, autoClose: false }));
  return true;
}

async function backupDirectly(config: Config, fd: number): Promise<void> {
  const db = await openDb({ ...config, schema: config.databaseSchema });
  try {
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream('', { fd, autoClose: false }));
    await writeBackup(db, config.dataDir, (chunk) => new Promise((go) => (gzip.write(chunk) ? go() : gzip.once('drain', go))));
    gzip.end();
    await done;
  } finally {
    await db.close();
  }
}

/**
 * FILE.partial is created, never reused: O_EXCL fails on any name that exists, a symbolic link
 * planted there included (O_NOFOLLOW besides), so the backup never writes through another user's
 * link nor into a file whose mode someone else chose. One that exists is refused rather than
 * removed: it may be another backup being written right now.
 */
function createPartial(partial: string): number {
  let fd: number;
  try {
    fd = openSync(partial, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' || (error as NodeJS.ErrnoException).code === 'ELOOP') {
      throw new Error(`${partial} already exists (another backup running, or one that stopped halfway): check it and remove it, then try again`);
    }
    throw error;
  }
  // Owner-only whatever the umask or a default ACL of the folder would have given.
  fchmodSync(fd, 0o600);
  return fd;
}

export async function backup(config: Config, target: string): Promise<string> {
  const file = resolve(target);
  const partial = `${file}.partial`;
  const fd = createPartial(partial);
  let closed = false;
  try {
    // PostgreSQL takes the snapshot itself; PGlite's files belong to the server that has them open.
    const viaServer = !config.databaseUrl && (await backupFromServer(config.dataDir, fd));
    if (!viaServer) {
      if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) throw new Error(`No database in DATA_DIR ${config.dataDir}`);
      await backupDirectly(config, fd);
    }
    fsyncSync(fd);
    closeSync(fd);
    closed = true;
    renameSync(partial, file);
    return viaServer ? 'from the running server' : 'from the database';
  } catch (error) {
    if (!closed) closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
}

export async function restore(config: Config, source: string): Promise<Record<string, number>> {
  const file = resolve(source);
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const dir = config.dataDir;
  const created = !existsSync(dir);
  if (!config.databaseUrl && !created && readdirSync(dir).length > 0) {
    throw new RestoreError(`DATA_DIR ${dir} is not empty: restore only into a new or empty folder`);
  }
  const opened = await openBackup(createReadStream(file));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
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

/** A selector named after the month, so that the next key (a rotation) gets a new one. */
export const defaultSelector = (now = new Date()) => `bcf${now.toISOString().slice(0, 7).replace('-', '')}`;

/** What dkim-keygen prints: the private key (for DKIM_PRIVATE_KEY), the public key and the TXT record. */
export function dkimKeygenReport(domain: string, selector: string): string {
  const { privateKey, publicKey } = generateDkimKeyPair();
  const record = dnsRecord(domain, selector, publicKey);
  return `# A new DKIM key pair for ${domain}, selector ${selector} (RSA, ${DKIM_KEY_BITS} bits).
#
# 1. Publish this DNS TXT record, and wait until it answers (dig TXT ${record.name}):
${record.name} TXT "${record.value}"
#    The same as a zone-file line (a TXT string holds at most 255 characters):
${zoneFileLine(record)}
#
# 2. Save the private key below in a file only the server's user can read (chmod 600), then set
#    DKIM_DOMAIN=${domain} DKIM_SELECTOR=${selector} DKIM_PRIVATE_KEY=<that file> and restart.
${privateKey.trim()}
#
# The public key, which the record above carries:
${publicKey.trim()}
`;
}

/** What verify-activity-log prints for a chain that does not verify: a count, then each entry that fails. */
function brokenReport(check: ChainCheck): string {
  const lines = [`Activity log broken: ${check.brokenCount} of ${check.entries} entries do not verify`];
  for (const { id, problem } of check.broken) lines.push(`  entry ${id}: ${problem}`);
  const unlisted = check.brokenCount - check.broken.length;
  if (unlisted > 0) lines.push(`  and ${unlisted} more`);
  return `${lines.join('\n')}\n`;
}

async function run(args: string[]): Promise<number> {
  const [command, argument] = args;
  try {
    // The database's files, the backups and the restored secret are this user's alone.
    process.umask(0o077);
    if (command === 'dkim-keygen' && argument) {
      const domain = argument.toLowerCase();
      const selector = args[2] ?? defaultSelector();
      if (!isDkimDomain(domain)) {
        process.stderr.write(`dkim-keygen: "${argument}" is not a domain name like bcf.rw\n`);
        return 2;
      }
      if (!isDkimSelector(selector)) {
        process.stderr.write(`dkim-keygen: "${selector}" is not a selector of letters, digits and - (like bcf2026)\n`);
        return 2;
      }
      process.stdout.write(dkimKeygenReport(domain, selector));
      return 0;
    }
    loadDotEnv();
    if (command === 'set-password' && argument) {
      const { problem, viaServer } = await setPassword(configFromEnv(), argument, await readPassword());
      if (problem) {
        process.stderr.write(`${problem}\n`);
        return 1;
      }
      process.stdout.write(`Password changed for ${normaliseEmail(argument)}${viaServer ? ' (through the running server)' : ''}.\n`);
      return 0;
    }
    if (command === 'turn-off-two-factor' && argument) {
      const { problem, viaServer } = await turnOffTwoFactorFor(configFromEnv(), argument);
      if (problem) {
        process.stderr.write(`${problem}\n`);
        return 1;
      }
      process.stdout.write(`Two-factor sign-in turned off for ${normaliseEmail(argument)}${viaServer ? ' (through the running server)' : ''}.\n`);
      return 0;
    }
    if (command === 'verify-activity-log') {
      const check = await verifyAuditLog(configFromEnv());
      if (check.intact) {
        process.stdout.write(`Activity log intact: ${check.entries} entries\n`);
        return 0;
      }
      process.stdout.write(brokenReport(check));
      return 1;
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
