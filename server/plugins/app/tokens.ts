import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../../core/secret.ts';
import { loginThrottle, type LoginThrottle, tokenService, type TokenService, secretBox, type SecretBox } from '../../staff/index.ts';
import { contactLimit, type ContactLimit } from '../../contact/index.ts';
import { subscribeLimit, type SubscribeLimit } from '../../core/formLimit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    loginThrottle: LoginThrottle;
    contactLimit: ContactLimit;
    /** makeSubscribe calls per client address and hour. */
    subscribeLimit: SubscribeLimit;
    /** Seals and opens two-factor secrets (AES-256-GCM, key derived from the server's secret). */
    twoFactorSecrets: SecretBox;
    /** Wrong second-factor codes, throttled as passwords are (per account and address, per address). */
    secondFactorThrottle: LoginThrottle;
  }
}

/** Admin tokens (signed with JWT_SECRET or the secret kept in dataDir), the key sealing two-factor secrets (derived from it), and the limits on logins (passwords and second-factor codes), contact messages and subscriptions. */
export default fp(
  async function tokens(app: FastifyInstance) {
    const { dataDir, jwtSecret } = app.config;
    const secret = loadJwtSecret(dataDir, jwtSecret);
    app.decorate('tokens', tokenService(secret));
    app.decorate('loginThrottle', loginThrottle(app.repos.rateLimitEvents, app.config.loginThrottle));
    app.decorate('twoFactorSecrets', secretBox(secret));
    app.decorate('secondFactorThrottle', loginThrottle(app.repos.rateLimitEvents, app.config.loginThrottle, '2fa'));
    app.decorate('contactLimit', contactLimit(app.repos.rateLimitEvents, app.config.contactLimit));
    app.decorate('subscribeLimit', subscribeLimit(app.repos.rateLimitCounters, app.config.subscribeLimitPerHour));
  },
  { name: 'tokens', dependencies: ['repositories'] },
);
