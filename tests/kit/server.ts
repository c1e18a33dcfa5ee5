// The server in the test's own process: buildApp on its own PGlite data folder (copied from the
// tests' empty one) or its own PostgreSQL schema, listening on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Services } from '../../server/services.ts';
import type { Config } from '../../server/core/config.ts';
import { hashPassword } from '../../server/staff/passwords.ts';
import type { StaffRecord } from '../../server/staff/repository.ts';
import type { Role } from '../../shared/roles.ts';
import { newSchemaName, removeStoredData, type DatabaseKind } from './databases.ts';
import { LOGIN } from './documents.ts';
import { graphql, type GraphqlOptions, type GraphqlResponse } from './graphql.ts';
import { request, type HttpRequest } from './http.ts';
import { preparePgliteDir } from './pgliteTemplate.ts';
import { ADMIN, JWT_SECRET, STAFF_PASSWORD } from './settings.ts';
import { testConfig } from './testConfig.ts';

export { testConfig };

/**
 * Whether a start with these settings writes on a new database what a start with the kit's own
 * writes (the kit's Owner, the sample posts, their pictures at the default upload limits), so that
 * it may start on the copy where that is written already (tests/kit/pgliteTemplate.ts).
 */
export function firstStartAsTheKit(options: Partial<Config>): boolean {
  // A key given as undefined replaces the kit's value too.
  const kits = (key: 'adminEmail' | 'adminPassword', value: string) => !(key in options) || options[key] === value;
  return options.seed !== false && !('uploadLimits' in options) && kits('adminEmail', ADMIN.email) && kits('adminPassword', ADMIN.password);
}

/** A log stream for a TestServer: keeps each JSON line it is given. */
export class LineCollector extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

/**
 * A server with its own data dir or PostgreSQL schema. `request` and `gql` go through
 * `app.inject` (no socket); it also listens on 127.0.0.1 (`url`) for the tests that need a real
 * connection (compression as a browser sees it, uploads, processes, load).
 */
export class TestServer {
  app!: FastifyInstance;
  /** What the server is made of (server/services.ts): the tables, the database, each feature's service. */
  services!: Services;
  url = '';
  readonly dataDir = mkdtempSync(join(tmpdir(), 'bcf-test-'));
  readonly schema = newSchemaName();

  constructor(
    readonly kind: DatabaseKind,
    readonly options: Partial<Config> = {},
    readonly transport: {
      /** `request` and `gql` over the socket too: for tests about connections (the database going away). */
      socket?: boolean;
      /** The port to listen on (a free one when not given). */
      port?: number;
    } = {},
  ) {}

  /** Readies its database (PGlite: the data folder) and answers the settings it starts with. */
  async prepare(): Promise<Config> {
    if (!this.kind.url) await preparePgliteDir(this.dataDir, { migrated: true, seeded: firstStartAsTheKit(this.options) });
    return testConfig({
      dataDir: this.dataDir,
      databaseUrl: this.kind.url,
      databaseSchema: this.kind.url ? this.schema : undefined,
      distDir: join(this.dataDir, 'no-dist'),
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      jwtSecret: JWT_SECRET,
      ...this.options,
    });
  }

  async start(): Promise<this> {
    ({ app: this.app, services: this.services } = await buildApp(await this.prepare()));
    this.url = await this.app.listen({ port: this.transport.port ?? 0, host: '127.0.0.1' });
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
    await removeStoredData(this.kind, this.dataDir, this.schema);
  }

  private get target() {
    return this.transport.socket ? this.url : this.app;
  }

  /** `fetch(url + path, init)`, answered through `app.inject` (bodies as sent: nothing is decompressed). */
  request(path: string, init: HttpRequest = {}): Promise<Response> {
    return request(this.target, path, init);
  }

  /** A GraphQL request (tests/kit/graphql.ts); `options` may be just a token. */
  gql<T = Record<string, unknown>>(query: string, variables?: object, options?: string | GraphqlOptions): Promise<GraphqlResponse<T>> {
    return graphql<T>(this.target, query, variables, options);
  }

  async login(email = ADMIN.email, password = ADMIN.password): Promise<string> {
    const result = await this.gql<{ login_user: { token: string } }>(LOGIN, { email, password });
    if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login_user.token;
  }

  /**
   * A person of `role` written straight through the users repository (ADMIN, the Owner, is made
   * at start), signed in with STAFF_PASSWORD: their record and token.
   */
  async addStaff(role: Role, email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@bcf.test`) {
    const user = await this.services.repos.staff.insert({ email, passwordHash: await hashPassword(STAFF_PASSWORD), role });
    if (!user) throw new Error(`could not add ${email} as ${role}`);
    return { user: user satisfies StaffRecord, token: await this.login(email, STAFF_PASSWORD) };
  }
  /**
   * A digest of every row of every table the product writes, to show that refused or malformed
   * requests changed nothing at all. The logs of requests themselves are left out: the rate limits'
   * events, and the audit log, which records failed sign-ins by design (tests/server/audit/log.test.ts);
   * and when a session was last used, which any signed-in request moves once its touch interval
   * has passed (on a slow run, between two fingerprints).
   */
  async fingerprint(): Promise<Record<string, string>> {
    const tables = await this.services.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('rate_limit_events', 'audit_log', 'audit_log_head')
       ORDER BY table_name`,
    );
    // One statement for every table: the roles matrix takes two fingerprints a call, over 1,000 calls.
    const perTable = tables.map(({ name }) => {
      const row = name === 'sessions' ? `(to_jsonb(t) - 'last_seen_at')::text` : 't::text';
      return `SELECT '${name}' AS name, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest, count(*)::int AS n FROM ${name} t`;
    });
    const rows = await this.services.db.query<{ name: string; digest: string; n: number }>(perTable.join('\nUNION ALL\n'));
    return Object.fromEntries(rows.map(({ name, digest, n }) => [name, `${n}:${digest}`]));
  }

  /**
   * Moves every rate-limit event `ms` back, as if that much time had passed: the limits (logins,
   * contact messages, uploads) count by the database's clock, not the process's.
   */
  async ageRateLimitEvents(ms: number): Promise<void> {
    await this.services.db.query('UPDATE rate_limit_events SET happened_at = happened_at - make_interval(secs => $1::float8 / 1000)', [ms]);
  }

  /**
   * Waits until no e-mail is left queued (each one sent, failed or skipped): from then on, nothing
   * more goes out unless something new is queued.
   */
  async mailSettled(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'`);
      if (row!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`${row!.n} e-mails still queued after ${timeoutMs / 1000} s`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** Counts rows straight from the database, to show that a refused call changed nothing. */
  async count(
    table: 'posts' | 'subscribers' | 'users' | 'images' | 'image_variants' | 'contact_messages',
  ): Promise<number> {
    const rows = await this.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]!.n;
  }
}
