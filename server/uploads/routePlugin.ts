import type { FastifyInstance } from 'fastify';
import { uploadRoutes, type UploadRoutesOptions } from './routes.ts';

/** `POST /multiple_images-upload`, `GET /uploads/<hash>[-<width>].webp` and `GET /uploads/<hash>.jpg`. */
export default async function imageRoutes(app: FastifyInstance, { services }: { services: Pick<UploadRoutesOptions, 'images' | 'staff'> }) {
  await app.register(uploadRoutes, { images: services.images, staff: services.staff, limits: app.config.uploadLimits, publicUrl: app.config.publicUrl });
}
