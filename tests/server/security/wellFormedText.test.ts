// Text that is not well-formed Unicode is refused at the door, whichever way it comes (GraphQL
// variables, a literal in the query, a GET's variables, a query parameter, a path, a multipart
// part, a form), and the activity log's chain survives what gets through to it: the attack of a
// lone UTF-16 surrogate in a failed sign-in's e-mail, which broke the chain for good, performed
// against the real server on each database.
import { parse, visit, Kind } from 'graphql';
import { beforeAll, describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, verifyChain } from '../../../server/audit/chain.ts';
import { singleLine } from '../../../server/core/text.ts';
import { malformedTextAt, percentEscapesAreUtf8 } from '../../../server/core/wellFormedText.ts';
import { CONFIRM_PATH, MAIL_TEXTS } from '../../../shared/mailPages.ts';
import type { ContentRecord, SectionName } from '../../../shared/siteContent/schema.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { GET_ONE_POST, LOGIN } from '../../kit/documents.ts';
import { SAVE_CAMPAIGN } from '../giving/documents.ts';
import { solidImage } from '../../kit/imageFixtures.ts';
import { multipart } from './rawHttp.ts';
import { PUBLISH, SAVE_DRAFT, sectionOf, writeSection } from '../siteContent/sections.ts';

/** The review's e-mail: a lone high surrogate in the middle. */
const ATTACK_EMAIL = 'attacker\ud800@x.example';
const REQUEST_RESET = 'mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';
/** The three bytes a lone U+D800 would be in UTF-8, if UTF-8 could hold one (it cannot: they are not UTF-8). */
const ENCODED_SURROGATE = Buffer.from([0xed, 0xa0, 0x80]);
const fieldOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.field;

describe('what is well-formed text', () => {
  test('the first string that is not is named by its path, an object key too; well-formed text of any script passes', () => {
    expect(malformedTextAt({ query: 'q', variables: { input: { tags: ['ok', 'b\udc00'] } } }, '')).toBe('variables.input.tags[1]');
    expect(malformedTextAt({ a: { 'k\ud800': 1 } }, 'body')).toBe('body.a');
    expect(malformedTextAt('x\ud800', 'token')).toBe('token');
    expect(malformedTextAt({ text: 'Ana Müller, Kigali \u{1F600} 東京 \ufffd', n: 1, none: null, list: [true, 2] }, '')).toBeNull();
  });

  test('a value nested as deep as a body allows is walked without exhausting the stack', () => {
    let deep: unknown = 'end\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(malformedTextAt(deep, 'v')).toBe(`v${'[0]'.repeat(200_000)}`);
  });

  test('percent-escapes must be UTF-8; a lone % is no escape', () => {
    expect(percentEscapesAreUtf8('/x?a=%E2%82%AC&b=%41%20c&c=100%&d=%zz')).toBe(true);
    for (const bad of ['/x?a=%ED%A0%80', '/x?a=%FF', '/x?a=%C0%AF', '/x?a=%E2%82', '/x?%ED%A0%80=1']) expect(percentEscapesAreUtf8(bad), bad).toBe(false);
  });

  test('a one-line text (a name) loses the invisible characters that reorder or hide text', () => {
    expect(singleLine('Eve\u202Egnp.exe\u202C \u200Bx\u2066y\u2069\uFEFF\r\nz')).toBe('Evegnp.exe xy z');
  });
});

