// Starting a worker thread from the server's own code, compiled or not: the compiled server runs
// `<name>.js` beside the module that asks; run from TypeScript (the development server, the tests,
// the benches), the worker loads `<name>.ts` through tsx, as its parent does.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, workerData, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker running the module `name` (without extension) in the folder of `from` (an
 * import.meta.url); the module reads `input` with workerInput().
 */
export function startModuleWorker(from: string, name: string, options: Omit<WorkerOptions, 'workerData' | 'eval'> = {}, input?: unknown): Worker {
  const here = fileURLToPath(from);
  if (here.endsWith('.js')) return new Worker(new URL(`./${name}.js`, from), { ...options, workerData: { input } });
  const tsx = createRequire(from).resolve('tsx/package.json');
  const api = pathToFileURL(join(dirname(tsx), 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = pathToFileURL(join(dirname(here), `${name}.ts`)).href;
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.api).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;
  return new Worker(boot, { ...options, eval: true, workerData: { api, entry, input } });
}

/** What the worker's starter gave it (inside a module started by startModuleWorker). */
export function workerInput<T>(): T {
  return (workerData as { input: T }).input;
}
