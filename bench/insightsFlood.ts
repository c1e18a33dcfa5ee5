// A flood of made-up views, and what it costs the server's event loop: INSIGHTS_FLOOD_VIEWS views of
// today (default 200,000; the review's case is 1,000,000) over a tenth as many made-up `ref` tags,
// from a quarter as many visitors (one per user agent a flooder would send), written as the
// recorder writes them; then, in the server's own process (PGlite in its thread there), the roll-up
// counts them, the traffic reports are read, the day closes (its rare sources merged) and the
// reports are read again. perf_hooks' monitorEventLoopDelay measures every stall meanwhile (none may
// pass MAX_STALL_MS), beside the longest garbage collection and an idle process's worst stall: what
// the machine's other work costs any process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { kigaliToday } from '../shared/kigaliTime.ts';
import { DAY_MS } from '../server/core/time.ts';
import { databases, type DatabaseKind } from '../tests/kit/databases.ts';
import { TestServer } from '../tests/kit/server.ts';

export const MAX_STALL_MS = 50;
const VIEWS = Math.max(1_000, Number(process.env.INSIGHTS_FLOOD_VIEWS ?? 200_000));
const SOURCES = Math.max(1, Math.floor(VIEWS / 10));
const VISITORS = Math.max(1, Math.floor(VIEWS / 4));
const READS = 10;
const BATCH = 5_000;
const PAGES = ['/', '/ActivitiesPage', '/DonatePage', '/WhoWeArePage', '/ImpactPage', '/ContactPage'];
const TRAFFIC = `query ($period: InsightsPeriod!) { trafficInsights(period: $period) { visitors views
  pages { key visitors views } sources { key visitors views } languages { key visitors views } devices { key visitors views } } }`;

export interface FloodPhase {
  database: DatabaseKind['name'];
  phase: string;
  seconds: number;
  /** Event-loop delay while it ran, ms: the median and the worst. */
  medianMs: number;
  worstMs: number;
  /** The longest garbage collection of the server's own heap meanwhile, ms (it holds the loop too). */
  longestGcMs: number;
  /**
   * The worst stall of an idle Node process measuring its own loop meanwhile, ms: what the machine's
   * other work costs any process (a stall of the server's no longer than this one's is not the server's).
   */
  idleWorstMs: number;
  /** The machine's load (1 minute) when it ended: other processes' work delays this one's loop too. */
  load: number;
}

/** Writes the flood into insight_views, uncounted, as the recorder would (seeding is not measured). */
async function writeFlood(server: TestServer, now: number): Promise<void> {
  const day = kigaliToday(now);
  for (let start = 0; start < VIEWS; start += BATCH) {
    const count = Math.min(BATCH, VIEWS - start);
    const rows = Array.from({ length: count }, (_, k) => {
      const n = start + k;
      return {
        at: new Date(now - (VIEWS - n) * 10),
        path: PAGES[n % PAGES.length]!,
        language: ['en', 'rw', 'fr'][n % 3]!,
        source: `flood-${(n * 7_919) % SOURCES}`,
        device: ['PHONE', 'DESKTOP', 'TABLET'][n % 3]!,
        visitor: createHash('sha256').update(`flood visitor ${n % VISITORS}`).digest(),
      };
    });
    await server.services.db.query(
      `INSERT INTO insight_views (at, day, path, post_id, language, source, device, visitor)
       SELECT at, $2::date, path, NULL, language, source, device, visitor
       FROM unnest($1::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bytea[]) AS v (at, path, language, source, device, visitor)`,
      [rows.map((r) => r.at), day, rows.map((r) => r.path), rows.map((r) => r.language), rows.map((r) => r.source), rows.map((r) => r.device), rows.map((r) => r.visitor)],
    );
  }
}

/** A Node process that does nothing but measure its own event loop's delay, reset and reported on request. */
const IDLE = `const { monitorEventLoopDelay } = require('node:perf_hooks');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (what) => {
  if (what === 'reset') delay.reset();
  process.send(what === 'reset' ? 'ready' : delay.max);
});`;

function ask(idle: ChildProcess, what: 'reset' | 'report'): Promise<unknown> {
  return new Promise((resolve) => {
    idle.once('message', resolve);
    idle.send(what);
  });
}

/** Runs `work` with the event loop's delay measured every 10 ms, here and in an idle process beside. */
async function measured(database: DatabaseKind['name'], phase: string, idle: ChildProcess, work: () => Promise<unknown>): Promise<FloodPhase> {
  await ask(idle, 'reset');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let longestGcMs = 0;
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  });
  collections.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  delay.enable();
  await work();
  delay.disable();
  collections.disconnect();
  const idleWorst = (await ask(idle, 'report')) as number;
  // The histogram counts the sampling interval itself: what is past it is the stall.
  const stall = (ns: number) => Math.max(0, Math.round(ns / 1e6 - 10));
  return {
    database,
    phase,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    medianMs: stall(delay.percentile(50)),
    worstMs: stall(delay.max),
    longestGcMs: Math.round(longestGcMs),
    idleWorstMs: stall(idleWorst),
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

export async function benchFlood(kind: DatabaseKind): Promise<FloodPhase[]> {
  const server = await new TestServer(kind).start();
  const idle = spawn(process.execPath, ['-e', IDLE], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const token = await server.login();
    const now = Date.now();
    const seeding = Date.now();
    await writeFlood(server, now);
    console.error(`${kind.name}: ${VIEWS.toLocaleString('en')} flood views written in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    const rollups = server.services.insightsCounting.rollups!;
    const reads = async () => {
      for (let n = 0; n < READS; n += 1) {
        for (const period of ['LAST_7_DAYS', 'LAST_30_DAYS']) {
          const answer = await server.gql<{ trafficInsights: { views: number; sources: unknown[] } }>(TRAFFIC, { period }, token);
          if (answer.errors || answer.data!.trafficInsights.views !== VIEWS) throw new Error(`the report answered ${JSON.stringify(answer).slice(0, 300)}`);
        }
      }
    };
    const phases = [
      await measured(kind.name, `roll-up of ${VIEWS.toLocaleString('en')} views`, idle, () => rollups.runNow(now)),
      await measured(kind.name, `${READS * 2} traffic reads, today open`, idle, reads),
      // The next day, once today has closed: its sources past the most visited merged.
      await measured(kind.name, 'closing the day', idle, () => rollups.runNow(now + DAY_MS + 10 * 60_000)),
      await measured(kind.name, `${READS * 2} traffic reads, the day closed`, idle, reads),
    ];
    return phases;
  } finally {
    idle.kill();
    await server.destroy();
  }
}

export function floodTable(phases: FloodPhase[]): string {
  return [
    `## A flood of ${VIEWS.toLocaleString('en')} views over ${SOURCES.toLocaleString('en')} made-up sources from ${VISITORS.toLocaleString('en')} user agents: event-loop stalls\n`,
    `| database | phase | seconds | median stall ms | worst stall ms (at most ${MAX_STALL_MS}) | longest GC ms | idle process's worst stall ms | load | |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...phases.map((p) => `| ${p.database} | ${p.phase} | ${p.seconds} | ${p.medianMs} | ${p.worstMs} | ${p.longestGcMs} | ${p.idleWorstMs} | ${p.load} | ${p.worstMs <= MAX_STALL_MS ? 'PASS' : 'FAIL'} |`),
  ].join('\n');
}

export async function benchAllFloods(): Promise<FloodPhase[]> {
  const phases: FloodPhase[] = [];
  for (const kind of databases) phases.push(...(await benchFlood(kind)));
  return phases;
}
