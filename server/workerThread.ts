// Starting a worker thread from the server's own code, compiled or not: the compiled server runs
// `<name>.js` beside the module that asks; run from TypeScript (the development server, the tests,
// the benches), the worker loads `<name>.ts` through tsx, as its parent does, unless
// COMPILED_SERVER_DIR names a compiled copy of the server (the tests compile one a run): then it runs
// `<name>.js` from there, without tsx, which takes a new thread a second or more to set up.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, workerData, type WorkerOptions } from 'node:worker_threads';

/** The repository's root, seen from this file in server/ (used only when run from TypeScript). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `<name>.js` of the compiled copy that COMPILED_SERVER_DIR names, for a module in the folder of `here`; none when missing. */
export function compiledWorker(here: string, name: string): URL | undefined {
  const compiled = process.env.COMPILED_SERVER_DIR;
  if (!compiled) return undefined;
  const file = join(compiled, relative(ROOT, dirname(here)), `${name}.js`);
  return existsSync(file) ? pathToFileURL(file) : undefined;
}

/**
 * A worker running the module `name` (without extension) in the folder of `from` (an
 * import.meta.url); the module reads `input` with workerInput().
 */
export function startModuleWorker(from: string, name: string, options: Omit<WorkerOptions, 'workerData' | 'eval'> = {}, input?: unknown): Worker {
  const here = fileURLToPath(from);
  if (here.endsWith('.js')) return new Worker(new URL(`./${name}.js`, from), { ...options, workerData: { input } });
  const compiled = compiledWorker(here, name);
  if (compiled) return new Worker(compiled, { ...options, workerData: { input } });
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
