// Once per run of the server and client tests: the server processes they start run the compiled
// server (dist-server/, as `npm start` does), compiled here when its sources are newer, and the test
// server's process script is bundled on it (tests/kit/bundledKit.ts); and the run is named for the
// test servers' seeded database (tests/kit/pgliteTemplate.ts), made beside its first files and
// removed at its end.
import { ensureServerBuilt } from './builtSite.ts';
import { bundleTestServerMain } from './bundledKit.ts';
import { beginTestRun } from './pgliteTemplate.ts';
import { BUNDLED_SERVER_MAIN } from './settings.ts';

export default async function setup(): Promise<() => Promise<void>> {
  ensureServerBuilt();
  // Inherited by the test workers, and from them by the processes they start.
  process.env[BUNDLED_SERVER_MAIN] ??= await bundleTestServerMain();
  return beginTestRun();
}
