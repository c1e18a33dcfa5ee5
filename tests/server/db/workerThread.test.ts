// The tests' speed trick for the server's worker threads (server/workerThread.ts): where the run
// compiled the server (this project's globalSetup), a worker starts from the compiled copy, not
// through tsx; with no compiled copy named, or none of that module, through tsx as before.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { compiledWorker } from '../../../server/workerThread.ts';
import { TestServer } from '../../kit/server.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const PGLITE_THREAD = join(ROOT, 'server', 'db', 'pgliteThread.ts');
const named = process.env.COMPILED_SERVER_DIR;
afterEach(() => {
  if (named === undefined) delete process.env.COMPILED_SERVER_DIR;
  else process.env.COMPILED_SERVER_DIR = named;
});

test("the server tests name the run's compiled server, and PGlite's thread starts from it", async () => {
  expect(named).toBe(join(ROOT, 'dist-server'));
  expect(compiledWorker(PGLITE_THREAD, 'pgliteWorker')?.href).toBe(pathToFileURL(join(ROOT, 'dist-server', 'server', 'db', 'pgliteWorker.js')).href);
  const server = await new TestServer({ name: 'pglite' }, { seed: false }).start();
  try {
    expect((await server.services.db.query<{ one: number }>('SELECT 1 AS one'))[0]).toEqual({ one: 1 });
  } finally {
    await server.destroy();
  }
});

test('with no compiled copy named, or no such module in it, a worker goes through tsx', () => {
  delete process.env.COMPILED_SERVER_DIR;
  expect(compiledWorker(PGLITE_THREAD, 'pgliteWorker')).toBeUndefined();
  process.env.COMPILED_SERVER_DIR = join(ROOT, 'dist-server');
  expect(compiledWorker(PGLITE_THREAD, 'noSuchWorker')).toBeUndefined();
});
