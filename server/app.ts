import Fastify, { type FastifyInstance } from 'fastify';
import type { ThrottleSettings } from './auth/throttle.ts';
import type { TrustProxy } from './config.ts';
import { loggerOptions } from './logging.ts';
import type { MailOptions } from './mail/settings.ts';
import config from './plugins/app/config.ts';
import { applicationPlugins } from './plugins/app/index.ts';
import { externalPlugins } from './plugins/external/index.ts';
import { GRAPHQL_LIMITS } from './plugins/external/graphqlArmor.ts';
import type { WindowSettings } from './rateLimit.ts';
import { routePlugins } from './routes/index.ts';
import { limitSmallBodies, timeoutOptions, type ServerTimeouts } from './timeouts.ts';
import type { UploadLimits } from './uploads/limits.ts';

export interface AppOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests run each in its own). */
  databaseSchema?: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  distDir: string;
  production?: boolean;
  /** Write the sample posts on a new database (default true). */
  seed?: boolean;
  /** Believe X-Forwarded-* headers from these proxies (TRUST_PROXY): a hop count or their addresses; `true` is one hop. */
  trustProxy?: TrustProxy | true;
  /** Origins allowed to call the API from a browser; same-origin only when empty. */
  allowedOrigins?: string[];
  loginThrottle?: ThrottleSettings;
  /** Contact messages accepted per client address and window (default 5 an hour). */
  contactLimit?: WindowSettings;
  /** makeSubscribe calls accepted per client address and hour (default 10; SUBSCRIBE_LIMIT_PER_HOUR). */
  subscribeLimitPerHour?: number;
  /** Structured logs: off unless a level is given. */
  log?: { level: string; stream?: NodeJS.WritableStream };
  /** The site's public address for absolute links (canonical, link previews, sitemap); default the request's. */
  publicUrl?: string;
  /** Raise (or lower) the upload limits: bytes per file, files per request, pixels per image. */
  uploadLimits?: Partial<UploadLimits>;
  /** What the read cache (answers, posts read, pages) may hold in all, in bytes; default 32 MB. */
  readCacheBytes?: number;
  /** E-mail (server/config.ts reads it): off without smtpUrl, which needs publicUrl. Its worker's timings can be shortened (tests). */
  mail?: MailOptions;
  /** How long a request and a connection may take (server/timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
}

/** Fastify's trustProxy: `true` would trust every hop, so it means one hop here. */
export function proxiesToTrust(setting: TrustProxy | true | undefined): TrustProxy {
  if (setting === true) return 1;
  if (setting === undefined || setting === 0) return false;
  return setting;
}

/**
 * What Fastify is given: the proxies' addresses as they are; a hop count as a function of the hop
 * (0 is the peer that connected), since this Fastify treats a bare number as "trust nobody".
 */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Builds the whole server without listening (tests use inject() or listen on a free port), as
 * layers of plugins in the order of Fastify's demo: the options first (every plugin reads
 * `app.config`), then the external plugins (server/plugins/external), the application's services
 * (server/plugins/app), and the routes (server/routes).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logging = options.log ? loggerOptions(options.log.level) : null;
  const app = Fastify({
    ...(logging
      ? { ...logging, logger: { ...(logging.logger as object), ...(options.log?.stream ? { stream: options.log.stream } : {}) } }
      : { logger: false }),
    trustProxy: fastifyTrustProxy(proxiesToTrust(options.trustProxy)),
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    ...timeoutOptions(options.timeouts),
  });
  limitSmallBodies(app, options.timeouts);
  try {
    await app.register(config, options);
    for (const plugin of [...externalPlugins, ...applicationPlugins, ...routePlugins]) await app.register(plugin);
    await app.ready();
  } catch (error) {
    // Whatever opened (the database) closes again.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
