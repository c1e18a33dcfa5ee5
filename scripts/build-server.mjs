/* global process, console */
// `npm run build:server`: compiles server/ (and the shared/ code it imports) to JavaScript in
// dist-server/ with tsconfig.server.json, and copies the files the server reads at run time
// (SQL migrations, the GraphQL schema) next to the compiled modules. Plain JavaScript, so that it
// runs with nothing but Node and TypeScript.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-server');
const ASSETS = /\.(sql|graphql)$/;

rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.server.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

function copyAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(path);
    else if (ASSETS.test(entry.name)) {
      const target = join(out, relative(root, path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
    }
  }
}
copyAssets(join(root, 'server'));
console.log(`Server compiled to ${relative(process.cwd(), out) || '.'}/`);
