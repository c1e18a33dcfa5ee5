import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { writeBackup } from './backup.ts';

/** Longest path a Unix socket may have on Linux and macOS (108 and 104 bytes, with the NUL). */
const MAX_SOCKET_PATH = 103;

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}

/**
 * The embedded database belongs to the one process that opened it, so `npm run admin -- backup`
 * asks that process for the snapshot: over a Unix socket in DATA_DIR, readable and writable by
 * the server's own user only (whoever can use it can read the database files anyway). Nothing
 * listens on the network. GET /backup answers a gzip backup (server/cli/backup.ts).
 */
export async function startAdminSocket(app: FastifyInstance, dataDir: string): Promise<{ close(): Promise<void> } | null> {
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    app.log.warn(`DATA_DIR is too long a path for the admin socket: back up with the server stopped`);
    return null;
  }
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    const gzip = createGzip();
    gzip.pipe(response);
    let gone = false;
    response.once('close', () => {
      gone = true;
      gzip.emit('drain');
    });
    const write = (chunk: string) =>
      new Promise<void>((resolve, reject) => {
        if (gone) return reject(new Error('the backup client went away'));
        if (gzip.write(chunk)) return resolve();
        gzip.once('drain', () => (gone ? reject(new Error('the backup client went away')) : resolve()));
      });
    writeBackup(app.db, dataDir, write).then(
      (rows) => {
        app.log.info({ rows }, 'backup taken');
        gzip.end();
      },
      (error: Error) => {
        app.log.error({ err: error }, 'backup failed');
        response.destroy(error);
      },
    );
  });
  // A socket left by a server that was killed: nobody is behind it.
  rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
