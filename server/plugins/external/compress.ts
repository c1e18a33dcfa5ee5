import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../../http/delivery.ts';

/**
 * Compresses the dynamic responses nothing else does (GraphQL answers that are not kept, errors).
 * Cacheable bodies (server/http/delivery.ts) and the build's files come with their own br/gzip and
 * carry Content-Encoding, which this plugin leaves alone; images are not a compressible type.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 11 is for build time; on a request path a middle setting keeps latency low.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
