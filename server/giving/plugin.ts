import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../core/secret.ts';
import { givingService, type GivingService } from './service.ts';
import { newsletterMark } from '../subscribers/index.ts';
import { subscribeLimit } from '../core/formLimit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pledges, gifts, receipts and campaigns (server/giving/). */
    giving: GivingService;
  }
}

/**
 * The giving service: pledges count per client address under the subscribe form's hourly setting
 * (a counter of their own); receipt links are signed with a key derived from the server's secret.
 */
export default fp(
  async function giving(app: FastifyInstance) {
    const serverSecret = loadJwtSecret(app.config.dataDir, app.config.jwtSecret);
    const secret = `giving:${serverSecret}`;
    app.decorate(
      'giving',
      givingService({
        repos: app.repos,
        mail: app.mail,
        donateContent: (language) => app.siteContent.read('donate', language),
        pledgeLimit: subscribeLimit(app.repos.rateLimitCounters, app.config.subscribeLimitPerHour, 'pledge'),
        secret,
        newsletterMark: newsletterMark(serverSecret),
      }),
    );
  },
  { name: 'giving', dependencies: ['repositories', 'site-content', 'mail'] },
);
