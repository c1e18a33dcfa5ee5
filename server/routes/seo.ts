import type { FastifyInstance } from 'fastify';
import { seoRoutes } from '../seo/routes.ts';

/** `/robots.txt` and `/sitemap.xml`. */
export default async function seo(app: FastifyInstance) {
  await app.register(seoRoutes, { posts: app.repos.posts, publicUrl: app.config.publicUrl });
}
