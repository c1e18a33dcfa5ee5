import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENEWED_TOKEN_HEADER } from '../../shared/constants.ts';
import { sessionAccess, type ClientFacts, type SessionAccess, clientFacts } from '../staff/index.ts';
import { SERVICE_NAMES } from '../plugins/app/index.ts';
import { limitKey } from '../core/clientAddress.ts';
import { siteOrigin } from '../http/origin.ts';

/**
 * The app's services every request's context carries, by name: each is decorated on the app, and
 * typed there, by its plugin; server/plugins/app/index.ts names them beside their plugins.
 */
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

export interface RequestContext extends Services, SessionAccess {
  /**
   * The client's address as the per-client limits count it: behind a proxy only when TRUST_PROXY
   * says to believe it, and an IPv6 address by its /64 (server/core/clientAddress.ts).
   */
  clientIp: string;
  /** The site's origin for absolute links: PUBLIC_URL, else the request's (server/http/origin.ts). */
  origin: string;
  /** The client's address and browser as they are kept (sessions, the audit log). */
  client: ClientFacts;
}

export function contextFor(services: Services) {
  return (request: FastifyRequest, reply?: FastifyReply): RequestContext => {
    const client = clientFacts(request.ip, request.headers['user-agent']);
    return {
      ...services,
      clientIp: limitKey(request.ip),
      origin: siteOrigin(request, services.publicUrl),
      client,
      ...sessionAccess(services, {
        authorization: request.headers.authorization,
        client,
        renewed: (token) => reply?.header(RENEWED_TOKEN_HEADER, token),
      }),
    };
  };
}

// mercurius hands every resolver its context merged with ours: saying so types the resolvers
// (server/graphql/resolvers.generated.ts) against mercurius's own without a cast.
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends RequestContext {}
}
