import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postReadService, type PostReadService } from '../../posts/readService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    posts: PostReadService;
  }
}

/** The public post reads, for the resolvers and for the pages' answers and heads. */
export default fp(
  async function posts(app: FastifyInstance) {
    app.decorate('posts', postReadService(app.repos.posts, app.readCache));
  },
  { name: 'posts', dependencies: ['repositories', 'read-cache'] },
);
