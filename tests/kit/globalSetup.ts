// Once per run of the server tests: the server processes they start run the compiled server
// (dist-server/, as `npm start` does), compiled here when its sources are newer; and the run is
// named for the test servers' seeded database (tests/kit/pgliteTemplate.ts), made beside its first
// files and removed at its end.
import { ensureServerBuilt } from './builtSite.ts';
import { beginTestRun } from './pgliteTemplate.ts';

export default function setup(): () => Promise<void> {
  ensureServerBuilt();
  return beginTestRun();
}
