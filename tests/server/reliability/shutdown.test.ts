import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { exchange, head, sleep, write } from '../security/rawHttp.ts';

const QUERY = JSON.stringify({ query: '{ __typename }' });

// A server closing (SIGTERM, or a test's stop) answers the requests in flight and then stops: a
// kept-alive connection whose request was in flight when the close began must not hold the close
// for the keep-alive timeout (72 s), as it did (tests/src/admin's afterAll timed out on it).
describe('closing with a request in flight', () => {
  let server: TestServer | undefined;
  let closed: Promise<unknown> | undefined;
  // The close is the test's own: once it has finished (the client's socket is gone by then), the data goes.
  afterEach(async () => {
    await closed;
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    server = undefined;
    closed = undefined;
  });

  test('its answer says Connection: close, the connection ends, and the close finishes at once', async () => {
    server = await new TestServer(databases[0]!, { seed: false }).start();
    const app = server.app;
    const url = `${server.url}/graphql`;
    const arrived = once(app.server, 'request');
    const closing = { finishedMs: null as number | null };
    const started = performance.now();
    const seen = await exchange(
      url,
      async (socket) => {
        // The head now, the body once the close has begun: the request is in flight throughout.
        await write(socket, head('POST', url, { 'Content-Type': 'application/json', 'Content-Length': QUERY.length, Connection: 'keep-alive' }));
        await arrived;
        closed = Promise.resolve(app.close()).then(() => {
          closing.finishedMs = performance.now() - started;
        });
        while (app.server.listening) await sleep(5);
        await write(socket, QUERY);
      },
      5_000,
    );
    expect(seen.status).toBe(200);
    expect(seen.response).toContain('{"data":{"__typename":"Query"}}');
    expect(seen.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(seen.closedMs, 'the server kept the connection open after its answer').not.toBeNull();
    expect(seen.closedMs!).toBeLessThan(2_000);
    await closed;
    expect(closing.finishedMs, 'the close had not finished').not.toBeNull();
    expect(closing.finishedMs!).toBeLessThan(2_000);
  });
});
