// The table of the application's plugins (server/plugins/app/index.ts) against what the plugins
// do: each decorates the app with the services its line names and with none of another line's, and
// the started app carries every service a request's context is given (SERVICE_NAMES).
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import config from '../../../server/plugins/app/config.ts';
import { APPLICATION, SERVICE_NAMES } from '../../../server/plugins/app/index.ts';
import { externalPlugins } from '../../../server/plugins/external/index.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';

describe.each(databasesOf(import.meta.url))('the application plugins and their services on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  test('the started app is decorated with every name of SERVICE_NAMES', () => {
    expect(SERVICE_NAMES.length).toBeGreaterThan(0);
    expect(SERVICE_NAMES.filter((name) => !server.app.hasDecorator(name))).toEqual([]);
  });

  test('each plugin, registered in its turn, decorates exactly the services its line names', async () => {
    // A second server's database, its app built as buildApp builds it up to the application's
    // plugins, then those one at a time.
    const stepwise = new TestServer(kind, { seed: false });
    const app = Fastify({ logger: false });
    try {
      await app.register(config, { settings: await stepwise.prepare() });
      for (const plugin of externalPlugins) await app.register(plugin);
      const decorated = () => SERVICE_NAMES.filter((name) => app.hasDecorator(name));
      const found: { plugin: string; services: string[] }[] = [];
      for (const { plugin } of APPLICATION) {
        const before = decorated();
        await app.register(plugin);
        found.push({ plugin: plugin.name, services: decorated().filter((name) => !before.includes(name)).sort() });
      }
      expect(found).toEqual(APPLICATION.map(({ plugin, services }) => ({ plugin: plugin.name, services: [...services].sort() })));
    } finally {
      await app.close();
      await stepwise.destroy();
    }
  });
});
