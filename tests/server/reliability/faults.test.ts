import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { databases, databasesOf, type DatabaseKind } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { startServerProcess } from '../../kit/process.ts';
import { graphql } from '../../kit/graphql.ts';

const postgres = databases.find((kind) => kind.name === 'postgres');

/** A TCP relay to PostgreSQL that the test can cut and restore, standing in for an outage. */
class Relay {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The test database reached through a Relay of its own, started. */
async function relayedPostgres(): Promise<{ relay: Relay; kind: DatabaseKind }> {
  const url = new URL(postgres!.url!);
  const relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.up();
  url.host = `127.0.0.1:${relay.port}`;
  return { relay, kind: { name: 'postgres', url: url.toString() } };
}

describe.runIf(postgres)('when PostgreSQL goes away', () => {
  test('requests fail fast with INTERNAL_SERVER_ERROR, and the server recovers when it is back', async () => {
    const { relay, kind } = await relayedPostgres();
    const server = await new TestServer(kind, { seed: false }, { socket: true }).start();
    try {
      expect((await server.gql('query getAllPosts { getAllPosts { _id } }')).data).toEqual({ getAllPosts: [] });

      await relay.down();
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const result = await server.gql('query getAllPosts { getAllPosts { _id } }');
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(result.errors![0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      }

      await relay.up();
      await expect
        .poll(async () => (await server.gql('query getAllPosts { getAllPosts { _id } }')).data, { timeout: 10_000, interval: 200 })
        .toEqual({ getAllPosts: [] });
    } finally {
      await relay.down();
      await server.destroy().catch(() => {});
    }
  }, 60_000);

  test('the connection lost in the middle of a transaction fails that transaction, not the process', async () => {
    const { relay, kind } = await relayedPostgres();
    const server = await new TestServer(kind, { seed: false }).start();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const db = server.services.db;
      const outcome = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        // The connection closes while the transaction holds its client and runs no statement.
        await relay.down();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('SELECT 1');
      });
      await expect(outcome).rejects.toThrow();
      expect(uncaught).toEqual([]);

      await relay.up();
      await expect
        .poll(() => db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one')).catch(() => []), { timeout: 10_000, interval: 200 })
        .toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await relay.down();
      await server.destroy().catch(() => {});
    }
  }, 60_000);
});

describe.each(databasesOf(import.meta.url))('shutting down on $name', (kind) => {
  test('SIGTERM lets requests in flight finish, then the process exits cleanly', async () => {
    const server = await startServerProcess({ kind });
    try {
      // Logins are slow on purpose (memory-hard hashing): good requests to have in flight.
      const accepted = () => server.output().split('incoming request').length - 1;
      const before = accepted();
      const inFlight = Array.from({ length: 4 }, () => graphql<{ login_user: { token: string } }>(server.url, LOGIN, ADMIN));
      await expect.poll(accepted, { timeout: 10_000, interval: 5 }).toBe(before + 4);
      server.child.kill('SIGTERM');
      const results = await Promise.all(inFlight);
      for (const result of results) expect(result.data?.login_user.token).toBeTruthy();
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
      await expect(fetch(`${server.url}/graphql`)).rejects.toThrow();
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
