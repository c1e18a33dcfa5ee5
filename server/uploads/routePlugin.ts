import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './routes.ts';

/** `POST /multiple_images-upload` and `GET /uploads/<hash>[-<width>].webp`. */
export default async function imageRoutes(app: FastifyInstance) {
  await app.register(uploadRoutes, { repos: app.repos, tokens: app.tokens, limits: app.config.uploadLimits, publicUrl: app.config.publicUrl });
}
