// `npm run bench:spam` (and a step of `npm run bench`): a production start sends every kind of
// e-mail, the newsletter of each sample post included, to a real SMTP server on 127.0.0.1; each
// message, captured raw, is scored by SpamAssassin with its local rules only (`spamassassin -L -t`).
// Prints a table; fails when any message scores SPAM_LIMIT or more. Without SpamAssassin installed
// (Debian: apt-get install spamassassin) it says so and skips.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SAMPLE_POSTS } from '../server/seed/samplePosts.ts';
import { graphqlData } from '../tests/kit/graphql.ts';
import { TestSmtpServer, linkIn, type Received } from '../tests/kit/smtp.ts';
import { BENCH_ADMIN, startBenchServer } from './serverProcess.ts';

/** A message scoring this or more fails the bench (SpamAssassin's own threshold is 5.0). */
export const SPAM_LIMIT = 2.0;

const PUBLIC_URL = 'https://bcf.example';
const STAFF = 'staff@bcf.example';
const READER = 'reader@example.org';
const INVITED = 'new.editor@example.rw';
const WAIT_MS = 30_000;

export interface SpamScore {
  kind: string;
  subject: string;
  score: number;
  /** The rules that hit, with their points as SpamAssassin's report lists them. */
  rules: string[];
}

export function spamAssassinAvailable(): boolean {
  return spawnSync('spamassassin', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Scores one raw message with the local rules only (no network tests, no Bayes learning). */
async function score(raw: Buffer): Promise<{ score: number; rules: string[] }> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('spamassassin', ['-L', '-t'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      // -t exits 0 either way; anything else is SpamAssassin failing, not a score.
      if (code !== 0 && code !== 1) reject(new Error(`spamassassin exited with ${code}: ${errors}`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    child.stdin.end(raw);
  });
  const headerEnd = output.search(/\r?\n\r?\n/);
  const headers = output.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const status = /^X-Spam-Status: .*$/m.exec(headers)?.[0];
  const points = status && /score=(-?\d+(?:\.\d+)?)/.exec(status);
  if (!points) throw new Error(`no X-Spam-Status in SpamAssassin's output:\n${output.slice(0, 2000)}`);
  // The report -t appends: " pts rule name  description" lines.
  const rules = [...output.matchAll(/^\s*(-?\d+\.\d+)\s+([A-Z0-9_]+)\s/gm)].map(([, pts, name]) => `${name} ${pts}`);
  return { score: Number(points[1]), rules };
}

/** Starts a server process with e-mail on and has it send every kind of e-mail; answers them raw. */
async function captureEveryKind(): Promise<{ kind: string; message: Received }[]> {
  const smtp = await new TestSmtpServer().start();
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-spam-'));
  // The e-mails do not depend on the web app: a stand-in lets the bench run without a build.
  const distDir = join(dataDir, 'site');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>BCF</title></head><body><div id="root"></div></body></html>');

  const one = (to: string, match: (subject: string) => boolean) => smtp.waitFor(to, (message) => match(message.mail.subject ?? ''), WAIT_MS);

  try {
    const server = await startBenchServer({
      DATA_DIR: join(dataDir, 'data'),
      DIST_DIR: distDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_RATE: '0',
      STAFF_EMAIL: STAFF,
    });
    try {
      const captured: { kind: string; message: Received }[] = [];
      await graphqlData(server.url, 'mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }', {
        input: { subscriptionWithEmail: READER },
      });
      const confirmation = await one(READER, (s) => s.startsWith('Confirm'));
      captured.push({ kind: 'confirmation', message: confirmation });
      const confirmUrl = linkIn(confirmation.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, server.url);
      await fetch(confirmUrl, { redirect: 'manual' });
      captured.push({ kind: 'welcome', message: await one(READER, (s) => s.startsWith('Welcome')) });
      captured.push({ kind: 'subscriber notice', message: await one(STAFF, (s) => s.startsWith('New subscriber')) });

      await graphqlData(server.url, 'mutation sendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { received } }', {
        input: { name: 'Jean Bosco', email: 'jean.bosco@example.rw', message: 'Hello, I would like to mentor a student in Huye next term. How can I help?' },
      });
      captured.push({ kind: 'contact notice', message: await one(STAFF, (s) => s.includes('Jean Bosco')) });

      const { login_user } = await graphqlData<{ login_user: { token: string } }>(
        server.url,
        'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
        BENCH_ADMIN,
      );
      const { getAllPosts } = await graphqlData<{ getAllPosts: { _id: string; title: string }[] }>(server.url, 'query getAllPosts { getAllPosts { _id title } }');
      for (const sample of SAMPLE_POSTS) {
        const post = getAllPosts.find((candidate) => candidate.title === sample.title);
        if (!post) throw new Error(`the sample post "${sample.title}" is not on the site`);
        await graphqlData(server.url, 'mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id } }', { input: post._id }, login_user.token);
        captured.push({ kind: `newsletter: ${sample.title}`, message: await one(READER, (s) => s === sample.title) });
      }

      await graphqlData(server.url, 'mutation inviteUser($input: InviteUserInput!) { inviteUser(input: $input) { id } }', { input: { email: INVITED, role: 'EDITOR' } }, login_user.token);
      captured.push({ kind: 'invitation', message: await one(INVITED, (s) => s.includes('invited')) });

      // Last: it changes the bench administrator's password.
      await graphqlData(server.url, 'mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }', { email: BENCH_ADMIN.email });
      const reset = await one(BENCH_ADMIN.email, (s) => s.startsWith('Reset'));
      captured.push({ kind: 'password reset', message: reset });
      const token = new URL(linkIn(reset.mail.text, `${PUBLIC_URL}/ResetPassword?token=`)).searchParams.get('token');
      await graphqlData(server.url, 'mutation resetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }', {
        token,
        password: 'a brand new bench password',
      });
      captured.push({ kind: 'security notice', message: await one(BENCH_ADMIN.email, (s) => s !== reset.mail.subject) });
      return captured;
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every kind of e-mail scored, or null when SpamAssassin is not installed. */
export async function measureSpamScores(): Promise<SpamScore[] | null> {
  if (!spamAssassinAvailable()) return null;
  const rows: SpamScore[] = [];
  for (const { kind, message } of await captureEveryKind()) {
    rows.push({ kind, subject: message.mail.subject ?? '', ...(await score(message.raw)) });
  }
  return rows;
}

export function spamTable(rows: SpamScore[]): string {
  return [
    '| e-mail | score | rules that hit |',
    '| --- | ---: | --- |',
    ...rows.map((row) => `| ${row.kind} | ${row.score.toFixed(1)} | ${row.rules.join(', ') || 'none'} |`),
  ].join('\n');
}

export const SPAM_SKIPPED = 'SpamAssassin is not installed (apt-get install spamassassin): the spam scores were not measured.';

/** The rows at or above SPAM_LIMIT. */
export const overLimit = (rows: SpamScore[]) => rows.filter((row) => row.score >= SPAM_LIMIT);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureSpamScores();
  if (!rows) {
    console.log(SPAM_SKIPPED);
  } else {
    console.log(`## Spam scores: SpamAssassin, local rules only (spamassassin -L -t), limit ${SPAM_LIMIT}\n\n${spamTable(rows)}\n`);
    const failing = overLimit(rows);
    if (failing.length > 0) {
      console.log(`At or above ${SPAM_LIMIT}: ${failing.map((row) => `${row.kind} (${row.score})`).join('; ')}`);
      process.exitCode = 1;
    }
  }
}
