// Two server processes on one PostgreSQL schema, both making monthly reminders every 50 ms: a
// month's reminder of each giver is made once (one pledge, one e-mail through a real SMTP server),
// also when one process is killed in the middle of its run and the other carries on. PostgreSQL
// only: PGlite is one process's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL, TestSmtpServer } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { monthBefore } from './monthlyKit.ts';

const postgres = databases.find((kind) => kind.name === 'postgres');
const GIVERS = 40;

describe.runIf(postgres)('two server processes making monthly reminders on one PostgreSQL schema', () => {
  const smtp = new TestSmtpServer();
  let owner: TestServer;
  const processes: TestServerProcess[] = [];

  beforeAll(async () => {
    await smtp.start();
    // This one makes the schema (its migrations); the processes share it.
    owner = new TestServer(postgres!, { seed: false });
    await owner.start();
    await owner.stop();
    const settings = { seed: false, databaseSchema: owner.schema, publicUrl: PUBLIC_URL, scheduleTickMs: 50 };
    processes.push(...(await Promise.all([0, 1].map(() => startTestServerProcess({ postgres: true, smtpUrl: smtp.url, settings })))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((one) => one.stop().catch(() => {})));
    await owner?.destroy();
    await smtp.stop();
  });

  test('each giver\'s month is made once, though one process dies in the middle of its run', async () => {
    const today = kigaliToday();
    const emails = Array.from({ length: GIVERS }, (_, n) => `twin-monthly-${n}@bcf.test`);
    // Givers whose month comes now, written at once: both processes find them at their next tick.
    await processes[0]!.query(
      `INSERT INTO monthly_gifts (amount, currency, way, donor_email, language, day, last_month)
       SELECT 5000 + n, 'RWF', 'CASH', e, 'en', $2, $3 FROM unnest($1::text[]) WITH ORDINALITY AS t(e, n)`,
      [emails, Number(today.slice(8, 10)), monthBefore(today.slice(0, 7))],
    );
    // One process is killed as soon as it has made some: whatever it had under way is rolled back.
    await expect.poll(async () => (await processes[1]!.query<{ n: number }>('SELECT count(*)::int AS n FROM gifts WHERE monthly_gift_id IS NOT NULL'))[0]!.n, { interval: 5, timeout: 30_000 }).toBeGreaterThan(0);
    await processes[0]!.process.kill('SIGKILL');
    const made = async () =>
      processes[1]!.query<{ email: string; pledges: number; month: string }>(
        `SELECT m.donor_email AS email, count(g.id)::int AS pledges, m.last_month AS month
         FROM monthly_gifts m LEFT JOIN gifts g ON g.monthly_gift_id = m.id GROUP BY m.id ORDER BY m.donor_email`,
      );
    await expect.poll(async () => (await made()).filter((one) => one.pledges > 0).length, { timeout: 30_000, interval: 100 }).toBe(GIVERS);
    // A while more of ticking changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await made();
    expect(after.map((one) => one.pledges)).toEqual(Array<number>(GIVERS).fill(1));
    expect(new Set(after.map((one) => one.month))).toEqual(new Set([today.slice(0, 7)]));
    const queued = await processes[1]!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox o JOIN gifts g ON g.id = o.gift_id WHERE g.monthly_gift_id IS NOT NULL AND o.kind = 'pledge'`,
    );
    expect(queued[0]!.n).toBe(GIVERS);
    for (const email of emails) await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(1);
  }, 120_000);
});
