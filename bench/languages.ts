// `npm run bench:languages`: the first visit's bytes and Lighthouse (mobile preset, median of
// LIGHTHOUSE_RUNS) of the same pages in English, Kinyarwanda and French, in one run against a
// production server on 127.0.0.1, each language right after the other so that the machine's load
// weighs on all three alike (issue 26: the pages in rw and fr keep English's scores).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathTo, postPath } from '../shared/routes.ts';
import { DIST_DIR, ensureBuilt } from '../tests/kit/builtSite.ts';
import { weightTable } from '../tests/e2e/pageWeight.ts';
import { inEveryLanguage, lighthouseMedian, lighthouseTable, type LighthouseFigures } from './lighthouse.ts';
import { weighPages } from './pages.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { startBenchServer } from './serverProcess.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-languages-'));
const server = await startBenchServer({ DATA_DIR: dataDir });
try {
  const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string }[] }>(server.url, 'query ids { getAllPosts { _id } }');
  const paths = inEveryLanguage(['/', pathTo('activities'), postPath(getAllPosts[0]!._id), pathTo('contact')]);
  console.log(`## First visit at 375x800\n\n${weightTable(await weighPages(server.url, paths, DIST_DIR))}\n`);
  const rows: { path: string; figures: LighthouseFigures }[] = [];
  for (const path of paths) {
    console.error(`Lighthouse ${path} (${RUNS} runs)...`);
    rows.push({ path, figures: await lighthouseMedian(server.url + path, RUNS) });
  }
  console.log(`## Lighthouse, mobile preset, median of ${RUNS}\n\n${lighthouseTable(rows)}\n`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
