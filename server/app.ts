import Fastify, { type FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from './core/config.ts';
import { GRAPHQL_LIMITS } from './graphql/armor.ts';
import { loggerOptions } from './http/logging.ts';
import config from './plugins/app/config.ts';
import { applicationPlugins } from './plugins/app/index.ts';
import { externalPlugins } from './plugins/external/index.ts';
import { routePlugins } from './http/routes.ts';
import { endConnectionsOnClose, limitSmallBodies, timeoutOptions } from './http/timeouts.ts';

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

/**
 * Builds the whole server without listening (tests use inject() or listen on a free port), as
 * layers of plugins in the order of Fastify's demo: the settings first (every plugin reads
 * `app.config`), then the external plugins (server/plugins/external), the application's services
 * (server/plugins/app and the features' plugins), and the routes (server/http/routes.ts).
 */
export async function buildApp(settings: Config): Promise<FastifyInstance> {
  const logging = loggerOptions(settings.logLevel);
  const app = Fastify({
    ...logging,
    logger: { ...(logging.logger as object), ...(settings.logStream ? { stream: settings.logStream } : {}) },
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    ...timeoutOptions(settings.timeouts),
    // A plugin may take this long to start. The slowest is the database's: a new embedded one is
    // created (initdb, in its own thread) and migrated, which takes tens of seconds on a slow or busy
    // machine; Fastify's default (10 s) would refuse a start that is only slow.
    pluginTimeout: PLUGIN_START_MS,
  });
  limitSmallBodies(app, settings.timeouts);
  endConnectionsOnClose(app);
  try {
    await app.register(config, { settings });
    for (const plugin of [...externalPlugins, ...applicationPlugins, ...routePlugins]) await app.register(plugin);
    await app.ready();
  } catch (error) {
    // Whatever opened (the database) closes again.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
