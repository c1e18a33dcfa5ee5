import { can, type Capability } from '../../shared/roles.ts';
import { ACCOUNT_SECURITY_MESSAGES } from '../../shared/twoFactor.ts';
import { forbidden, passwordCheckRequired, unauthenticated } from '../core/errors.ts';
import type { MailService } from '../mail/service.ts';
import type { InvitationMail } from './messages.ts';
import type { Repositories } from '../db/repositories.ts';
import type { clientFacts } from './sessionsRepository.ts';
import type { StaffRecord } from './repository.ts';
import { sessionFromAuthorization, type SignedInAdmin } from './admin.ts';
import type { LoginThrottle } from './throttle.ts';
import type { TokenService } from './tokens.ts';
import type { SecretBox } from './twoFactor.ts';

/** The client's address and browser as they are kept (sessions, the audit log). */
export type ClientFacts = ReturnType<typeof clientFacts>;

export interface AccessOptions {
  /** The operation is open to a person who must still set up two-factor (me, the setup, their sessions). */
  duringTwoFactorSetup?: boolean;
}

/** The session a request shows with its bearer token, and the rules it is held to. */
export interface SessionAccess {
  /**
   * The person whose session this request has shown (through requireSession, require or
   * requireAdmin), or null when it asked for none or was refused: the audit log's "who".
   */
  signedIn(): Promise<StaffRecord | null>;
  /** The administrator behind the request's bearer token; refuses with UNAUTHENTICATED otherwise. */
  requireAdmin(): Promise<StaffRecord>;
  /**
   * The administrator and the session their token names; refuses with UNAUTHENTICATED otherwise.
   * A person the Owner's policy asks to set up two-factor first is refused (FORBIDDEN) unless the
   * operation is one they need for that (`duringTwoFactorSetup`).
   */
  requireSession(options?: AccessOptions): Promise<Omit<SignedInAdmin, 'renewedToken' | 'absoluteEnd'>>;
  /**
   * Refuses with PASSWORD_CHECK_REQUIRED unless the session's password was proved within
   * PASSWORD_CHECK_SECONDS (shared/twoFactor.ts; signing in or confirmPassword counts). For
   * sensitive actions: two-factor changes, the subscribers' export, role changes, ownership
   * transfer. Call it after the role check.
   */
  requirePasswordCheck(): Promise<void>;
  /** Whether the session's password was proved within PASSWORD_CHECK_SECONDS (requirePasswordCheck without the refusal). */
  passwordCheckedRecently(): Promise<boolean>;
  /** Records that this session's person just proved their password (it counts for PASSWORD_CHECK_SECONDS). */
  passwordChecked(): Promise<void>;
  /** Opens a session for a sign-in from this request's client and answers its token. */
  startSession(userId: string, sessionVersion: number): Promise<string>;
  /**
   * Hands the caller a new token for their current session signed with `sessionVersion` (after
   * their own password change moved it), in the renewed-token header the client keeps.
   */
  renewSession(sessionVersion: number): Promise<void>;
  /**
   * The person behind the token when their role has `capability` (shared/roles.ts); refuses with
   * UNAUTHENTICATED without a person, FORBIDDEN without the capability.
   */
  require(capability: Capability, options?: AccessOptions): Promise<StaffRecord>;
}

/** What the sign-in, password and two-factor flows need of the request they serve. */
export interface AuthRequest extends SessionAccess {
  repos: Repositories;
  mail: MailService & InvitationMail;
  loginThrottle: LoginThrottle;
  secondFactorThrottle: LoginThrottle;
  twoFactorSecrets: SecretBox;
  /** The client's address as the per-client limits count it (server/core/clientAddress.ts). */
  clientIp: string;
  client: ClientFacts;
}

const setUpFirst = () => forbidden(ACCOUNT_SECURITY_MESSAGES.setUpTwoFactorFirst);

/**
 * The session behind a request's `Authorization` header, looked up once and only when asked for,
 * and the rules it is held to: a person the Owner's policy asks to set up two-factor may do only
 * what that needs; a sensitive action needs a recent password check. `renewed` hands the client a
 * new token for its session (the transport decides how).
 */
export function sessionAccess(
  services: { tokens: TokenService; repos: Repositories },
  request: { authorization: string | undefined; client: ClientFacts; renewed(token: string): void },
): SessionAccess {
  let session: Promise<SignedInAdmin> | undefined;
  const requireSession = () => {
    session ??= (async () => {
      const found = await sessionFromAuthorization(request.authorization, {
        tokens: services.tokens,
        sessions: services.repos.sessions,
      });
      if (!found) throw unauthenticated();
      if (found.renewedToken) request.renewed(found.renewedToken);
      return found;
    })();
    return session;
  };
  return {
    async signedIn() {
      if (!session) return null;
      return session.then(({ user }) => user, () => null);
    },
    async requireAdmin() {
      const { user, mustSetUpTwoFactor } = await requireSession();
      if (mustSetUpTwoFactor) throw setUpFirst();
      return user;
    },
    async require(capability, options) {
      const { user, mustSetUpTwoFactor } = await requireSession();
      if (!can(user.role, capability)) throw forbidden();
      if (mustSetUpTwoFactor && !options?.duringTwoFactorSetup) throw setUpFirst();
      return user;
    },
    async requireSession(options) {
      const { renewedToken: _renewed, ...found } = await requireSession();
      if (found.mustSetUpTwoFactor && !options?.duringTwoFactorSetup) throw setUpFirst();
      return found;
    },
    async requirePasswordCheck() {
      if (!(await requireSession()).passwordCheckedRecently) throw passwordCheckRequired();
    },
    async passwordCheckedRecently() {
      return (await requireSession()).passwordCheckedRecently;
    },
    async passwordChecked() {
      const found = await requireSession();
      await services.repos.sessions.markPasswordChecked(found.sessionId);
      found.passwordCheckedRecently = true;
    },
    async renewSession(sessionVersion) {
      const { user, sessionId, absoluteEnd } = await requireSession();
      request.renewed(await services.tokens.sign(user._id, sessionVersion, sessionId, absoluteEnd));
    },
    async startSession(userId, sessionVersion) {
      const opened = await services.repos.sessions.create(userId, request.client);
      return services.tokens.sign(userId, sessionVersion, opened.id, opened.absoluteEnd);
    },
  };
}
