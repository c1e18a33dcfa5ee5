import type { FastifyInstance } from 'fastify';
import { uploadRoutes, type UploadRoutesOptions } from './routes.ts';

/** `POST /multiple_images-upload` and `GET /uploads/<hash>[-<width>].webp`. */
export default async function imageRoutes(app: FastifyInstance, { services }: { services: Pick<UploadRoutesOptions, 'repos' | 'tokens'> }) {
  await app.register(uploadRoutes, { repos: services.repos, tokens: services.tokens, limits: app.config.uploadLimits, publicUrl: app.config.publicUrl });
}
