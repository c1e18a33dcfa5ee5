import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../core/secret.ts';
import { bounceService, type BounceService } from './events.ts';
import { startBounceMailbox, type BounceMailbox } from './mailbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail that came back: bounces and complaints recorded and acted on (server/bounces/). */
    bounces: BounceService;
    /** The bounce mailbox's reader while the server runs with BOUNCE_MAILBOX_URL; null otherwise. */
    bounceMailbox: BounceMailbox | null;
  }
}

/**
 * Bounces and complaints: tokens signed with a key derived from the server's secret (the mail
 * worker signs with the same), and with BOUNCE_MAILBOX_URL the mailbox read from when the server
 * is ready until it closes.
 */
export default fp(
  async function bounces(app: FastifyInstance) {
    const service = bounceService({ repos: app.repos, secret: loadJwtSecret(app.config.dataDir, app.config.jwtSecret) });
    app.decorate('bounces', service);
    app.decorate('bounceMailbox', null);
    const { mailboxUrl, pollMs } = app.config.bounces;
    if (!mailboxUrl) return;
    app.addHook('onReady', async () => {
      app.bounceMailbox = startBounceMailbox({ repos: app.repos, settings: { url: mailboxUrl, pollMs }, record: service.record, log: app.log });
    });
    app.addHook('onClose', async () => {
      await app.bounceMailbox?.stop();
      app.bounceMailbox = null;
    });
  },
  { name: 'bounces', dependencies: ['repositories'] },
);
