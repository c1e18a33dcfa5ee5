import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { listMigrations } from '../db/migrate.ts';

export interface HealthOptions {
  db: Db;
  /** How long the database may take to answer before the server counts as not ready. */
  timeoutMs?: number;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Ready when the database answers and every migration this code knows of has been applied. */
export async function readiness(db: Db, timeoutMs: number): Promise<Readiness> {
  const expected = listMigrations().map((migration) => migration.version);
  let applied: Set<number>;
  try {
    const rows = await withTimeout(db.query<{ version: number }>('SELECT version FROM schema_migrations'), timeoutMs);
    applied = new Set(rows.map((row) => Number(row.version)));
  } catch (error) {
    return { ready: false, reason: `database: ${(error as Error).message.split('\n')[0]}` };
  }
  const missing = expected.filter((version) => !applied.has(version));
  if (missing.length > 0) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
  return { ready: true };
}

/**
 * GET /healthz: 200 while the process is up (a liveness probe). GET /readyz: 200 when the database
 * answers and the migrations are applied, else 503 (a readiness probe, for a load balancer). Anyone
 * can ask, so the reason (a database error's text names hosts and users) goes to the log only, at
 * warn. Neither is logged below warn, so probes every few seconds do not fill the logs.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const timeoutMs = options.timeoutMs ?? 3_000;
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness(options.db, timeoutMs);
    if (!state.ready) {
      request.log.warn({ reason: state.reason }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'ready' };
  });
}
