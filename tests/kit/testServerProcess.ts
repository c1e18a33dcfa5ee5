import type { Config } from '../../server/core/config.ts';
import type { Role } from '../../shared/roles.ts';
import { graphql, type GraphqlOptions, type GraphqlResponse } from './graphql.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { ADMIN, STALE_PASSWORD_CHECK_SECONDS } from './settings.ts';

export interface TestServerProcess {
  url: string;
  /** The Owner's token. */
  token: string;
  admin: { email: string; password: string };
  /** With `{ staff: true }`: a signed-in person of each role below the Owner. */
  staff: Partial<Record<Role, { _id: string; token: string }>>;
  /** With `{ invitation: true }`: the token of an open invitation of an Editor (invited-editor@example.rw). */
  invitationToken?: string;
  process: ServerProcess;
  gql<T = Record<string, unknown>>(query: string, variables?: object, options?: string | GraphqlOptions): Promise<GraphqlResponse<T>>;
  /** Runs one statement on its database (what a test in jsdom cannot do through the API): its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Moves every session's password check back by STALE_PASSWORD_CHECK_SECONDS: older than the check counts. */
  agePasswordChecks(): Promise<void>;
  /** Runs the scheduler's claim of the overdue scheduled posts now. */
  publishDue(): Promise<void>;
  /** Stops it; it removes what it stored. */
  stop(): Promise<void>;
}

export interface TestServerProcessOptions {
  staff?: boolean;
  invitation?: boolean;
  /** E-mail on, through the test's SMTP server at this address. */
  smtpUrl?: string;
  /** The post scheduler runs only at start: scheduled posts stay overdue until `publishDue()`. */
  schedulerPaused?: boolean;
  /** On PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
  postgres?: boolean;
  /** Server settings of plain values (limits, ticks, the schema). */
  settings?: Partial<Config>;
}

/**
 * Starts the test server in a process of its own (tests/kit/testServerMain.ts), through the kit's
 * one process starter. The client tests write their data through the API from one address: the
 * per-address subscribe limit (tested in tests/server/security/subscribeAbuse.test.ts) is raised.
 */
export async function startTestServerProcess(options: TestServerProcessOptions = {}): Promise<TestServerProcess> {
  const settings: Partial<Config> = {
    subscribeLimitPerHour: 10_000,
    ...(options.schedulerPaused ? { scheduleTickMs: 3_600_000 } : {}),
    ...options.settings,
  };
  const child = await startServerProcess({
    entry: 'tests/kit/testServerMain.ts',
    args: [
      `--settings=${JSON.stringify(settings)}`,
      ...(options.postgres ? ['--postgres'] : []),
      ...(options.smtpUrl ? [`--smtp=${options.smtpUrl}`] : []),
      ...(options.staff ? ['--staff'] : []),
      ...(options.invitation ? ['--invitation'] : []),
    ],
    // The test server makes its own database from the tests' empty one.
    newDatabase: true,
    control: true,
  });
  const facts = JSON.parse(await child.command('facts')) as Pick<TestServerProcess, 'token' | 'staff' | 'invitationToken'>;
  const query = async <T>(text: string, params?: unknown[]) => {
    const answer = await child.command(`sql ${JSON.stringify({ text, params })}`);
    if (answer.startsWith('error ')) throw new Error(`the test server could not run ${text}: ${answer.slice(6)}`);
    return JSON.parse(answer) as T[];
  };
  return {
    url: child.url,
    admin: ADMIN,
    ...facts,
    process: child,
    gql: (document, variables, options) => graphql(child.url, document, variables, options),
    query,
    async agePasswordChecks() {
      await query('UPDATE sessions SET password_checked_at = now() - make_interval(secs => $1)', [STALE_PASSWORD_CHECK_SECONDS]);
    },
    async publishDue() {
      const answer = await child.command('publish-due');
      if (answer !== 'done') throw new Error(`the test server answered "${answer}" to publish-due`);
    },
    stop: () => child.destroy(),
  };
}
