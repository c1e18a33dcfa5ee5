import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FOUNDATION_POSTAL_ADDRESS } from '../mail/layout.ts';
import { siteContentService, type SiteContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The foundation's own words: the public reads and the staff's editing (server/siteContent/). */
    siteContent: SiteContentService;
  }
}

/**
 * The site content service (changes of where donors pay are mailed to the staff); at start, the sections a database lacks get their defaults (the
 * contact's postal address: FOUNDATION_POSTAL_ADDRESS, else the built-in one).
 */
export default fp(
  async function siteContent(app: FastifyInstance) {
    const service = siteContentService(app.repos, app.readCache, app.mail);
    await service.seed(app.config.mail.postalAddress ?? FOUNDATION_POSTAL_ADDRESS);
    app.decorate('siteContent', service);
  },
  { name: 'site-content', dependencies: ['repositories', 'read-cache', 'mail'] },
);
