import type { FastifyReply, FastifyRequest } from 'fastify';
import { RENEWED_TOKEN_HEADER } from '../../shared/constants.ts';
import { type ClientFacts, type SessionAccess, clientFacts } from '../staff/index.ts';
import { limitKey } from '../core/clientAddress.ts';
import { siteOrigin } from '../http/origin.ts';
import type { Services } from '../services.ts';

/** The services a request's resolvers reach (server/services.ts builds them), and PUBLIC_URL. */
export type ContextServices = Pick<
  Services,
  | 'staff'
  | 'posts'
  | 'postPreviews'
  | 'postEditing'
  | 'subscribers'
  | 'contact'
  | 'passwordReset'
  | 'siteContent'
  | 'giving'
  | 'bounces'
  | 'insights'
  | 'audit'
> & {
  /** PUBLIC_URL's origin, when set: absolute links are built on it, else on the request's. */
  publicUrl: string | undefined;
};

/** Of `services`, those a request's context carries, each named. */
export function requestServices(services: Services, publicUrl: string | undefined): ContextServices {
  const { staff, posts, postPreviews, postEditing, subscribers, contact, passwordReset, siteContent, giving, bounces, insights, audit } = services;
  return {
    staff,
    posts,
    postPreviews,
    postEditing,
    subscribers,
    contact,
    passwordReset,
    siteContent,
    giving,
    bounces,
    insights,
    audit,
    publicUrl,
  };
}

export interface RequestContext extends ContextServices, SessionAccess {
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

export function contextFor(services: ContextServices) {
  return (request: FastifyRequest, reply?: FastifyReply): RequestContext => {
    const client = clientFacts(request.ip, request.headers['user-agent']);
    return {
      ...services,
      clientIp: limitKey(request.ip),
      origin: siteOrigin(request, services.publicUrl),
      client,
      ...services.staff.sessionAccess({
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
