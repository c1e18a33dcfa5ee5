// Another account on the machine must not read the embedded database (the admin's password hash,
// the subscribers' addresses, the JWT secret), and a backup must not write through a link that
// someone planted next to it. Real server and CLI processes, started with the widest umask.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { DatabaseKind } from '../../kit/databases.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';
import { LOGIN, MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { runScript, startServerProcess, type ServerProcess } from '../../kit/process.ts';
import { graphql } from '../../kit/graphql.ts';

const pglite: DatabaseKind = { name: 'pglite' };
const TIMEOUT = 180_000;
const folders: string[] = [];

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A folder other accounts may enter, as a home directory or /srv usually is. */
function openParent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bcf-files-'));
  chmodSync(dir, 0o755);
  folders.push(dir);
  return dir;
}

/** Every entry under dir (dir included) that group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0) found.push(`${path.slice(dir.length) || '/'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return found;
}

/**
 * The attack itself, when the tests run as root (CI does): another account (`nobody`) lists
 * DATA_DIR and reads every file it can. Answers what it read.
 */
function readAsNobody(dir: string): Promise<string[]> {
  if (process.getuid?.() !== 0) return Promise.resolve([]);
  const code = `const fs = require('node:fs'), path = require('node:path'), read = [];
    const visit = (p) => { try { if (fs.statSync(p).isDirectory()) { for (const e of fs.readdirSync(p)) visit(path.join(p, e)); } else { fs.readFileSync(p); read.push(p); } } catch {} };
    visit(process.argv[1]); process.stdout.write(JSON.stringify(read));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code, dir], { uid: 65534, gid: 65534, cwd: '/', env: {} });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out || '[]') as string[]));
  });
}

describe('the embedded database is its user\'s alone', () => {
  test(
    'a new DATA_DIR made by a server started with umask 000: no file or folder is open to others, while it runs and after',
    async () => {
      const dataDir = join(openParent(), 'data');
      // No JWT_SECRET: the server generates one and keeps it in DATA_DIR.
      const server = await startServerProcess({ kind: pglite, dataDir, env: { JWT_SECRET: '' }, umask: 0o000, newDatabase: true });
      try {
        const login = await graphql<{ login_user: { token: string } }>(server.url, LOGIN, ADMIN);
        expect(login.data?.login_user.token).toBeTruthy();
        await graphql(server.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'private@example.rw' } });
        expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
        expect(existsSync(join(dataDir, 'admin.sock'))).toBe(true);
        expect(statSync(dataDir).mode & 0o777).toBe(0o700);
        expect(openToOthers(dataDir)).toEqual([]);
        expect(await readAsNobody(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(openToOthers(dataDir)).toEqual([]);
      expect(await readAsNobody(dataDir)).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    'a DATA_DIR left open to others (folders 0755, files 0666) is made owner-only at start, with one line in the log',
    async () => {
      const dataDir = join(openParent(), 'data');
      await preparePgliteDir(dataDir);
      writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(64));
      const widen = (path: string) => {
        const directory = statSync(path).isDirectory();
        chmodSync(path, directory ? 0o755 : 0o666);
        if (directory) for (const entry of readdirSync(path)) widen(join(path, entry));
      };
      widen(dataDir);
      expect(openToOthers(dataDir).length).toBeGreaterThan(100);
      // The reader works: as it is, another account reads the secret and the database's files.
      if (process.getuid?.() === 0) expect(await readAsNobody(dataDir)).toContain(join(dataDir, 'pgdata', 'global', 'pg_control'));

      const first = await startServerProcess({ kind: pglite, dataDir, env: { JWT_SECRET: '' } });
      try {
        expect(openToOthers(dataDir)).toEqual([]);
        expect(await readAsNobody(dataDir)).toEqual([]);
      } finally {
        await first.stop();
      }
      const warnings = first.output().split('\n').filter((line) => line.includes('DATA_DIR was open to other users'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: 'DATA_DIR was open to other users: made owner-only' });

      // Nothing to tighten the next time: nothing said.
      const second = await startServerProcess({ kind: pglite, dataDir, env: { JWT_SECRET: '' } });
      await second.stop();
      expect(second.output()).not.toContain('DATA_DIR was open to other users');
    },
    TIMEOUT,
  );
});

describe('a backup is written to a file of its own', () => {
  const dataDir = join(openParent(), 'data');
  let server: ServerProcess;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

  afterAll(async () => {
    if (server) await server.stop();
  });

  test(
    'a link planted at FILE.partial is refused: the file it points at keeps its contents',
    async () => {
      server = await startServerProcess({ kind: pglite, dataDir });
      const victimDir = openParent();
      const victim = join(victimDir, 'victim.txt');
      writeFileSync(victim, 'the victim\'s own data\n', { mode: 0o644 });
      const backups = openParent();
      const file = join(backups, 'site.bcf');
      symlinkSync(victim, `${file}.partial`);

      const made = await runScript('server/cli/admin.ts', ['backup', file], env());
      expect(made.code).toBe(1);
      expect(made.stderr).toBe(
        `backup failed: ${file}.partial already exists (another backup running, or one that stopped halfway): check it and remove it, then try again\n`,
      );
      expect(readFileSync(victim, 'utf8')).toBe('the victim\'s own data\n');
      expect(lstatSync(`${file}.partial`).isSymbolicLink()).toBe(true);
      expect(existsSync(file)).toBe(false);
    },
    TIMEOUT,
  );

  test(
    'a FILE.partial left with mode 0644 is refused and left as it is; a backup made with umask 000 is 0600',
    async () => {
      server ??= await startServerProcess({ kind: pglite, dataDir });
      const backups = join(openParent(), 'backups');
      mkdirSync(backups);
      const file = join(backups, 'site.bcf');
      writeFileSync(`${file}.partial`, 'left over\n', { mode: 0o644 });
      chmodSync(`${file}.partial`, 0o644);

      const refused = await runScript('server/cli/admin.ts', ['backup', file], env(), { umask: 0o000 });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('.partial already exists');
      expect(readFileSync(`${file}.partial`, 'utf8')).toBe('left over\n');
      expect(existsSync(file)).toBe(false);

      rmSync(`${file}.partial`);
      const made = await runScript('server/cli/admin.ts', ['backup', file], env(), { umask: 0o000 });
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain('(from the running server)');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(existsSync(`${file}.partial`)).toBe(false);
    },
    TIMEOUT,
  );
});
