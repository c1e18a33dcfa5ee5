import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** Who a token speaks for, and the session version of the account when it was signed. */
export interface TokenClaims {
  userId: string;
  /** Tokens signed before the account's last password change carry an older version. */
  sessionVersion: number;
}

export interface TokenService {
  sign(userId: string, sessionVersion: number): Promise<string>;
  /** The claims, or null for a missing, malformed, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, sessionVersion) =>
      new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        // Tokens from before session versions existed are of version 0, like every account then.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return null;
        return { userId: payload.sub, sessionVersion };
      } catch {
        return null;
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
