import { resolve } from 'node:path';
import { mailSettingsFromEnv, type MailSettings } from './mail/settings.ts';
import { parsePublicUrl } from './seo/origin.ts';
import { MB, type UploadLimits } from './uploads/limits.ts';

/** Everything the server reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (default: the connection's search_path). */
  databaseSchema?: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  production: boolean;
  distDir: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  publicUrl?: string;
  uploadLimits: Partial<UploadLimits>;
  /** E-mail settings; absent (e-mail off) without SMTP_URL. */
  mail?: MailSettings;
}

/** A numeric setting times `unit`, or undefined when unset; anything else stops the start. */
function numberSetting(env: NodeJS.ProcessEnv, name: string, unit = 1): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value * unit;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const publicUrl = env.PUBLIC_URL?.trim() ? parsePublicUrl(env.PUBLIC_URL.trim()) : undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    production: env.NODE_ENV === 'production',
    distDir: resolve(env.DIST_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl,
    uploadLimits: {
      maxFileBytes: numberSetting(env, 'UPLOAD_MAX_FILE_MB', MB),
      maxFiles: numberSetting(env, 'UPLOAD_MAX_FILES'),
      maxPixels: numberSetting(env, 'UPLOAD_MAX_MEGAPIXELS', 1_000_000),
    },
    mail: mailSettingsFromEnv(env, publicUrl),
  };
}
