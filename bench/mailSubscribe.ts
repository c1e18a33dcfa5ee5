// makeSubscribe with e-mail off, then on (each subscription also writes its confirmation to the
// outbox, and the worker sends it to a local accept-all SMTP server): 50 connections, 10 s each.
// Run: node --import tsx bench/mailSubscribe.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TestSmtpServer } from '../tests/kit/smtp.ts';
import { startBenchServer } from './serverProcess.ts';

const smtp = await new TestSmtpServer({ keep: false }).start();
const SUBSCRIBE = 'mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }';
for (const [name, env] of [['e-mail off', {}], ['e-mail on', { SMTP_URL: smtp.url, PUBLIC_URL: 'https://bcf.example', MAIL_RATE: '0', STAFF_EMAIL: 's@bcf.example' }]] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-sub-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, ...env });
  let n = 0;
  const run = (duration: number) => autocannon({ url: server.url, connections: 50, duration, requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ query: SUBSCRIBE, variables: { input: { subscriptionWithEmail: `b-${n++}@example.org` } } }) }) }] });
  await run(3);
  const result = await run(10);
  console.log(`${name}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
await smtp.stop();
