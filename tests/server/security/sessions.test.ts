// A password change ends every session of the account (the attack review: it did not). The CLI's
// change (`npm run admin -- set-password`) goes through staffRepository.setPasswordHash, on the
// running server or on the database: tokens signed before are refused from their next request.
import { describe, expect, test } from 'vitest';
import { hashPassword } from '../../../server/staff/passwords.ts';
import { staffRepository } from '../../../server/staff/repository.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADMIN } from '../../kit/settings.ts';
import { errorCode } from '../../kit/graphql.ts';

const ADMIN_QUERY = `query { activeSubscriberCount }`;

describe.each(databasesOf(import.meta.url))('sessions on $name', (kind) => {
  test('a password change ends every session of that account, checked on each request', async () => {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      const first = await server.login();
      const second = await server.login();
      for (const token of [first, second]) expect((await server.gql(ADMIN_QUERY, {}, token)).errors).toBeUndefined();

      const version = await staffRepository(server.services.db).setPasswordHash(ADMIN.email, await hashPassword('a brand new passphrase'));
      expect(version).toBe(1);

      for (const token of [first, second]) {
        const refused = await server.gql(ADMIN_QUERY, {}, token);
        expect(errorCode(refused)).toBe('UNAUTHENTICATED');
        const upload = await server.request('/multiple_images-upload', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        expect(upload.status).toBe(401);
      }
      // The old password is gone too; the new one signs in, and its token works.
      await expect(server.login()).rejects.toThrow(/UNAUTHENTICATED/);
      const fresh = await server.login(ADMIN.email, 'a brand new passphrase');
      expect((await server.gql(ADMIN_QUERY, {}, fresh)).errors).toBeUndefined();
    } finally {
      await server.destroy();
    }
  });
});
