// The test server's process script (tests/kit/testServerMain.ts) as one JavaScript module, made once a
// run by the client tests' global setup: the kit's own modules bundled in, the server's imported
// from its compiled copy (dist-server/, as `npm start` runs it) and the packages from node_modules.
// Started under tsx instead, each of the two dozen processes a run starts would compile the
// server's TypeScript and load every module through tsx's hooks: about a second of the processor more.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..', '..');
const KIT = join(ROOT, 'tests', 'kit');
const COMPILED = join(ROOT, 'dist-server');
/** Where the bundle goes: under the project, so that its packages resolve from node_modules. */
const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'bcf-test-kit');

/**
 * Imports of server/ and shared/ go to their compiled modules, so that the process holds one copy
 * of the server (its worker threads start from dist-server/ too); a module of shared/ that the server
 * does not import, and so has no compiled copy, is bundled.
 */
function compiledServer(): Plugin {
  return {
    name: 'compiled-server',
    setup(plugin) {
      plugin.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
        const source = resolve(resolveDir, path);
        const inRoot = relative(ROOT, source).split(sep)[0];
        if (inRoot !== 'server' && inRoot !== 'shared') return undefined;
        const compiled = join(COMPILED, relative(ROOT, source)).replace(/\.tsx?$/, '.js');
        return existsSync(compiled) ? { path: compiled, external: true } : undefined;
      });
      // The test server must not bring the test runner into its process.
      plugin.onResolve({ filter: /^vitest(\/|$)/ }, ({ importer }) => ({ errors: [{ text: `${relative(ROOT, importer)} imports vitest` }] }));
    },
  };
}

/** Bundles the test server's script; answers the bundle's path. The server must be compiled already. */
export async function bundleTestServerMain(): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  const target = join(OUT_DIR, 'testServerMain.mjs');
  // Written beside and renamed: runs at once (two terminals) never start a half-written file.
  const scratch = `${target}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(KIT, 'testServerMain.ts')],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    // Every bundled module is one of tests/kit/: where they find their files from.
    define: {
      'import.meta.dirname': JSON.stringify(KIT),
      'import.meta.url': JSON.stringify(pathToFileURL(join(KIT, 'testServerMain.ts')).href),
    },
    plugins: [compiledServer()],
  });
  renameSync(scratch, target);
  return target;
}
