// What counting visits costs the site: public page throughput (browsers' page loads, each one
// counted by the server) with the app's beacons arriving at 200 a second, against none, on a
// server process of its own, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. The phases
// alternate, none and beacons, ROUNDS times, and the ratio of their medians must be at least 0.9.
// `npm run bench:insights` runs it (bench/insights.ts; INSIGHTS_BENCH=counting for this part alone).
import autocannon, { type Request } from 'autocannon';
import { BEACON_PATH } from '../shared/insightsBeacon.ts';
import { ensureBuilt } from '../tests/kit/builtSite.ts';
import type { DatabaseKind } from '../tests/kit/databases.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { startServerProcess } from '../tests/kit/process.ts';
import { benchSettings } from './serverProcess.ts';

const CONNECTIONS = 20;
const PHASE_S = Number(process.env.INSIGHTS_PHASE_SECONDS ?? 8);
const ROUNDS = Number(process.env.INSIGHTS_ROUNDS ?? 3);
const BEACONS_PER_SECOND = 200;
export const MIN_RATIO = 0.9;

const browser = (n: number) => `Mozilla/5.0 (Linux; Android 14; Phone ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`;

export interface CountingResult {
  database: DatabaseKind['name'];
  pagesPerSecondWithout: number;
  pagesPerSecondWith: number;
  beaconsPerSecond: number;
  ratio: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function pageLoads(url: string, postId: string) {
  let n = 0;
  const paths = ['/', '/ImpactPage', `/ActivityDetailsPage/${postId}`, '/rw/DonatePage', '/fr/ContactPage'];
  const requests: Request[] = paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'user-agent': browser(n++ % 5_000), 'accept-encoding': 'br' } }),
  }));
  return autocannon({ url, connections: CONNECTIONS, duration: PHASE_S, requests });
}

function beacons(url: string, seconds: number) {
  let n = 0;
  const pages = ['/ActivitiesPage', '/ImpactPage', '/rw/WhoWeArePage', '/fr/FrequentAskedQuestions', '/DonatePage'];
  return autocannon({
    url,
    // Enough connections that the rate holds while the pages keep the server busy.
    connections: 25,
    overallRate: BEACONS_PER_SECOND,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: BEACON_PATH,
        setupRequest: (request) => {
          n += 1;
          const p = pages[n % pages.length]!;
          const l = /^\/(rw|fr)\//.exec(p)?.[1] ?? 'en';
          return { ...request, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser(n) }, body: JSON.stringify({ p, l, r: '' }) };
        },
      },
    ],
  });
}

/** The bench on one database: alternating phases, the medians and their ratio. */
export async function benchCounting(kind: DatabaseKind): Promise<CountingResult> {
  ensureBuilt();
  const server = await startServerProcess({ kind, env: benchSettings() });
  try {
    const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string }[] }>(server.url, 'query ids { getAllPosts { _id } }');
    const postId = getAllPosts[0]!._id;
    // Warm-up: the pages' answers made and compressed once, the day's salt read.
    await Promise.all([pageLoads(server.url, postId), beacons(server.url, PHASE_S)]);
    const without: number[] = [];
    const withBeacons: number[] = [];
    const beaconRates: number[] = [];
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const quiet = await pageLoads(server.url, postId);
      without.push(quiet.requests.average);
      const [busy, sent] = await Promise.all([pageLoads(server.url, postId), beacons(server.url, PHASE_S)]);
      withBeacons.push(busy.requests.average);
      beaconRates.push(sent.requests.average);
      errors += quiet.errors + quiet.non2xx + busy.errors + busy.non2xx + sent.errors + sent.non2xx;
    }
    return {
      database: kind.name,
      pagesPerSecondWithout: Math.round(median(without)),
      pagesPerSecondWith: Math.round(median(withBeacons)),
      beaconsPerSecond: Math.round(median(beaconRates)),
      ratio: +(median(withBeacons) / median(without)).toFixed(3),
      errors,
    };
  } finally {
    await server.destroy();
  }
}

export function countingTable(results: CountingResult[]): string {
  const rows = results.map(
    (r) => `| ${r.database} | ${r.pagesPerSecondWithout} | ${r.pagesPerSecondWith} | ${r.beaconsPerSecond} | ${r.ratio} | ${r.errors} | ${r.ratio >= MIN_RATIO && r.errors === 0 ? 'PASS' : 'FAIL'} |`,
  );
  return [
    `## Counting: public pages (${CONNECTIONS} connections, ${PHASE_S} s phases, median of ${ROUNDS}) with beacons at ${BEACONS_PER_SECOND}/s against none\n`,
    '| database | pages/s, no beacons | pages/s, beacons | beacons/s | ratio (at least 0.9) | errors | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
