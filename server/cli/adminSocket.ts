import { chmodSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Repositories } from '../db/repositories.ts';
import { verifyChain } from '../audit/index.ts';
import { writeBackup } from './backup.ts';
import { changePassword } from './setPassword.ts';
import { turnOffTwoFactor } from './turnOffTwoFactor.ts';

/** What the socket's requests reach: the server's log, its database and its tables. */
export interface AdminSocketServer {
  log: FastifyBaseLogger;
  db: Db;
  repos: Pick<Repositories, 'staff' | 'twoFactor' | 'auditLog'>;
}

/** Longest path a Unix socket may have on Linux and macOS (108 and 104 bytes, with the NUL). */
const MAX_SOCKET_PATH = 103;

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}

/** Longest body POST /set-password reads: an e-mail and a password of at most 128 characters. */
const MAX_BODY_BYTES = 16 * 1024;

function sendBackup(running: AdminSocketServer, dataDir: string, response: ServerResponse) {
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
  writeBackup(running.db, dataDir, write).then(
    (rows) => {
      running.log.info({ rows }, 'backup taken');
      gzip.end();
    },
    (error: Error) => {
      running.log.error({ err: error }, 'backup failed');
      response.destroy(error);
    },
  );
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  return JSON.parse(body);
}

/** Answers 200 {} when changed, 400 {problem} when refused (a weak password, an unknown account). */
async function setPassword(running: AdminSocketServer, request: IncomingMessage, response: ServerResponse) {
  const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let asked: { email?: unknown; password?: unknown };
  try {
    asked = (await readJson(request)) as typeof asked;
  } catch {
    return answer(400, { problem: 'the request is not JSON' });
  }
  if (typeof asked?.email !== 'string' || typeof asked.password !== 'string') return answer(400, { problem: 'email and password are required' });
  const problem = await changePassword(running.repos.staff, asked.email, asked.password);
  if (problem) return answer(400, { problem });
  running.log.info('administrator password changed through the admin socket');
  answer(200, {});
}

/** Answers 200 {} when turned off, 400 {problem} when refused (an unknown account, two-factor not on). */
async function turnOffTwoFactorAsked(running: AdminSocketServer, request: IncomingMessage, response: ServerResponse) {
  const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let asked: { email?: unknown };
  try {
    asked = (await readJson(request)) as typeof asked;
  } catch {
    return answer(400, { problem: 'the request is not JSON' });
  }
  if (typeof asked?.email !== 'string') return answer(400, { problem: 'email is required' });
  const problem = await turnOffTwoFactor(running.repos, asked.email);
  if (problem) return answer(400, { problem });
  running.log.info('two-factor sign-in turned off through the admin socket');
  answer(200, {});
}

/**
 * The embedded database belongs to the one process that opened it (server/db/lock.ts), so
 * `npm run admin -- backup` and `set-password` ask that process: over a Unix socket in DATA_DIR,
 * readable and writable by the server's own user only (whoever can use it can read the database
 * files anyway). Nothing listens on the network. GET /backup answers a gzip backup
 * (server/cli/backup.ts); POST /set-password takes {"email","password"}; POST /turn-off-two-factor {"email"};
 * GET /verify-activity-log answers the audit log's chain check (server/audit/chain.ts).
 */
export async function startAdminSocket(running: AdminSocketServer, dataDir: string): Promise<{ close(): Promise<void> } | null> {
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    running.log.warn(`DATA_DIR is too long a path for the admin socket: back up and set passwords with the server stopped`);
    return null;
  }
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/backup') return sendBackup(running, dataDir, response);
    if (request.method === 'GET' && request.url === '/verify-activity-log') {
      verifyChain((after) => running.repos.auditLog.chainAfter(after)).then(
        (check) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(check)),
        (error: Error) => {
          running.log.error({ err: error }, 'verify-activity-log failed');
          response.destroy(error);
        },
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/set-password') {
      setPassword(running, request, response).catch((error: Error) => {
        running.log.error({ err: error }, 'set-password failed');
        response.destroy(error);
      });
      return;
    }
    if (request.method === 'POST' && request.url === '/turn-off-two-factor') {
      turnOffTwoFactorAsked(running, request, response).catch((error: Error) => {
        running.log.error({ err: error }, 'turn-off-two-factor failed');
        response.destroy(error);
      });
      return;
    }
    response.writeHead(404).end();
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
