// `npm run bench`: page bytes, Lighthouse, server throughput and cold start, in one run.
// Writes bench/results/<date>.json and prints a Markdown summary. Timings are noisy on a shared
// machine: read medians and ratios, not single figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathTo, postPath } from '../shared/routes.ts';
import { DIST_DIR, ensureBuilt } from '../tests/kit/builtSite.ts';
import { weightTable } from '../tests/e2e/pageWeight.ts';
import { coldStart } from './coldStart.ts';
import { inEveryLanguage, lighthouseMedian, lighthouseTable } from './lighthouse.ts';
import { weighPages } from './pages.ts';
import { measureScale, scaleTable } from './scale.ts';
import { SPAM_LIMIT, SPAM_SKIPPED, measureSpamScores, overLimit, spamTable } from './spam.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { startBenchServer } from './serverProcess.ts';
import { CONNECTIONS, POSTS, fillPosts, measureThroughput, type Throughput } from './throughput.ts';

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function throughputTable(rows: Throughput[]): string {
  return [
    '| scenario | req/s | p50 ms | p99 ms | ratio to ceiling | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) => `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratioToCeiling} | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
}

async function main() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-'));
  try {
    const server = await startBenchServer({ DATA_DIR: dataDir });
    let pages, lighthouse, throughput;
    try {
      const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string }[] }>(server.url, 'query ids { getAllPosts { _id } }');
      const details = postPath(getAllPosts[0]!._id);
      console.error('Weighing pages...');
      pages = await weighPages(server.url, inEveryLanguage(['/', pathTo('activities'), details]), DIST_DIR);
      lighthouse = [];
      for (const path of [...inEveryLanguage(['/', pathTo('activities'), details]), pathTo('login')]) {
        console.error(`Lighthouse ${path} (${LIGHTHOUSE_RUNS} runs)...`);
        lighthouse.push({ path, figures: await lighthouseMedian(server.url + path, LIGHTHOUSE_RUNS) });
      }
      console.error(`Filling the database to ${POSTS} posts, then autocannon...`);
      throughput = await measureThroughput(server, await fillPosts(server.url));
    } finally {
      await server.stop();
    }
    console.error('Cold starts...');
    const cold = await coldStart(dataDir);
    console.error('Scale: 9, 1,000 and 3,000 posts...');
    const scale = await measureScale();
    console.error('Spam scores of every kind of e-mail (SpamAssassin, local rules)...');
    const spam = await measureSpamScores();

    const date = new Date().toISOString();
    const results = { date, node: process.version, cpus: (await import('node:os')).cpus().length, pages, lighthouse, throughput, coldStart: cold, scale, spam };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/${date.slice(0, 10)}.json`;
    writeFileSync(file, JSON.stringify(results, null, 2) + '\n');

    console.log(`## Page weight: first visit at 375x800 (KB = 1024 bytes; JS and CSS as brotli)\n\n${weightTable(pages)}\n`);
    console.log(`## Lighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS}\n\n${lighthouseTable(lighthouse)}\n`);
    const failed = lighthouse.filter(({ figures }) => figures.failedRuns.length > 0);
    if (failed.length > 0) {
      console.log(`Runs Lighthouse could not complete, run again: ${failed.map(({ path, figures }) => `${path} (${figures.failedRuns.join(', ')})`).join('; ')}\n`);
    }
    console.log(`## Throughput: autocannon, ${CONNECTIONS} connections, ${POSTS} posts\n\n${throughputTable(throughput)}\n`);
    console.log(`## Cold start to the first 200 on / (existing data dir)\n\nmedian ${cold.medianMs} ms (runs: ${cold.runsMs.join(', ')} ms)\n`);
    console.log(`## Scale: first visits on a phone (375x800, CPU 4x slower), 9 to 3,000 posts\n\n${scaleTable(scale)}\n`);
    if (spam) {
      console.log(`## Spam scores: SpamAssassin, local rules only (spamassassin -L -t), limit ${SPAM_LIMIT}\n\n${spamTable(spam)}\n`);
      const failing = overLimit(spam);
      if (failing.length > 0) {
        console.log(`At or above ${SPAM_LIMIT}: ${failing.map((row) => `${row.kind} (${row.score})`).join('; ')}\n`);
        process.exitCode = 1;
      }
    } else {
      console.log(`## Spam scores\n\n${SPAM_SKIPPED}\n`);
    }
    console.log(`Written to ${file}.`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
