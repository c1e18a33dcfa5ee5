// The second layer: the application's own services, each decorating the app for the plugins after
// it in applicationPlugins' order and for the routes.
// Add a plugin (a mail worker, health checks) here with one line of APPLICATION.
import type { FastifyInstance } from 'fastify';
import { bouncesPlugin as bounces } from '../../bounces/index.ts';
import database from './database.ts';
import firstStart from './firstStart.ts';
import { givingPlugin as giving } from '../../giving/index.ts';
import { insightsCountingPlugin as insightsCounting } from '../../insights/index.ts';
import mail from './mail.ts';
import { postsPlugin as posts, readCachePlugin as readCache, postSchedulerPlugin as scheduler } from '../../posts/index.ts';
import repositories from './repositories.ts';
import { siteContentPlugin as siteContent } from '../../siteContent/index.ts';
import tokens from './tokens.ts';
import wellFormedInput from './wellFormedInput.ts';

/**
 * The plugins in the order they run, each with the services it decorates that every request's
 * context carries (server/graphql/context.ts). What a plugin decorates and no line names here (the
 * database, the read cache, the counters, the scheduler) serves only the plugins after it and the routes.
 * tests/server/core/applicationPlugins.test.ts holds each line to what its plugin decorates.
 */
export const APPLICATION = [
  { plugin: wellFormedInput, services: [] },
  { plugin: database, services: [] },
  { plugin: readCache, services: [] },
  { plugin: repositories, services: ['repos'] },
  { plugin: firstStart, services: [] },
  { plugin: tokens, services: ['tokens', 'loginThrottle', 'contactLimit', 'subscribeLimit', 'twoFactorSecrets', 'secondFactorThrottle'] },
  { plugin: posts, services: ['posts', 'postPreviews'] },
  { plugin: mail, services: ['mail', 'passwordReset'] },
  { plugin: siteContent, services: ['siteContent'] },
  { plugin: giving, services: ['giving'] },
  { plugin: bounces, services: ['bounces'] },
  { plugin: insightsCounting, services: [] },
  { plugin: scheduler, services: [] },
] as const satisfies readonly { plugin: (app: FastifyInstance) => Promise<void>; services: readonly (keyof FastifyInstance)[] }[];

export const applicationPlugins = APPLICATION.map(({ plugin }) => plugin);

/** The services every request's context carries, by name, as their plugins decorate them on the app. */
export const SERVICE_NAMES = APPLICATION.flatMap(({ services }) => services);
