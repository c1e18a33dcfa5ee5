import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS } from '../../../server/http/timeouts.ts';
import { databases, databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { graphql } from '../../kit/graphql.ts';
import { startServerProcess, withProcessStorage } from '../../kit/process.ts';
import { exchange, head, multipart, sleep, write } from './rawHttp.ts';

const QUERY = JSON.stringify({ query: '{ __typename }' });

describe('slow clients are cut by the server timeouts', () => {
  // Short timeouts, so that the test takes seconds; the defaults are in server/http/timeouts.ts.
  const server = withServer(databases[0]!, { seed: false, timeouts: { ...DEFAULT_SERVER_TIMEOUTS, headersMs: 500, requestMs: 1_000, idleMs: 3_000 } });

  const graphqlUrl = () => `${server.url}/graphql`;

  test('headers that never end: 408 and closed at the headers timeout', async () => {
    const seen = await exchange(graphqlUrl(), (socket) => write(socket, `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n`), 5_000);
    expect(seen.closedMs, 'the connection was still open after 5 s').not.toBeNull();
    expect(seen.closedMs!).toBeLessThan(2_000);
    expect(seen.status).toBe(408);
  });

  test('a body trickled a byte at a time (never idle): closed at the request timeout', async () => {
    const seen = await exchange(
      graphqlUrl(),
      async (socket, gone) => {
        await write(socket, head('POST', graphqlUrl(), { 'Content-Type': 'application/json', 'Content-Length': 100_000 }));
        while (!gone.aborted) {
          await write(socket, ' ');
          await sleep(50);
        }
      },
      5_000,
    );
    expect(seen.closedMs, 'the connection was still open after 5 s').not.toBeNull();
    expect(seen.closedMs!).toBeGreaterThanOrEqual(1_000);
    expect(seen.closedMs!).toBeLessThan(2_500);
  });

  test('a body that stops coming: closed at the request timeout', async () => {
    const seen = await exchange(
      graphqlUrl(),
      (socket) => write(socket, head('POST', graphqlUrl(), { 'Content-Type': 'application/json', 'Content-Length': QUERY.length }) + QUERY.slice(0, 5)),
      5_000,
    );
    expect(seen.closedMs, 'the connection was still open after 5 s').not.toBeNull();
    expect(seen.closedMs!).toBeLessThan(2_500);
  });

  test('a request that arrives slowly but within the limits is answered', async () => {
    const seen = await exchange(graphqlUrl(), async (socket) => {
      await write(socket, head('POST', graphqlUrl(), { 'Content-Type': 'application/json', 'Content-Length': QUERY.length, Connection: 'close' }));
      // A character at a time over a quarter of the 1 s limit: slow, with room for a busy machine's
      // late timers.
      for (const character of QUERY) {
        await write(socket, character);
        await sleep(250 / QUERY.length);
      }
    });
    expect(seen.status).toBe(200);
    expect(seen.response).toContain('"__typename":"Query"');
  });
});

describe('a GraphQL body at the small-body deadline', () => {
  const server = withServer(databases[0]!, { seed: false, timeouts: { ...DEFAULT_SERVER_TIMEOUTS, smallBodyMs: 500 } });

  test('a GraphQL body trickled a byte at a time is cut at the small-body deadline; a whole one is answered', async () => {
    const { url } = server;
    const slow = await exchange(
      url,
      async (socket, gone) => {
        socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
        while (!gone.aborted) {
          await sleep(100);
          if (!gone.aborted) socket.write(' ');
        }
      },
      5_000,
    );
    expect(slow.closedMs).not.toBeNull();
    expect(slow.closedMs!).toBeLessThan(3_000);
    const whole = await graphql(url, '{ getAllPosts { _id } }');
    expect(whole.status).toBe(200);
  });
});

describe('the default timeouts', () => {
  const server = withServer(databases[0]!, { seed: false });

  test('every server has a headers, request and idle timeout (Fastify sets none of the last two)', () => {
    const http = server.app.server;
    expect(http.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersMs);
    expect(http.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestMs);
    expect(http.timeout).toBe(DEFAULT_SERVER_TIMEOUTS.idleMs);
    expect(http.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveMs);
    for (const ms of [http.headersTimeout, http.requestTimeout, http.timeout]) expect(ms).toBeGreaterThan(0);
  });
});

describe.each(databasesOf(import.meta.url))('a server process after the file-part attack on $name', (kind) => {
  const { dataDir, schema } = withProcessStorage(kind, 'bcf-timeouts-');

  test('answers each 200 KB file part sent to /Unsubscribe at once, then exits 0 on SIGTERM', async () => {
    const server = await startServerProcess({ kind, dataDir, schema });
    const sockets: Socket[] = [];
    try {
      const url = `${server.url}/Unsubscribe`;
      const boundary = 'attack';
      const body = multipart(boundary, [{ name: 'f', value: randomBytes(200 * 1024), filename: '200KB.bin' }]);
      // As `curl -F f=@200KB.bin`, three times at once. The clients keep their end open until the
      // server has exited: a client that gave up would end the request for the server.
      const answers = await Promise.all(
        [1, 2, 3].map(async () => {
          const socket = connect({ host: new URL(url).hostname, port: Number(new URL(url).port) });
          sockets.push(socket);
          socket.on('error', () => {});
          await once(socket, 'connect');
          const started = performance.now();
          const answered = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
          await write(socket, head('POST', url, { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length }));
          await write(socket, body);
          const response = await Promise.race([answered, sleep(3_000).then(() => 'no answer in 3 s')]);
          return { response, ms: performance.now() - started };
        }),
      );
      // Soft: what SIGTERM does next is the other half of the finding, and must be seen either way.
      for (const { response, ms } of answers) {
        expect.soft(response).toMatch(/^HTTP\/1\.1 413 /);
        expect.soft(ms).toBeLessThan(1_000);
      }
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, sleep(15_000).then(() => 'still running')]);
      expect(code, server.output().slice(-2_000)).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.kill();
    }
  }, 120_000);
});
