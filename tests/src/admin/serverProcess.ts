import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import type { Role } from '../../../shared/roles.ts';

export interface RunningServer {
  url: string;
  token: string;
  admin: { email: string; password: string };
  /** With `{ staff: true }`: a signed-in person of each role below the Owner. */
  staff: Partial<Record<Role, { _id: string; token: string }>>;
  /** With `{ invitation: true }`: the token of an open invitation of an Editor (invited-editor@example.rw). */
  invitationToken?: string;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data: T | null }>;
  /** Moves every session's password check 11 minutes back, as if 10 minutes had gone by. */
  agePasswordChecks(): Promise<void>;
  /** With `{ schedulerPaused: true }`: runs the scheduler's claim of the overdue scheduled posts now. */
  publishDue(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Starts tests/server/standalone.ts and waits for its address. */
export async function startServerProcess(
  options: { staff?: boolean; smtpUrl?: string; invitation?: boolean; schedulerPaused?: boolean } = {},
): Promise<RunningServer> {
  const args = [
    '--import',
    'tsx',
    'tests/server/standalone.ts',
    ...(options.staff ? ['--staff'] : []),
    ...(options.smtpUrl ? [`--smtp=${options.smtpUrl}`] : []),
    ...(options.invitation ? ['--invitation'] : []),
    ...(options.schedulerPaused ? ['--scheduler-paused'] : []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolveLine, reject) => {
    lines.once('line', resolveLine);
    child.once('exit', (code) => reject(new Error(`test server exited with ${code}`)));
  });
  const { url, token, admin, staff, invitationToken } = JSON.parse(first) as Pick<
    RunningServer,
    'url' | 'token' | 'admin' | 'staff' | 'invitationToken'
  >;
  return {
    url,
    token,
    admin,
    staff,
    invitationToken,
    async gql(query, variables, bearer) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async agePasswordChecks() {
      const answered = new Promise<string>((resolveLine) => lines.once('line', resolveLine));
      child.stdin!.write('age-password-checks\n');
      if ((await answered) !== 'done') throw new Error('the test server did not age the password checks');
    },
    async publishDue() {
      const answered = new Promise<string>((resolveLine) => lines.once('line', resolveLine));
      child.stdin!.write('publish-due\n');
      if ((await answered) !== 'done') throw new Error('the test server did not publish the due posts');
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.stdin!.end();
      }),
  };
}
