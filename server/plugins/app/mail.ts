import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../../core/secret.ts';
import { bounceTokens } from '../../bounces/index.ts';
import { contactMail, type ContactMail } from '../../contact/index.ts';
import { mailService, type MailService } from '../../mail/service.ts';
import { invitationMail, passwordResetService, type InvitationMail, type PasswordResetService } from '../../staff/index.ts';
import { subscriberMail, type SubscriberMail } from '../../subscribers/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * E-mail (on or off): the outbox's front door, with the features' own e-mail on it
     * (subscriptions and the newsletter, contact notices, invitations).
     */
    mail: MailService & SubscriberMail & ContactMail & InvitationMail;
    /** Password reset by e-mail (server/staff/passwordReset.ts). */
    passwordReset: PasswordResetService;
  }
}

/**
 * E-mail (on with `mail.smtpUrl`, off without): subscriber links are signed with a key derived from
 * the JWT secret. The outbox worker starts when the server is ready and stops, letting messages in
 * flight finish, when it closes.
 */
export default fp(
  async function mail(app: FastifyInstance) {
    const { dataDir, jwtSecret, mail, publicUrl, bounces } = app.config;
    const secret = loadJwtSecret(dataDir, jwtSecret);
    // With a bounce address, each message's envelope sender carries its token (server/bounces/token.ts).
    const bounce = bounces.address ? { address: bounces.address, tokens: bounceTokens(secret) } : undefined;
    const outbox = mailService(app.repos, { mail, publicUrl, secret, ...(bounce ? { bounce } : {}) });
    const service = { ...outbox, ...subscriberMail(app.repos, outbox, secret), ...contactMail(app.repos, outbox), ...invitationMail(outbox) };
    app.decorate('mail', service);
    const resets = passwordResetService({ repos: app.repos, mail: service, log: app.log });
    app.decorate('passwordReset', resets);
    app.addHook('onReady', async () => service.start(app.log));
    app.addHook('onClose', async () => {
      // Reset e-mails still being queued after their answers are queued before the worker stops.
      await resets.idle();
      await service.stop();
    });
  },
  { name: 'mail', dependencies: ['repositories', 'tokens'] },
);
