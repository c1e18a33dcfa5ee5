import type { FastifyInstance } from 'fastify';
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/insightsBeacon.ts';
import type { InsightsCounting } from './wiring.ts';
import { seenRequest } from './requests.ts';

/**
 * `POST /insights/view`, the app's beacon when it moves to another page (server/insights/counter.ts).
 * It answers 204 to everything within its size, a refused or malformed beacon included, so that a
 * prober learns nothing; counting happens after the answer, never in its way. A body larger than
 * BEACON_MAX_BYTES is answered 413 and the connection closed as soon as it is known to be larger
 * (from its Content-Length, else once that many bytes have come): the rest is never read.
 *
 * A beacon is the site's most frequent request and its answer is empty, so it leaves Fastify's
 * lifecycle once the server's request hooks have run (the slow-body limit among them): its body is
 * read here, as text whatever its type, under the same limit Fastify's parser would apply
 * (`bodyLimit`, declared on the route), and the answer written at once.
 */
export default async function insightsRoutes(
  app: FastifyInstance,
  { services }: { services: { posts: { one(id: string): Promise<unknown> }; insightsCounting: InsightsCounting } },
) {
  const { posts, insightsCounting } = services;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const postExists = async (postId: string) => (await posts.one(postId)) !== null;

  app.post(BEACON_PATH, {
    bodyLimit: BEACON_MAX_BYTES,
    onRequest(request, reply) {
      reply.hijack();
      const seen = seenRequest(request, app.config.publicUrl);
      const raw = request.raw;
      const tooLarge = () => {
        raw.removeAllListeners('data');
        raw.removeAllListeners('end');
        reply.raw.writeHead(413, { connection: 'close', 'content-length': '0' }).end();
        // Nothing more of it is read: the connection goes once the answer is out.
        reply.raw.on('finish', () => raw.destroy());
      };
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > BEACON_MAX_BYTES) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      raw.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > BEACON_MAX_BYTES) return tooLarge();
        chunks.push(chunk);
      });
      raw.on('end', () => {
        reply.raw.writeHead(204, closing ? { connection: 'close' } : {}).end();
        insightsCounting.counter.beacon(seen, Buffer.concat(chunks).toString('utf8'), postExists);
      });
      raw.on('error', () => reply.raw.destroy());
    },
    handler: async () => undefined,
  });
}
