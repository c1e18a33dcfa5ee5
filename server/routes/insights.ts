import type { FastifyInstance } from 'fastify';
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/insightsBeacon.ts';
import { seenRequest } from '../insights/requests.ts';

/**
 * `POST /insights/view`, the app's beacon when it moves to another page (server/insights/counter.ts).
 * It answers 204 to everything, a refused or malformed beacon and one too large included, so that a
 * prober learns nothing; counting happens after the answer, never in its way. A beacon is the
 * site's most frequent request and its answer is empty, so it leaves Fastify's lifecycle once the
 * server's request hooks have run (the slow-body limit among them): its body is read here, at most
 * BEACON_MAX_BYTES of it, as text whatever its type, and the 204 written at once.
 */
export default async function insights(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const postExists = async (postId: string) => (await app.posts.one(postId)) !== null;

  app.post(BEACON_PATH, {
    onRequest(request, reply) {
      reply.hijack();
      const seen = seenRequest(request, app.config.publicUrl);
      const chunks: Buffer[] = [];
      let size = 0;
      request.raw.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
      });
      request.raw.on('end', () => {
        reply.raw.writeHead(204, closing ? { connection: 'close' } : {}).end();
        if (size <= BEACON_MAX_BYTES) app.insightsCounting.counter.beacon(seen, Buffer.concat(chunks).toString('utf8'), postExists);
      });
      request.raw.on('error', () => reply.raw.destroy());
    },
    handler: async () => undefined,
  });
}
