import type { FastifyError, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/i18n/languages.ts';
import { CARD_RETURN_PATH, FLUTTERWAVE_HOOK_PATH, MOMO_HOOK_PATH, type PaymentsService } from './service.ts';
import { webhookHashMatches } from './flutterwaveClient.ts';
import { field, stringField } from './http.ts';

/** The most of a callback read: MTN's is a few hundred bytes. */
export const HOOK_BODY_MAX_BYTES = 16 * 1024;
/** The most of a Flutterwave webhook read (a charge's event is a few KB). */
export const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

/**
 * The providers' notices (docs/giving.md, "Paying online"), only while the provider is on (else
 * 404). MTN's callback, `POST` or `PUT /hooks/momo/<X-Reference-Id>` (or `/hooks/momo` with the
 * gift's reference as `externalId`): unsigned, so it is only a hint that makes the server ask MTN;
 * it is answered 200 whatever it says, and says nothing back. Flutterwave's webhook,
 * `POST /hooks/flutterwave`: its `verif-hash` must be the secret hash (else 401); it names a
 * transaction the server then verifies with Flutterwave itself. The donor's return from the hosted
 * page, `GET /pay/card/return?status&tx_ref&transaction_id`, is verified the same way and sends the
 * donor back to the giving form, which asks how the payment stands.
 */
export async function paymentRoutes(app: FastifyInstance, { services }: { services: { giving: { payments: PaymentsService } } }) {
  const { payments } = services.giving;
  const { momo, flutterwave } = app.config.payments;
  if (!momo && !flutterwave) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));
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
  if (flutterwave) {
    app.post(FLUTTERWAVE_HOOK_PATH, { bodyLimit: WEBHOOK_BODY_MAX_BYTES }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!webhookHashMatches(flutterwave.secretHash, request.headers['verif-hash'])) return reply.code(401).send({ error: 'The verif-hash does not match' });
      let parsed: unknown = null;
      try {
        parsed = Buffer.isBuffer(request.body) ? JSON.parse(request.body.toString('utf8')) : null;
      } catch {
        parsed = null;
      }
      const data = field(parsed, 'data');
      const txRef = stringField(data, 'tx_ref', 60);
      const id = stringField(data, 'id', 20);
      if (txRef && id) await payments.cardNotice(txRef, id, 'webhook');
      return reply.code(200).send({});
    });
    app.get(CARD_RETURN_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const txRef = typeof query.tx_ref === 'string' ? query.tx_ref : '';
      const id = typeof query.transaction_id === 'string' && query.transaction_id !== '' ? query.transaction_id : null;
      // The browser's status (successful, cancelled) is never trusted: a transaction id is verified.
      const language = txRef ? await payments.cardNotice(txRef, id, 'return').catch(() => null) : null;
      const prefix = language && isLanguage(language) && language !== DEFAULT_LANGUAGE ? `/${language}` : '';
      return reply.code(303).header('cache-control', 'no-store').redirect(`${prefix}/DonatePage#give`);
    });
  }

  if (!momo) return;
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
