import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postPreviews, type PostPreviews } from './previewLinks.ts';
import { postReadService, type PostReadService } from './readService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public post reads (through the read cache). */
    posts: PostReadService;
    /** Preview links of posts not yet public (server/posts/previewLinks.ts). */
    postPreviews: PostPreviews;
  }
}

/** The public post reads, for the resolvers and for the pages' answers and heads; the preview links. */
export default fp(
  async function posts(app: FastifyInstance) {
    app.decorate('posts', postReadService(app.repos.posts, app.readCache));
    app.decorate('postPreviews', postPreviews(app.repos));
  },
  { name: 'posts', dependencies: ['repositories', 'read-cache'] },
);
