// `npm run bench:insights`: what the Insights cost and how fast they answer, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL, against production server processes on 127.0.0.1:
// (a) public page throughput with beacons arriving at 200 a second against none (bench/insightsCounting.ts,
//     a ratio of at least 0.9);
// (b) each report over 12 months holding 1,000,000 views (bench/insightsReports.ts, a median of at
//     most 300 ms);
// (c) a flood of made-up views over made-up sources (bench/insightsFlood.ts, INSIGHTS_FLOOD_VIEWS of
//     them): no event-loop stall past 50 ms while they are rolled up and the reports read.
// INSIGHTS_BENCH=counting, reports or flood runs one part only.
import { databases } from '../tests/kit/databases.ts';
import { MIN_RATIO, benchCounting, countingTable, type CountingResult } from './insightsCounting.ts';
import { MAX_STALL_MS, benchAllFloods, floodTable } from './insightsFlood.ts';
import { MAX_MEDIAN_MS, benchAllReports, reportsTable } from './insightsReports.ts';

const part = process.env.INSIGHTS_BENCH ?? 'all';
let passed = true;

if (part === 'all' || part === 'counting') {
  const results: CountingResult[] = [];
  for (const kind of databases) results.push(await benchCounting(kind));
  console.log(`${countingTable(results)}\n`);
  passed &&= results.every((r) => r.ratio >= MIN_RATIO && r.errors === 0);
}

if (part === 'all' || part === 'reports') {
  const timings = await benchAllReports();
  console.log(`${reportsTable(timings)}\n`);
  passed &&= timings.every((t) => t.medianMs <= MAX_MEDIAN_MS);
}

if (part === 'all' || part === 'flood') {
  const phases = await benchAllFloods();
  console.log(`${floodTable(phases)}\n`);
  passed &&= phases.every((p) => p.worstMs <= MAX_STALL_MS);
}

process.exitCode = passed ? 0 : 1;
