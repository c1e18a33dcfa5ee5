import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bootstrapAdmin, type BootstrapResult } from '../../staff/index.ts';
import { seedSampleContent } from '../../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first administrator, when this start created it. */
    bootstrap: BootstrapResult | null;
  }
}

/** On a new database: the first administrator, and the sample posts (unless `seed` is false). */
export default fp(
  async function firstStart(app: FastifyInstance) {
    const { adminEmail, adminPassword, seed, uploadLimits } = app.config;
    const bootstrap = await bootstrapAdmin(app.repos.users, { email: adminEmail, password: adminPassword });
    app.decorate('bootstrap', bootstrap);
    if (seed ?? true) {
      const author = bootstrap ? await app.repos.users.findWithHashByEmail(bootstrap.email) : null;
      await seedSampleContent(app.repos, author?._id ?? null, Date.now(), uploadLimits);
    }
  },
  { name: 'first-start', dependencies: ['repositories'] },
);
