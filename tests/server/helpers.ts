import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type Config } from '../../server/config.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { UserRecord } from '../../server/repositories/users.ts';
import type { Role } from '../../shared/roles.ts';
import { preparePgliteDir } from '../pgliteTemplate.ts';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databases: DatabaseKind[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * A test server's settings: those a start reads from an environment that says NODE_ENV=test and
 * logs nothing, with `overrides` on top.
 */
export function testConfig(overrides: Partial<Config>): Config {
  return { ...configFromEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

/** A log stream for a TestServer: keeps each JSON line it is given. */
export class LineCollector extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

export const ADMIN = { email: 'staff@bcf.test', password: 'correct horse battery staple' };

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/**
 * A server with its own data dir or PostgreSQL schema. `request` and `gql` go through
 * `app.inject` (no socket); it also listens on a free 127.0.0.1 port (`url`) for the tests that
 * need a real connection (compression as a browser sees it, uploads, processes, load).
 */
export class TestServer {
  app!: FastifyInstance;
  url = '';
  readonly dataDir = mkdtempSync(join(tmpdir(), 'bcf-test-'));
  readonly schema = `t_${randomBytes(6).toString('hex')}`;

  constructor(
    readonly kind: DatabaseKind,
    readonly options: Partial<Config> = {},
    /** `request` and `gql` over the socket too: for tests about connections (the database going away). */
    readonly transport: { socket?: boolean } = {},
  ) {}

  async start(): Promise<this> {
    if (!this.kind.url) await preparePgliteDir(this.dataDir);
    this.app = await buildApp(testConfig({
      dataDir: this.dataDir,
      databaseUrl: this.kind.url,
      databaseSchema: this.kind.url ? this.schema : undefined,
      distDir: join(this.dataDir, 'no-dist'),
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-keys',
      ...this.options,
    }));
    const address = await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.url = address;
    return this;
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stops the server and removes everything it stored. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.kind.url) {
      const client = new pg.Client({ connectionString: this.kind.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
      await client.end();
    }
  }

  /** `fetch(url + path, init)`, answered through `app.inject` (bodies as sent: nothing is decompressed). */
  async request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    if (this.transport.socket) return fetch(this.url + path, init);
    const answer = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 304 || answer.statusCode === 204 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlResponse<T>> {
    const response = await this.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphqlResponse<T>, 'status'>;
    return { status: response.status, ...body };
  }

  async login(email = ADMIN.email, password = ADMIN.password): Promise<string> {
    const result = await this.gql<{ login_user: { token: string } }>(LOGIN, { email, password });
    if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login_user.token;
  }

  /**
   * A person of `role` written straight through the users repository (ADMIN, the Owner, is made
   * at start), signed in: their record and token.
   */
  async addStaff(role: Role, email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@bcf.test`) {
    const password = 'another correct horse battery staple';
    const user = await this.app.repos.users.insert({ email, passwordHash: await hashPassword(password), role });
    if (!user) throw new Error(`could not add ${email} as ${role}`);
    return { user: user satisfies UserRecord, token: await this.login(email, password) };
  }

  /**
   * A digest of every row of every table the product writes, to show that refused or malformed
   * requests changed nothing at all. The logs of requests themselves are left out: the rate limits'
   * events, and the audit log, which records failed sign-ins by design (tests/server/auditLog.test.ts);
   * and when a session was last used, which any signed-in request moves once its touch interval
   * has passed (on a slow run, between two fingerprints).
   */
  async fingerprint(): Promise<Record<string, string>> {
    const tables = await this.app.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('rate_limit_events', 'audit_log', 'audit_log_head')
       ORDER BY table_name`,
    );
    const digest: Record<string, string> = {};
    for (const { name } of tables) {
      const row = name === 'sessions' ? `(to_jsonb(t) - 'last_seen_at')::text` : 't::text';
      const rows = await this.app.db.query<{ digest: string | null; n: number }>(
        `SELECT md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest, count(*)::int AS n FROM ${name} t`,
      );
      digest[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
    }
    return digest;
  }

  /** Counts rows straight from the database, to show that a refused call changed nothing. */
  async count(
    table: 'posts' | 'subscribers' | 'users' | 'images' | 'image_variants' | 'contact_messages',
  ): Promise<number> {
    const rows = await this.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]!.n;
  }
}

/**
 * The root operations anyone may call; every other one is checked as an admin operation, by
 * tests/server/security/tokens.test.ts (bad tokens) and tests/server/roles.test.ts (each role).
 * (unsubscribe is authorised by its signed link's token, which tests/server/mail checks.)
 */
export const PUBLIC_OPERATIONS = new Set([
  'getAllPosts',
  'getOnePost',
  'postCards',
  'makeSubscribe',
  'login_user',
  'sendContactMessage',
  'unsubscribe',
  // Authorised by the e-mailed language link, which tests/server/mail/subscriberLanguage.test.ts attacks.
  'changeSubscriptionLanguage',
  // Authorised by its sign-in challenge, which tests/server/twoFactor.test.ts attacks.
  'login_second_factor',
  // Always true, limited per client and per mailbox; tests/server/passwordReset.test.ts attacks it.
  'requestPasswordReset',
  // Authorised by the e-mailed reset token, which tests/server/passwordReset.test.ts attacks.
  'resetPassword',
  // Authorised by the invitation's token, which tests/server/users.test.ts attacks.
  'acceptInvitation',
  // Authorised by the preview link's token, which tests/server/previewLinks.test.ts attacks.
  'previewPost',
  // Always FORBIDDEN "Accounts are created by invitation." (tests/server/users.test.ts).
  'sign_up',
]);

// The documents below are the client's, field for field (spec section 7); the posts' are its own.
export { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST } from '../../shared/postDocuments.ts';
export const GET_ALL_SUBSCRIPTIONS = `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail date_subscribed } }`;
export const DELETE_SUBSCRIBER = `mutation deleteSubscriber($id: ID!) { deleteSubscriber(input: $id) { isDeleted message } }`;
export const MAKE_SUBSCRIBE = `mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id subscriptionWithEmail date_subscribed } }`;
export const LOGIN = `mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) {
  token user { _id email firstName secondName password posts } } }`;

export const SEND_CONTACT_MESSAGE = `mutation sendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { received message } }`;
export const GET_ALL_CONTACT_MESSAGES = `query getAllContactMessages { getAllContactMessages {
  id name email message isRead date_sent } }`;
export const MARK_CONTACT_MESSAGE_READ = `mutation markContactMessageRead($input: ContactMessageIdInput!) {
  markContactMessageRead(input: $input) { id isRead } }`;
export const DELETE_CONTACT_MESSAGE = `mutation deleteContactMessage($id: ID!) {
  deleteContactMessage(input: $id) { isDeleted message } }`;

export function samplePostInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Tree planting day',
    content: 'Students and mentors planted two hundred trees around the school.',
    category: 'Events',
    contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: 'Rain came at ten.' }],
    image_urls: [
      { url: '/uploads/aaa.webp', filename: 'first.jpg' },
      { url: '/uploads/bbb.webp', filename: 'second.jpg' },
    ],
    image_url: { url: '/uploads/aaa.webp', filename: 'first.jpg' },
    youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    user_id: 'someone-else',
    ...overrides,
  };
}
