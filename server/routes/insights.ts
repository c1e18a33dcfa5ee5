import type { FastifyInstance } from 'fastify';
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/insightsBeacon.ts';
import { seenRequest } from '../insights/requests.ts';

/**
 * `POST /insights/view`, the app's beacon when it moves to another page (server/insights/counter.ts).
 * It answers 204 to everything, a refused or malformed beacon and one too large included, so that a
 * prober learns nothing; counting happens after the answer, never in its way.
 */
export default async function insights(app: FastifyInstance) {
  // navigator.sendBeacon sends a string as text/plain; whatever the type, the body is read as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler(async (_error, _request, reply) => reply.code(204).send());

  app.post(BEACON_PATH, { bodyLimit: BEACON_MAX_BYTES }, async (request, reply) => {
    const postExists = async (postId: string) => (await app.posts.one(postId)) !== null;
    app.insightsCounting.counter.beacon(seenRequest(request, app.config.publicUrl), request.body, postExists);
    return reply.code(204).send();
  });
}