describe.each(databasesOf(import.meta.url))('text at the door on $name', (kind) => {
  const server = withServer(kind);

  const chain = () => verifyChain((after) => server.services.repos.auditLog.chainAfter(after));
  const rowCount = async () => (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

  /** POSTs `body` (already JSON) to /graphql as it is: JSON.stringify writes a lone surrogate as the escape \ud800. */
  async function postRaw(body: string): Promise<GraphqlResponse> {
    expect(body).toContain('\\ud800');
    const response = await server.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, ...((await response.json()) as Omit<GraphqlResponse, 'status'>) };
  }


  test('the review\'s failed sign-in with a lone surrogate in its variables: BAD_USER_INPUT, nothing logged, the log verifies', async () => {
    const before = await rowCount();
    const answer = await postRaw(JSON.stringify({ query: LOGIN, variables: { email: ATTACK_EMAIL, password: 'a wrong password of some length' } }));
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.field).toBe('variables.email');
    expect(answer.data ?? null).toBeNull();
    expect(await rowCount()).toBe(before);
    expect(await chain()).toMatchObject({ intact: true, broken: [] });
  });

  test('the same sign-in with the e-mail written in the query itself: BAD_USER_INPUT, the log verifies', async () => {
    // The surrogate itself in the query's text (the body's JSON writes it as the escape \ud800).
    const query = `mutation { login_user(email: "${ATTACK_EMAIL}", password: "a wrong password of some length") { token } }`;
    const answer = await postRaw(JSON.stringify({ query }));
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('the same sign-in as a document sent as JSON of its syntax tree (which mercurius takes), the surrogate an escape in it: BAD_USER_INPUT', async () => {
    const document = visit(parse('mutation { login_user(email: "x", password: "a wrong password of some length") { token } }', { noLocation: true }), {
      [Kind.STRING]: (node) => (node.value === 'x' ? { ...node, value: ATTACK_EMAIL } : undefined),
    });
    // The query text is plain ASCII (the surrogate is the six characters \ud800 in it): only
    // GraphQL's own decoding makes the lone surrogate.
    const query = JSON.stringify(document);
    expect(query.isWellFormed()).toBe(true);
    const before = await rowCount();
    const answer = await postRaw(JSON.stringify({ query }));
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(await rowCount()).toBe(before);
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('a JSON body whose bytes are not UTF-8 (the surrogate encoded as bytes) is refused, not read with U+FFFD', async () => {
    const [before, after] = JSON.stringify({ query: LOGIN, variables: { email: 'attacker@x.example', password: 'a wrong password of some length' } }).split('@');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: new Uint8Array(Buffer.concat([Buffer.from(before!), ENCODED_SURROGATE, Buffer.from(`@${after!}`)])),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Omit<GraphqlResponse, 'status'>;
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
  });

  test('a GraphQL escape of a lone surrogate in a literal is refused by the parser before anything runs', async () => {
    const query = 'mutation { login_user(email: "attacker\\ud800@x.example", password: "a wrong password of some length") { token } }';
    const answer = await server.gql(query);
    expect(errorCode(answer)).toBe('GRAPHQL_PARSE_FAILED');
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('requestPasswordReset with the review\'s e-mail: BAD_USER_INPUT, nothing logged, the log verifies', async () => {
    const before = await rowCount();
    const answer = await postRaw(JSON.stringify({ query: REQUEST_RESET, variables: { email: ATTACK_EMAIL } }));
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(await rowCount()).toBe(before);
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('a GET query\'s variables, JSON text in the address with a lone-surrogate escape: BAD_USER_INPUT', async () => {
    const search = new URLSearchParams({ query: GET_ONE_POST, variables: '{"id":"p\\ud800"}' });
    const response = await server.request(`/graphql?${search}`);
    const answer = (await response.json()) as Omit<GraphqlResponse, 'status'>;
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('variables.id');
  });

  test('an e-mail cut at the length limit inside a surrogate pair is logged whole-charactered, and the log verifies', async () => {
    // 255 UTF-16 units, well-formed: the 254 kept would end with the pair's first half.
    const email = `${'a'.repeat(243)}@x.example\u{1F600}`;
    expect(email.length).toBe(255);
    const answer = await server.gql(LOGIN, { email, password: 'a wrong password of some length' });
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    const [row] = await server.services.db.query<{ target: string }>(`SELECT target FROM audit_log WHERE action = 'login.failed' ORDER BY id DESC LIMIT 1`);
    expect(row!.target).toBe(email.slice(0, 253));
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('a row written with a lone surrogate anyway is stored and hashed as the database keeps it (U+FFFD), and verifies', async () => {
    const id = await server.services.repos.auditLog.append({
      actorId: null, actorEmail: null, action: 'login.failed', target: ATTACK_EMAIL, ip: '127.0.0.1', userAgent: 'agent\udc00', detail: null,
    });
    const [row] = await server.services.db.query<{ target: string; userAgent: string }>(
      'SELECT target, user_agent AS "userAgent" FROM audit_log WHERE id = $1', [id],
    );
    expect(row).toEqual({ target: 'attacker\ufffd@x.example', userAgent: 'agent\ufffd' });
    expect(await chain()).toMatchObject({ intact: true });
  });

  test('a row an older server wrote for the attack (hashed over the surrogate, stored as U+FFFD) verifies read back, and so do the rows after it', async () => {
    // What the older append did, through this database's own driver.
    const db = server.services.db;
    const [head] = await db.query<{ lastHash: string }>('SELECT last_hash AS "lastHash" FROM audit_log_head WHERE one');
    const [next] = await db.query<{ id: string; now: number }>(
      `SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS id, floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now`,
    );
    const content = { id: next!.id, at: Math.round(Number(next!.now)), actorKey: null, actorEmail: null, action: 'login.failed',
      target: ATTACK_EMAIL, ip: '127.0.0.1', userAgent: 'an older server', detail: null };
    const hash = createHash('sha256').update(head!.lastHash).update(canonicalJson(content)).digest('hex');
    await db.query(
      `INSERT INTO audit_log (id, at, actor_id, actor_key, actor_email, action, target, ip, user_agent, detail, prev_hash, hash)
       VALUES ($1::bigint, $2::timestamptz, NULL, NULL, NULL, $3, $4, $5, $6, NULL, $7, $8)`,
      [content.id, new Date(content.at).toISOString(), content.action, content.target, content.ip, content.userAgent, head!.lastHash, hash],
    );
    await db.query('UPDATE audit_log_head SET last_hash = $1 WHERE one', [hash]);
    const [stored] = await db.query<{ target: string }>('SELECT target FROM audit_log WHERE id = $1', [content.id]);
    expect(stored!.target).toBe('attacker\ufffd@x.example');
    await server.services.repos.auditLog.append({ actorId: null, actorEmail: null, action: 'test.after', target: null, ip: '', userAgent: '', detail: null });
    expect(await chain()).toMatchObject({ intact: true, broken: [] });
  });

  test('a query parameter whose percent-escapes are not UTF-8 (an encoded surrogate, %ED%A0%80) is refused with 400', async () => {
    // Fastify keeps such a parameter undecoded, as the text "%ED%A0%80": the route would read that.
    const response = await server.request(`${CONFIRM_PATH}?token=a%ED%A0%80b`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The same byte sequences as UTF-8 of real characters pass.
    expect((await server.request(`${CONFIRM_PATH}?token=a%E2%82%ACb`)).status).toBe(303);
  });

  test('a path parameter whose percent-escapes are not UTF-8 is refused with 400', async () => {
    const response = await server.request('/uploads/a%ED%A0%80.webp');
    expect(response.status).toBe(400);
  });

  test('an upload whose text field or filename holds an encoded surrogate is refused with 400 BAD_USER_INPUT, nothing stored', async () => {
    const token = await server.login();
    const png = await solidImage(20, 20, 'png');
    const send = async (parts: Parameters<typeof multipart>[1] | Buffer) => {
      const response = await fetch(`${server.url}/multiple_images-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=wellformed' },
        body: new Uint8Array(Buffer.isBuffer(parts) ? parts : multipart('wellformed', parts)),
      });
      return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
    };
    const images = async () => (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0]!.n;
    const stored = await images();
    const field = await send([
      { name: 'caption', value: Buffer.concat([Buffer.from('a'), ENCODED_SURROGATE]) },
      { name: 'file_name', value: png, filename: 'a.png' },
    ]);
    expect(field).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    // The filename's bytes as sent, which the test helper's text would encode anew.
    const named = await send(Buffer.concat([
      Buffer.from('--wellformed\r\nContent-Disposition: form-data; name="file_name"; filename="a'), ENCODED_SURROGATE,
      Buffer.from('.png"\r\nContent-Type: image/png\r\n\r\n'), png, Buffer.from('\r\n--wellformed--\r\n'),
    ]));
    expect(named).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    expect(await images()).toBe(stored);
    // The same upload with well-formed text is taken.
    expect((await send([{ name: 'caption', value: 'a caption' }, { name: 'file_name', value: png, filename: 'a.png' }])).status).toBe(200);
  });

  test('the one-click unsubscribe form with an encoded surrogate is refused as not UTF-8', async () => {
    for (const body of [Buffer.from('List-Unsubscribe=One-Click&x=%ED%A0%80'), Buffer.concat([Buffer.from('List-Unsubscribe=One-Click&x='), ENCODED_SURROGATE])]) {
      const response = await fetch(`${server.url}/Unsubscribe?token=whatever`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new Uint8Array(body),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The form is not well-formed UTF-8 text.');
    }
    const valid = await fetch(`${server.url}/Unsubscribe?token=whatever`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click&x=%E2%82%AC',
    });
    expect(await valid.text()).toBe(MAIL_TEXTS.badUnsubscribeLink);
  });

  test('the verifier reports a broken row in the middle and still reports a later tampered one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await server.services.repos.auditLog.append({ actorId: null, actorEmail: null, action: 'test.verify', target: `t${i}`, ip: '', userAgent: '', detail: null }));
    }
    const tamper = (sql: string) => server.services.db.exec(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
      ${sql};
      ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;`);
    // The row the review's attack left on the old server: its text as stored is not what was hashed.
    await tamper(`UPDATE audit_log SET target = 'attacker' || chr(65533) || '@x.example' WHERE id = ${Number(ids[1])}`);
    await tamper(`UPDATE audit_log SET action = 'nothing.happened' WHERE id = ${Number(ids[4])}`);
    const total = await rowCount();
    const check = await chain();
    expect(check).toMatchObject({ intact: false, entries: total, brokenCount: 2 });
    expect(check.broken.map((entry) => entry.id)).toEqual([ids[1], ids[4]]);
    expect(check.broken[1]!.problem).toMatch(/content does not match its hash/);
  });

  describe('JSON carried in a GraphQL string', () => {
    let owner: string;
    beforeAll(async () => {
      owner = await server.login();
    });
    const section = (name: SectionName, token = owner) => sectionOf(server, name, token);
    const write = (mutation: string, name: SectionName, content: ContentRecord | string, version: number, token: string) =>
      writeSection(server, mutation, name, content, version, token);

    // The six characters \ud800 inside the JSON text: the GraphQL string itself is well-formed.
    const campaign = (title: string) => ({ title, description: '{"en":"d"}', goalRwf: 1000, startsOn: '2026-01-01', endsOn: '2026-12-31' });

    test('a campaign whose title JSON holds an escaped lone surrogate: BAD_USER_INPUT naming the text, nothing stored', async () => {
      const before = await server.fingerprint();
      const answer = await server.gql(SAVE_CAMPAIGN, { input: campaign('{"en":"Books \\ud800"}') }, owner);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(fieldOf(answer)).toBe('title.en');
      const key = await server.gql(SAVE_CAMPAIGN, { input: campaign('{"en":"Books","\\udc00":"x"}') }, owner);
      expect(errorCode(key)).toBe('BAD_USER_INPUT');
      expect(fieldOf(key)).toBe('title');
      expect(await server.fingerprint()).toEqual(before);
    });

    test('a site draft and a publish whose JSON holds one: BAD_USER_INPUT naming the field, nothing stored', async () => {
      const { version, published } = await section('faq');
      const text = JSON.stringify({ ...published, items: [{ key: 'q1', question: { en: 'Why?', rw: '', fr: '' }, answer: { en: 'Because', rw: '', fr: '' } }] });
      const poisoned = text.replace('Because', 'Because \\ud800');
      expect(poisoned.isWellFormed()).toBe(true);
      const before = await server.fingerprint();
      for (const mutation of [SAVE_DRAFT, PUBLISH]) {
        const answer = await write(mutation, 'faq', poisoned, version, owner);
        expect(errorCode(answer)).toBe('BAD_USER_INPUT');
        expect(fieldOf(answer)).toBe('content.items[0].answer.en');
      }
      expect(await server.fingerprint()).toEqual(before);
    });
  });
});
