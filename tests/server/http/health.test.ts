import { describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { LineCollector } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';

describe.each(databasesOf(import.meta.url))('health and readiness on $name', (kind) => {
  const log = new LineCollector();
  const server = withServer(kind, { logLevel: 'info', logStream: log });

  test('/healthz answers 200 while up; /readyz 200 when the database answers and migrations are applied', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  test('/readyz answers 503 when a migration is missing; the reason is in the log', async () => {
    const [last] = await server.services.db.query<{ version: number; name: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
    );
    try {
      log.lines.length = 0;
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
      await expect.poll(() => log.lines.some((line) => line.includes(`migrations not applied: ${last!.version}`))).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.services.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last!.version, last!.name]);
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test('probes are not logged at info level; other requests are', async () => {
    log.lines.length = 0;
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}/healthz`);
      await fetch(`${server.url}/readyz`);
    }
    await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    await expect.poll(() => log.lines.some((line) => line.includes('/graphql'))).toBe(true);
    expect(log.lines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
  });
});
