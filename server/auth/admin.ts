import type { UserRecord, UsersRepository } from '../repositories/users.ts';
import { bearerToken, type TokenService } from './tokens.ts';

/**
 * The administrator behind an `Authorization: Bearer <token>` header, or null when the header is
 * missing, the token is bad or expired, its user no longer exists, or the account's password
 * changed after the token was signed (its session version is older). Checked on every request;
 * GraphQL and the upload route both ask here, so they cannot disagree on who is an admin.
 */
export async function adminFromAuthorization(
  header: string | undefined,
  services: { tokens: TokenService; users: UsersRepository },
): Promise<UserRecord | null> {
  const token = bearerToken(header);
  const claims = token ? await services.tokens.verify(token) : null;
  if (!claims) return null;
  const user = await services.users.findWithSessionVersion(claims.userId);
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  const { sessionVersion: _version, ...admin } = user;
  return admin;
}
