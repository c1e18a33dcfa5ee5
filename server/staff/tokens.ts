import { SignJWT, jwtVerify } from 'jose';

import { SESSION_IDLE_SECONDS } from './sessionsRepository.ts';

// A token lives as long as its session may sit unused: the session row (last seen, ended, absolute
// end) decides sooner, and a token in use is renewed (x-renewed-token) while its session lasts.
export const TOKEN_LIFETIME_SECONDS = SESSION_IDLE_SECONDS;

/** Who a token speaks for, and the session version of the account when it was signed. */
export interface TokenClaims {
  userId: string;
  /** Tokens signed before the account's last password change carry an older version. */
  sessionVersion: number;
  /** The session (server/staff/sessionsRepository.ts) the token belongs to; null in tokens from before sessions. */
  sessionId: string | null;
}

export interface TokenService {
  /**
   * A token for the session `sessionId`, valid TOKEN_LIFETIME_SECONDS but never past `notAfter`
   * (seconds since the epoch: the session's absolute end).
   */
  sign(userId: string, sessionVersion: number, sessionId: string, notAfter?: number): Promise<string>;
  /** The claims, or null for a missing, malformed, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId, sessionVersion, sessionId, notAfter) {
      const now = Math.floor(Date.now() / 1000);
      const exp = Math.min(now + TOKEN_LIFETIME_SECONDS, notAfter ?? Number.POSITIVE_INFINITY);
      return new SignJWT({ sv: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        // Tokens from before session versions existed are of version 0, like every account then.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        return { userId: payload.sub, sessionVersion, sessionId };
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
