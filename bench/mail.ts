// `npm run bench:mail`: one newsletter send to 10,000 ACTIVE subscribers through a local SMTP
// server that accepts everything, with MAIL_RATE=0. Reports messages per second, the time from
// queueing to Done, and the server process's peak memory. Target: 300 messages a second or more.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { TestSmtpServer } from '../tests/kit/smtp.ts';
import { BENCH_ADMIN, startBenchServer } from './serverProcess.ts';

const SUBSCRIBERS = Number(process.env.MAIL_BENCH_SUBSCRIBERS ?? 10_000);
const TARGET_PER_SECOND = 300;

// Counting only: parsing each message would take the machine's time from the server.
const smtp = await new TestSmtpServer({ keep: false }).start();

const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-mail-'));
try {
  // The subscribers are written straight into the database before the server starts.
  const db = await openDb({ dataDir });
  await migrate(db);
  await db.query(
    `INSERT INTO subscribers (email, status) SELECT 'reader-' || n || '@example.org', 'ACTIVE' FROM generate_series(1, $1::int) n`,
    [SUBSCRIBERS],
  );
  await db.close();

  const server = await startBenchServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://bcf.example',
    MAIL_RATE: '0',
    STAFF_EMAIL: 'staff@bcf.example',
  });
  try {
    const { login_user } = await graphqlData<{ login_user: { token: string } }>(
      server.url,
      'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
      BENCH_ADMIN,
    );
    const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string }[] }>(server.url, 'query getAllPosts { getAllPosts { _id } }');
    const rssBefore = server.rss();
    const started = performance.now();
    const { sendPostToSubscribers } = await graphqlData<{ sendPostToSubscribers: { total: number } }>(
      server.url,
      'mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { total } }',
      { input: getAllPosts[0]!._id },
      login_user.token,
    );
    const queuedMs = performance.now() - started;
    let status = '';
    let sent = 0;
    let failed = 0;
    while (status !== 'DONE') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { getNewsletterSends } = await graphqlData<{ getNewsletterSends: { status: string; sent: number; failed: number }[] }>(
        server.url,
        'query getNewsletterSends { getNewsletterSends { status sent failed } }',
        {},
        login_user.token,
      );
      ({ status, sent, failed } = getNewsletterSends[0]!);
    }
    const doneMs = performance.now() - started;
    const peak = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
    const perSecond = sendPostToSubscribers.total / (doneMs / 1000);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`subscribers:            ${sendPostToSubscribers.total}`);
    console.log(`queued in:              ${queuedMs.toFixed(0)} ms`);
    console.log(`time to Done:           ${(doneMs / 1000).toFixed(1)} s (sent ${sent}, failed ${failed}, received ${smtp.count})`);
    console.log(`messages per second:    ${perSecond.toFixed(0)} (target ${TARGET_PER_SECOND})`);
    console.log(`server memory:          ${mb(rssBefore)} before, ${mb(peak)} peak`);
    await server.stop();
    if (perSecond < TARGET_PER_SECOND || failed > 0 || sent !== SUBSCRIBERS) process.exitCode = 1;
  } catch (error) {
    await server.stop();
    throw error;
  }
} finally {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
