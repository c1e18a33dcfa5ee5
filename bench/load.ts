// `npm run bench:load`: 50 connections for 30 s of mixed reads, subscribes and admin writes
// against a server process started here on 127.0.0.1. Passes when there are no errors and no
// 5xx, and the server's memory at the end is within 20% of its memory after the warm-up.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { graphqlData } from '../tests/kit/graphql.ts';
import { BENCH_ADMIN, startBenchServer } from './serverProcess.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 30);
const WARMUP_S = 5;

const json = { 'content-type': 'application/json' };
const body = (query: string, variables: object = {}) => JSON.stringify({ query, variables });
const ALL_POSTS = 'query getAllPosts { getAllPosts { _id title content category image_url { url filename } date_posted } }';
const ONE_POST = 'query getOnePost($id: ID!) { getOnePost(id: $id) { title content image_urls { url } } }';
const SUBSCRIBE = 'mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }';
const UPDATE = 'mutation updatePost($input: PostInputUpdate!) { updatePost(input: $input) { _id } }';

function mix(postIds: string[], token: string): Request[] {
  let n = 0;
  const id = () => postIds[n++ % postIds.length]!;
  const read: Request[] = [
    { method: 'GET', path: `/graphql?query=${encodeURIComponent(ALL_POSTS)}` },
    { method: 'POST', path: '/graphql', headers: json, body: body(ALL_POSTS) },
    { method: 'POST', path: '/graphql', headers: json, setupRequest: (request) => ({ ...request, body: body(ONE_POST, { id: id() }) }) },
  ];
  const subscribe: Request = {
    method: 'POST',
    path: '/graphql',
    headers: json,
    setupRequest: (request) => ({ ...request, body: body(SUBSCRIBE, { input: { subscriptionWithEmail: `load-${process.pid}-${n++}@example.org` } }) }),
  };
  const write: Request = {
    method: 'POST',
    path: '/graphql',
    headers: { ...json, authorization: `Bearer ${token}` },
    setupRequest: (request) => ({
      ...request,
      body: body(UPDATE, {
        input: {
          post_id: id(),
          title: `Updated under load ${n++}`,
          content: 'Edited while visitors read the site.',
          category: 'Events',
          contentSections: [{ sectionTitle: 'Load', paragraph1: 'Still here.' }],
        },
      }),
    }),
  };
  // Seven reads, two subscribes, one admin write per cycle.
  return [...read, ...read, read[0]!, subscribe, subscribe, write];
}

function run(url: string, requests: Request[], seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-load-'));
  const server = await startBenchServer({ DATA_DIR: dataDir });
  try {
    const { login_user } = await graphqlData<{ login_user: { token: string } }>(
      server.url,
      'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
      BENCH_ADMIN,
    );
    const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string }[] }>(server.url, 'query ids { getAllPosts { _id } }');
    const requests = mix(getAllPosts.map((post) => post._id), login_user.token);

    await run(server.url, requests, WARMUP_S);
    const rssAfterWarmup = server.rss();
    const result = await run(server.url, requests, DURATION_S);
    const rssAtEnd = server.rss();

    const summary = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: DURATION_S,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      status5xx: result['5xx'],
      memory: { afterWarmupMB: +(rssAfterWarmup / 2 ** 20).toFixed(1), atEndMB: +(rssAtEnd / 2 ** 20).toFixed(1), growth: +(rssAtEnd / rssAfterWarmup - 1).toFixed(3) },
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/load-${summary.date.slice(0, 10)}.json`;
    writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');

    const ok = summary.errors === 0 && summary.timeouts === 0 && summary.status5xx === 0 && summary.non2xx === 0 && summary.memory.growth <= 0.2;
    console.log(`## Load: ${CONNECTIONS} connections, ${DURATION_S} s, mixed reads / subscribes / admin writes\n`);
    console.log('| requests | req/s | p50 ms | p99 ms | errors | non-2xx | 5xx | RSS after warm-up | RSS at end | growth |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${summary.requests} | ${summary.requestsPerSecond.toFixed(0)} | ${summary.latencyMs.p50} | ${summary.latencyMs.p99} | ${summary.errors + summary.timeouts} | ${summary.non2xx} | ${summary.status5xx} | ${summary.memory.afterWarmupMB} MB | ${summary.memory.atEndMB} MB | ${(summary.memory.growth * 100).toFixed(1)}% |`,
    );
    console.log(`\nWritten to ${file}. ${ok ? 'PASS' : 'FAIL'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
