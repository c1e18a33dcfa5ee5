// Sessions that can be ended: each sign-in is a row the token names, checked on every request, so
// ending one (or its running out) refuses its token from the next request on. Time is moved by
// moving the rows' times back: the server asks the database's clock, never its own, for both.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { RENEWED_TOKEN_HEADER } from '../../../shared/constants.ts';
import { hashPassword } from '../../../server/staff/passwords.ts';
import { sweepSessions } from '../../../server/mail/housekeeping.ts';
import { USER_AGENT_MAX } from '../../../server/staff/sessionsRepository.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { LOGIN } from '../../kit/documents.ts';
import { ADMIN, JWT_SECRET } from '../../kit/settings.ts';
import { errorCode } from '../../kit/graphql.ts';

const OTHER = { email: 'other@bcf.test', password: 'another long enough passphrase' };

const ADMIN_QUERY = 'query { activeSubscriberCount }';
const MY_SESSIONS = 'query mySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }';
const END_SESSION = 'mutation endSession($id: ID!) { endSession(id: $id) }';
const END_OTHERS = 'mutation endOtherSessions { endOtherSessions }';

interface SessionItem {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
  current: boolean;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; sv: number; iat: number; exp: number };

describe.each(databasesOf(import.meta.url))('sessions that can be ended on $name', (kind) => {
  const server = withServer(kind, { seed: false });

  /** A GraphQL call answering its body and the renewed token the response carried, if any. */
  async function call<T = Record<string, unknown>>(query: string, token?: string, variables: Record<string, unknown> = {}, userAgent?: string) {
    const answer = await server.gql<T>(query, variables, { token, headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });
    return { ...answer, renewed: answer.headers.get(RENEWED_TOKEN_HEADER) };
  }

  async function signIn(who = ADMIN, userAgent?: string): Promise<string> {
    const { data, errors } = await call<{ login_user: { token: string } }>(LOGIN, undefined, who, userAgent);
    if (!data) throw new Error(`login failed: ${JSON.stringify(errors)}`);
    return data.login_user.token;
  }

  const works = async (token: string) => (await call(ADMIN_QUERY, token)).errors === undefined;
  const refusedCode = async (token: string) => errorCode(await call(ADMIN_QUERY, token));
  const sessionIdOf = (token: string) => claimsOf(token).sid;
  const moveBack = (column: 'last_seen_at' | 'created_at', id: string, seconds: number) =>
    server.services.db.query(`UPDATE sessions SET ${column} = now() - make_interval(secs => $2) WHERE id = $1`, [id, seconds]);

  beforeAll(async () => {
    await server.services.repos.staff.insert({ email: OTHER.email, passwordHash: await hashPassword(OTHER.password), role: 'ADMINISTRATOR' });
  });

  test('a sign-in creates a session row with the client address and a trimmed browser name; mySessions lists it as current', async () => {
    const agent = `Mozilla/5.0 (X11; Linux x86_64)\u0000\u001b[31m ${'x'.repeat(2_000)}`;
    const token = await signIn(ADMIN, agent);
    const id = sessionIdOf(token);
    const rows = await server.services.db.query<{ user_id: string; ip: string; user_agent: string; ended_at: unknown }>(
      'SELECT user_id, ip, user_agent, ended_at FROM sessions WHERE id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    const [user] = await server.services.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    expect(rows[0]!.user_id).toBe(user!.id);
    expect(rows[0]!.ip).toBe('127.0.0.1');
    expect(rows[0]!.user_agent).toHaveLength(USER_AGENT_MAX);
    expect(rows[0]!.user_agent.startsWith('Mozilla/5.0 (X11; Linux x86_64)  [31m x')).toBe(true);
    expect([...rows[0]!.user_agent].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
    expect(rows[0]!.ended_at).toBeNull();

    const { data, errors } = await call<{ mySessions: SessionItem[] }>(MY_SESSIONS, token);
    expect(errors).toBeUndefined();
    const mine = data!.mySessions.find((session) => session.id === id)!;
    expect(mine).toMatchObject({ ip: '127.0.0.1', current: true });
    expect(Math.abs(mine.createdAt - Date.now())).toBeLessThan(60_000);
    expect(mine.lastSeenAt).toBeGreaterThanOrEqual(mine.createdAt);
    expect(data!.mySessions.filter((session) => session.current)).toHaveLength(1);
  });

  test('ending a session refuses its token on the next request, on GraphQL and uploads, while another stays valid', async () => {
    const kept = await signIn();
    const ended = await signIn();
    expect(await works(ended)).toBe(true);

    const { data } = await call<{ endSession: boolean }>(END_SESSION, kept, { id: sessionIdOf(ended) });
    expect(data!.endSession).toBe(true);

    expect(await refusedCode(ended)).toBe('UNAUTHENTICATED');
    const upload = await server.request('/multiple_images-upload', { method: 'POST', headers: { authorization: `Bearer ${ended}` } });
    expect(upload.status).toBe(401);
    expect(await works(kept)).toBe(true);

    const listed = await call<{ mySessions: SessionItem[] }>(MY_SESSIONS, kept);
    expect(listed.data!.mySessions.map((session) => session.id)).not.toContain(sessionIdOf(ended));
    // Ending it again ends nothing.
    expect((await call<{ endSession: boolean }>(END_SESSION, kept, { id: sessionIdOf(ended) })).data!.endSession).toBe(false);
  });

  test('a session can end itself: its own token is refused from then on', async () => {
    const token = await signIn();
    expect((await call<{ endSession: boolean }>(END_SESSION, token, { id: sessionIdOf(token) })).data!.endSession).toBe(true);
    expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
  });

  test('endOtherSessions ends every other session of the person and keeps the current one', async () => {
    const first = await signIn();
    const current = await signIn();
    const third = await signIn();
    const someoneElse = await signIn(OTHER);

    const { data } = await call<{ endOtherSessions: number }>(END_OTHERS, current);
    expect(data!.endOtherSessions).toBeGreaterThanOrEqual(2);
    expect(await works(current)).toBe(true);
    for (const token of [first, third]) expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
    expect(await works(someoneElse)).toBe(true);

    const listed = await call<{ mySessions: SessionItem[] }>(MY_SESSIONS, current);
    expect(listed.data!.mySessions).toEqual([expect.objectContaining({ id: sessionIdOf(current), current: true })]);
    expect((await call<{ endOtherSessions: number }>(END_OTHERS, current)).data!.endOtherSessions).toBe(0);
  });

  test("endSession with another person's session id ends nothing and answers as for an unknown id", async () => {
    const mine = await signIn();
    const theirs = await signIn(OTHER);
    for (const id of [sessionIdOf(theirs), 'no-such-session', "' OR 1=1 --"]) {
      const { data, errors } = await call<{ endSession: boolean }>(END_SESSION, mine, { id });
      expect(errors).toBeUndefined();
      expect(data!.endSession).toBe(false);
    }
    expect(await works(theirs)).toBe(true);
    const listed = await call<{ mySessions: SessionItem[] }>(MY_SESSIONS, mine);
    expect(listed.data!.mySessions.map((session) => session.id)).not.toContain(sessionIdOf(theirs));
    expect(errorCode(await call(END_SESSION, mine, { id: 'x'.repeat(10_000) }))).toBe('BAD_USER_INPUT');
  });

  test("a token naming another person's session, or none, is refused even when signed with the server's key", async () => {
    const theirs = await signIn(OTHER);
    const [admin] = await server.services.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    const key = new TextEncoder().encode(JWT_SECRET);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(admin!.id).setIssuedAt().setExpirationTime('1h').sign(key);
    for (const forged of [
      await sign({ sv: 0, sid: sessionIdOf(theirs) }),
      await sign({ sv: 0 }),
      await sign({ sv: 0, sid: 42 }),
      await sign({ sv: 0, sid: '' }),
    ]) {
      expect(await refusedCode(forged)).toBe('UNAUTHENTICATED');
      expect(errorCode(await call(MY_SESSIONS, forged))).toBe('UNAUTHENTICATED');
    }
    // With another key, even the right user and session are refused.
    const otherKey = new TextEncoder().encode('another-secret-of-sufficient-length-here');
    const claims = claimsOf(theirs);
    const wrongKey = await new SignJWT({ sv: claims.sv, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(otherKey);
    expect(await refusedCode(wrongKey)).toBe('UNAUTHENTICATED');
    expect(await works(theirs)).toBe(true);
  });

  test('a session unused for 24 hours is over; one used within them is not', async () => {
    const token = await signIn();
    const id = sessionIdOf(token);
    await moveBack('last_seen_at', id, 24 * 3600 - 120);
    expect(await works(token)).toBe(true);
    await moveBack('last_seen_at', id, 24 * 3600 + 60);
    expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
    // The refused request did not count as use: the session stays over.
    const [row] = await server.services.db.query<{ idle: boolean }>(
      `SELECT last_seen_at < now() - interval '24 hours' AS idle FROM sessions WHERE id = $1`,
      [id],
    );
    expect(row!.idle).toBe(true);
    expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
  });

  test('a session 14 days old is over however recently it was used, and renewed tokens never outlive it', async () => {
    const token = await signIn();
    const id = sessionIdOf(token);
    await moveBack('created_at', id, 14 * 24 * 3600 - 3600);
    await moveBack('last_seen_at', id, 120);
    const renewal = await call(ADMIN_QUERY, token);
    expect(renewal.errors).toBeUndefined();
    const [row] = await server.services.db.query<{ end: number }>(
      `SELECT extract(epoch FROM created_at + interval '14 days')::float8 AS end FROM sessions WHERE id = $1`,
      [id],
    );
    expect(renewal.renewed).toBeTruthy();
    expect(claimsOf(renewal.renewed!).exp).toBeLessThanOrEqual(Math.floor(row!.end));

    await moveBack('created_at', id, 14 * 24 * 3600 + 60);
    await moveBack('last_seen_at', id, 0);
    expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
    expect(await refusedCode(renewal.renewed!)).toBe('UNAUTHENTICATED');
  });

  test('a session in use gets a renewed token at most about once a minute, for the same session', async () => {
    const token = await signIn();
    const id = sessionIdOf(token);
    // Just signed in: nothing to renew, and `last seen` is not written on every request.
    const fresh = await call(ADMIN_QUERY, token);
    expect(fresh.renewed).toBeNull();

    await moveBack('last_seen_at', id, 120);
    const before = Date.now();
    const first = await call(ADMIN_QUERY, token);
    expect(first.errors).toBeUndefined();
    expect(first.renewed).toBeTruthy();
    const renewed = claimsOf(first.renewed!);
    expect(renewed).toMatchObject({ sub: claimsOf(token).sub, sid: id, sv: claimsOf(token).sv });
    expect(renewed.exp - renewed.iat).toBe(24 * 60 * 60);
    expect(renewed.exp).toBeGreaterThanOrEqual(claimsOf(token).exp);
    const [seen] = await server.services.db.query<{ at: number }>(
      'SELECT (extract(epoch FROM last_seen_at) * 1000)::float8 AS at FROM sessions WHERE id = $1',
      [id],
    );
    expect(seen!.at).toBeGreaterThanOrEqual(before - 5_000);

    // The next request within the minute neither renews nor writes.
    const second = await call(ADMIN_QUERY, first.renewed!);
    expect(second.errors).toBeUndefined();
    expect(second.renewed).toBeNull();
    const [again] = await server.services.db.query<{ at: number }>(
      'SELECT (extract(epoch FROM last_seen_at) * 1000)::float8 AS at FROM sessions WHERE id = $1',
      [id],
    );
    expect(again!.at).toBe(seen!.at);

    // The renewed token belongs to the same session: ending it refuses both.
    const other = await signIn();
    await call(END_SESSION, other, { id });
    expect(await refusedCode(first.renewed!)).toBe('UNAUTHENTICATED');
    expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
  });

  test('the upload route renews a session in use as GraphQL does', async () => {
    const token = await signIn();
    await moveBack('last_seen_at', sessionIdOf(token), 120);
    const upload = await server.request('/multiple_images-upload', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // Authenticated, then refused for not being multipart: the renewal came with the answer.
    expect(upload.status).toBe(415);
    expect(claimsOf(upload.headers.get(RENEWED_TOKEN_HEADER)!).sid).toBe(sessionIdOf(token));
  });

  test("a password change keeps the changer's session and ends the others' rows; the CLI's ends them all", async () => {
    const keep = await signIn(OTHER);
    const other = await signIn(OTHER);
    const version = await server.services.repos.staff.setPasswordHash(OTHER.email, await hashPassword(OTHER.password), sessionIdOf(keep));
    expect(version).toBe(1);
    const rows = await server.services.db.query<{ id: string; ended: boolean }>(
      'SELECT s.id, s.ended_at IS NOT NULL AS ended FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.id = ANY($2)',
      [OTHER.email, [sessionIdOf(keep), sessionIdOf(other)]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.ended]))).toEqual({
      [sessionIdOf(keep)]: false,
      [sessionIdOf(other)]: true,
    });
    // The kept session goes on with a token of the new version (the changer signs it itself).
    const claims = claimsOf(keep);
    const carriedOn = await server.services.tokens.sign(claims.sub, version!, claims.sid);
    expect(await refusedCode(keep)).toBe('UNAUTHENTICATED');
    expect(await works(carriedOn)).toBe(true);
    expect(await refusedCode(other)).toBe('UNAUTHENTICATED');

    await server.services.repos.staff.setPasswordHash(OTHER.email, await hashPassword(OTHER.password));
    expect(await refusedCode(carriedOn)).toBe('UNAUTHENTICATED');
    const open = await server.services.db.query(
      'SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.ended_at IS NULL',
      [OTHER.email],
    );
    expect(open).toHaveLength(0);
  });

  test("ending all of a person's sessions (role change, removal) refuses each of their tokens and nobody else's", async () => {
    const theirs = [await signIn(OTHER), await signIn(OTHER)];
    const mine = await signIn();
    const [other] = await server.services.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [OTHER.email]);
    expect(await server.services.repos.sessions.endAll(other!.id)).toBe(2);
    for (const token of theirs) expect(await refusedCode(token)).toBe('UNAUTHENTICATED');
    expect(await works(mine)).toBe(true);
  });

  test('sessions over for 30 days are deleted by the sweep and at the next sign-in; recent ones are kept', async () => {
    const ended = await signIn();
    const idle = await signIn();
    const old = await signIn();
    const recent = await signIn();
    await call(END_SESSION, recent, { id: sessionIdOf(recent) });
    await server.services.db.query(`UPDATE sessions SET ended_at = now() - interval '31 days' WHERE id = $1`, [sessionIdOf(ended)]);
    await moveBack('last_seen_at', sessionIdOf(idle), 31 * 24 * 3600 + 24 * 3600);
    await moveBack('created_at', sessionIdOf(old), 45 * 24 * 3600);
    const exists = async (token: string) =>
      (await server.services.db.query('SELECT 1 FROM sessions WHERE id = $1', [sessionIdOf(token)])).length === 1;

    expect(await sweepSessions(server.services.repos, 1)).toBeGreaterThanOrEqual(3);
    for (const token of [ended, idle, old]) expect(await exists(token)).toBe(false);
    expect(await exists(recent)).toBe(true);

    const stale = await signIn();
    await server.services.db.query(`UPDATE sessions SET ended_at = now() - interval '31 days' WHERE id = $1`, [sessionIdOf(stale)]);
    await signIn();
    expect(await exists(stale)).toBe(false);
    expect(await exists(recent)).toBe(true);
  });

  test('without a token, the session operations answer UNAUTHENTICATED', async () => {
    for (const [query, variables] of [[MY_SESSIONS, {}], [END_SESSION, { id: 'any' }], [END_OTHERS, {}]] as const) {
      const { data, errors } = await call(query, undefined, variables);
      expect(data).toBeNull();
      expect(errorCode({ errors })).toBe('UNAUTHENTICATED');
    }
  });
});
