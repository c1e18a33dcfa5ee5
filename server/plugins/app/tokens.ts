import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../../auth/secret.ts';
import { loginThrottle, type LoginThrottle } from '../../auth/throttle.ts';
import { tokenService, type TokenService } from '../../auth/tokens.ts';
import { contactLimit, type ContactLimit } from '../../contact/limit.ts';
import { subscribeLimit, type SubscribeLimit } from '../../mail/limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    loginThrottle: LoginThrottle;
    contactLimit: ContactLimit;
    subscribeLimit: SubscribeLimit;
  }
}

/** Admin tokens (signed with JWT_SECRET or the secret kept in dataDir) and the limits on logins, contact messages and subscriptions. */
export default fp(
  async function tokens(app: FastifyInstance) {
    const { dataDir, jwtSecret } = app.config;
    app.decorate('tokens', tokenService(loadJwtSecret(dataDir, jwtSecret)));
    app.decorate('loginThrottle', loginThrottle(app.repos.rateLimitEvents, app.config.loginThrottle));
    app.decorate('contactLimit', contactLimit(app.repos.rateLimitEvents, app.config.contactLimit));
    app.decorate('subscribeLimit', subscribeLimit(app.repos.rateLimitCounters, app.config.subscribeLimitPerHour));
  },
  { name: 'tokens', dependencies: ['repositories'] },
);
