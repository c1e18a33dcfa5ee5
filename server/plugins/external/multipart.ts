import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** multipart/form-data for image uploads, within the upload limits. */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    const limits = app.config.uploadLimits;
    await app.register(multipart, {
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, parts: limits.maxFiles + 50 },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
