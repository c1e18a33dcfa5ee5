import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENEWED_TOKEN_HEADER } from '../../shared/constants.ts';
import { sessionFromAuthorization, type SignedInAdmin } from '../auth/admin.ts';
import { clientFacts } from '../repositories/sessions.ts';
import type { UserRecord } from '../repositories/users.ts';
import { limitKey } from '../clientAddress.ts';
import { siteOrigin } from '../seo/origin.ts';
import { forbidden, passwordCheckRequired, unauthenticated } from '../errors.ts';
import { ACCOUNT_SECURITY_MESSAGES } from '../../shared/twoFactor.ts';
import { can, type Capability } from '../../shared/roles.ts';

/**
 * The app's services every request's context carries, by name: each is decorated on the app, and
 * typed there, by its plugin (server/plugins/app/). A new one is its plugin's and one name here.
 */
export const SERVICE_NAMES = [
  'repos',
  'tokens',
  'loginThrottle',
  'contactLimit',
  'subscribeLimit',
  'posts',
  'mail',
  'twoFactorSecrets',
  'secondFactorThrottle',
  'passwordReset',
  'postPreviews',
  'siteContent',
  'giving',
] as const satisfies readonly (keyof FastifyInstance)[];

type ServiceName = (typeof SERVICE_NAMES)[number];

export type Services = Pick<FastifyInstance, ServiceName> & {
  /** PUBLIC_URL's origin, when set: absolute links are built on it, else on the request's. */
  publicUrl: string | undefined;
};

/** The services of `app`, as SERVICE_NAMES lists them. */
export function servicesOf(app: FastifyInstance): Services {
  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, app[name]])) as Pick<FastifyInstance, ServiceName>;
  return { ...services, publicUrl: app.config.publicUrl };
}

export interface RequestContext extends Services {
  /**
   * The client's address as the per-client limits count it: behind a proxy only when TRUST_PROXY
   * says to believe it, and an IPv6 address by its /64 (server/clientAddress.ts).
   */
  clientIp: string;
  /** The site's origin for absolute links: PUBLIC_URL, else the request's (server/seo/origin.ts). */
  origin: string;
  /** The client's address and browser as they are kept (sessions, the audit log). */
  client: { ip: string; userAgent: string };
  /**
   * The person whose session this request has shown (through requireSession, require or
   * requireAdmin), or null when it asked for none or was refused: the audit log's "who".
   */
  signedIn(): Promise<UserRecord | null>;
  /** The administrator behind the request's bearer token; refuses with UNAUTHENTICATED otherwise. */
  requireAdmin(): Promise<UserRecord>;
  /**
   * The administrator and the session their token names; refuses with UNAUTHENTICATED otherwise.
   * A person the Owner's policy asks to set up two-factor first is refused (FORBIDDEN) unless the
   * operation is one they need for that (`duringTwoFactorSetup`).
   */
  requireSession(options?: AccessOptions): Promise<Omit<SignedInAdmin, 'renewedToken' | 'absoluteEnd'>>;
  /**
   * Refuses with PASSWORD_CHECK_REQUIRED unless the session's password was proved within the last
   * 10 minutes (signing in or confirmPassword counts). For sensitive actions: two-factor changes,
   * the subscribers' export, role changes, ownership transfer. Call it after the role check.
   */
  requirePasswordCheck(): Promise<void>;
  /** Whether the session's password was proved within the last 10 minutes (requirePasswordCheck without the refusal). */
  passwordCheckedRecently(): Promise<boolean>;
  /** Records that this session's person just proved their password (it counts for 10 minutes). */
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
  require(capability: Capability, options?: AccessOptions): Promise<UserRecord>;
}

export interface AccessOptions {
  /** The operation is open to a person who must still set up two-factor (me, the setup, their sessions). */
  duringTwoFactorSetup?: boolean;
}

const setUpFirst = () => forbidden(ACCOUNT_SECURITY_MESSAGES.setUpTwoFactorFirst);

export function contextFor(services: Services) {
  return (request: FastifyRequest, reply?: FastifyReply): RequestContext => {
    let session: Promise<SignedInAdmin> | undefined;
    const requireSession = () => {
      session ??= (async () => {
        const found = await sessionFromAuthorization(request.headers.authorization, {
          tokens: services.tokens,
          sessions: services.repos.sessions,
        });
        if (!found) throw unauthenticated();
        if (found.renewedToken) reply?.header(RENEWED_TOKEN_HEADER, found.renewedToken);
        return found;
      })();
      return session;
    };
    return {
      ...services,
      clientIp: limitKey(request.ip),
      origin: siteOrigin(request, services.publicUrl),
      client: clientFacts(request.ip, request.headers['user-agent']),
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
        reply?.header(RENEWED_TOKEN_HEADER, await services.tokens.sign(user._id, sessionVersion, sessionId, absoluteEnd));
      },
      async startSession(userId, sessionVersion) {
        const opened = await services.repos.sessions.create(userId, clientFacts(request.ip, request.headers['user-agent']));
        return services.tokens.sign(userId, sessionVersion, opened.id, opened.absoluteEnd);
      },
    };
  };
}

// mercurius hands every resolver its context merged with ours: saying so types the resolvers
// (server/graphql/resolvers.generated.ts) against mercurius's own without a cast.
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends RequestContext {}
}
