import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { lockDatabase } from './lock.ts';
import { makeOwnerOnly } from './ownerOnly.ts';
import type { CheckpointSettings } from './pgliteMessages.ts';
import { startPgliteThread, type PgliteThread } from './pgliteThread.ts';

/** What repositories see: parameterised SQL, the same text on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A transaction: parameterised SQL, and scripts of several statements run whole (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements at once, as the database runs a script. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel`. On PostgreSQL this holds a connection of its own; `onLost` runs when
   * that connection fails (notifications may have been missed). Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  /** Schema to work in on PostgreSQL (created when missing); tests use one per run. */
  schema?: string;
  dataDir: string;
  /** PGlite only: when its thread makes a checkpoint (the tests make them sooner). */
  checkpoints?: CheckpointSettings;
  /** PGlite only: its shared buffers in MB (PostgreSQL's default, 128, when not given). */
  pgliteBuffersMb?: number;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir, options.checkpoints, options.pgliteBuffersMb);
}

async function openPglite(dataDir: string, checkpoints?: CheckpointSettings, buffersMb?: number): Promise<Db> {
  const dir = `${dataDir}/pgdata`;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = lockDatabase(dataDir);
  let thread: PgliteThread | undefined;
  try {
    thread = await startPgliteThread(dir, checkpoints, buffersMb);
    // PGlite sets its files' modes itself, whatever the umask: 0666 on the files of its bundled
    // initdb, 0644 on those it writes through fopen. Its folders follow the umask (0700), so no
    // other user reaches them; the files are made owner-only too once it has opened and closed.
    makeOwnerOnly(dir);
  } catch (error) {
    await thread?.terminate().catch(() => {});
    unlock();
    throw error;
  }
  return pgliteDb(thread, () => {
    try {
      makeOwnerOnly(dir);
    } finally {
      unlock();
    }
  });
}

/** PGlite in its own thread: statements wait there, never on the server's event loop. */
function pgliteDb(thread: PgliteThread, afterClose: () => void): Db {
  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await thread.ask({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) })) as T[];
    },
  });
  const transactionOf = (tx: number): Transaction => ({
    ...queryable(tx),
    async exec(sql) {
      await thread.ask({ op: 'exec', sql, tx });
    },
  });
  return {
    kind: 'pglite',
    ...queryable(),
    async exec(sql) {
      await thread.ask({ op: 'exec', sql });
    },
    async transaction(fn) {
      const tx = (await thread.ask({ op: 'begin' })) as number;
      let value;
      try {
        value = await fn(transactionOf(tx));
      } catch (error) {
        await thread.ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await thread.ask({ op: 'end', tx, commit: true });
      return value;
    },
    async listen(channel, onNotify) {
      // In-process: nothing to lose.
      const listener = thread.listener(onNotify);
      try {
        await thread.ask({ op: 'listen', channel, listener });
      } catch (error) {
        thread.forget(listener);
        throw error;
      }
      return async () => {
        thread.forget(listener);
        await thread.ask({ op: 'unlisten', listener });
      };
    },
    async close() {
      try {
        await thread.ask({ op: 'close' });
      } finally {
        await thread.terminate();
        afterClose();
      }
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString });
    // A connection lost fails the statement below; its 'error' event must not end the process.
    setup.on('error', () => {});
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Two processes creating it at the same moment: one of them gets a duplicate; it exists.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that is away makes requests fail within seconds instead of hanging.
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    application_name: 'bcf-server',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // Out of the pool a client has no listener of the pool's: a connection lost meanwhile (even
      // between two statements) would be an unhandled 'error' event, which ends the process. Here it
      // fails this transaction, and the client is dropped rather than pooled again.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
          async exec(sql) {
            // Without parameters, pg sends the script as one simple query: every statement runs.
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    async listen(channel, onNotify, onLost) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      const client = new pg.Client({ connectionString, keepAlive: true });
      let stopped = false;
      const lost = () => {
        if (!stopped) onLost();
        stopped = true;
      };
      client.on('notification', (message) => onNotify(message.payload ?? ''));
      client.on('error', () => {
        lost();
        client.end().catch(() => {});
      });
      client.on('end', lost);
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}
