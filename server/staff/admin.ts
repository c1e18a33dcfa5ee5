import type { SessionsRepository } from './sessionsRepository.ts';
import type { StaffRecord } from './repository.ts';
import { bearerToken, type TokenService } from './tokens.ts';

/** The administrator behind a request and the session their token names. */
export interface SignedInAdmin {
  user: StaffRecord;
  sessionId: string;
  /** When the session ends however much it is used (seconds since the epoch). */
  absoluteEnd: number;
  /** A fresh token for the same session when this request moved its `last seen`; the client keeps it. */
  renewedToken: string | null;
  /** Whether the password was proved within PASSWORD_CHECK_SECONDS (sign-in or confirmPassword). */
  passwordCheckedRecently: boolean;
  /** The Owner's policy asks two-factor of this person and they have not set it up. */
  mustSetUpTwoFactor: boolean;
}

/**
 * The administrator and session behind an `Authorization: Bearer <token>` header, or null when the
 * header is missing, the token is bad or expired, it names no session or one that is not its
 * user's, the session was ended or ran out (idle or absolute time), the user no longer exists, or
 * the account's password changed after the token was signed (its session version is older).
 * Checked on every request; GraphQL and the upload route both ask here, so they cannot disagree
 * on who is an admin.
 */
export async function sessionFromAuthorization(
  header: string | undefined,
  services: { tokens: TokenService; sessions: SessionsRepository },
): Promise<SignedInAdmin | null> {
  const token = bearerToken(header);
  const claims = token ? await services.tokens.verify(token) : null;
  if (!claims?.sessionId) return null;
  const open = await services.sessions.use(claims.sessionId, claims.userId);
  if (!open || open.sessionVersion !== claims.sessionVersion) return null;
  const renewedToken = open.touched
    ? await services.tokens.sign(open.user._id, open.sessionVersion, open.sessionId, open.absoluteEnd)
    : null;
  return {
    user: open.user,
    sessionId: open.sessionId,
    absoluteEnd: open.absoluteEnd,
    renewedToken,
    passwordCheckedRecently: open.passwordCheckedRecently,
    mustSetUpTwoFactor: open.mustSetUpTwoFactor,
  };
}

/** The administrator behind the header (sessionFromAuthorization), or null. */
export async function adminFromAuthorization(
  header: string | undefined,
  services: { tokens: TokenService; sessions: SessionsRepository },
): Promise<StaffRecord | null> {
  return (await sessionFromAuthorization(header, services))?.user ?? null;
}
