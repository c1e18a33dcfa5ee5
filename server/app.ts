import Fastify, { type FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from './core/config.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { GRAPHQL_LIMITS } from './graphql/armor.ts';
import { loggerOptions } from './http/logging.ts';
import config from './plugins/app/config.ts';
import wellFormedInput from './plugins/app/wellFormedInput.ts';
import { externalPlugins } from './plugins/external/index.ts';
import { routePlugins } from './http/routes.ts';
import { endConnectionsOnClose, limitSmallBodies, timeoutOptions } from './http/timeouts.ts';
import { buildServices, type Services } from './services.ts';

/**
 * What Fastify is given: the proxies' addresses as they are; a hop count as a function of the hop
 * (0 is the peer that connected), since this Fastify treats a bare number as "trust nobody".
 */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** How long one plugin may take to start before the start fails. */
export const PLUGIN_START_MS = 120_000;

/** A built server: the Fastify instance, and the services its routes were given. */
export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/**
 * Builds the whole server without listening (tests use inject() or listen on a free port), in
 * layers, in the order of Fastify's demo: the settings first (every plugin reads `app.config`),
 * then the external plugins (server/plugins/external) and the check of every request's text; then
 * the database, opened and migrated, and the services over it (server/services.ts); then the
 * routes (server/http/routes.ts), each given the services as its options. The services' workers
 * start when the server is ready and stop when it closes, before the database closes.
 */
export async function buildApp(settings: Config): Promise<BuiltApp> {
  const logging = loggerOptions(settings.logLevel);
  const app = Fastify({
    ...logging,
    logger: { ...(logging.logger as object), ...(settings.logStream ? { stream: settings.logStream } : {}) },
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    ...timeoutOptions(settings.timeouts),
    // A plugin may take this long to start: Fastify's default (10 s) refused starts on a busy
    // machine that were only slow. The slowest part of a start, the database (a new embedded one
    // is created in its own thread and migrated, tens of seconds), opens outside any plugin.
    pluginTimeout: PLUGIN_START_MS,
  });
  limitSmallBodies(app, settings.timeouts);
  endConnectionsOnClose(app);
  try {
    await app.register(config, { settings });
    for (const plugin of [...externalPlugins, wellFormedInput]) await app.register(plugin);
    // PGlite in dataDir, or PostgreSQL; closed last.
    const db = await openDb({
      dataDir: settings.dataDir,
      databaseUrl: settings.databaseUrl,
      schema: settings.databaseSchema,
      pgliteBuffersMb: settings.pgliteBuffersMb,
    });
    app.addHook('onClose', () => db.close());
    await migrate(db);
    const services = await buildServices({ settings, db, log: app.log });
    app.addHook('onReady', () => services.start());
    app.addHook('onClose', () => services.stop());
    for (const plugin of routePlugins) await app.register(plugin, { services });
    await app.ready();
    return { app, services };
  } catch (error) {
    // Whatever opened (the database, the services) closes again.
    await app.close().catch(() => {});
    throw error;
  }
}
