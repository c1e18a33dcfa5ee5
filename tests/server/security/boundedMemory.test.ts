import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { GET_ONE_POST } from '../../kit/documents.ts';
import { errorCode, graphql } from '../../kit/graphql.ts';
import { startServerProcess, type ServerProcess } from '../../kit/process.ts';

// The server's own memory, in a process of its own: 1,000 distinct reads and 100 ids of 500 KB,
// four times over. Before the read cache was bounded, each big id stayed in memory (the id under
// remember() and in the answer's key): its resident memory grew by about 50 MB a round.
const BIG_IDS = 100;
const READS = 1000;
const ROUNDS = 4;
/** Room for the heap's own swings (10 MB seen) from the first round to the last. */
const MAX_GROWTH_MB = 48;

const kind = databases[0]!;
const dataDir = mkdtempSync(join(tmpdir(), 'bcf-memory-'));
let server: ServerProcess;

beforeAll(async () => {
  // A heap of bounded size collects what a round leaves behind before the next one ends.
  server = await startServerProcess({ kind, dataDir, env: { NODE_OPTIONS: '--max-old-space-size=256' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server process's resident memory, in MB, as the kernel counts it. */
function residentMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) / 1024;
}

const getOnePost = (id: string) => graphql<{ getOnePost: unknown }>(server.url, GET_ONE_POST, { id });

async function round(n: number) {
  for (let i = 0; i < READS; i += 1) {
    const answer = await getOnePost(`${n}-${i}-`.padEnd(64, 'x'));
    expect(answer.data?.getOnePost).toBeNull();
  }
  for (let i = 0; i < BIG_IDS; i += 1) {
    const answer = await getOnePost(`${n}-${i}-`.padEnd(500_000, 'x'));
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
  }
}


/** Runs `rounds` rounds; the resident memory after the last is within MAX_GROWTH_MB of that after the first. */
async function expectMemorySettles(rounds: number, round: (n: number) => Promise<void>) {
  const after: number[] = [];
  for (let n = 0; n < rounds; n += 1) {
    await round(n);
    after.push(residentMb());
  }
  const growth = after.at(-1)! - after[0]!;
  expect(growth, `resident MB after each round: ${after.map((mb) => mb.toFixed(0)).join(', ')}`).toBeLessThan(MAX_GROWTH_MB);
}

test(
  'the server’s memory settles under 1,000 distinct reads and 500 KB ids, round after round',
  async () => {
    await expectMemorySettles(ROUNDS, round);
  },
  300_000,
);

// Distinct documents (the second review): each is parsed and kept by mercurius, valid ones and
// those that fail validation in two caches. Dense ones (about 1,400 tokens, under the 1,500 limit)
// take about 340 KB each once parsed; with the default 1,024 entries of each, a few thousand
// requests took the server from 0.5 to 2 GB.
const DOCUMENTS = 100;
const DOCUMENT_ROUNDS = 3;

async function documentRound(n: number) {
  for (let i = 0; i < DOCUMENTS; i += 1) {
    for (const field of ['title', 'nope']) {
      const query = `query Q${n}x${i}${field}{getAllPosts{${`${field} `.repeat(700)}}}`;
      expect((await graphql(server.url, query)).status).toBeLessThan(500);
    }
  }
}

test(
  'the server’s memory settles under distinct documents, valid and not, round after round',
  async () => {
    await expectMemorySettles(DOCUMENT_ROUNDS, documentRound);
  },
  300_000,
);
