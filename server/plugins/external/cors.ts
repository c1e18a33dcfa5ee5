import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RENEWED_TOKEN_HEADER } from '../../../shared/constants.ts';

/** CORS for the origins ALLOWED_ORIGINS lists; with none, the API is same-origin only. */
export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const origins = app.config.allowedOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization'],
      // A renewed token must be readable by the page on another origin, or sessions would run out in use.
      exposedHeaders: [RENEWED_TOKEN_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
