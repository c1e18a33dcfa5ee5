// Scheduled publishing and "publish and send", on PGlite and PostgreSQL: a scheduled
// post goes public within the scheduler's tick with a server running, at start when it fell due
// while no server ran, once; its newsletter send is queued with it, once; two servers on one
// PostgreSQL publish and send each post exactly once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvalBy } from '../../../server/posts/sendApproval.ts';
import { databases, databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { errorCode } from '../../kit/graphql.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }';
const SCHEDULE = 'mutation ($id: ID!, $at: Timestamp!, $send: Boolean) { schedulePost(id: $id, at: $at, sendToSubscribers: $send) { _id status publish_at } }';
const PUBLISH = 'mutation ($id: ID!, $send: Boolean) { publishPost(id: $id, sendToSubscribers: $send) { _id status } }';
const ALL_POSTS = 'query { getAllPosts { _id title } }';

async function draft(server: TestServer, token: string, title: string): Promise<string> {
  const { data, errors } = await server.gql<{ saveDraft: { _id: string } }>(
    SAVE_DRAFT,
    { input: { title, content: `All about ${title}.`, category: 'Meetings' } },
    token,
  );
  expect(errors).toBeUndefined();
  return data!.saveDraft._id;
}

const sendsOf = async (server: TestServer, id: string) =>
  (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_sends WHERE post_id = $1', [id]))[0]!.n;

const skippedAt = async (server: TestServer, token: string, id: string) => {
  const { data, errors } = await server.gql<{ staffPost: { post: { status: string }; sendSkippedAt: number | null } }>(
    'query ($id: ID!) { staffPost(id: $id) { post { status } sendSkippedAt } }',
    { id },
    token,
  );
  expect(errors).toBeUndefined();
  return data!.staffPost.sendSkippedAt;
};

const publicIds = async (server: TestServer) =>
  ((await server.gql<{ getAllPosts: { _id: string }[] }>(ALL_POSTS)).data?.getAllPosts ?? []).map((post) => post._id);

describe.each(databasesOf(import.meta.url))('the scheduler on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, scheduleTickMs: 200 });
  let token: string;
  const subscriber = `reader-${kind.name}@example.rw`;

  beforeAll(async () => {
    token = await server.login();
    await server.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [subscriber]);
  });

  test('with the server running, a scheduled post with its send goes public within the tick, and is sent once', async () => {
    const id = await draft(server, token, 'Morning Assembly');
    // Read first: the read cache must drop this answer when the scheduler publishes.
    expect(await publicIds(server)).not.toContain(id);
    const later = Date.now() + 3_600_000;
    const scheduled = await server.gql<{ schedulePost: { status: string; publish_at: number } }>(SCHEDULE, { id, at: later, send: true }, token);
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data!.schedulePost).toMatchObject({ status: 'SCHEDULED', publish_at: later });
    // Nothing is sent before its time.
    expect(await server.services.postScheduler!.runNow()).toEqual([]);
    expect(await sendsOf(server, id)).toBe(0);
    expect(await publicIds(server)).not.toContain(id);
    // Its time comes: moved to a second from now.
    const at = Date.now() + 1_000;
    await server.services.db.query(`UPDATE posts SET publish_at = to_timestamp($2::float8 / 1000) WHERE id = $1`, [id, at]);
    await expect.poll(() => publicIds(server), { timeout: 10_000, interval: 100 }).toContain(id);
    const post = await server.services.repos.posts.find(id);
    expect(post).toMatchObject({ status: 'PUBLISHED', publish_at: null });
    // Within one tick (and the statement) of its time.
    expect(post!.date_posted - at).toBeLessThan(5_000);
    expect(await sendsOf(server, id)).toBe(1);
    await expect.poll(() => smtp.to(subscriber).filter((m) => m.mail.subject?.includes('Morning Assembly')).length, { timeout: 10_000 }).toBe(1);
    // Later ticks claim nothing again.
    expect(await server.services.postScheduler!.runNow()).toEqual([]);
    expect(await server.services.postScheduler!.runNow()).toEqual([]);
    expect(await sendsOf(server, id)).toBe(1);
    expect(smtp.to(subscriber).filter((m) => m.mail.subject?.includes('Morning Assembly'))).toHaveLength(1);
  });

  test('a scheduled post with its send keeps the send when moved to another time or published early', async () => {
    const id = await draft(server, token, 'Early Concert');
    expect((await server.gql(SCHEDULE, { id, at: Date.now() + 3_600_000, send: true }, token)).errors).toBeUndefined();
    // Moved: the new time, still with the send.
    const moved = await server.gql<{ schedulePost: { publish_at: number } }>(SCHEDULE, { id, at: Date.now() + 7_200_000 }, token);
    expect(moved.errors).toBeUndefined();
    expect(await server.services.repos.posts.find(id)).toMatchObject({ status: 'SCHEDULED', send_on_publish: true });
    // Published now, without saying so again: published and sent, once.
    const early = await server.gql<{ publishPost: { status: string } }>(PUBLISH, { id }, token);
    expect(early.data!.publishPost.status).toBe('PUBLISHED');
    expect(await sendsOf(server, id)).toBe(1);
    await expect.poll(() => smtp.to(subscriber).filter((m) => m.mail.subject?.includes('Early Concert')).length, { timeout: 10_000 }).toBe(1);
  });

  test('unscheduling cancels both the publication and the send', async () => {
    const id = await draft(server, token, 'Cancelled Picnic');
    expect((await server.gql(SCHEDULE, { id, at: Date.now() + 60_000, send: true }, token)).errors).toBeUndefined();
    const back = await server.gql<{ unschedulePost: { status: string } }>('mutation ($id: ID!) { unschedulePost(id: $id) { status } }', { id }, token);
    expect(back.data!.unschedulePost.status).toBe('DRAFT');
    // Its time passes (any time it still had, moved an hour back), and the scheduler claims.
    await server.services.db.query(`UPDATE posts SET publish_at = publish_at - interval '1 hour' WHERE id = $1`, [id]);
    await server.services.postScheduler!.runNow();
    expect(await server.services.repos.posts.find(id)).toMatchObject({ status: 'DRAFT', publish_at: null, send_on_publish: false });
    expect(await sendsOf(server, id)).toBe(0);
    expect(await publicIds(server)).not.toContain(id);
  });

  test('publish and send with nobody subscribed: published, the send skipped, and the post keeps its send', async () => {
    await server.services.db.query(`UPDATE subscribers SET status = 'UNSUBSCRIBED'`);
    try {
      const id = await draft(server, token, 'Quiet Launch');
      const published = await server.gql<{ publishPost: { status: string } }>(PUBLISH, { id, send: true }, token);
      expect(published.errors).toBeUndefined();
      expect(published.data!.publishPost.status).toBe('PUBLISHED');
      expect(await publicIds(server)).toContain(id);
      expect(await sendsOf(server, id)).toBe(0);
      // The post's admin page says so.
      expect(await skippedAt(server, token, id)).toBeGreaterThan(Date.now() - 60_000);
      await server.services.db.query(`UPDATE subscribers SET status = 'ACTIVE'`);
      const later = await server.gql<{ sendPostToSubscribers: { total: number } }>(
        'mutation ($id: ID!) { sendPostToSubscribers(input: $id) { total } }',
        { id },
        token,
      );
      expect(later.errors).toBeUndefined();
      expect(later.data!.sendPostToSubscribers.total).toBe(1);
      // A post published with its send queued never says it was skipped.
      const sent = await draft(server, token, 'Loud Launch');
      expect((await server.gql(PUBLISH, { id: sent, send: true }, token)).errors).toBeUndefined();
      expect(await skippedAt(server, token, sent)).toBeNull();
    } finally {
      await server.services.db.query(`UPDATE subscribers SET status = 'ACTIVE'`);
    }
  });

  test('publish and send at once queues the send in the same step; a draft cannot be sent on its own', async () => {
    const id = await draft(server, token, 'Open Day');
    const refused = await server.gql('mutation ($id: ID!) { sendPostToSubscribers(input: $id) { total } }', { id }, token);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(await sendsOf(server, id)).toBe(0);
    const published = await server.gql<{ publishPost: { status: string } }>(PUBLISH, { id, send: true }, token);
    expect(published.data!.publishPost.status).toBe('PUBLISHED');
    expect(await sendsOf(server, id)).toBe(1);
    await expect.poll(() => smtp.to(subscriber).filter((m) => m.mail.subject?.includes('Open Day')).length, { timeout: 10_000 }).toBe(1);
  });

  test('a post that fell due while no server ran is published at start, once, with its send', async () => {
    const slow = new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), scheduleTickMs: 30_000 });
    try {
      await slow.start();
      const slowToken = await slow.login();
      await slow.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [`late-${subscriber}`]);
      const id = await draft(slow, slowToken, 'Overdue Harvest');
      expect((await slow.gql(SCHEDULE, { id, at: Date.now() + 3_600_000, send: true }, slowToken)).errors).toBeUndefined();
      await slow.stop();
      // While no server runs, its time passes.
      await slow.start();
      await slow.services.db.query(`UPDATE posts SET publish_at = now() - interval '2 hours' WHERE id = $1`, [id]);
      await slow.stop();
      await slow.start();
      // Published before the server answered anything, not at a tick 30 s later.
      expect(await publicIds(slow)).toContain(id);
      const first = await slow.services.repos.posts.find(id);
      expect(first!.status).toBe('PUBLISHED');
      expect(await sendsOf(slow, id)).toBe(1);
      // Another restart publishes and sends nothing again.
      await slow.restart();
      expect((await slow.services.repos.posts.find(id))!.date_posted).toBe(first!.date_posted);
      expect(await sendsOf(slow, id)).toBe(1);
      await expect.poll(() => smtp.to(`late-${subscriber}`).filter((m) => m.mail.subject?.includes('Overdue Harvest')).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await slow.destroy();
    }
  });
});

