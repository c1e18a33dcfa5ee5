// The activity log through the real server: what is recorded (who, what, which item, address,
// browser), what never is (secrets), paging and filters, that no path but an erasure changes a
// row, that many writers at once make one unbroken chain, and `npm run admin -- verify-activity-log`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { verifyChain } from '../../../server/audit/chain.ts';
import { eraseFromAuditLog } from '../../../server/audit/redaction.ts';
import { FAILURES_PER_MINUTE } from '../../../server/graphql/auditLog.ts';
import { sweepAuditLog } from '../../../server/mail/housekeeping.ts';
import { openDb } from '../../../server/db/index.ts';
import { repositories } from '../../../server/db/repositories.ts';
import { databases, databasesOf, removeStoredData } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { runAdminCli } from '../../kit/process.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../kit/graphql.ts';
import { ADD_POST, LOGIN, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { startServerProcess, type ServerProcess } from '../../kit/process.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) ActivityTest/1.0';
const LOG = `query log($person: ID, $action: String, $offset: Int, $limit: Int) {
  activityLog(person: $person, action: $action, offset: $offset, limit: $limit) {
    total items { id at actor { _id email } action target ip userAgent detail } } }`;

interface Entry { id: string; at: number; actor: { _id: string; email: string } | null; action: string; target: string | null; ip: string; userAgent: string; detail: string | null }
type LogAnswer = GraphqlResponse<{ activityLog: { total: number; items: Entry[] } }>;

/** A GraphQL request with a browser's User-Agent. */
const gqlFrom = <T = Record<string, unknown>>(server: TestServer, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  server.gql<T>(query, variables, { token, headers: { 'user-agent': BROWSER } });

async function rawRows(server: TestServer): Promise<string[]> {
  const rows = await server.services.db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM audit_log a ORDER BY id');
  return rows.map((one) => one.row);
}

const chainOf = (server: TestServer) => verifyChain((after) => server.services.repos.auditLog.chainAfter(after));

describe.each(databasesOf(import.meta.url))('the activity log on $name', (kind) => {
  let server: TestServer;
  let owner: string;
  let ownerId: string;

  beforeAll(async () => {
    server = await new TestServer(kind).start();
    owner = await server.login();
    ownerId = (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!._id;
  });
  afterAll(() => server?.destroy());

  const log = async (variables: Record<string, unknown> = {}, token = owner) => (await server.gql(LOG, variables, token)) as LogAnswer;

  test('a sign-in, a failed sign-in, a post created and a session ended: who, what, which item, address, browser', async () => {
    const signedIn = await gqlFrom<{ login_user: { token: string } }>(server, LOGIN, { email: ADMIN.email, password: ADMIN.password });
    const token = signedIn.data!.login_user.token;
    const failed = await gqlFrom(server, LOGIN, { email: ' Staff@BCF.test ', password: 'a wrong password of some length' });
    expect(errorCode(failed)).toBe('UNAUTHENTICATED');
    const added = await gqlFrom<{ addPost: { _id: string } }>(server, ADD_POST, { input: samplePostInput({ title: 'Logged post' }) }, token);
    const postId = added.data!.addPost._id;
    const sessions = (await server.gql<{ mySessions: { id: string; current: boolean }[] }>('query { mySessions { id current } }', {}, owner)).data!.mySessions;
    const other = sessions.find((one) => !one.current)!;
    expect((await gqlFrom(server, 'mutation end($id: ID!) { endSession(id: $id) }', { id: other.id }, owner)).data).toEqual({ endSession: true });

    const { items } = (await log({ limit: 4 })).data!.activityLog;
    expect(items.map((item) => item.action)).toEqual(['session.ended', 'post.created', 'login.failed', 'login.succeeded']);
    const [ended, created, refused, login] = items as [Entry, Entry, Entry, Entry];
    expect(login).toMatchObject({ actor: { _id: ownerId, email: ADMIN.email }, target: ADMIN.email, ip: '127.0.0.1', userAgent: BROWSER });
    expect(refused).toMatchObject({ actor: null, target: ADMIN.email, ip: '127.0.0.1', userAgent: BROWSER });
    expect(created).toMatchObject({ actor: { _id: ownerId, email: ADMIN.email }, target: postId, userAgent: BROWSER });
    expect(JSON.parse(created.detail!)).toMatchObject({ title: 'Logged post' });
    expect(ended).toMatchObject({ actor: { _id: ownerId }, target: other.id });
    expect(Math.abs(ended.at - Date.now())).toBeLessThan(60_000);
    // Newest first, ids rising with time.
    expect(Number(ended.id)).toBeGreaterThan(Number(login.id));
    // The session ended was the one signed in above: its token is refused now.
    expect(errorCode(await server.gql('query { me { _id } }', {}, token))).toBe('UNAUTHENTICATED');
  });

  test('no password, code or token is ever in a row', async () => {
    const wrong = `not-the-password-${randomBytes(6).toString('hex')}`;
    await server.gql(LOGIN, { email: ADMIN.email, password: wrong });
    await server.gql(LOGIN, { email: ADMIN.email, password: ADMIN.password });
    await server.gql('mutation { startTwoFactorSetup { secret } }', {}, owner);
    // Refused (wrong code, wrong password): nothing is logged for them, and no secret either way.
    await server.gql('mutation { disableTwoFactor(password: "hunter2hunter2hunter2", code: "654321") }', {}, owner);
    const rows = (await rawRows(server)).join('\n');
    for (const secret of [wrong, ADMIN.password, owner, 'hunter2hunter2hunter2', '654321']) expect(rows).not.toContain(secret);
    expect(rows).toContain('two_factor.setup_started');
    const setup = await server.services.repos.twoFactor.find(ownerId);
    expect(setup).not.toBeNull();
  });

  test('mutations of strangers are not admin activity; failed sign-ins are capped per address and minute', async () => {
    await server.gql('mutation { makeSubscribe(input: { subscriptionWithEmail: "reader@example.com" }) { id } }');
    expect((await log({ action: 'mutation.makeSubscribe' })).data!.activityLog.total).toBe(0);
    // All within one minute of the clock (the count is per minute): the server's clock stands
    // still at the start of the next minute meanwhile.
    const before = (await log({ action: 'login.failed' })).data!.activityLog.total;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
      for (let i = 0; i < FAILURES_PER_MINUTE + 5; i++) {
        await server.gql(LOGIN, { email: `nobody${i}@bcf.test`, password: 'wrong wrong wrong' });
      }
    } finally {
      vi.useRealTimers();
    }
    const logged = (await log({ action: 'login.failed' })).data!.activityLog.total - before;
    // The earlier tests' two failures may fall in this minute too.
    expect(logged).toBeLessThanOrEqual(FAILURES_PER_MINUTE);
    expect(logged).toBeGreaterThanOrEqual(FAILURES_PER_MINUTE - 2);
    const capped = (await log({ action: 'activity.capped' })).data!.activityLog.items;
    expect(capped).toHaveLength(1);
    expect(capped[0]).toMatchObject({ actor: null, ip: '127.0.0.1', detail: JSON.stringify({ perMinute: FAILURES_PER_MINUTE }) });
  }, 60_000);

  test('a mutation that changed nothing (an unknown id, another person\'s session) leaves no entry', async () => {
    const before = (await log()).data!.activityLog.total;
    expect((await server.gql('mutation { deleteSubscriber(input: "no-such-subscriber") { isDeleted } }', {}, owner)).data).toEqual({ deleteSubscriber: { isDeleted: false } });
    expect((await server.gql('mutation { endSession(id: "no-such-session") }', {}, owner)).data).toEqual({ endSession: false });
    expect((await log()).data!.activityLog.total).toBe(before);
  });

  test('paging and filters: newest first, by person and by action, inputs checked', async () => {
    const editor = await server.addStaff('EDITOR');
    for (let i = 0; i < 3; i++) await server.gql(ADD_POST, { input: samplePostInput({ title: `Editor post ${i}` }) }, editor.token);
    const mine = (await log({ person: editor.user._id })).data!.activityLog;
    expect(mine.total).toBe(4);
    expect(mine.items.map((item) => item.action)).toEqual(['post.created', 'post.created', 'post.created', 'login.succeeded']);
    expect(mine.items.every((item) => item.actor?._id === editor.user._id)).toBe(true);
    const both = (await log({ person: editor.user._id, action: 'post.created', offset: 1, limit: 1 })).data!.activityLog;
    expect(both.total).toBe(3);
    expect(both.items).toHaveLength(1);
    expect(both.items[0]!.id).toBe(mine.items[1]!.id);

    const all = (await log()).data!.activityLog;
    expect(all.items.length).toBe(Math.min(50, all.total));
    const ids = all.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const actions = (await server.gql<{ activityActions: string[] }>('query { activityActions }', {}, owner)).data!.activityActions;
    expect(actions).toEqual(expect.arrayContaining(['login.succeeded', 'login.failed', 'post.created', 'session.ended']));
    expect(actions).toEqual([...actions].sort());
    const actors = (await server.gql<{ activityActors: { _id: string; email: string }[] }>('query { activityActors { _id email } }', {}, owner)).data!.activityActors;
    expect(actors).toEqual(expect.arrayContaining([{ _id: ownerId, email: ADMIN.email }, { _id: editor.user._id, email: editor.user.email }]));

    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { action: 'x'.repeat(101) }, { person: 'x'.repeat(5000) }, { limit: 1.5 }]) {
      const answer = await log(bad);
      expect(answer.data).toBeNull();
      expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'], JSON.stringify(bad)).toContain(errorCode(answer));
    }
    // Unknown people and actions find nothing, a quote included.
    expect((await log({ person: "x' OR '1'='1" })).data!.activityLog).toEqual({ total: 0, items: [] });
    expect((await log({ action: 'no.such' })).data!.activityLog.total).toBe(0);

    // An Editor may not read it.
    for (const document of [LOG, 'query { activityActions }', 'query { activityActors { _id } }']) {
      expect(errorCode(await server.gql(document, {}, editor.token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(document, {}))).toBe('UNAUTHENTICATED');
    }
  });

  test('append-only: no row can be changed or deleted; an account deleted in the database leaves its rows as they were', async () => {
    const [first] = await server.services.db.query<{ id: string }>('SELECT id::text AS id FROM audit_log ORDER BY id LIMIT 1');
    await expect(server.services.db.query(`UPDATE audit_log SET target = 'forged' WHERE id = $1`, [first!.id])).rejects.toThrow(/append-only/);
    await expect(server.services.db.query(`UPDATE audit_log SET actor_id = NULL, action = 'forged' WHERE id = $1`, [first!.id])).rejects.toThrow(/append-only/);
    await expect(server.services.db.query('DELETE FROM audit_log WHERE id = $1', [first!.id])).rejects.toThrow(/append-only/);

    const author = await server.addStaff('AUTHOR');
    await server.gql(ADD_POST, { input: samplePostInput() }, author.token);
    await server.services.db.query('DELETE FROM users WHERE id = $1', [author.user._id]);
    const rows = (await log({ person: author.user._id })).data!.activityLog;
    expect(rows.total).toBe(2);
    expect(rows.items.every((item) => item.actor?.email === author.user.email && item.actor._id === author.user._id)).toBe(true);
    expect(await chainOf(server)).toMatchObject({ intact: true });
  });

  test('an erasure alone rewrites a row: its e-mail, target, address and browser made "erased" and its detail, naming a later erasure row; the chain still verifies', async () => {
    const { repos, db } = server.services;
    const written = { actorId: null, actorEmail: 'someone@example.rw', target: 'someone@example.rw', ip: '192.0.2.10', userAgent: 'Theirs/1.0' };
    const id = await repos.auditLog.append({ ...written, action: 'test.erasure', detail: JSON.stringify({ name: 'Someone Particular', role: 'EDITOR' }) });
    const other = await repos.auditLog.append({ ...written, action: 'test.not_an_erasure', detail: null });
    const before = await rawRows(server);
    const change = (set: string, erasedIn: string) => db.query(`UPDATE audit_log SET ${set}, erased_in = $2::bigint WHERE id = $1::bigint`, [id, erasedIn]);
    // Naming a row that is no erasure, or no later row at all: refused.
    await expect(change(`target = 'erased'`, other)).rejects.toThrow(/append-only/);
    await expect(change(`target = 'erased'`, String(Number(id) - 1))).rejects.toThrow(/append-only/);
    const erasure = await repos.auditLog.append({ ...written, action: 'personal_data.erased', detail: '{"of":"staff","rows":{}}' });
    // With an erasure row: anything but "erased" in the columns, or a change of another column, refused.
    await expect(change(`target = 'someone else'`, erasure)).rejects.toThrow(/append-only/);
    await expect(change(`ip = ''`, erasure)).rejects.toThrow(/append-only/);
    for (const column of ['action', 'actor_key', 'prev_hash', 'hash']) {
      await expect(change(`target = 'erased', ${column} = 'forged'`, erasure)).rejects.toThrow(/append-only/);
    }
    await expect(change(`target = 'erased', at = now()`, erasure)).rejects.toThrow(/append-only/);
    expect(await rawRows(server)).toEqual([...before, expect.stringContaining('personal_data.erased')]);

    // Through the product: the row rewritten, a new erasure row attesting it, the chain intact.
    await repos.transaction((tx) => eraseFromAuditLog(
      tx,
      { of: 'staff', id: 'no-such-account', addresses: ['someone@example.rw'], values: [] },
      { actorId: ownerId, actorEmail: ADMIN.email, ip: '', userAgent: '' },
    ));
    const [row] = await db.query<{ actor_email: string; target: string; ip: string; user_agent: string; detail: string }>(
      'SELECT actor_email, target, ip, user_agent, detail FROM audit_log WHERE id = $1::bigint',
      [id],
    );
    // Not a staff member's own row (no account given): the actor stays; the target named them, and goes with where it came from.
    expect(row).toEqual({ actor_email: 'someone@example.rw', target: 'erased', ip: 'erased', user_agent: 'erased', detail: JSON.stringify({ name: 'Someone Particular', role: 'EDITOR' }) });
    expect(await chainOf(server)).toMatchObject({ intact: true, brokenCount: 0 });
  });

  test('pruning takes only rows past the kept period, from the oldest end, and leaves a chain that verifies', async () => {
    const repos = server.services.repos;
    const before = await rawRows(server);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await repos.auditLog.append({ actorId: null, actorEmail: null, action: 'test.pruning', target: String(i), ip: '', userAgent: '', detail: null }));
    }
    // Everything before these and the first three of them made 500 days old, and the fifth too
    // (behind the trigger: no code path can): the fifth stays, a younger row comes before it.
    const age = async (where: string, days: number) => server.services.db.exec(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
      UPDATE audit_log SET at = at - interval '${days} days' WHERE ${where};
      ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;`);
    await age(`id <= ${Number(ids[2])} OR id = ${Number(ids[4])}`, 500);
    // A young row is still refused, an old one too outside the pruning (any code may only prune).
    await expect(server.services.db.query('DELETE FROM audit_log WHERE id = $1', [ids[3]])).rejects.toThrow(/append-only/);

    expect(await sweepAuditLog(repos, 2)).toBe(before.length + 3);
    const left = await server.services.db.query<{ id: string }>(`SELECT id::text AS id FROM audit_log WHERE id >= $1 ORDER BY id`, [ids[0]]);
    expect(left.map((row) => row.id)).toEqual(ids.slice(3));
    expect(await sweepAuditLog(repos)).toBe(0);
    // The fifth row's time was changed: the chain says so; put back, the rest verifies from its first row.
    expect(await chainOf(server)).toMatchObject({ intact: false, broken: [{ id: ids[4] }] });
    await age(`id = ${Number(ids[4])}`, -500);
    expect(await chainOf(server)).toEqual({ intact: true, entries: (await log()).data!.activityLog.total, broken: [], brokenCount: 0 });
  });

  test('many mutations at once make one unbroken chain', async () => {
    const before = (await log({ action: 'post.created' })).data!.activityLog.total;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => server.gql(ADD_POST, { input: samplePostInput({ title: `Concurrent ${i}` }) }, owner)),
    );
    expect(answers.every((answer) => !answer.errors)).toBe(true);
    expect((await log({ action: 'post.created' })).data!.activityLog.total).toBe(before + 24);
    const check = await chainOf(server);
    expect(check).toMatchObject({ intact: true });
    expect(check.entries).toBe((await log()).data!.activityLog.total);
  });

  test('verify-activity-log: intact, then two rows changed behind the trigger\'s back, each listed', async () => {
    const total = (await log()).data!.activityLog.total;
    const env: Record<string, string> = kind.url ? { DATABASE_URL: kind.url, DATABASE_SCHEMA: server.schema } : {};
    // On PGlite the database is the running server's: the command asks it over its socket when a
    // server started by `npm start` holds it; this test server has no socket, so it is stopped first.
    if (!kind.url) await server.stop();
    let answer = await runAdminCli(['verify-activity-log'], '', server.dataDir, env);
    expect(answer.stdout).toBe(`Activity log intact: ${total} entries\n`);
    expect(answer.code).toBe(0);
    if (!kind.url) await server.start();

    const rows = await server.services.db.query<{ id: string }>('SELECT id::text AS id FROM audit_log ORDER BY id OFFSET 5 LIMIT 4');
    const [middle, later] = [rows[0]!, rows[3]!];
    await server.services.db.exec(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
      UPDATE audit_log SET target = 'tampered' WHERE id = ${Number(middle.id)};
      UPDATE audit_log SET action = 'nothing.happened' WHERE id = ${Number(later.id)};
      ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;`);
    if (!kind.url) await server.stop();
    answer = await runAdminCli(['verify-activity-log'], '', server.dataDir, env);
    expect(answer.stdout).toBe([
      `Activity log broken: 2 of ${total} entries do not verify`,
      `  entry ${middle.id}: its content does not match its hash (the row was changed)`,
      `  entry ${later.id}: its content does not match its hash (the row was changed)`,
      '',
    ].join('\n'));
    expect(answer.code).toBe(1);
    if (!kind.url) await server.start();
  }, 120_000);
});

