import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { proxiesToTrust, type AppOptions } from '../../app.ts';
import type { TrustProxy } from '../../config.ts';
import { checkAdminPassword } from '../../auth/bootstrap.ts';
import { READ_CACHE_DEFAULT_BYTES } from '../../graphql/readCache.ts';
import { mailSettings } from '../../mail/settings.ts';
import { uploadLimits, type UploadLimits } from '../../uploads/limits.ts';

/** buildApp's options with every default applied: what the other plugins read. */
export interface AppConfig extends AppOptions {
  production: boolean;
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  uploadLimits: UploadLimits;
  readCacheBytes: number;
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
    mailSettings(options.mail, options.publicUrl); // e-mail on without a public URL stops the start
    app.decorate('config', {
      ...options,
      production: options.production ?? false,
      trustProxy: proxiesToTrust(options.trustProxy),
      allowedOrigins: options.allowedOrigins ?? [],
      uploadLimits: uploadLimits(options.uploadLimits),
      readCacheBytes: options.readCacheBytes ?? READ_CACHE_DEFAULT_BYTES,
    });
  },
  { name: 'config' },
);
