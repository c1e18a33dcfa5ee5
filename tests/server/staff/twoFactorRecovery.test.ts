import { generate } from 'otplib';
import { afterAll, describe, expect, test } from 'vitest';
import { startAdminSocket } from '../../../server/cli/adminSocket.ts';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { runAdminCli } from '../../kit/process.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { errorCode } from '../../kit/graphql.ts';

// Someone who lost both the phone and the recovery codes is not locked out for good: whoever
// holds the server turns two-factor off for them with `npm run admin -- turn-off-two-factor`.

async function turnOn(server: TestServer) {
  const token = await server.login();
  const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(`mutation { startTwoFactorSetup { secret } }`, {}, token);
  const code = await generate({ secret: setup.data!.startTwoFactorSetup.secret });
  const confirmed = await server.gql(`mutation c($code: String!) { confirmTwoFactorSetup(code: $code) }`, { code }, token);
  expect(confirmed.errors).toBeUndefined();
  expect(errorCode(await server.gql(LOGIN, ADMIN))).toBe('SECOND_FACTOR_REQUIRED');
}

// Each test starts the CLI as a process (tsx compiling it first) and a server or two: slow on a busy machine.
describe('npm run admin -- turn-off-two-factor', { timeout: 120_000 }, () => {
  const server = new TestServer(databases[0]!, { seed: false });
  afterAll(() => server.destroy());

  test('with the server stopped, turns two-factor off: the password alone signs in again', async () => {
    await server.start();
    await turnOn(server);
    await server.stop();
    const result = await runAdminCli(['turn-off-two-factor', ADMIN.email.toUpperCase()], '', server.dataDir);
    expect(result).toMatchObject({ code: 0, stdout: `Two-factor sign-in turned off for ${ADMIN.email}.\n` });
    await server.start();
    expect(await server.login()).toBeTruthy();
    expect(await server.services.db.query('SELECT 1 FROM two_factor_recovery_codes')).toHaveLength(0);
  });

  test('with the server running, asks it through the admin socket', async () => {
    await turnOn(server);
    const socket = await startAdminSocket({ log: server.app.log, db: server.services.db, repos: server.services.repos }, server.dataDir);
    try {
      const result = await runAdminCli(['turn-off-two-factor', ADMIN.email], '', server.dataDir);
      expect(result).toMatchObject({ code: 0, stdout: `Two-factor sign-in turned off for ${ADMIN.email} (through the running server).\n` });
      expect(await server.login()).toBeTruthy();

      const again = await runAdminCli(['turn-off-two-factor', ADMIN.email], '', server.dataDir);
      expect(again).toMatchObject({ code: 1, stderr: `Two-factor sign-in is not on for ${ADMIN.email}\n` });
      const unknown = await runAdminCli(['turn-off-two-factor', 'nobody@bcf.test'], '', server.dataDir);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No administrator with the e-mail nobody@bcf.test\n' });
    } finally {
      await socket?.close();
    }
  });

  test('explains its usage when called without an e-mail', async () => {
    const result = await runAdminCli(['turn-off-two-factor'], '', server.dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run admin -- turn-off-two-factor EMAIL');
  });
});
