import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { LineCollector, TestServer } from '../../kit/server.ts';

describe.each(databasesOf(import.meta.url))('/readyz when the database fails, on $name', (kind) => {
  const log = new LineCollector();
  const server = new TestServer(kind, { seed: false, logLevel: 'info', logStream: log });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.destroy().catch(() => {});
  });

  test('tells anyone only {"status":"unavailable"} (503); the database error goes to the log', async () => {
    await server.services.db.close();
    // What the database says now, as the server's own query sees it.
    const error = await server.services.db.query('SELECT 1').then(
      () => null,
      (failure: Error) => failure.message.split('\n')[0]!,
    );
    expect(error).toBeTruthy();

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.text()).toBe('{"status":"unavailable"}');

    await expect.poll(() => log.lines.find((line) => line.includes('"reason"'))).toBeDefined();
    const logged = JSON.parse(log.lines.find((line) => line.includes('"reason"'))!) as { level: number; reason: string };
    expect(logged.level).toBeGreaterThanOrEqual(40); // warn or worse
    expect(logged.reason).toBe(`database: ${error}`);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
