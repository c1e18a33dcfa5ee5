import type { FastifyError, FastifyInstance } from 'fastify';
import { MOMO_HOOK_PATH } from './service.ts';
import { field, stringField } from './http.ts';

/** The most of a callback read: MTN's is a few hundred bytes. */
export const HOOK_BODY_MAX_BYTES = 16 * 1024;

/**
 * The providers' notices (docs/giving.md, "Paying online"), only while the provider is on (else
 * 404). MTN's callback, `POST` or `PUT /hooks/momo/<X-Reference-Id>` (or `/hooks/momo` with the
 * gift's reference as `externalId`): unsigned, so it is only a hint that makes the server ask MTN;
 * it is answered 200 whatever it says, and says nothing back.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const payments = app.giving.payments;
  if (!app.config.payments.momo) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: HOOK_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    if (!request.raw.complete) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').send({ error: error.message });
  });

  const momoHint = async (referenceId: string | undefined, body: unknown) => {
    if (referenceId) return payments.hint(referenceId);
    let parsed: unknown = null;
    try {
      parsed = Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : null;
    } catch {
      parsed = null;
    }
    const externalId = stringField(parsed, 'externalId', 20);
    return externalId && field(parsed, 'status') !== undefined ? payments.hintByReference(externalId) : false;
  };
  for (const path of [MOMO_HOOK_PATH, `${MOMO_HOOK_PATH}/:referenceId`]) {
    app.route({
      method: ['POST', 'PUT'],
      url: path,
      bodyLimit: HOOK_BODY_MAX_BYTES,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await momoHint((request.params as { referenceId?: string }).referenceId, request.body);
        return reply.code(200).send({});
      },
    });
  }
}
