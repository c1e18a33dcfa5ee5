import type { FastifyRequest } from 'fastify';
import type { LoginThrottle } from '../auth/throttle.ts';
import { adminFromAuthorization } from '../auth/admin.ts';
import type { ContactLimit } from '../contact/limit.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { SubscribeLimit } from '../mail/limits.ts';
import type { MailService } from '../mail/service.ts';
import type { PostReadService } from '../posts/readService.ts';
import type { Repositories } from '../repositories/index.ts';
import type { UserRecord } from '../repositories/users.ts';
import { limitKey } from '../clientAddress.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { can, type Capability } from '../../shared/roles.ts';

export interface Services {
  repos: Repositories;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  contactLimit: ContactLimit;
  /** makeSubscribe calls per client address and hour. */
  subscribeLimit: SubscribeLimit;
  /** The public post reads (through the read cache). */
  posts: PostReadService;
  /** E-mail: subscriptions, notices and newsletter sends go through it (on or off). */
  mail: MailService;
}

export interface RequestContext extends Services {
  /**
   * The client's address as the per-client limits count it: behind a proxy only when TRUST_PROXY
   * says to believe it, and an IPv6 address by its /64 (server/clientAddress.ts).
   */
  clientIp: string;
  /** The person behind the request's bearer token; refuses with UNAUTHENTICATED otherwise. */
  requireAdmin(): Promise<UserRecord>;
  /**
   * The person behind the token when their role has `capability` (shared/roles.ts); refuses with
   * UNAUTHENTICATED without a person, FORBIDDEN without the capability.
   */
  require(capability: Capability): Promise<UserRecord>;
}

export function contextFor(services: Services) {
  return (request: FastifyRequest): RequestContext => {
    let admin: Promise<UserRecord> | undefined;
    const context: RequestContext = {
      ...services,
      clientIp: limitKey(request.ip),
      requireAdmin() {
        admin ??= (async () => {
          const user = await adminFromAuthorization(request.headers.authorization, {
            tokens: services.tokens,
            users: services.repos.users,
          });
          if (!user) throw unauthenticated();
          return user;
        })();
        return admin;
      },
      async require(capability) {
        const user = await context.requireAdmin();
        if (!can(user.role, capability)) throw forbidden();
        return user;
      },
    };
    return context;
  };
}

// mercurius hands every resolver its context merged with ours: saying so types the resolvers
// (server/graphql/resolvers.generated.ts) against mercurius's own without a cast.
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends RequestContext {}
}