describe.each(databasesOf(import.meta.url))('two-factor sign-ins in the activity log on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  test('a wrong code is logged against the person whose challenge it was; the right one as a sign-in; no code, secret or challenge kept', async () => {
    const token = await server.login();
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>('mutation { startTwoFactorSetup { secret } }', {}, token);
    const { secret } = setup.data!.startTwoFactorSetup;
    const confirmCode = await generate({ secret });
    const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>('mutation c($code: String!) { confirmTwoFactorSetup(code: $code) }', { code: confirmCode }, token);
    const recoveryCodes = confirmed.data!.confirmTwoFactorSetup;
    expect(recoveryCodes).toHaveLength(10);

    const challengeOf = async () => {
      const answer = await server.gql(LOGIN, { email: ADMIN.email, password: ADMIN.password });
      return (answer.errors![0]!.extensions as { challenge: string }).challenge;
    };
    const SECOND = 'mutation s($challenge: String!, $code: String!) { login_second_factor(challenge: $challenge, code: $code) { token } }';
    const challenge = await challengeOf();
    const wrong = await server.gql(SECOND, { challenge, code: '000000' === confirmCode ? '111111' : '000000' });
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    // A made-up challenge: nobody's.
    await server.gql(SECOND, { challenge: 'x'.repeat(43), code: '123456' });
    const right = await server.gql(SECOND, { challenge, code: recoveryCodes[0]! });
    expect(right.errors).toBeUndefined();

    const owner = (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!;
    const items = (await server.gql<{ activityLog: { items: Entry[] } }>(LOG, { limit: 3 }, token)).data!.activityLog.items;
    expect(items.map((item) => [item.action, item.actor?._id ?? null])).toEqual([
      ['login.succeeded', owner._id],
      ['login.second_factor_failed', null],
      ['login.second_factor_failed', owner._id],
    ]);
    expect(items[2]).toMatchObject({ actor: { email: ADMIN.email }, target: ADMIN.email });
    const actions = (await server.gql<{ activityActions: string[] }>('query { activityActions }', {}, token)).data!.activityActions;
    expect(actions).toEqual(expect.arrayContaining(['two_factor.setup_started', 'two_factor.enabled', 'login.second_factor_failed']));
    const rows = (await rawRows(server)).join('\n');
    for (const secretText of [secret, confirmCode, challenge, recoveryCodes[0]!, ADMIN.password, token]) expect(rows).not.toContain(secretText);
  });
});

