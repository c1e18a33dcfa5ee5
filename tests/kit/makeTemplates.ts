// Run by a test run's global setup (beginTestRun, tests/kit/pgliteTemplate.ts): makes the run's
// database templates before any test file starts.
import { makeTemplates } from './pgliteTemplate.ts';

await makeTemplates();
