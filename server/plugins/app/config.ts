import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.ts';
import { checkAdminPassword } from '../../auth/bootstrap.ts';
import { uploadLimits, type UploadLimits } from '../../uploads/limits.ts';

/** buildApp's options with every default applied: what the other plugins read. */
export interface AppConfig extends AppOptions {
  production: boolean;
  trustProxy: boolean;
  allowedOrigins: string[];
  uploadLimits: UploadLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Checks the options (a bad setting fails the start before anything opens) and decorates `config`. */
export default fp(
  async function config(app: FastifyInstance, options: AppOptions) {
    checkAdminPassword(options.adminPassword);
    app.decorate('config', {
      ...options,
      production: options.production ?? false,
      trustProxy: options.trustProxy ?? false,
      allowedOrigins: options.allowedOrigins ?? [],
      uploadLimits: uploadLimits(options.uploadLimits),
    });
  },
  { name: 'config' },
);
