import type { UserRecord, UsersRepository } from '../repositories/users.ts';
import { bearerToken, type TokenService } from './tokens.ts';

/**
 * The administrator behind an `Authorization: Bearer <token>` header, or null when the header is
 * missing, the token is bad or expired, or its user no longer exists. GraphQL and the upload
 * route both ask here, so they cannot disagree on who is an admin.
 */
export async function adminFromAuthorization(
  header: string | undefined,
  services: { tokens: TokenService; users: UsersRepository },
): Promise<UserRecord | null> {
  const token = bearerToken(header);
  const userId = token ? await services.tokens.verify(token) : null;
  return userId ? services.users.find(userId) : null;
}
