import type { FastifyInstance } from 'fastify';
import { seoRoutes } from './routes.ts';

/** `/robots.txt`, `/sitemap.xml` and the feeds (`/feed.xml`, `/rw/feed.xml`, `/fr/feed.xml`). */
export default async function feedRoutes(app: FastifyInstance) {
  await app.register(seoRoutes, {
    posts: app.repos.posts,
    reads: app.posts,
    samePage: (body) => app.readCache.samePage(body),
    publicUrl: app.config.publicUrl,
  });
}
