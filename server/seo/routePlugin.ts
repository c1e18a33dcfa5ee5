import type { FastifyInstance } from 'fastify';
import type { ReadCache } from '../posts/index.ts';
import { seoRoutes, type SeoOptions } from './routes.ts';

/** `/robots.txt`, `/sitemap.xml` and the feeds (`/feed.xml`, `/rw/feed.xml`, `/fr/feed.xml`). */
export default async function feedRoutes(
  app: FastifyInstance,
  { services }: { services: { posts: SeoOptions['reads']; readCache: Pick<ReadCache, 'samePage'> } },
) {
  await app.register(seoRoutes, {
    reads: services.posts,
    samePage: (body) => services.readCache.samePage(body),
    publicUrl: app.config.publicUrl,
  });
}
