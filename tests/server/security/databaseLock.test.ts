// The embedded database belongs to one process. A second one (a second server, the admin CLI)
// used to open it beside the running server: `set-password` said "Password changed" and the
// change was lost. Now the CLI goes through the running server, and a second opener is refused.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDb } from '../../../server/db/index.ts';
import { lockPath } from '../../../server/db/lock.ts';
import type { DatabaseKind } from '../../kit/databases.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';
import { GET_ALL_SUBSCRIPTIONS, LOGIN, MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { runScript, startServerProcess } from '../../kit/process.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';

const pglite: DatabaseKind = { name: 'pglite' };
const TIMEOUT = 240_000;
const NEW_PASSWORD = 'a passphrase set while serving';
const folders: string[] = [];

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bcf-lock-'));
  folders.push(dir);
  return dir;
}

const inUse = (pid: number) => `the database in DATA_DIR is in use by process ${pid}: stop it, or run this command through the running server`;

async function loginError(url: string, password: string) {
  const result = await graphql<{ login_user: { token: string } }>(url, LOGIN, { email: ADMIN.email, password });
  return result.data?.login_user.token ? null : result.errors?.[0]?.message;
}

async function subscribers(url: string): Promise<string[]> {
  const token = (await graphql<{ login_user: { token: string } }>(url, LOGIN, ADMIN)).data!.login_user.token;
  const list = await graphql<{ getAllSubscriptions: { subscriptionWithEmail: string }[] }>(url, GET_ALL_SUBSCRIPTIONS, {}, token);
  return list.data!.getAllSubscriptions.map((row) => row.subscriptionWithEmail);
}

describe('one process opens the embedded database', () => {
  test(
    'set-password while the server runs goes through it: the new password logs in at once and after a restart, the old one no longer',
    async () => {
      const dataDir = folder();
      const first = await startServerProcess({ kind: pglite, dataDir });
      try {
        const before = (await graphql<{ login_user: { token: string } }>(first.url, LOGIN, ADMIN)).data!.login_user.token;
        const changed = await runScript('server/cli/admin.ts', ['set-password', ADMIN.email], { DATA_DIR: dataDir, DATABASE_URL: '' }, { input: `${NEW_PASSWORD}\n` });
        expect(changed).toEqual({ code: 0, stdout: `Password changed for ${ADMIN.email} (through the running server).\n`, stderr: '' });
        // The CLI's change ends every session of the account, on the running server at once.
        const stale = await graphql(first.url, GET_ALL_SUBSCRIPTIONS, {}, before);
        expect(errorCode(stale)).toBe('UNAUTHENTICATED');
        expect(await loginError(first.url, NEW_PASSWORD)).toBeNull();
        expect(await loginError(first.url, ADMIN.password)).toMatch(/Invalid email or password/);

        // The server's rules hold on this path too.
        const weak = await runScript('server/cli/admin.ts', ['set-password', 'nobody@bcf.test'], { DATA_DIR: dataDir, DATABASE_URL: '' }, { input: `${NEW_PASSWORD}\n` });
        expect(weak).toMatchObject({ code: 1, stderr: 'No administrator with the e-mail nobody@bcf.test\n' });
      } finally {
        await first.stop();
      }
      const second = await startServerProcess({ kind: pglite, dataDir, env: { ADMIN_PASSWORD: '' } });
      try {
        expect(await loginError(second.url, NEW_PASSWORD)).toBeNull();
        expect(await loginError(second.url, ADMIN.password)).toMatch(/Invalid email or password/);
      } finally {
        await second.stop();
      }
    },
    TIMEOUT,
  );

  test(
    'a second server, and the CLI when the socket is not there, are refused with one line; the running server\'s data stays whole',
    async () => {
      const dataDir = folder();
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const first = await startServerProcess({ kind: pglite, dataDir });
      const pid = first.child.pid!;
      try {
        await graphql(first.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'kept@example.rw' } });

        const secondServer = await runScript('server/main.ts', [], {
          ...env,
          PORT: '0',
          HOST: '127.0.0.1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          DIST_DIR: join(dataDir, 'no-dist'),
        });
        expect(secondServer).toMatchObject({ code: 1, stderr: `Could not start: ${inUse(pid)}\n` });

        // Without its socket (a DATA_DIR too long a path for one, or a socket removed), the CLI
        // would open the database itself: refused.
        renameSync(join(dataDir, 'admin.sock'), join(dataDir, 'admin.sock.away'));
        const backupFile = join(folder(), 'site.bcf');
        const backup = await runScript('server/cli/admin.ts', ['backup', backupFile], env);
        expect(backup).toEqual({ code: 1, stdout: '', stderr: `backup failed: ${inUse(pid)}\n` });
        expect(existsSync(backupFile) || existsSync(`${backupFile}.partial`)).toBe(false);
        const password = await runScript('server/cli/admin.ts', ['set-password', ADMIN.email], env, { input: `${NEW_PASSWORD}\n` });
        expect(password).toEqual({ code: 1, stdout: '', stderr: `set-password failed: ${inUse(pid)}\n` });
        renameSync(join(dataDir, 'admin.sock.away'), join(dataDir, 'admin.sock'));

        await graphql(first.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'after@example.rw' } });
        expect(await subscribers(first.url)).toEqual(expect.arrayContaining(['kept@example.rw', 'after@example.rw']));
        expect(await loginError(first.url, NEW_PASSWORD)).toMatch(/Invalid email or password/);
      } finally {
        await first.stop();
      }
      expect(existsSync(lockPath(dataDir))).toBe(false);
      const again = await startServerProcess({ kind: pglite, dataDir });
      try {
        expect(await subscribers(again.url)).toEqual(expect.arrayContaining(['kept@example.rw', 'after@example.rw']));
      } finally {
        await again.stop();
      }
    },
    TIMEOUT,
  );

  test('the lock goes with the database: refused while open, given back on close, taken over from a process that is gone', async () => {
    const dataDir = folder();
    await preparePgliteDir(dataDir);
    const db = await openDb({ dataDir });
    await expect(openDb({ dataDir })).rejects.toThrow(inUse(process.pid));
    expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    await db.close();
    expect(existsSync(lockPath(dataDir))).toBe(false);
    const reopened = await openDb({ dataDir });
    await reopened.close();

    // A live process that holds it (another user's, or another server's).
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockPath(dataDir), `${holder.pid}\n`);
      await expect(openDb({ dataDir })).rejects.toThrow(inUse(holder.pid!));
      expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((done) => holder.once('exit', done));
    }
    // Now gone (killed, as by a power cut): its lock is taken over.
    const afterKill = await openDb({ dataDir });
    expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    await afterKill.close();

    // This process's own id, in a file it did not write: a container restarted with the same ids.
    writeFileSync(lockPath(dataDir), `${process.pid}\n`);
    const afterRestart = await openDb({ dataDir });
    await afterRestart.close();
    expect(existsSync(lockPath(dataDir))).toBe(false);
  }, TIMEOUT);
});
