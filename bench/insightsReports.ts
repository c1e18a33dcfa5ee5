// How long each Insights report takes over 12 months holding 1,000,000 page views (bench/insightsSeed.ts),
// asked over GraphQL of a production server process on 127.0.0.1, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL: the median of RUNS answers after a warm-up, each at most
// MAX_MEDIAN_MS. `npm run bench:insights` runs it with the counting's throughput (bench/insights.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { ensureBuilt } from '../tests/kit/builtSite.ts';
import { databases, newSchemaName, type DatabaseKind } from '../tests/kit/databases.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { preparePgliteDir } from '../tests/kit/pgliteTemplate.ts';
import { startServerProcess } from '../tests/kit/process.ts';
import { BENCH_ADMIN, benchSettings } from './serverProcess.ts';
import { seedInsightsYear } from './insightsSeed.ts';

export const MAX_MEDIAN_MS = 300;
const RUNS = Math.max(11, Number(process.env.INSIGHTS_REPORT_RUNS ?? 15));
const WARM_UP = 2;
const RAW_DAYS = 30;

const ROW = 'key label visitors views';
const GIVING_ROW = 'key label currency gifts pledged received';
const REPORTS = {
  'trafficInsights (12 months)': `query { trafficInsights(period: LAST_12_MONTHS) { visitors views visitorsNow series { period visitors views }
    pages { ${ROW} } sources { ${ROW} } languages { ${ROW} } devices { ${ROW} } } }`,
  'trafficInsights (30 days)': `query { trafficInsights(period: LAST_30_DAYS) { visitors views visitorsNow series { period visitors views }
    pages { ${ROW} } sources { ${ROW} } languages { ${ROW} } devices { ${ROW} } } }`,
  'subscriberInsights (12 months)': 'query { subscriberInsights(period: LAST_12_MONTHS) { active weeks { week confirmed unsubscribed bounced } } }',
  'givingInsights (12 months)': `query { givingInsights(period: LAST_12_MONTHS) { months { month currency pledged received } ways { ${GIVING_ROW} }
    campaigns { ${GIVING_ROW} } received cancelled waiting medianDaysToReceive sources { ${GIVING_ROW} } pages { ${GIVING_ROW} } } }`,
  'newsletterReach (12 months)': 'query { newsletterReach(period: LAST_12_MONTHS) { sendId title queuedAt recipients accepted failed unsubscribed visits } }',
  'postViews (50 posts)': `query ($ids: [ID!]!) { postViews(ids: $ids) { postId visitors views languages { ${ROW} } } }`,
} as const;

export interface ReportTiming {
  database: DatabaseKind['name'];
  report: string;
  medianMs: number;
  maxMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The database of a new server, migrated and seeded with the year, before the server starts on it. */
async function seededDatabase(kind: DatabaseKind): Promise<{ dataDir: string; schema: string; views: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-insights-'));
  const schema = newSchemaName();
  if (!kind.url) await preparePgliteDir(dataDir, { migrated: true });
  const db = await openDb({ dataDir, databaseUrl: kind.url, schema });
  try {
    await migrate(db);
    const started = Date.now();
    const { views } = await seedInsightsYear(db, RAW_DAYS);
    console.error(`${kind.name}: ${views.toLocaleString('en')} views seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { dataDir, schema, views };
  } finally {
    await db.close();
  }
}

/** Each report's median and slowest time on one database. */
export async function benchReports(kind: DatabaseKind): Promise<ReportTiming[]> {
  const { dataDir, schema, views } = await seededDatabase(kind);
  ensureBuilt();
  const server = await startServerProcess({ kind, dataDir, schema, env: benchSettings({ INSIGHTS_RAW_DAYS: String(RAW_DAYS) }) });
  try {
    const { login_user } = await graphqlData<{ login_user: { token: string } }>(
      server.url,
      'mutation ($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
      BENCH_ADMIN,
    );
    const token = login_user.token;
    const ids = Array.from({ length: 50 }, (_, n) => `bench-post-${String(n).padStart(3, '0')}`);
    const year = await graphqlData<{ trafficInsights: { views: number } }>(server.url, 'query { trafficInsights(period: LAST_12_MONTHS) { views } }', {}, token);
    if (year.trafficInsights.views !== views) throw new Error(`the year's report counts ${year.trafficInsights.views} views of the ${views} seeded`);
    const timings: ReportTiming[] = [];
    for (const [report, document] of Object.entries(REPORTS)) {
      const times: number[] = [];
      for (let run = 0; run < WARM_UP + RUNS; run += 1) {
        const started = performance.now();
        await graphqlData(server.url, document, document.includes('$ids') ? { ids } : {}, token);
        if (run >= WARM_UP) times.push(performance.now() - started);
      }
      timings.push({ database: kind.name, report, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) });
    }
    return timings;
  } finally {
    await server.destroy();
  }
}

export function reportsTable(timings: ReportTiming[]): string {
  return [
    `## Reports over 12 months holding 1,000,000 views (median of ${RUNS} answers over GraphQL, after ${WARM_UP})\n`,
    `| database | report | median ms (at most ${MAX_MEDIAN_MS}) | slowest ms | |`,
    '| --- | --- | ---: | ---: | --- |',
    ...timings.map((t) => `| ${t.database} | ${t.report} | ${t.medianMs} | ${t.maxMs} | ${t.medianMs <= MAX_MEDIAN_MS ? 'PASS' : 'FAIL'} |`),
  ].join('\n');
}

/** The reports' part of the bench on every database the tests know. */
export async function benchAllReports(): Promise<ReportTiming[]> {
  const timings: ReportTiming[] = [];
  for (const kind of databases) timings.push(...(await benchReports(kind)));
  return timings;
}
