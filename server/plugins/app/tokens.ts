import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../../auth/secret.ts';
import { loginThrottle, type LoginThrottle } from '../../auth/throttle.ts';
import { tokenService, type TokenService } from '../../auth/tokens.ts';
import { contactLimit, type ContactLimit } from '../../contact/limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    loginThrottle: LoginThrottle;
    contactLimit: ContactLimit;
  }
}

/** Admin tokens (signed with JWT_SECRET or the secret kept in dataDir) and the limits on logins and contact messages. */
export default fp(
  async function tokens(app: FastifyInstance) {
    const { dataDir, jwtSecret } = app.config;
    app.decorate('tokens', tokenService(loadJwtSecret(dataDir, jwtSecret)));
    app.decorate('loginThrottle', loginThrottle(app.repos.rateLimitEvents, app.config.loginThrottle));
    app.decorate('contactLimit', contactLimit(app.repos.rateLimitEvents, app.config.contactLimit));
  },
  { name: 'tokens', dependencies: ['repositories'] },
);
