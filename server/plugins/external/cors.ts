import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CORS for the origins ALLOWED_ORIGINS lists; with none, the API is same-origin only. */
export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const origins = app.config.allowedOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
