import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories, type Repositories } from '../../repositories/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/**
 * The repositories over the database. Writes to posts answer once this process's read cache has
 * heard of them (server/graphql/readCache.ts), so a writer reads its own change next.
 */
export default fp(
  async function repositoriesPlugin(app: FastifyInstance) {
    const repos = repositories(app.db);
    const { insert, update, remove } = repos.posts;
    const heard = app.readCache.afterWrite;
    app.decorate('repos', {
      ...repos,
      posts: {
        ...repos.posts,
        insert: (...args: Parameters<typeof insert>) => heard(() => insert(...args)),
        update: (...args: Parameters<typeof update>) => heard(() => update(...args)),
        remove: (...args: Parameters<typeof remove>) => heard(() => remove(...args)),
      },
    });
  },
  { name: 'repositories', dependencies: ['database', 'read-cache'] },
);
