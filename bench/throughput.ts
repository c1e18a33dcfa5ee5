// Server throughput with autocannon, one scenario after another, each after its own warm-up, on
// a database of 200 posts; the ceiling is plain Fastify sending getAllPosts's bytes from memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Request } from 'autocannon';
import { graphqlData } from '../tests/kit/graphql.ts';
import { BENCH_ADMIN, type BenchServer } from './serverProcess.ts';

export const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
export const POSTS = 200;

// The client's own documents (store/api/posts.ts, store/api/subscribers.ts).
const SECTIONS = 'contentSections { sectionTitle paragraph1 paragraph2 }';
const ALL_POSTS = `query getAllPosts { getAllPosts { _id title content category ${SECTIONS}
  youtube_video_url image_url { url filename } date_posted } }`;
const ONE_POST = `query getOnePost($id: ID!) { getOnePost(id: $id) { category title content ${SECTIONS}
  youtube_video_url image_url { url filename } image_urls { url filename } } }`;
const SUBSCRIBE = 'mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id subscriptionWithEmail date_subscribed } }';
const LOGIN = 'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';
const ADD_POST = 'mutation addPost($input: PostInput!) { addPost(input: $input) { _id } }';

export interface Throughput {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToCeiling?: number;
}

const json = { 'content-type': 'application/json' };
const body = (query: string, variables: object = {}) => JSON.stringify({ query, variables });

interface PostRow {
  _id: string;
  image_url: { url: string; filename: string }[];
}

/** Tops the database up to POSTS posts through the API, reusing a sample post's pictures. */
export async function fillPosts(url: string): Promise<string[]> {
  const { login_user } = await graphqlData<{ login_user: { token: string } }>(url, LOGIN, BENCH_ADMIN);
  const existing = (await graphqlData<{ getAllPosts: PostRow[] }>(url, 'query ids { getAllPosts { _id image_url { url filename } } }')).getAllPosts;
  const picture = existing[0]?.image_url[0] ?? { url: '/logo.svg', filename: 'logo.svg' };
  for (let i = existing.length; i < POSTS; i += 1) {
    await graphqlData(url, ADD_POST, {
      input: {
        title: `Bench post ${i + 1}`,
        content: 'Students and mentors met to plan the next term. '.repeat(4),
        category: ['Celebrations', 'Events', 'Meetings', 'Stories'][i % 4],
        contentSections: [{ sectionTitle: 'What happened', paragraph1: 'A good day for everyone.', paragraph2: 'More soon.' }],
        image_urls: [picture],
        image_url: picture,
      },
    }, login_user.token);
  }
  return (await graphqlData<{ getAllPosts: PostRow[] }>(url, 'query ids { getAllPosts { _id } }')).getAllPosts.map((p) => p._id);
}

async function cannon(options: Options): Promise<autocannon.Result> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  return autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
}

function figures(scenario: string, result: autocannon.Result): Throughput {
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startCeiling(bodyFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts'], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
  };
}

/** Every scenario against `server` (already holding POSTS posts), then the ceiling. */
export async function measureThroughput(server: BenchServer, postIds: string[]): Promise<Throughput[]> {
  let n = 0;
  const nextId = () => postIds[n++ % postIds.length]!;
  const allPostsBytes = await (await fetch(`${server.url}/graphql?query=${encodeURIComponent(ALL_POSTS)}`)).text();
  const scenarios: [string, Options][] = [
    ['getAllPosts (POST)', { url: server.url, requests: [{ method: 'POST', path: '/graphql', headers: json, body: body(ALL_POSTS) }] }],
    ['getAllPosts (GET)', { url: `${server.url}/graphql?query=${encodeURIComponent(ALL_POSTS)}` }],
    [
      'getOnePost (POST)',
      {
        url: server.url,
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: json,
            setupRequest: (request: Request) => ({ ...request, body: body(ONE_POST, { id: nextId() }) }),
          },
        ],
      },
    ],
    [
      'makeSubscribe (POST)',
      {
        url: server.url,
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: json,
            setupRequest: (request: Request) => ({
              ...request,
              body: body(SUBSCRIBE, { input: { subscriptionWithEmail: `bench-${process.pid}-${n++}@example.org` } }),
            }),
          },
        ],
      },
    ],
  ];
  const results: Throughput[] = [];
  for (const [name, options] of scenarios) results.push(figures(name, await cannon(options)));

  const dir = mkdtempSync(join(tmpdir(), 'bcf-ceiling-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, allPostsBytes);
  const ceiling = await startCeiling(bodyFile);
  try {
    results.push(figures('ceiling: plain Fastify, same bytes from memory', await cannon({ url: `${ceiling.url}/ceiling` })));
  } finally {
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const top = results.at(-1)!.requestsPerSecond;
  for (const result of results) result.ratioToCeiling = +(result.requestsPerSecond / top).toFixed(2);
  return results;
}

export const ALL_POSTS_BYTES_QUERY = ALL_POSTS;