const postgres = databases.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('two servers on one PostgreSQL schema', () => {
  const smtp = new TestSmtpServer();
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    await smtp.start();
    // Long ticks: the claims below are made by hand, all at once, on both servers.
    a = new TestServer(postgres!, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), scheduleTickMs: 30_000 });
    await a.start();
    b = new TestServer(postgres!, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), scheduleTickMs: 30_000, databaseSchema: a.schema });
    await b.start();
  });
  afterAll(async () => {
    await b?.stop();
    await a?.destroy();
    await b?.destroy();
    await smtp.stop();
  });

  test('each scheduled post is published and sent exactly once, whichever server claims it', async () => {
    const readers = ['one@example.rw', 'two@example.rw', 'three@example.rw'];
    for (const email of readers) await a.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [email]);
    const owner = (await a.services.db.query<{ id: string }>('SELECT id FROM users LIMIT 1'))[0]!.id;
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) {
      const post = await a.services.repos.posts.insert(
        { title: `Twin ${n}`, content: 'Text.', category: 'Events', contentSections: [], youtube_video_url: null, image_url: [], image_urls: [] },
        owner,
        undefined,
        'DRAFT',
      );
      await a.services.repos.posts.moveStatus(post._id, 'DRAFT', 'SCHEDULED', { publishAt: Date.now() + 3_600_000, sendOnPublish: true, approval: approvalBy({ _id: owner }, post) });
      ids.push(post._id);
    }
    await a.services.db.query(`UPDATE posts SET publish_at = now() - interval '1 second' WHERE id = ANY($1::text[])`, [ids]);
    const claims = await Promise.all([a, b, a, b, a, b].map((server) => server.services.postScheduler!.runNow()));
    const claimed = claims.flat().map((post) => post._id);
    expect(claimed.sort()).toEqual([...ids].sort());
    const sends = await a.services.db.query<{ post_id: string; total: number }>(
      'SELECT post_id, total FROM newsletter_sends WHERE post_id = ANY($1::text[])',
      [ids],
    );
    expect(sends.map((send) => send.post_id).sort()).toEqual([...ids].sort());
    expect(sends.every((send) => send.total === readers.length)).toBe(true);
    // Both servers show them all at once (each drops its kept answers).
    expect((await publicIds(a)).filter((id) => ids.includes(id))).toHaveLength(20);
    expect((await publicIds(b)).filter((id) => ids.includes(id))).toHaveLength(20);
    // Every reader gets each post once.
    await expect.poll(() => readers.map((email) => smtp.to(email).length), { timeout: 20_000, interval: 200 }).toEqual([20, 20, 20]);
  });
});

