import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb, type Db } from '../../../server/db/index.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';

// The embedded database lives in a thread of its own: what it does there never holds the server's
// event loop, and what crosses between them (rows, errors, transactions, notifications) is PGlite's own.
describe('PGlite in its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-pglite-thread-'));
  let db: Db;
  beforeAll(async () => {
    await preparePgliteDir(dataDir);
    db = await openDb({ dataDir, checkpoints: { checkMs: 100, afterBytes: 1024 * 1024 } });
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, b bytea, at timestamptz, j jsonb); CREATE TABLE filler (x text)');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a statement of half a second leaves the event loop free: timers fire while it runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await db.query('SELECT pg_sleep(0.5)');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  test('rows keep their types, and an error its code and constraint', async () => {
    const at = new Date('2026-12-06T08:00:00Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, Buffer.from('hi'), at, { a: [1, 2] }]);
    const [row] = await db.query<{ id: number; b: Uint8Array; at: Date; j: unknown }>('SELECT * FROM t WHERE id = 1');
    expect(row).toEqual({ id: 1, b: new Uint8Array([104, 105]), at, j: { a: [1, 2] } });
    const error = await db.query('INSERT INTO t (id) VALUES (1)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey', message: expect.stringContaining('duplicate key') });
  });

  test('a transaction that throws keeps nothing, one that returns keeps all, and others wait for it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const outside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (3)');
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t'))[0]!.n;
    });
    const after = db.query<{ ids: number[] }>('SELECT array_agg(id ORDER BY id) AS ids FROM t');
    expect(await outside).toBe(2);
    expect((await after)[0]!.ids).toEqual([1, 3]);
  });

  test('notifications reach their listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await db.listen('changes', (payload) => heard.push(payload), () => {});
    await db.query("SELECT pg_notify('changes', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await db.query("SELECT pg_notify('changes', 'second')");
    await db.query('SELECT 1');
    expect(heard).toEqual(['first']);
  });

  test('the write-ahead log is checkpointed once it has grown: PGlite makes no checkpoint of its own', async () => {
    const redo = async () => (await db.query<{ redo: string }>('SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()'))[0]!.redo;
    const before = await redo();
    await db.query("INSERT INTO filler SELECT repeat('x', 1000) FROM generate_series(1, 4000)");
    await expect.poll(redo, { timeout: 20_000 }).not.toBe(before);
  });
});
