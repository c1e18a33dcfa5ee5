import type { FastifyRequest } from 'fastify';
import { limitKey } from '../core/clientAddress.ts';
import { siteOrigin } from '../http/origin.ts';
import type { SeenRequest } from './counter.ts';

/** What counting reads of a request: its headers, its client's address as the limits count it, and the site's host. */
export function seenRequest(request: FastifyRequest, publicUrl: string | undefined): SeenRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers as SeenRequest['headers'],
    address: limitKey(request.ip),
    siteHost: new URL(siteOrigin(request, publicUrl)).host,
  };
}
