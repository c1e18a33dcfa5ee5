import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';

/** `/healthz` and `/readyz`, for load balancers and orchestrators. */
export default async function health(app: FastifyInstance) {
  await app.register(healthRoutes, { db: app.db });
}
