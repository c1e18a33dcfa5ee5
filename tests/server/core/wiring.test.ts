// How the server is put together (server/app.ts, server/services.ts): every feature's service is
// built once into one object, the routes and each request's context are given it, and nothing is
// decorated on the Fastify instance but the settings and what outside plugins add themselves.
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { requestServices } from '../../../server/graphql/context.ts';
import healthPlugin from '../../../server/http/healthPlugin.ts';
import { routePlugins } from '../../../server/http/routes.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';

/** Each feature's service and what they share, as server/services.ts builds them. */
const SERVICES = [
  'db',
  'repos',
  'readCache',
  'bootstrap',
  'tokens',
  'loginThrottle',
  'secondFactorThrottle',
  'twoFactorSecrets',
  'staff',
  'mail',
  'passwordReset',
  'posts',
  'postPreviews',
  'postEditing',
  'subscribers',
  'contact',
  'images',
  'siteContent',
  'giving',
  'bounces',
  'insightsCounting',
  'insights',
  'audit',
  'bounceMailbox',
  'postScheduler',
];

describe.each(databasesOf(import.meta.url))('the server’s wiring on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  test('the composition root’s object has each feature’s service, and start and stop for what runs beside the requests', () => {
    const { start, stop, ...services } = server.services;
    expect(Object.keys(services)).toEqual(SERVICES);
    expect(typeof start).toBe('function');
    expect(typeof stop).toBe('function');
    // Without BOUNCE_MAILBOX_URL no mailbox is read; a new database made its first administrator.
    expect(SERVICES.filter((name) => services[name as keyof typeof services] == null)).toEqual(['bounceMailbox']);
  });

  test('nothing is decorated on the app but the settings and what mercurius and multipart add', () => {
    const bare = Object.keys(Fastify({ logger: false }));
    expect(Object.keys(server.app).filter((key) => !bare.includes(key))).toEqual(['config', 'multipartErrors', 'graphql']);
    expect(SERVICES.filter((name) => server.app.hasDecorator(name))).toEqual([]);
  });

  test('a request’s context carries the features’ services, the very objects the routes were given, and never the database or its tables', () => {
    const context = requestServices(server.services, 'https://bcf.example');
    expect(context.publicUrl).toBe('https://bcf.example');
    const { publicUrl: _publicUrl, ...carried } = context;
    for (const [name, service] of Object.entries(carried)) expect(service, name).toBe(server.services[name as keyof typeof server.services]);
    expect(Object.keys(carried).filter((name) => ['db', 'repos', 'mail', 'readCache', 'tokens', 'loginThrottle', 'secondFactorThrottle', 'twoFactorSecrets'].includes(name))).toEqual([]);
  });

  test('each route plugin takes the features’ services by name, never the tables, the tokens or the outbox (readiness alone reads the database)', async () => {
    const shared = ['db', 'repos', 'mail', 'tokens', 'loginThrottle', 'secondFactorThrottle', 'twoFactorSecrets'];
    const read = new Map(routePlugins.map((plugin) => [plugin, new Set<string>()]));
    const app = Fastify({ logger: false });
    app.decorate('config', server.app.config);
    try {
      for (const plugin of routePlugins) {
        const services = new Proxy(server.services, {
          get(target, key, receiver) {
            if (typeof key === 'string') read.get(plugin)!.add(key);
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
        await app.register(plugin, { services });
      }
      await app.ready();
    } finally {
      await app.close();
    }
    for (const [plugin, names] of read) expect(shared.filter((name) => names.has(name)), plugin.name).toEqual(plugin === healthPlugin ? ['db'] : []);
  });

  test('the workers run from when the server is ready until it closes', async () => {
    const own = new TestServer(kind, { seed: false });
    try {
      await own.start();
      const { services } = own;
      expect(services.postScheduler).not.toBeNull();
      expect(services.insightsCounting.rollups).not.toBeNull();
      await own.stop();
      expect(services.postScheduler).toBeNull();
      expect(services.insightsCounting.rollups).toBeNull();
    } finally {
      await own.destroy();
    }
  });
});
