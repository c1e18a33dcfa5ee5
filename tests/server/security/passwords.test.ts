import { afterAll, describe, expect, test } from 'vitest';
import { databases, databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { runAdminCli } from '../../kit/process.ts';
import { ADMIN } from '../../kit/settings.ts';

describe.each(databasesOf(import.meta.url))('password rules on $name', (kind) => {
  test.each(['short', 'eleven char', 'x'.repeat(129)])('the first start refuses ADMIN_PASSWORD %j with a clear message', async (password) => {
    const server = new TestServer(kind, { seed: false, adminPassword: password });
    await expect(server.start()).rejects.toThrow(/^ADMIN_PASSWORD is too weak: Password must be at (least 12|most 128) characters long$/);
    await server.destroy();
  });

  test('twelve characters with no composition rules are enough', async () => {
    const server = new TestServer(kind, { seed: false, adminPassword: 'aaaaaaaaaaaa' });
    try {
      await server.start();
      expect(await server.login(ADMIN.email, 'aaaaaaaaaaaa')).toBeTruthy();
    } finally {
      await server.destroy();
    }
  });
});

describe('npm run admin -- set-password', () => {
  const server = new TestServer(databases[0]!, { seed: false });
  afterAll(() => server.destroy());

  test('changes the password from standard input; the old one stops working', async () => {
    await server.start();
    await server.stop();
    const result = await runAdminCli(['set-password', ADMIN.email.toUpperCase()], 'a brand new passphrase\n', server.dataDir);
    expect(result).toMatchObject({ code: 0, stdout: `Password changed for ${ADMIN.email}.\n` });
    await server.start();
    expect(await server.login(ADMIN.email, 'a brand new passphrase')).toBeTruthy();
    await expect(server.login(ADMIN.email, ADMIN.password)).rejects.toThrow(/Invalid email or password/);
  });

  test('refuses a short password and an unknown account, changing nothing', async () => {
    await server.stop();
    const short = await runAdminCli(['set-password', ADMIN.email], 'tooshort\n', server.dataDir);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 12 characters long');
    const unknown = await runAdminCli(['set-password', 'nobody@bcf.test'], 'long enough password\n', server.dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No administrator with the e-mail nobody@bcf.test');
    await server.start();
    expect(await server.login(ADMIN.email, 'a brand new passphrase')).toBeTruthy();
  });

  test('explains its usage when called without an e-mail', async () => {
    const result = await runAdminCli(['set-password'], '', server.dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- set-password EMAIL');
  });
});
