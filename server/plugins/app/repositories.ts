import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories, type Repositories } from '../../db/repositories.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

type AroundWrite = <T>(write: () => Promise<T>) => Promise<T>;

/** `repos` with each write to posts run through `around`, in its transactions too. */
function aroundPostWrites(repos: Repositories, around: AroundWrite): Repositories {
  const { insert, update, remove } = repos.posts;
  const wrapped: Repositories = {
    ...repos,
    posts: {
      ...repos.posts,
      insert: (...args: Parameters<typeof insert>) => around(() => insert(...args)),
      update: (...args: Parameters<typeof update>) => around(() => update(...args)),
      remove: (...args: Parameters<typeof remove>) => around(() => remove(...args)),
    },
    transaction: (work) => repos.transaction(() => work(wrapped)),
  };
  return wrapped;
}

/**
 * The repositories over the database: every part of the server reaches the tables through
 * `app.repos`. Writes to posts answer once this process's read cache has heard of them
 * (server/posts/readCache.ts), so a writer reads its own change next; a transaction that wrote
 * to posts answers once it is committed and heard.
 */
export default fp(
  async function repositoriesPlugin(app: FastifyInstance) {
    const repos = repositories(app.db);
    const heard = app.readCache.afterWrite;
    app.decorate('repos', {
      ...aroundPostWrites(repos, heard),
      transaction(work) {
        let wrotePosts = false;
        const noted: AroundWrite = (write) => {
          wrotePosts = true;
          return write();
        };
        return heard(
          () => repos.transaction((tx) => work(aroundPostWrites(tx, noted))),
          () => wrotePosts,
        );
      },
    });
  },
  { name: 'repositories', dependencies: ['database', 'read-cache'] },
);
