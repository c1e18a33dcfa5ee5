import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadCache, type ReadCache } from './readCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** The memory of the public post reads (READ_CACHE_MB in all), emptied when the database says posts changed. */
export default fp(
  async function readCache(app: FastifyInstance) {
    const cache = await createReadCache(app.db, app.config.readCacheBytes);
    app.decorate('readCache', cache);
    app.addHook('onClose', () => cache.close());
  },
  { name: 'read-cache', dependencies: ['config', 'database'] },
);
