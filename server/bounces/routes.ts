import type { FastifyError, FastifyInstance } from 'fastify';
import { BODY_MAX_BYTES, SIGNATURE_HEADER, checkSignature, eventsOf } from './webhook.ts';
import { bytesAreUtf8 } from '../core/wellFormedText.ts';
import type { BounceService } from './events.ts';

/** The path relays (or an adapter of their events) post bounces and complaints to. */
export const BOUNCE_EVENTS_PATH = '/hooks/mail-events';

/**
 * `POST /hooks/mail-events` (docs/production.md, "Bounces and complaints"): only with
 * MAIL_EVENTS_SECRET set (else there is no such address: 404). A JSON body of at most 64 KB, signed
 * with the time; a wrong or missing signature, or one more than 5 minutes from now, is 401, the
 * same signed request again 409, a body that is not the events' 400. Each event counts once (its
 * id): the answer says how many were applied, already known, or named no message that was sent.
 */
export default async function bounceRoutes(app: FastifyInstance, { services }: { services: { bounces: BounceService } }) {
  const { bounces } = services;
  const secret = app.config.bounces.eventsSecret;
  if (!secret) return;
  app.removeAllContentTypeParsers();
  // Kept as the text it came as (what the signature covers), once it is known to be UTF-8.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_MAX_BYTES }, (_request, body, done) => {
    if (!bytesAreUtf8(body as Buffer)) return done(Object.assign(new Error('The body is not UTF-8 text'), { statusCode: 400 }), undefined);
    return done(null, (body as Buffer).toString('utf8'));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    if (!request.raw.complete) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').send({ error: error.message });
  });

  app.post(BOUNCE_EVENTS_PATH, { bodyLimit: BODY_MAX_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = Buffer.from(typeof request.body === 'string' ? request.body : '', 'utf8');
    const check = checkSignature(secret, request.headers[SIGNATURE_HEADER], body);
    if (!check.ok) return reply.code(401).send({ error: check.problem });
    if (!(await bounces.rememberRequest(check.signature))) return reply.code(409).send({ error: 'This request was received before' });
    const reports = eventsOf(body, bounces.tokens);
    if (!reports) return reply.code(400).send({ error: 'The body must be {"events":[…]} with 1 to 100 events (docs/production.md)' });
    const counts = { applied: 0, duplicate: 0, unknown: 0 };
    for (const report of reports) counts[await bounces.record(report)]++;
    return counts;
  });
}