describe.runIf(postgres)('two server processes on one PostgreSQL schema, their schedulers ticking', () => {
  const smtp = new TestSmtpServer();
  let owner: TestServer;
  const processes: TestServerProcess[] = [];

  /** A test server in a process of its own on `schema`, its scheduler ticking every 100 ms. */
  async function startProcess(schema: string): Promise<void> {
    processes.push(
      await startTestServerProcess({ postgres: true, smtpUrl: smtp.url, settings: { seed: false, scheduleTickMs: 100, databaseSchema: schema } }),
    );
  }

  beforeAll(async () => {
    await smtp.start();
    // This one makes the schema and its data; its own scheduler stays out of the way (long tick).
    owner = new TestServer(postgres!, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), scheduleTickMs: 30_000 });
    await owner.start();
    await owner.stop();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((one) => one.stop()));
    await owner?.destroy();
    await smtp.stop();
  });

  test('each post falling due is published and sent exactly once', async () => {
    await owner.start();
    const readers = ['first@example.rw', 'second@example.rw'];
    for (const email of readers) await owner.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [email]);
    const author = (await owner.services.db.query<{ id: string }>('SELECT id FROM users LIMIT 1'))[0]!.id;
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const post = await owner.services.repos.posts.insert(
        { title: `Process twin ${n}`, content: 'Text.', category: 'Events', contentSections: [], youtube_video_url: null, image_url: [], image_urls: [] },
        author,
        undefined,
        'DRAFT',
      );
      await owner.services.repos.posts.moveStatus(post._id, 'DRAFT', 'SCHEDULED', { publishAt: Date.now() + 3_600_000, sendOnPublish: true, approval: approvalBy({ _id: author }, post) });
      ids.push(post._id);
    }
    await owner.stop();
    await Promise.all([startProcess(owner.schema), startProcess(owner.schema)]);
    // Both processes tick every 100 ms; the posts fall due in a moment, a few at a time.
    await owner.start();
    for (const [n, id] of ids.entries()) {
      await owner.services.db.query(`UPDATE posts SET publish_at = now() + ($2::int * interval '50 milliseconds') WHERE id = $1`, [id, n]);
    }
    const published = async () =>
      (await owner.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE id = ANY($1::text[]) AND status = 'PUBLISHED'`, [ids]))[0]!.n;
    await expect.poll(published, { timeout: 20_000, interval: 100 }).toBe(ids.length);
    const sends = await owner.services.db.query<{ post_id: string; n: number }>(
      'SELECT post_id, count(*)::int AS n FROM newsletter_sends WHERE post_id = ANY($1::text[]) GROUP BY post_id',
      [ids],
    );
    expect(sends.map((send) => send.post_id).sort()).toEqual([...ids].sort());
    expect(sends.every((send) => send.n === 1)).toBe(true);
    // Every reader gets each post once, whichever process sent it.
    await expect.poll(() => readers.map((email) => smtp.to(email).length), { timeout: 30_000, interval: 200 }).toEqual([12, 12]);
    // Once no e-mail is left queued, nothing more can be sent: still once each.
    const queued = async () => (await owner.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'`))[0]!.n;
    await expect.poll(queued, { timeout: 20_000, interval: 100 }).toBe(0);
    expect(readers.map((email) => smtp.to(email).length)).toEqual([12, 12]);
  }, 90_000);
});