const postgres = databases.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('two server processes appending to one PostgreSQL schema', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dirs = [mkdtempSync(join(tmpdir(), 'bcf-act-a-')), mkdtempSync(join(tmpdir(), 'bcf-act-b-'))];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    for (const dir of dirs) mkdirSync(join(dir, 'no-dist'));
    servers = await Promise.all(dirs.map((dir) => startServerProcess({ kind: postgres!, dataDir: dir, schema })));
  }, 180_000);

  afterAll(async () => {
    for (const one of servers) {
      await one.stop();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await removeStoredData(postgres!, join(tmpdir(), 'bcf-act-none'), schema);
  });

  test('their appends interleave into one unbroken chain', async () => {
    const login = await graphql<{ login_user: { token: string } }>(servers[0]!.url, LOGIN, { email: ADMIN.email, password: ADMIN.password });
    const token = login.data!.login_user.token;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => graphql(servers[i % 2]!.url, ADD_POST, { input: samplePostInput({ title: `Two servers ${i}` }) }, token)),
    );
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    const db = await openDb({ databaseUrl: postgres!.url, schema, dataDir: dirs[0]! });
    try {
      const repos = repositories(db);
      const check = await verifyChain((after) => repos.auditLog.chainAfter(after));
      expect(check).toEqual({ intact: true, entries: 41, broken: [], brokenCount: 0 });
      expect((await repos.auditLog.listPage({ person: null, action: 'post.created', offset: 0, limit: 100 })).total).toBe(40);
    } finally {
      await db.close();
    }
  }, 120_000);
});
