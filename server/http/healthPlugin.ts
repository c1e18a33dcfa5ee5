import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { healthRoutes } from './health.ts';

/** `/healthz` and `/readyz`, for load balancers and orchestrators. */
export default async function health(app: FastifyInstance, { services }: { services: { db: Db } }) {
  await app.register(healthRoutes, { db: services.db });
}
